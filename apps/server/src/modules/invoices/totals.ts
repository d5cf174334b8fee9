import { dollarsToCents, itemAmountCents, type TaxCategory, type TaxRounding } from '@atelier/shared';
import type { InvoiceItemRow } from '../../db/schema/index.js';
import { computeTax, type RateTotal, type TaxedLine, type TaxOptions } from '../tax/arithmetic.js';
import type { LineRate } from '../tax/line-rates.js';

/**
 * Invoice arithmetic (decisions 029, 162), exact: every amount is integer cents, quantities integer
 * hundredths, rates and percents integer basis points; products are taken in BigInt and divided
 * once, rounding half-up (amounts are never negative, so half-up is "add half, floor").
 */

export type ItemInput = { description: string; quantity: number; rate: number };
export type DepositInput = { type: 'amount' | 'percent'; value: number } | null | undefined;
export type ComputedItem = { description: string; quantityHundredths: number; rateCents: number; amountCents: number };

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

/** quantity × rate, rounded half-up to the cent: the shared one computation of a line (decision 179). */
export { itemAmountCents };

export function computeItems(items: readonly ItemInput[]): ComputedItem[] {
  return items.map((item) => {
    const quantityHundredths = toHundredths(item.quantity);
    const rateCents = dollarsToCents(item.rate);
    return { description: item.description, quantityHundredths, rateCents, amountCents: itemAmountCents(quantityHundredths, rateCents) };
  });
}

/** The invoice row's money, as computeTax gives it (decision 162), with how it was computed. */
export type Totals = {
  subtotalCents: number;
  discountCents: number;
  /** The first line's rate: the one rate the original form reads (decision 162). */
  taxRateBasisPoints: number;
  taxCents: number;
  totalCents: number;
  pricesIncludeTax: boolean;
  rounding: TaxRounding;
};
export type RatedItem = ComputedItem & LineRate;
/** An item as stored: its rate copied, its taxable amount after its share of the discount, and its tax. */
export type StoredItem = RatedItem & { netCents: number; taxCents: number };

export const withRates = (items: readonly ComputedItem[], rates: readonly LineRate[]): RatedItem[] =>
  items.map((item, i) => ({ ...item, ...(rates[i] as LineRate) }));

/** What computeTax needs of a line, an invoice's item or a quote's line. */
export type Taxable = { amountCents: number } & LineRate;

/**
 * Every invoice's and quote's lines and totals, from whichever module makes them, through the one
 * tax computation (decision 162). Throws DiscountExceedsSubtotal, and RangeError beyond safe cents.
 */
export function taxItems<T extends Taxable>(
  items: readonly T[],
  options: TaxOptions,
): { items: (T & { netCents: number; taxCents: number })[]; totals: Totals; breakdown: RateTotal[] } {
  const result = computeTax(
    items.map((i) => ({ amountCents: i.amountCents, rateBp: i.taxRateBp, category: i.taxCategory, exemptionReason: i.exemptionReason })),
    options,
  );
  return {
    items: items.map((item, k) => {
      const line = result.lines[k] as TaxedLine;
      return { ...item, netCents: line.netCents, taxCents: line.taxCents };
    }),
    totals: {
      subtotalCents: result.subtotalCents,
      discountCents: result.discountCents,
      taxRateBasisPoints: items[0]?.taxRateBp ?? 0,
      taxCents: result.taxCents,
      totalCents: result.totalCents,
      pricesIncludeTax: options.pricesIncludeTax,
      rounding: options.rounding,
    },
    breakdown: result.breakdown,
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

/** A stored item as computeTax takes it again, for a change of the discount alone. */
export const storedItemOf = (row: InvoiceItemRow): RatedItem => ({
  description: row.description,
  quantityHundredths: row.quantityHundredths,
  rateCents: row.rateCents,
  amountCents: row.amountCents,
  taxRateId: row.taxRateId,
  taxRateBp: row.taxRateBp,
  taxCategory: row.taxCategory as TaxCategory,
  exemptionReason: row.exemptionReason,
});
