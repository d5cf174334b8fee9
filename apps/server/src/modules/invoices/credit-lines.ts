import type { creditNoteBodySchema, TaxCategory } from '@atelier/shared';
import type { z } from 'zod';
import type { InvoiceItemRow, InvoiceRow } from '../../db/schema/index.js';
import { fieldError } from '../../lib/errors.js';
import { said, type Said } from '../../lib/said.js';
import { computeTax, shareOut, type TaxLine, type TaxResult } from '../tax/arithmetic.js';
import { itemAmountCents, toHundredths } from './totals.js';

/*
 * A credit note's lines (decision 163), pure: each takes back a quantity of one item of the invoice
 * at the item's price and rate, carrying its share of the invoice's discount in proportion. The
 * last of an item takes exactly what is left of it, so an invoice credited in parts is credited to
 * the cent in the end.
 */

export type CreditNoteInput = z.output<typeof creditNoteBodySchema>;

/** What earlier credit notes took back of one item. */
export type Taken = { quantityHundredths: number; amountCents: number; discountCents: number };

export type CreditLine = TaxLine & {
  itemId: string;
  description: string;
  quantityHundredths: number;
  rateCents: number;
  taxRateId: string | null;
  discountShareCents: number;
};

const exceeds = (field: string, message: Said) => fieldError(field, message, 'CREDIT_EXCEEDS_INVOICE');

/** An item's rate: its own; for lines made before per-line rates with none, the invoice's one rate (decision 162). */
function rateOf(item: InvoiceItemRow, invoice: InvoiceRow, items: readonly InvoiceItemRow[]): { rateBp: number; category: TaxCategory } {
  const legacy = invoice.taxRateBasisPoints > 0 && items.every((i) => i.taxRateBp === 0);
  if (legacy) return { rateBp: invoice.taxRateBasisPoints, category: 'S' };
  return { rateBp: item.taxRateBp, category: item.taxCategory as TaxCategory };
}

/** The quantities asked: every item's remainder when left out, else each named item's, at most what is left. */
function quantitiesAsked(items: readonly InvoiceItemRow[], taken: Map<string, Taken>, input: CreditNoteInput): Map<string, number> {
  const left = (item: InvoiceItemRow) => item.quantityHundredths - (taken.get(item.id)?.quantityHundredths ?? 0);
  if (!input.items) return new Map(items.filter((i) => left(i) > 0).map((i) => [i.id, left(i)]));
  const asked = new Map<string, number>();
  input.items.forEach((line, k) => {
    const item = items.find((i) => i.id === line.itemId);
    if (!item) throw fieldError(`items.${k}.itemId`, said('invoices.itemNotOnInvoice'));
    const quantity = (asked.get(item.id) ?? 0) + toHundredths(line.quantity);
    if (quantity > left(item))
      throw exceeds(`items.${k}.quantity`, said('invoices.creditLeft', { quantity: left(item) / 100, item: item.description }));
    asked.set(item.id, quantity);
  });
  return asked;
}

export function creditLines(
  invoice: InvoiceRow,
  items: readonly InvoiceItemRow[],
  taken: Map<string, Taken>,
  input: CreditNoteInput,
): CreditLine[] {
  const asked = quantitiesAsked(items, taken, input);
  const shares = shareOut(
    invoice.discountCents,
    items.map((i) => i.amountCents),
  );
  const out: CreditLine[] = [];
  items.forEach((item, k) => {
    const quantity = asked.get(item.id);
    if (quantity === undefined) return;
    const before = taken.get(item.id) ?? { quantityHundredths: 0, amountCents: 0, discountCents: 0 };
    const share = shares[k] as number;
    const last = before.quantityHundredths + quantity === item.quantityHundredths;
    const amountCents = last ? item.amountCents - before.amountCents : itemAmountCents(quantity, item.rateCents);
    const discountShareCents = last ? share - before.discountCents : Math.round((share * quantity) / item.quantityHundredths);
    out.push({
      itemId: item.id,
      description: item.description,
      quantityHundredths: quantity,
      rateCents: item.rateCents,
      taxRateId: item.taxRateId,
      amountCents,
      discountShareCents: Math.min(discountShareCents, amountCents),
      ...rateOf(item, invoice, items),
      exemptionReason: item.exemptionReason,
    });
  });
  if (out.length === 0) throw exceeds('items', said('invoices.creditedInFull', { number: invoice.invoiceNumber }));
  return out;
}

/**
 * The credit note's amounts through the one tax computation (decision 162). Taking all that is left,
 * its total is what the invoice has left to the cent: a rounding cent between parts is put on the
 * last line's tax, so the credit notes of an invoice always add up to its total.
 */
export function creditAmounts(invoice: InvoiceRow, lines: readonly CreditLine[], whole: boolean): TaxResult {
  const result = computeTax(lines, {
    discountCents: lines.reduce((s, l) => s + l.discountShareCents, 0),
    pricesIncludeTax: invoice.pricesIncludeTax,
    rounding: invoice.rounding === 'line' ? 'line' : 'total',
  });
  const left = invoice.totalCents - invoice.creditedCents;
  const drift = left - result.totalCents;
  if (!(whole || drift < 0) || drift === 0 || Math.abs(drift) > lines.length) return result;
  const at = result.lines.length - 1;
  const line = result.lines[at];
  if (!line || line.taxCents + drift < 0) return result;
  const lastLines = result.lines.map((l, i) => (i === at ? { ...l, taxCents: l.taxCents + drift } : l));
  return { ...result, lines: lastLines, taxCents: result.taxCents + drift, totalCents: left, breakdown: breakdownOf(lastLines) };
}

function breakdownOf(lines: TaxResult['lines']): TaxResult['breakdown'] {
  const rows = new Map<string, TaxResult['breakdown'][number]>();
  for (const l of lines) {
    const key = `${l.rateBp}|${l.category}|${l.exemptionReason ?? ''}`;
    const at = rows.get(key) ?? { rateBp: l.rateBp, category: l.category, exemptionReason: l.exemptionReason, netCents: 0, taxCents: 0 };
    rows.set(key, { ...at, netCents: at.netCents + l.netCents, taxCents: at.taxCents + l.taxCents });
  }
  return [...rows.values()];
}
