import { useMemo } from 'react';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n/i18n';
import { usePreferences } from '@/lib/preferences';

/** A date in the user's language and zone ('23 November 2026'); "" for none. */
export function formatBillingDate(iso: string | null | undefined, locale: string, timeZone: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(d);
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(d);
  }
}

/**
 * Dates and sums of the billing screens. Plans are priced and charged in US dollars,
 * whatever currency the studio invoices its own clients in, so receipts are always USD.
 */
export function useBillingFormat() {
  const locale = useLocale();
  const timeZone = usePreferences((s) => s.timezone);
  return useMemo(
    () => ({
      date: (iso: string | null | undefined) => formatBillingDate(iso, locale, timeZone),
      cents: (cents: number) => formatMoney(cents / 100, { currency: 'USD', language: locale }),
    }),
    [locale, timeZone],
  );
}
