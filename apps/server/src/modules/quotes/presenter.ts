import { centsToDollars, type PortalQuote, type QuotePreview, type ProjectType, type Quote, type TaxCategory } from '@atelier/shared';
import { withDigest } from '../../lib/shown-document.js';
import { depositCents } from '../invoices/totals.js';
import type { PricedQuote } from './pricing.js';
import type { QuoteRecord } from './queries.js';
import { quoteBreakdown } from './quote-tax.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What a quote's money is read from: a saved quote, or one priced for the editor's preview (decision 179). */
type QuoteMoneyRecord = Pick<
  QuoteRecord,
  | 'currency'
  | 'subtotalCents'
  | 'discountCents'
  | 'taxRateBasisPoints'
  | 'taxCents'
  | 'totalCents'
  | 'pricesIncludeTax'
  | 'rounding'
  | 'depositType'
  | 'depositValue'
> & { lines: readonly (Parameters<typeof quoteBreakdown>[0][number] & { position: number })[] };

/** The money of a quote in currency units (decision 029): what both the studio and the client read. */
function moneyOf(row: QuoteMoneyRecord) {
  const deposit = depositCents(row.depositType, row.depositValue, row.totalCents);
  return {
    currency: row.currency,
    subtotal: centsToDollars(row.subtotalCents),
    discount: centsToDollars(row.discountCents),
    taxRate: centsToDollars(row.taxRateBasisPoints),
    tax: centsToDollars(row.taxCents),
    total: centsToDollars(row.totalCents),
    pricesIncludeTax: row.pricesIncludeTax,
    // Per rate, from the lines as the quote was computed (decision 162).
    taxBreakdown: quoteBreakdown(
      [...row.lines].sort((a, b) => a.position - b.position),
      row,
    ).map((r) => ({
      rate: centsToDollars(r.rateBp),
      category: r.category,
      exemptionReason: r.exemptionReason ?? '',
      net: centsToDollars(r.netCents),
      tax: centsToDollars(r.taxCents),
    })),
    deposit:
      row.depositType === null || row.depositValue === null || deposit === null
        ? null
        : { type: row.depositType, value: centsToDollars(row.depositValue), amount: centsToDollars(deposit) },
  };
}

const named = (ref: { id: string; name: string } | null) => (ref ? { _id: ref.id, id: ref.id, name: ref.name } : null);

/** GET /quotes/{id} (decision 158). */
export function presentQuote(row: QuoteRecord): Quote {
  return {
    _id: row.id,
    id: row.id,
    code: row.code,
    client: { _id: row.client.id, id: row.client.id, name: row.client.name },
    status: row.shownStatus,
    title: row.title,
    projectType: row.projectType as ProjectType,
    notes: row.notes ?? '',
    lines: row.lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      serviceId: l.serviceId,
      materialId: l.materialId,
      description: l.description,
      quantity: centsToDollars(l.quantityHundredths),
      unit: l.unit,
      fromLayout: l.fromLayout,
      unitPrice: centsToDollars(l.unitPriceCents),
      amount: centsToDollars(l.amountCents),
      minutes: l.minutes,
      stage: l.stage ?? '',
      taxRateId: l.taxRateId,
      taxRate: centsToDollars(l.taxRateBp),
      taxCategory: l.taxCategory as TaxCategory,
    })),
    ...moneyOf(row),
    validUntil: row.validUntil,
    sentAt: iso(row.sentAt),
    acceptedAt: iso(row.acceptedAt),
    declinedAt: iso(row.declinedAt),
    declineReason: row.declineReason ?? '',
    project: named(row.project),
    depositInvoice: named(row.depositInvoice && { id: row.depositInvoice.id, name: row.depositInvoice.number }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A quote as its client reads it on the portal: no minutes, stages or the studio's own references. */
export function presentPortalQuote(row: QuoteRecord): PortalQuote {
  // What the client reads and accepts: its fingerprint leaves out the answer's state and times (decision 183).
  const shown = withDigest({
    id: row.id,
    code: row.code,
    title: row.title,
    notes: row.notes ?? '',
    lines: row.lines.map((l) => ({
      description: l.description,
      quantity: centsToDollars(l.quantityHundredths),
      unit: l.unit,
      unitPrice: centsToDollars(l.unitPriceCents),
      amount: centsToDollars(l.amountCents),
    })),
    ...moneyOf(row),
    validUntil: row.validUntil,
  });
  return {
    ...shown,
    status: row.shownStatus,
    sentAt: iso(row.sentAt),
    acceptedAt: iso(row.acceptedAt),
    declinedAt: iso(row.declinedAt),
    depositInvoiceId: row.depositInvoiceId,
  };
}

/** POST /quotes/preview (decision 179): the figures a saved quote would carry, by the same presenter. */
export function presentQuotePreview(priced: PricedQuote, currency: string): QuotePreview {
  const lines = priced.lines.map((l, position) => ({ ...l, position }));
  return {
    lines: lines.map((l) => ({
      quantity: centsToDollars(l.quantityHundredths),
      unitPrice: centsToDollars(l.unitPriceCents),
      amount: centsToDollars(l.amountCents),
    })),
    ...moneyOf({ currency, ...priced.totals, ...priced.deposit, lines }),
  };
}
