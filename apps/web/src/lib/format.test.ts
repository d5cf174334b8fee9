import { describe, expect, it } from 'vitest';
import {
  currencyDecimals,
  currencySymbol,
  formatCalendarDate,
  formatDateTime,
  formatDollars,
  formatMoney,
  formatWholeDollars,
  moneyStep,
} from './format';

/** Intl separates French thousands and symbols with (narrow) no-break spaces; compare them as spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('money in the user currency', () => {
  it('writes USD, EUR, JPY and NGN with their symbols and decimals', () => {
    expect(formatMoney(1250.5, { currency: 'USD' })).toBe('$1,250.50');
    expect(formatMoney(1250.5, { currency: 'EUR' })).toBe('€1,250.50');
    expect(formatMoney(1250.5, { currency: 'JPY' })).toBe('¥1,251');
    expect(formatMoney(1250.5, { currency: 'NGN' })).toBe('₦1,250.50');
  });

  it('writes them the way the language does', () => {
    expect(plain(formatMoney(1250.5, { currency: 'EUR', language: 'fr' }))).toBe('1 250,50 €');
    expect(plain(formatMoney(1250.5, { currency: 'JPY', language: 'fr' }))).toBe('1 251 ¥');
    expect(plain(formatMoney(1250.5, { currency: 'NGN', language: 'fr' }))).toBe('1 250,50 ₦');
  });

  it('drops the decimals for whole figures such as Total Revenue', () => {
    expect(formatMoney(1249.8, { currency: 'EUR', whole: true })).toBe('€1,250');
    expect(formatWholeDollars(1249.8)).toBe('$1,250');
    expect(formatDollars(0.1)).toBe('$0.10');
  });

  it("gives the budget input the currency's decimals and symbol", () => {
    expect([currencyDecimals('USD'), currencyDecimals('EUR'), currencyDecimals('JPY'), currencyDecimals('NGN')]).toEqual([2, 2, 0, 2]);
    expect(moneyStep('JPY')).toBe(1);
    expect(moneyStep('EUR')).toBe(0.01);
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('EUR', 'fr')).toBe('€');
    expect(currencySymbol('NGN')).toBe('₦');
  });
});

describe('dates', () => {
  it('shows a due date as its calendar date in any zone', () => {
    expect(formatCalendarDate('2030-05-01T00:00:00.000Z', 'en')).toBe('May 1, 2030');
    expect(formatCalendarDate(null)).toBe('');
  });

  it("shows a moment as its date in the user's zone, not the browser's", () => {
    const lateEvening = '2025-03-01T23:30:00.000Z';
    expect(formatDateTime(lateEvening, { language: 'en', timeZone: 'Europe/Berlin' })).toBe('Mar 2, 2025');
    expect(formatDateTime(lateEvening, { language: 'en', timeZone: 'America/New_York' })).toBe('Mar 1, 2025');
    expect(formatDateTime('nonsense', { timeZone: 'UTC' })).toBe('');
  });
});
