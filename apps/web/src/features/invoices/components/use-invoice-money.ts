import { useCallback } from 'react';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n/i18n';

/** Money in the INVOICE's currency (kept from its creation), in the user's language (decision 031). */
export function useInvoiceMoney() {
  const language = useLocale();
  return useCallback((amount: number, currency: string) => formatMoney(amount, { currency, language }), [language]);
}
