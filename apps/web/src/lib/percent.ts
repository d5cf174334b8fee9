/**
 * A percent change as the screens show it: one decimal at most, the sign always written
 * ('+12.5%', '-3%', '0%'), in the language's format ('+12,5 %' in French). The API answers
 * percent values (12.5 for 12.5 %), already rounded to one decimal (decision 034).
 */
export function formatChange(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(percent / 100);
}

/** A rate or share with no sign ('87.5%'): retention, on-time delivery, a goal's progress. */
export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}

/** Which way a change went, for its colour and icon (the text always carries the sign too). */
export type Trend = 'up' | 'down' | 'flat';
export const trendOf = (n: number): Trend => (n > 0 ? 'up' : n < 0 ? 'down' : 'flat');
