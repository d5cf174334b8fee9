import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { invoiceItems, invoicePayments, invoices } from '../../db/schema/index.js';
import { todayIn } from '../invoices/queries.js';

/**
 * The VAT of a deposit, due when the deposit is received (decision 185; in France for a service,
 * CGI art. 269, 2-c, and since 2023 for goods too, art. 269, 2-a): each payment on a deposit
 * invoice received before its final invoice books its share of the deposit's tax, rate by rate;
 * the final invoice then books only the tax that is left. Both are read from one computation, so
 * no tax is booked twice or missed.
 */

export type RateTax = { rateBp: number; category: string; taxCents: number };

export type DepositForTax = {
  totalCents: number;
  /** The deposit's tax per rate, as its lines carry it. */
  rates: RateTax[];
  /** The final invoice's issue day in the studio's zone and its moment, when it is issued. */
  final: { day: string; at: string } | null;
  /** In the order they were received: the day, then the moment each was recorded. */
  payments: { id: string; day: string; at: string; amountCents: number }[];
};

/** Received before the final invoice: on an earlier day, or on its day before it was issued. */
const beforeFinal = (p: { day: string; at: string }, final: DepositForTax['final']) =>
  final === null || p.day < final.day || (p.day === final.day && p.at < final.at);

/**
 * Each payment's share of the deposit's tax, by rate: the tax of all received so far (at most the
 * deposit, at least nothing) less the tax of what came before, so the shares add up to the cent.
 * A payment received after its final invoice books none: the final invoice has booked it.
 */
export function depositTaxShares(deposit: DepositForTax): { perPayment: Map<string, RateTax[]>; booked: RateTax[] } {
  const upTo = (cents: number) => {
    const received = Math.min(Math.max(cents, 0), deposit.totalCents);
    return deposit.rates.map((r) => (deposit.totalCents > 0 ? Math.round((r.taxCents * received) / deposit.totalCents) : 0));
  };
  const perPayment = new Map<string, RateTax[]>();
  let before = 0;
  for (const p of deposit.payments) {
    if (!beforeFinal(p, deposit.final)) continue;
    const was = upTo(before);
    before += p.amountCents;
    const now = upTo(before);
    perPayment.set(
      p.id,
      deposit.rates.map((r, i) => ({ ...r, taxCents: (now[i] ?? 0) - (was[i] ?? 0) })),
    );
  }
  const booked = deposit.rates.map((r, i) => ({ ...r, taxCents: upTo(before)[i] ?? 0 }));
  return { perPayment, booked };
}

const finals = alias(invoices, 'final_invoice');

/**
 * The studio's issued deposit invoices with their payments and final invoices, and what each
 * payment and each final invoice books of their tax. Read whole: deposits are few beside a year.
 */
export async function depositTaxOf(db: Db, workspaceId: string, zone: string) {
  const deposits = await db
    .select({ id: invoices.id, totalCents: invoices.totalCents, finalId: finals.id, finalIssuedAt: finals.issuedAt })
    .from(invoices)
    .leftJoin(finals, and(eq(finals.id, invoices.relatedInvoiceId), isNotNull(finals.issuedAt)))
    .where(and(eq(invoices.workspaceId, workspaceId), eq(invoices.kind, 'deposit'), isNotNull(invoices.issuedAt)));
  const byPayment = new Map<string, RateTax[]>();
  const byFinal = new Map<string, RateTax[]>();
  if (deposits.length === 0) return { byPayment, byFinal };
  const ids = deposits.map((d) => d.id);
  const [items, payments] = await Promise.all([
    db
      .select({
        invoiceId: invoiceItems.invoiceId,
        rateBp: invoiceItems.taxRateBp,
        category: invoiceItems.taxCategory,
        taxCents: invoiceItems.taxCents,
      })
      .from(invoiceItems)
      .where(inArray(invoiceItems.invoiceId, ids)),
    db
      .select({
        id: invoicePayments.id,
        invoiceId: invoicePayments.invoiceId,
        day: invoicePayments.paidOn,
        createdAt: invoicePayments.createdAt,
        amountCents: invoicePayments.amountCents,
      })
      .from(invoicePayments)
      .where(inArray(invoicePayments.invoiceId, ids))
      .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt)),
  ]);
  for (const d of deposits) {
    const rates = new Map<string, RateTax>();
    for (const item of items.filter((i) => i.invoiceId === d.id)) {
      const key = `${item.rateBp}|${item.category}`;
      const at = rates.get(key) ?? { rateBp: item.rateBp, category: item.category, taxCents: 0 };
      rates.set(key, { ...at, taxCents: at.taxCents + item.taxCents });
    }
    const { perPayment, booked } = depositTaxShares({
      totalCents: d.totalCents,
      rates: [...rates.values()].filter((r) => r.taxCents !== 0),
      final: d.finalIssuedAt ? { day: todayIn(zone, d.finalIssuedAt), at: d.finalIssuedAt.toISOString() } : null,
      payments: payments.filter((p) => p.invoiceId === d.id).map((p) => ({ ...p, at: p.createdAt.toISOString() })),
    });
    for (const [id, shares] of perPayment) byPayment.set(id, shares);
    if (d.finalId) byFinal.set(d.finalId, [...(byFinal.get(d.finalId) ?? []), ...booked]);
  }
  return { byPayment, byFinal };
}
