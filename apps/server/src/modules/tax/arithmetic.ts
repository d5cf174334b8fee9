import type { TaxCategory, TaxRounding } from '@atelier/shared';

/**
 * Tax per line and per rate (decision 162), exact: integer cents and basis points, products in
 * BigInt divided once and rounded half-up (every amount here is zero or more). A document-level
 * discount is shared over the lines in proportion to their amounts, by largest remainder, so each
 * rate's taxable amount carries its part and the parts add up to the discount to the cent.
 */

export type TaxLine = { amountCents: number; rateBp: number; category: TaxCategory; exemptionReason: string | null };
export type TaxedLine = TaxLine & { discountCents: number; netCents: number; taxCents: number };
export type RateTotal = { rateBp: number; category: TaxCategory; exemptionReason: string | null; netCents: number; taxCents: number };
export type TaxOptions = { discountCents: number; pricesIncludeTax: boolean; rounding: TaxRounding };
export type TaxResult = {
  lines: TaxedLine[];
  /** One row per rate, category and exemption text, in the order the lines first use them. */
  breakdown: RateTotal[];
  /** Σ line amounts as entered (with tax when prices include it). */
  subtotalCents: number;
  discountCents: number;
  /** Σ taxable amounts after the discount. */
  netCents: number;
  taxCents: number;
  totalCents: number;
};

/** `discount` exceeds the subtotal: the caller answers 422 on the discount field. */
export class DiscountExceedsSubtotal extends Error {}

function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

const safe = (v: bigint): number => {
  if (v > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount beyond safe integers');
  return Number(v);
};

/**
 * `total` shared over `weights` in proportion, by largest remainder (ties to the earlier line):
 * the parts are whole cents and add up to `total` exactly.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + BigInt(w), 0n);
  if (sum === 0n || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => BigInt(total) * BigInt(w));
  const parts = exact.map((e) => e / sum);
  let left = BigInt(total) - parts.reduce((s, p) => s + p, 0n);
  const order = exact.map((e, i) => ({ i, rest: e % sum })).sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left === 0n) break;
    parts[i] = (parts[i] as bigint) + 1n;
    left -= 1n;
  }
  return parts.map(safe);
}

/** The tax in `base`: on top of it (exclusive), or inside it (inclusive: base × r / (1 + r)). */
function taxOf(baseCents: number, rateBp: number, inclusive: boolean): number {
  const base = BigInt(baseCents);
  const rate = BigInt(rateBp);
  return safe(inclusive ? divideHalfUp(base * rate, 10_000n + rate) : divideHalfUp(base * rate, 10_000n));
}

const keyOf = (l: TaxLine) => `${l.rateBp}|${l.category}|${l.exemptionReason ?? ''}`;

export function computeTax(input: readonly TaxLine[], options: TaxOptions): TaxResult {
  const subtotal = input.reduce((s, l) => s + BigInt(l.amountCents), 0n);
  if (BigInt(options.discountCents) > subtotal) throw new DiscountExceedsSubtotal();
  const shares = shareOut(
    options.discountCents,
    input.map((l) => l.amountCents),
  );
  const bases = input.map((l, i) => l.amountCents - (shares[i] as number));
  const inclusive = options.pricesIncludeTax;
  const taxes = new Array<number>(input.length).fill(0);

  const groups = new Map<string, number[]>();
  input.forEach((l, i) => groups.set(keyOf(l), [...(groups.get(keyOf(l)) ?? []), i]));
  for (const indexes of groups.values()) {
    const rateBp = input[indexes[0] as number]?.rateBp ?? 0;
    if (options.rounding === 'line') {
      for (const i of indexes) taxes[i] = taxOf(bases[i] as number, rateBp, inclusive);
    } else {
      const base = indexes.reduce((s, i) => s + (bases[i] as number), 0);
      const parts = shareOut(
        taxOf(base, rateBp, inclusive),
        indexes.map((i) => bases[i] as number),
      );
      indexes.forEach((i, k) => (taxes[i] = parts[k] as number));
    }
  }

  const lines: TaxedLine[] = input.map((l, i) => {
    const taxCents = taxes[i] as number;
    const base = bases[i] as number;
    return { ...l, discountCents: shares[i] as number, taxCents, netCents: inclusive ? base - taxCents : base };
  });
  const breakdown: RateTotal[] = [...groups.values()].map((indexes) => {
    const first = lines[indexes[0] as number] as TaxedLine;
    return {
      rateBp: first.rateBp,
      category: first.category,
      exemptionReason: first.exemptionReason,
      netCents: indexes.reduce((s, i) => s + (lines[i] as TaxedLine).netCents, 0),
      taxCents: indexes.reduce((s, i) => s + (lines[i] as TaxedLine).taxCents, 0),
    };
  });
  const netCents = breakdown.reduce((s, r) => s + r.netCents, 0);
  const taxCents = breakdown.reduce((s, r) => s + r.taxCents, 0);
  return {
    lines,
    breakdown,
    subtotalCents: safe(subtotal),
    discountCents: options.discountCents,
    netCents,
    taxCents,
    totalCents: netCents + taxCents,
  };
}
