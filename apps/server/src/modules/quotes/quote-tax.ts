import type { TaxCategory, TaxRounding } from '@atelier/shared';
import { fieldError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { DiscountExceedsSubtotal, shareOut, type RateTotal } from '../tax/arithmetic.js';
import { documentLineRate, lineRates, type LineRate, type StudioTax } from '../tax/line-rates.js';
import { taxItems, type Totals } from '../invoices/totals.js';
import type { PlannedLine } from './lines.js';

/*
 * A quote's lines carry their rates as an invoice's items do (decision 162): the rate the line
 * names, else the quote's one `taxRate`, else the studio's default; its totals and its summary per
 * rate are the same computation, and its deposit invoice keeps the rates.
 */

export type RatedLine = PlannedLine & LineRate;
type QuoteMoney = { discountCents: number; pricesIncludeTax: boolean; rounding: string };
type StoredLine = { amountCents: number; taxRateId: string | null; taxRateBp: number; taxCategory: string; exemptionReason: string | null };

const roundingOf = (r: string): TaxRounding => (r === 'line' ? 'line' : 'total');
const rateOf = (l: StoredLine): LineRate => ({
  taxRateId: l.taxRateId,
  taxRateBp: l.taxRateBp,
  taxCategory: l.taxCategory as TaxCategory,
  exemptionReason: l.exemptionReason,
});

/** New lines rated from their bodies; kept lines keep their rates unless the quote's one rate changed. */
export function rateLines(
  studio: StudioTax,
  planned: readonly PlannedLine[],
  opts: {
    bodies: readonly { taxRateId?: string | null | undefined }[] | null;
    documentRateBp: number | null;
    changedRateBp: number | null;
  },
): RatedLine[] {
  if (opts.bodies) {
    const rates = lineRates(studio, opts.bodies, opts.documentRateBp, 'lines');
    return planned.map((line, i) => ({ ...line, ...(rates[i] as LineRate) }));
  }
  if (opts.changedRateBp !== null) {
    const rate = documentLineRate(studio, opts.changedRateBp);
    return planned.map((line) => ({ ...line, ...rate }));
  }
  return planned.map((line) => ({ ...line, ...rateOf(line as StoredLine) }));
}

/** The quote's totals through computeTax, its refusals on the fields the form shows them at. */
export function quoteTotals(lines: readonly RatedLine[], money: QuoteMoney): Totals {
  try {
    return taxItems(lines, {
      discountCents: money.discountCents,
      pricesIncludeTax: money.pricesIncludeTax,
      rounding: roundingOf(money.rounding),
    }).totals;
  } catch (err) {
    if (err instanceof DiscountExceedsSubtotal) throw fieldError('discount', said('quotes.discountOverSubtotal'));
    if (err instanceof RangeError) throw fieldError('lines', said('quotes.totalTooLarge'));
    throw err;
  }
}

/** The summary per rate of a stored quote, computed again from its lines as it was made. */
export function quoteBreakdown(lines: readonly StoredLine[], money: QuoteMoney): RateTotal[] {
  const rated = lines.map((l) => ({ amountCents: l.amountCents, ...rateOf(l) }));
  return taxItems(rated, {
    discountCents: money.discountCents,
    pricesIncludeTax: money.pricesIncludeTax,
    rounding: roundingOf(money.rounding),
  }).breakdown;
}

/**
 * The deposit asked on acceptance, shared over the quote's rates in proportion to what each asks
 * with its tax (decision 162): one line per rate, its amount including its tax, so the deposit
 * invoice totals the deposit to the cent and its tax is the quote's own rates.
 */
export function depositLines(depositCents: number, breakdown: readonly RateTotal[]): (LineRate & { amountCents: number })[] {
  const parts = shareOut(
    depositCents,
    breakdown.map((r) => r.netCents + r.taxCents),
  );
  const lines = breakdown.map((r, i) => ({
    amountCents: parts[i] as number,
    taxRateId: null,
    taxRateBp: r.rateBp,
    taxCategory: r.category,
    exemptionReason: r.exemptionReason,
  }));
  const kept = lines.filter((l) => l.amountCents > 0);
  return kept.length > 0 ? kept : [{ amountCents: depositCents, taxRateId: null, taxRateBp: 0, taxCategory: 'O', exemptionReason: null }];
}
