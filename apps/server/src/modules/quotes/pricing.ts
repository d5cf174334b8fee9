import type { updateQuoteBodySchema } from '@atelier/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { QuoteLineRow, QuoteRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { fieldError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { depositCents, storedDeposit, toHundredths, type Totals } from '../invoices/totals.js';
import { studioTax } from '../tax/line-rates.js';
import { planLines, type PlannedLine } from './lines.js';
import { quoteTotals, rateLines, type RatedLine } from './quote-tax.js';

/**
 * A quote's money computed once (decision 179): the lines planned and rated, the totals, the deposit.
 * Creating a quote, changing one and the editor's preview all read this, so the figures the editor
 * shows while typing are the ones the saved quote, its PDF, the portal and its deposit invoice carry.
 */
export type QuotePricingInput = Pick<z.output<typeof updateQuoteBodySchema>, 'lines' | 'taxRate' | 'discount' | 'deposit'> & {
  clientId: string | null;
};
/** The quote being changed: its row (its tax mode stays its own, decision 162) and its kept lines. */
export type QuoteBefore = { row: QuoteRow; kept: readonly QuoteLineRow[] };
export type PricedQuote = { lines: RatedLine[]; totals: Totals; deposit: ReturnType<typeof storedDeposit>; changedRateBp: number | null };

/** The body's one rate (the original form's `taxRate`) in basis points; null when it sends none. */
const rateBp = (taxRate: number | null | undefined): number | null =>
  taxRate === null || taxRate === undefined ? null : toHundredths(taxRate);

const keptLines = (rows: readonly QuoteLineRow[]): PlannedLine[] =>
  [...rows].sort((a, b) => a.position - b.position).map(({ id: _id, quoteId: _quote, position: _position, ...rest }) => rest);

function checkDeposit(deposit: ReturnType<typeof storedDeposit>, totalCents: number): void {
  const cents = depositCents(deposit.depositType, deposit.depositValue, totalCents);
  if (cents !== null && cents > totalCents) throw fieldError('deposit', said('quotes.depositOverTotal'));
}

/**
 * The money of a new quote (no `before`) or of a change to one: for a change, what the body leaves
 * out stays as it was (its lines, discount, one rate and deposit), as PATCH reads it.
 */
export async function priceQuote(db: Db, actor: Actor, input: QuotePricingInput, before?: QuoteBefore): Promise<PricedQuote> {
  const scope = { workspaceId: actor.workspaceId, clientId: input.clientId ?? before?.row.clientId ?? '' };
  const kept = before?.kept ?? [];
  const planned = input.lines ? await planLines(db, scope, input.lines, kept) : keptLines(kept);
  const studio = await studioTax(db, actor.workspaceId);
  const discountCents = input.discount === undefined && before ? before.row.discountCents : toHundredths(input.discount ?? 0);
  // A body without `taxRate` keeps the quote's one rate for lines naming none, as before rates per line.
  const documentRateBp = input.taxRate === undefined && before ? before.row.taxRateBasisPoints : rateBp(input.taxRate);
  // The original form's one rate, changed alone, rates every line with it.
  const changedRateBp = before && documentRateBp !== null && documentRateBp !== before.row.taxRateBasisPoints ? documentRateBp : null;
  const lines = rateLines(studio, planned, { bodies: input.lines ?? null, documentRateBp, changedRateBp });
  // How prices are typed and tax rounded is the studio's when the quote is made, and stays (decision 162).
  const mode = before ? { pricesIncludeTax: before.row.pricesIncludeTax, rounding: before.row.rounding } : studio;
  const totals = quoteTotals(lines, { discountCents, ...mode });
  const deposit =
    input.deposit === undefined && before
      ? { depositType: before.row.depositType, depositValue: before.row.depositValue }
      : storedDeposit(input.deposit);
  checkDeposit(deposit, totals.totalCents);
  return { lines, totals, deposit, changedRateBp };
}
