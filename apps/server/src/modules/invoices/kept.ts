import { dayOfInput, dollarsToCents, INVOICE_STATUS_LABELS } from '@atelier/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoiceItems, invoices, type InvoiceItemRow, type InvoiceRow } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { computeItems, storedDeposit, toHundredths } from './totals.js';
import type { UpdateInvoiceInput } from './types.js';

/*
 * An issued document is kept as it was issued (decision 163): its number is final, and any later
 * change is a credit note. Only the status select may still move it among sent, paid and overdue.
 */

/** Why an issued document cannot change: back to draft, the fields named, or another module's words. */
export type IssuedDetail = { toDraft: true } | { fields: string[] } | string;

/** The refusal's keys by kind (a deposit invoice or any other), with no detail, back to draft, fields, or other words. */
const ISSUED = {
  deposit: ['invoices.depositIssued', 'invoices.depositIssuedToDraft', 'invoices.depositIssuedFields', 'invoices.depositIssuedBecause'],
  invoice: ['invoices.issued', 'invoices.issuedToDraft', 'invoices.issuedFields', 'invoices.issuedBecause'],
} as const;

/** 409 INVOICE_ISSUED, the message naming the way to change it. */
export function invoiceIssued(row: Pick<InvoiceRow, 'invoiceNumber' | 'kind'>, detail?: IssuedDetail): AppError {
  const number = row.invoiceNumber;
  if (row.kind === 'credit-note') return new AppError('INVOICE_ISSUED', said('invoices.creditNoteIssued', { number }));
  const [plain, toDraft, fields, because] = ISSUED[row.kind === 'deposit' ? 'deposit' : 'invoice'];
  if (!detail) return new AppError('INVOICE_ISSUED', said(plain, { number }));
  if (typeof detail === 'string') return new AppError('INVOICE_ISSUED', said(because, { number, detail }));
  if ('toDraft' in detail) return new AppError('INVOICE_ISSUED', said(toDraft, { number }));
  return new AppError('INVOICE_ISSUED', said(fields, { number, fields: detail.fields.join(', ') }));
}

const same = <T>(sent: T | undefined, stored: T) => sent === undefined || sent === stored;

function sameItems(sent: UpdateInvoiceInput['items'], stored: readonly InvoiceItemRow[]): boolean {
  if (sent === undefined) return true;
  if (sent.length !== stored.length) return false;
  const computed = computeItems(sent);
  return computed.every((c, i) => {
    const s = stored[i] as InvoiceItemRow;
    const rateId = sent[i]?.taxRateId;
    return (
      c.description === s.description &&
      c.quantityHundredths === s.quantityHundredths &&
      c.rateCents === s.rateCents &&
      (rateId === undefined || rateId === null || rateId === s.taxRateId)
    );
  });
}

/**
 * The fields a PATCH of an issued invoice would change. A field sent with the value it already has
 * is no change: the original edit dialog sends the whole form with only its status select moved.
 */
export function changedFields(
  current: InvoiceRow,
  items: readonly InvoiceItemRow[],
  input: UpdateInvoiceInput,
  timeZone: string,
): string[] {
  const deposit = input.deposit === undefined ? undefined : storedDeposit(input.deposit);
  const checks: [string, boolean][] = [
    ['clientId', same(input.clientId, current.clientId)],
    ['projectId', input.projectId === undefined || input.projectId === current.projectId],
    ['invoiceNumber', same(input.invoiceNumber, current.invoiceNumber)],
    ['dueDate', input.dueDate === undefined || dayOfInput(input.dueDate, timeZone) === current.dueDate],
    ['items', sameItems(input.items, items)],
    ['taxRate', input.taxRate === undefined || toHundredths(input.taxRate ?? 0) === current.taxRateBasisPoints],
    ['discount', input.discount === undefined || dollarsToCents(input.discount ?? 0) === current.discountCents],
    ['deposit', deposit === undefined || (deposit.depositType === current.depositType && deposit.depositValue === current.depositValue)],
    ['notes', input.notes === undefined || (input.notes ?? '') === (current.notes ?? '')],
  ];
  return checks.filter(([, unchanged]) => !unchanged).map(([field]) => field);
}

/** The status select on an issued invoice: among sent, paid and overdue, never back to draft. */
export function checkIssuedStatus(current: InvoiceRow, status: UpdateInvoiceInput['status']): void {
  if (current.kind === 'credit-note' && status !== undefined && status !== current.status) throw invoiceIssued(current);
  if (status === 'draft') throw invoiceIssued(current, { toDraft: true });
}

/** PATCH of an issued invoice, in the caller's transaction with its row locked: the status alone may move. */
export async function updateIssued(tx: Db, actor: Actor, current: InvoiceRow, input: UpdateInvoiceInput, timeZone: string): Promise<void> {
  const items = await tx.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, current.id)).orderBy(asc(invoiceItems.position));
  const changed = changedFields(current, items, input, timeZone);
  if (changed.length > 0) throw invoiceIssued(current, { fields: changed });
  checkIssuedStatus(current, input.status);
  if (input.status === undefined || input.status === current.status) return;
  await tx.update(invoices).set({ status: input.status }).where(eq(invoices.id, current.id));
  await recordActivity(tx, actor, {
    entityType: 'invoice',
    entityId: current.id,
    action: 'status-changed',
    subject: current.invoiceNumber,
    detail: INVOICE_STATUS_LABELS[input.status],
  });
}

/**
 * DELETE: a draft goes; an issued document stays (409 naming the credit note), and so does a draft
 * that deducts an issued deposit invoice (decision 165). Answers the number of the draft deleted.
 */
export async function deleteDraft(tx: Db, workspaceId: string, id: string): Promise<string | null> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.workspaceId, workspaceId)))
    .for('update');
  if (!row) return null;
  if (row.issuedAt) throw invoiceIssued(row);
  if (row.deductedCents > 0) throw new AppError('INVOICE_ISSUED', said('invoices.deductsDeposit', { number: row.invoiceNumber }));
  const [gone] = await tx
    .delete(invoices)
    .where(and(eq(invoices.id, id), isNull(invoices.issuedAt)))
    .returning({ invoiceNumber: invoices.invoiceNumber });
  return gone?.invoiceNumber ?? null;
}
