/**
 * An amount in the studio's currency and the client's language (decision 161). The app's
 * formatter (lib/format) reads the shared package's zones, which the light public page does not load.
 */
export function moneyText(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}
