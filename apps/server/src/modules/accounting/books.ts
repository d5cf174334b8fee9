import { and, between, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { clients, invoiceItems, invoicePayments, invoices, taxSettings } from '../../db/schema/index.js';
import { todayIn } from '../invoices/queries.js';
import { depositTaxOf } from './deposit-tax.js';
import type { BookedDocument, BookedPayment } from './entries.js';

/** What the books need of the tax settings; a studio that never saved them books with `other`'s defaults and a January year. */
export type BooksSettings = { country: string; companyNumber: string | null; fiscalYearStartMonth: number; accounts: unknown };

export async function booksSettingsOf(db: Db, workspaceId: string): Promise<BooksSettings> {
  const [row] = await db
    .select({
      country: taxSettings.country,
      companyNumber: taxSettings.companyNumber,
      fiscalYearStartMonth: taxSettings.fiscalYearStartMonth,
      accounts: taxSettings.accounts,
    })
    .from(taxSettings)
    .where(eq(taxSettings.workspaceId, workspaceId))
    .limit(1);
  return row ?? { country: 'other', companyNumber: null, fiscalYearStartMonth: 1, accounts: {} };
}

const DAY_MS = 86_400_000;
const utcDay = (day: string, shiftDays: number) => new Date(Date.parse(`${day}T00:00:00Z`) + shiftDays * DAY_MS);

/**
 * The studio's issued documents of the period (decision 166): a draft is never booked. The
 * period is days in the studio's zone, so the query takes a day more on each side (every zone is
 * within 14 hours of UTC) and each document's day is read in the zone.
 */
async function documentsOf(db: Db, workspaceId: string, from: string, to: string, zone: string): Promise<BookedDocument[]> {
  const issued = and(
    eq(invoices.workspaceId, workspaceId),
    isNotNull(invoices.issuedAt),
    gte(invoices.issuedAt, utcDay(from, -1)),
    lt(invoices.issuedAt, utcDay(to, 2)),
  );
  const [rows, items] = await Promise.all([
    db
      .select({
        id: invoices.id,
        kind: invoices.kind,
        number: invoices.invoiceNumber,
        issuedAt: invoices.issuedAt,
        currency: invoices.currency,
        clientId: invoices.clientId,
        clientName: clients.name,
        totalCents: invoices.totalCents,
        taxCents: invoices.taxCents,
        deductedCents: invoices.deductedCents,
        taxRateBp: invoices.taxRateBasisPoints,
      })
      .from(invoices)
      .innerJoin(clients, eq(clients.id, invoices.clientId))
      .where(issued),
    db
      .select({
        invoiceId: invoiceItems.invoiceId,
        rateBp: invoiceItems.taxRateBp,
        category: invoiceItems.taxCategory,
        netCents: invoiceItems.netCents,
        taxCents: invoiceItems.taxCents,
      })
      .from(invoiceItems)
      .innerJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
      .where(issued)
      .orderBy(invoiceItems.invoiceId, invoiceItems.position),
  ]);
  const linesOf = new Map<string, BookedDocument['lines']>();
  for (const { invoiceId, ...line } of items) {
    const lines = linesOf.get(invoiceId);
    if (lines) lines.push(line);
    else linesOf.set(invoiceId, [line]);
  }
  return rows.flatMap(({ id, issuedAt, clientId, clientName, ...document }) => {
    const at = issuedAt as Date;
    // The calendar day of the moment in the studio's zone, as "today" is read there.
    const day = todayIn(zone, at);
    if (day < from || day > to) return [];
    return [{ ...document, id, day, at: at.toISOString(), client: { id: clientId, name: clientName }, lines: linesOf.get(id) ?? [] }];
  });
}

const creditNotes = alias(invoices, 'credit_note');

/** The payments and refunds of the period, on issued documents only, by their calendar day. */
async function paymentsOf(db: Db, workspaceId: string, from: string, to: string): Promise<BookedPayment[]> {
  const rows = await db
    .select({
      payment: invoicePayments,
      invoiceNumber: invoices.invoiceNumber,
      creditNoteNumber: creditNotes.invoiceNumber,
      clientName: clients.name,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .leftJoin(creditNotes, eq(creditNotes.id, invoicePayments.creditNoteId))
    .innerJoin(clients, eq(clients.id, invoicePayments.clientId))
    .where(and(eq(invoicePayments.workspaceId, workspaceId), isNotNull(invoices.issuedAt), between(invoicePayments.paidOn, from, to)));
  return rows.map(({ payment, invoiceNumber, creditNoteNumber, clientName }) => ({
    id: payment.id,
    day: payment.paidOn,
    at: payment.createdAt.toISOString(),
    amountCents: payment.amountCents,
    method: payment.method,
    currency: payment.currency,
    client: { id: payment.clientId, name: clientName },
    reference: creditNoteNumber ?? invoiceNumber,
  }));
}

/**
 * Everything the period books, the studio's only. Where a deposit's VAT is due on receipt (a French
 * studio, decision 185), its payments book their share of it and the final invoices the rest.
 */
export async function booksOf(db: Db, workspaceId: string, period: { from: string; to: string; zone: string; vatOnReceipt: boolean }) {
  const { from, to, zone } = period;
  const [documents, payments, depositTax] = await Promise.all([
    documentsOf(db, workspaceId, from, to, zone),
    paymentsOf(db, workspaceId, from, to),
    period.vatOnReceipt ? depositTaxOf(db, workspaceId, zone) : null,
  ]);
  if (!depositTax) return { documents, payments };
  return {
    documents: documents.map((d) => ({ ...d, depositTaxBooked: depositTax.byFinal.get(d.id) ?? [] })),
    payments: payments.map((p) => ({ ...p, depositTax: depositTax.byPayment.get(p.id) ?? [] })),
  };
}
