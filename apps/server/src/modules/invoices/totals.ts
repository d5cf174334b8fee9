import { dollarsToCents } from '@atelier/shared';

/**
 * Invoice arithmetic (decision 029), exact: every amount is integer cents, quantities integer
 * hundredths, rates and percents integer basis points; products are taken in BigInt and divided
 * once, rounding half-up (amounts are never negative, so half-up is "add half, floor").
 */

export type ItemInput = { description: string; quantity: number; rate: number };
export type DepositInput = { type: 'amount' | 'percent'; value: number } | null | undefined;
export type ComputedItem = { description: string; quantityHundredths: number; rateCents: number; amountCents: number };
export type Totals = { subtotalCents: number; discountCents: number; taxRateBasisPoints: number; taxCents: number; totalCents: number };

/** Numbers with at most 2 decimals (checked by the shared schemas) as exact hundredths. */
export const toHundredths = (value: number) => dollarsToCents(value);

/** round-half-up(numerator / denominator) for non-negative integers. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

const safe = (v: bigint): number => {
  if (v > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount beyond safe integers');
  return Number(v);
};

/** quantity × rate, rounded half-up to the cent: 2.5 × 33.33 = 83.325 → 83.33. */
export function itemAmountCents(quantityHundredths: number, rateCents: number): number {
  return safe(divideHalfUp(BigInt(quantityHundredths) * BigInt(rateCents), 100n));
}

export function computeItems(items: readonly ItemInput[]): ComputedItem[] {
  return items.map((item) => {
    const quantityHundredths = toHundredths(item.quantity);
    const rateCents = dollarsToCents(item.rate);
    return { description: item.description, quantityHundredths, rateCents, amountCents: itemAmountCents(quantityHundredths, rateCents) };
  });
}

/** `discount` exceeds the subtotal: the caller answers 422 on the discount field. */
export class DiscountTooLarge extends Error {}

/**
 * subtotal = Σ items; tax = round-half-up((subtotal − discount) × rate); total = subtotal −
 * discount + tax. Discount and rate in API units (currency units, percent).
 */
export function computeTotals(
  items: readonly ComputedItem[],
  discount: number | null | undefined,
  taxRate: number | null | undefined,
): Totals {
  const subtotal = items.reduce((sum, i) => sum + BigInt(i.amountCents), 0n);
  return totalsOf(safe(subtotal), dollarsToCents(discount ?? 0), toHundredths(taxRate ?? 0));
}

/** The same from a stored subtotal, for an update that changes only the discount or the tax rate. */
export function totalsOf(subtotalCents: number, discountCentsIn: number, taxRateBasisPoints: number): Totals {
  const subtotal = BigInt(subtotalCents);
  const discountCents = BigInt(discountCentsIn);
  if (discountCents > subtotal) throw new DiscountTooLarge();
  const tax = divideHalfUp((subtotal - discountCents) * BigInt(taxRateBasisPoints), 10_000n);
  return {
    subtotalCents: safe(subtotal),
    discountCents: safe(discountCents),
    taxRateBasisPoints,
    taxCents: safe(tax),
    totalCents: safe(subtotal - discountCents + tax),
  };
}

/** Stored deposit: cents for an amount, basis points for a percent. */
export function storedDeposit(deposit: DepositInput): { depositType: 'amount' | 'percent' | null; depositValue: number | null } {
  if (!deposit) return { depositType: null, depositValue: null };
  return { depositType: deposit.type, depositValue: toHundredths(deposit.value) };
}

/** The deposit asked for, in cents: the fixed amount, or round-half-up(total × percent). */
export function depositCents(type: string | null, value: number | null, totalCents: number): number | null {
  if (type === null || value === null) return null;
  if (type === 'percent') return safe(divideHalfUp(BigInt(totalCents) * BigInt(value), 10_000n));
  return value;
}
