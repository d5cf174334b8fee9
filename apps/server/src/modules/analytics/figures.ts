import { centsToDollars } from '@atelier/shared';

/**
 * The arithmetic every figure shares (decision 034), kept pure so it is tested apart from SQL.
 */

const oneDecimal = (x: number) => Math.round(x * 10) / 10;

/**
 * Percent change against the previous figure, one decimal. 0 to 0 is no change; from 0 to
 * anything else there is no percentage (null, shown 'New') rather than a division by zero.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return oneDecimal(((current - previous) / previous) * 100);
}

/** part / whole as a percentage with one decimal; null when there is no whole to take part of. */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : oneDecimal((part / whole) * 100);
}

/** Money out of the database: integer cents become currency units with at most 2 decimals. */
export const money = (cents: number) => centsToDollars(Math.round(cents));

/** A ratio with two decimals (average projects per client). */
export const twoDecimals = (x: number) => Math.round(x * 100) / 100;

export { oneDecimal };
