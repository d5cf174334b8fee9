import { useMemo } from 'react';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n/i18n';
import { formatPercent } from '@/lib/percent';

/**
 * Figures as the analytics page shows them, in the currency the server summed in (the range's
 * `currency`, the account's) and the user's language: money in whole units (decision 035),
 * chart axes in compact money ('$1.2K'), rates with one decimal.
 */
export function useAnalyticsFormat(currency: string) {
  const language = useLocale();
  return useMemo(() => {
    const compact = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    return {
      language,
      money: (amount: number) => formatMoney(amount, { currency, language, whole: true }),
      moneyAxis: (amount: number) => compact.format(amount),
      percent: (value: number) => formatPercent(value, language),
      number: (value: number) => decimal.format(value),
    };
  }, [currency, language]);
}

export type AnalyticsFormat = ReturnType<typeof useAnalyticsFormat>;
