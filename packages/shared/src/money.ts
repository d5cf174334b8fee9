import { z } from 'zod';
import { LIMITS } from './limits.js';

/** Money is kept as integer cents on the server; the API speaks dollars with at most 2 decimals. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** True when the number has at most two decimals (e.g. 12.5, 12.05), tolerant of binary float noise. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/**
 * An amount a person types into a form, in the studio's currency: a number, not negative, within
 * the bound, to the cent. The one schema of a price, a deposit or a charge (each label its own).
 */
export const moneyField = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(LIMITS.budgetMax, `${label} must be at most ${LIMITS.budgetMax}`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`);

/** round-half-up(numerator / denominator) for non-negative integers. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * A line's amount, quantity × price rounded half-up to the cent (2.5 × 33.33 = 83.325 → 83.33), in
 * exact integers (decision 029). The one computation of a line (decision 179): the server prices
 * invoices, tickets and quotes with it, and a form that shows a line as it is typed calls the same.
 */
export function itemAmountCents(quantityHundredths: number, rateCents: number): number {
  const cents = divideHalfUp(BigInt(quantityHundredths) * BigInt(rateCents), 100n);
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount beyond safe integers');
  return Number(cents);
}
