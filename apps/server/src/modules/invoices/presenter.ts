import {
  centsToDollars,
  type Invoice,
  type InvoiceKind,
  type InvoiceSummary,
  type PaymentMethod,
  type PaymentState,
  type TaxBreakdown,
  type TaxCategory,
  type TaxRounding,
} from '@atelier/shared';
import { owedCents, type DocumentRef, type InvoiceRecord } from './queries.js';
import type { InvoiceTotals } from './types.js';
import { depositCents } from './totals.js';
import { isoTime } from '../../lib/iso-time.js';

/** A calendar date as the API's ISO string (midnight UTC), like the projects' due dates. */
const isoDay = (day: string) => `${day}T00:00:00.000Z`;

/**
 * What the money says, in integer cents (decision 125): nothing received, something received with a
 * balance left, or nothing left to pay. The stored status is the spec's; this is never stored.
 */
export function paymentStateOf(totalCents: number, amountPaidCents: number, reducedCents = 0): PaymentState {
  if (amountPaidCents <= 0) return 'unpaid';
  // Credit notes and deducted deposit invoices lower what is asked (decisions 163, 165).
  return amountPaidCents >= totalCents - reducedCents ? 'paid' : 'deposit-paid';
}

/** Another document as the answer names it (decisions 163, 165). */
const documentRef = (ref: DocumentRef) => ({
  id: ref.id,
  invoiceNumber: ref.invoiceNumber,
  amount: centsToDollars(ref.totalCents),
  issuedAt: ref.issuedAt ? isoTime(ref.issuedAt) : null,
});

/**
 * The summary per rate from the items' stored shares (decision 162). An invoice from before rates
 * per line (its items' net is their amount and their tax 0) does not add up to its own totals: it
 * is shown as the one rate it was computed with.
 */
function breakdownOf(row: InvoiceRecord): TaxBreakdown[] {
  const rows = new Map<string, RateCents>();
  for (const i of row.items) {
    const key = `${i.taxRateBp}|${i.taxCategory}|${i.exemptionReason ?? ''}`;
    const at = rows.get(key) ?? { rateBp: i.taxRateBp, category: i.taxCategory, exemptionReason: i.exemptionReason, net: 0, tax: 0 };
    rows.set(key, { ...at, net: at.net + i.netCents, tax: at.tax + i.taxCents });
  }
  let list = [...rows.values()];
  const net = list.reduce((s, r) => s + r.net, 0);
  const tax = list.reduce((s, r) => s + r.tax, 0);
  if (tax !== row.taxCents || net + tax !== row.totalCents) {
    const first = row.items[0];
    list = [
      {
        rateBp: row.taxRateBasisPoints,
        category: first?.taxCategory ?? (row.taxRateBasisPoints > 0 ? 'S' : 'O'),
        exemptionReason: first?.exemptionReason ?? null,
        net: row.totalCents - row.taxCents,
        tax: row.taxCents,
      },
    ];
  }
  return list.map((r) => ({
    rate: centsToDollars(r.rateBp),
    category: r.category as TaxCategory,
    exemptionReason: r.exemptionReason ?? '',
    net: centsToDollars(r.net),
    tax: centsToDollars(r.tax),
  }));
}
type RateCents = { rateBp: number; category: string; exemptionReason: string | null; net: number; tax: number };

/** GET /invoices/{id}: every amount computed by the server, in currency units (decision 029). */
export function presentInvoice(row: InvoiceRecord): Invoice {
  const deposit = depositCents(row.depositType, row.depositValue, row.totalCents);
  return {
    // Written out, not spread from withIds: a spread first in a literal makes V8 grow the record field
    // by field, which made presenting 50,000 invoices take seconds (decision 071).
    _id: row.id,
    id: row.id,
    clientId: { _id: row.client.id, id: row.client.id, name: row.client.name },
    projectId: row.project ? { _id: row.project.id, id: row.project.id, name: row.project.name } : null,
    invoiceNumber: row.invoiceNumber,
    dueDate: isoDay(row.dueDate),
    status: row.shownStatus,
    paymentState: paymentStateOf(row.totalCents, row.amountPaidCents, row.creditedCents + row.deductedCents),
    items: row.items.map((i) => ({
      id: i.id,
      description: i.description,
      quantity: centsToDollars(i.quantityHundredths),
      rate: centsToDollars(i.rateCents),
      amount: centsToDollars(i.amountCents),
      taxRateId: i.taxRateId,
      taxRate: centsToDollars(i.taxRateBp),
      taxCategory: i.taxCategory as TaxCategory,
      exemptionReason: i.exemptionReason ?? '',
      net: centsToDollars(i.netCents),
      tax: centsToDollars(i.taxCents),
    })),
    kind: row.kind as InvoiceKind,
    issuedAt: row.issuedAt ? isoTime(row.issuedAt) : null,
    pricesIncludeTax: row.pricesIncludeTax,
    rounding: row.rounding as TaxRounding,
    taxBreakdown: breakdownOf(row),
    relatedInvoice: row.links.related ? documentRef(row.links.related) : null,
    reason: row.reason ?? '',
    creditNotes: row.links.creditNotes.map(documentRef),
    credited: centsToDollars(row.creditedCents),
    depositInvoices: row.links.depositInvoices.map(documentRef),
    deducted: centsToDollars(row.deductedCents),
    currency: row.currency,
    subtotal: centsToDollars(row.subtotalCents),
    discount: centsToDollars(row.discountCents),
    taxRate: centsToDollars(row.taxRateBasisPoints),
    tax: centsToDollars(row.taxCents),
    amount: centsToDollars(row.totalCents),
    deposit:
      row.depositType === null || row.depositValue === null || deposit === null
        ? null
        : { type: row.depositType as 'amount' | 'percent', value: centsToDollars(row.depositValue), amount: centsToDollars(deposit) },
    payments: row.payments.map((p) => ({
      _id: p.id,
      id: p.id,
      amount: centsToDollars(p.amountCents),
      date: isoDay(p.paidOn),
      // Stored as text so a later change of the list cannot break old rows; new rows are validated.
      method: p.method as PaymentMethod,
      note: p.note ?? '',
      createdAt: isoTime(p.createdAt),
    })),
    amountPaid: centsToDollars(row.amountPaidCents),
    balanceDue: centsToDollars(owedCents(row)),
    notes: row.notes ?? '',
    sentAt: row.sentAt ? isoTime(row.sentAt) : null,
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

/**
 * GET /invoices/summary (decision 069): the counts over every currency; money received in the
 * account's currency as the headline, and any other currency's beside it, by code (decision 031).
 */
export function presentInvoiceSummary({ currency, perCurrency }: InvoiceTotals): InvoiceSummary {
  const count = (pick: (c: InvoiceTotals['perCurrency'][number]) => number) => perCurrency.reduce((n, c) => n + pick(c), 0);
  return {
    total: count((c) => c.total),
    paid: count((c) => c.paid),
    overdue: count((c) => c.overdue),
    revenue: centsToDollars(perCurrency.find((c) => c.currency === currency)?.receivedCents ?? 0),
    otherRevenue: perCurrency
      .filter((c) => c.currency !== currency && c.receivedCents > 0)
      .sort((a, b) => a.currency.localeCompare(b.currency))
      .map((c) => ({ currency: c.currency, amount: centsToDollars(c.receivedCents) })),
  };
}
