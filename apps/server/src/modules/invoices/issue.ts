import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices, type InvoiceRow, type TaxSettingsRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { missingSellerTerms, termRefusal, termSaid } from '../tax/readiness.js';
import { partiesOf, taxSettingsOf } from './e-invoice/parties.js';
import type { ActivityActor } from '../../lib/activity-log.js';
import { invoiceIssued } from './events.js';
import { incrementNumber } from './numbering.js';
import { freeInvoiceNumber } from './write.js';

/*
 * Issuing (decision 163): the one way a document gets its final number. Every path that makes an
 * invoice final — the issue route, sending, a PATCH to sent/paid/overdue, a payment on a draft, a
 * credit note, a deposit invoice — ends here, so the series stay consecutive without gaps.
 */

export type Series = 'invoice' | 'credit-note';

/**
 * A transaction-scoped lock on one studio's series: taken before any invoice row lock, so two
 * issues of one series queue and the second reads the first's number (decision 163).
 */
export async function lockSeries(tx: Db, workspaceId: string, series: Series): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`invoice-series:${workspaceId}:${series}`}, 0))`);
}

/** 422 INVOICE_NOT_READY naming each missing term of the studio (decision 164). */
export function requireReady(settings: TaxSettingsRow | null): void {
  const missing = missingSellerTerms(settings);
  if (missing.length === 0) return;
  throw new AppError('INVOICE_NOT_READY', said('invoices.notReady', { missing: { each: missing.map(termSaid) } }), {
    errors: missing.map(termRefusal),
  });
}

/** A credit note series starts at CN-001, or AV-001 ("avoir") for a French studio. */
export const firstCreditNoteNumber = (settings: TaxSettingsRow | null) => (settings?.country === 'FR' ? 'AV-001' : 'CN-001');

async function lastIssued(tx: Db, workspaceId: string, series: Series) {
  const [last] = await tx
    .select({ seq: invoices.seriesSeq, number: invoices.invoiceNumber })
    .from(invoices)
    .where(and(eq(invoices.workspaceId, workspaceId), eq(invoices.series, series), isNotNull(invoices.seriesSeq)))
    .orderBy(desc(invoices.seriesSeq))
    .limit(1);
  return last ?? null;
}

/**
 * The series' next number and place. The invoice series' first issued document keeps the number
 * its draft had; the credit-note series starts at its own first number; then each follows the last.
 */
export async function nextInSeries(tx: Db, workspaceId: string, series: Series, draftNumber: string, settings: TaxSettingsRow | null) {
  const last = await lastIssued(tx, workspaceId, series);
  if (last?.seq != null) return { seq: last.seq + 1, number: incrementNumber(last.number) };
  return { seq: 1, number: series === 'invoice' ? draftNumber : firstCreditNoteNumber(settings) };
}

/** The number is freed for the document being issued: a draft holding it provisionally takes the next free one. */
async function claimNumber(tx: Db, workspaceId: string, number: string, forId: string | null): Promise<void> {
  const [holder] = await tx
    .select({ id: invoices.id, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(and(eq(invoices.workspaceId, workspaceId), eq(invoices.invoiceNumber, number)))
    .for('update');
  if (!holder || holder.id === forId) return;
  if (holder.issuedAt) throw new AppError('INVOICE_NUMBER_TAKEN', said('invoices.numberIssued', { number }));
  await tx
    .update(invoices)
    .set({ invoiceNumber: await freeInvoiceNumber(tx, workspaceId) })
    .where(eq(invoices.id, holder.id));
}

export type IssueOptions = {
  /** Refuse when the studio's terms are missing; off only for documents the server makes on the client's act (decision 163). */
  checkReady: boolean;
  /** The status it takes when still a draft; a payment or the PATCH sets its own. */
  status?: 'sent' | 'paid' | 'overdue';
};

/**
 * Issues the invoice `id` in the caller's transaction and answers its row: its number becomes the
 * next of the series, its place and the parties are kept, and `invoiceIssued` is emitted (decision
 * 194). An issued one is answered as it is. `actor` is who issued it (no one for a client's act).
 * The series lock is taken here first; a caller that locked the invoice row before must have taken
 * it already (lockSeries), so two transactions never wait on each other in opposite order.
 */
export async function issueInTx(tx: Db, actor: ActivityActor, id: string, opts: IssueOptions): Promise<InvoiceRow> {
  const { workspaceId } = actor;
  await lockSeries(tx, workspaceId, 'invoice');
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.workspaceId, workspaceId)))
    .for('update');
  if (!row) throw notFound(said('invoices.notFound'));
  if (row.issuedAt) return row;
  const settings = await taxSettingsOf(tx, workspaceId);
  if (opts.checkReady) requireReady(settings);
  const next = await nextInSeries(tx, workspaceId, 'invoice', row.invoiceNumber, settings);
  if (next.number !== row.invoiceNumber) await claimNumber(tx, workspaceId, next.number, id);
  const [issued] = await tx
    .update(invoices)
    .set({
      invoiceNumber: next.number,
      seriesSeq: next.seq,
      issuedAt: new Date(),
      parties: await partiesOf(tx, workspaceId, row.clientId, settings),
      ...(row.status === 'draft' ? { status: opts.status ?? 'sent' } : {}),
    })
    .where(eq(invoices.id, id))
    .returning();
  if (!issued) throw notFound(said('invoices.notFound'));
  await invoiceIssued.emit(tx, { actor, invoice: issued });
  return issued;
}

/** The number and place a new credit note takes, in the caller's transaction under the credit-note series lock. */
export async function nextCreditNote(tx: Db, workspaceId: string, settings: TaxSettingsRow | null) {
  const next = await nextInSeries(tx, workspaceId, 'credit-note', '', settings);
  await claimNumber(tx, workspaceId, next.number, null);
  return next;
}
