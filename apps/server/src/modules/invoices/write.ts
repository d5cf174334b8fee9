import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoiceItems, invoices } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { candidateNumbers } from './numbering.js';
import type { StoredItem, Totals } from './totals.js';

/*
 * The invoice's writes that another module's record makes too (an alteration ticket's invoice,
 * decision 151): the checks of access, plan and limits are the caller's, in its transaction.
 */

const itemRows = (invoiceId: string, items: readonly StoredItem[]) => items.map((item, position) => ({ invoiceId, position, ...item }));

/**
 * The next number in the studio's own sequence, skipping numbers already used (decision 028): after
 * the last issued invoice of the series once there is one (decision 163), else after the last made;
 * credit notes have their own series and never lead it.
 */
export async function freeInvoiceNumber(db: Db, workspaceId: string): Promise<string> {
  const ofSeries = and(eq(invoices.workspaceId, workspaceId), eq(invoices.series, 'invoice'));
  const [issued] = await db
    .select({ n: invoices.invoiceNumber })
    .from(invoices)
    .where(and(ofSeries, isNotNull(invoices.seriesSeq)))
    .orderBy(desc(invoices.seriesSeq))
    .limit(1);
  const [last] = issued
    ? [issued]
    : await db
        .select({ n: invoices.invoiceNumber })
        .from(invoices)
        .where(ofSeries)
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(1);
  let candidates = candidateNumbers(last?.n, 20);
  for (;;) {
    const taken = await db
      .select({ n: invoices.invoiceNumber })
      .from(invoices)
      .where(and(eq(invoices.workspaceId, workspaceId), inArray(invoices.invoiceNumber, candidates)));
    const used = new Set(taken.map((r) => r.n));
    const free = candidates.find((c) => !used.has(c));
    if (free) return free;
    candidates = candidateNumbers(candidates.at(-1), 21).slice(1);
  }
}

export type NewInvoice = {
  clientId: string;
  projectId: string | null;
  invoiceNumber: string;
  /** A calendar day, YYYY-MM-DD. */
  dueDate: string;
  currency: string;
  /** From taxItems (decision 162): the row's money, how prices are typed and where tax is rounded. */
  totals: Totals;
  deposit: { depositType: 'amount' | 'percent' | null; depositValue: number | null };
  notes: string | null | undefined;
  /** Each with its rate copied, its net and its tax, from the same taxItems. */
  items: readonly StoredItem[];
  /** A deposit invoice (decision 185), whichever path makes it: its kind, not its path, decides how it is booked. */
  kind?: 'invoice' | 'deposit';
};

/**
 * A draft invoice (decision 028) with its items and its activity entry; answers its id. The actor
 * may be no one with a user: a deposit paid on the booking page (decision 157) or a quote's deposit
 * invoice accepted on the portal (decision 158) is written by the server itself.
 */
export async function insertInvoice(
  tx: Db,
  actor: Pick<Actor, 'workspaceId'> & { user: Pick<Actor['user'], 'id'> | null },
  input: NewInvoice,
): Promise<string> {
  const [row] = await tx
    .insert(invoices)
    .values({
      workspaceId: actor.workspaceId,
      clientId: input.clientId,
      projectId: input.projectId,
      invoiceNumber: input.invoiceNumber,
      dueDate: input.dueDate,
      // Every invoice starts as a draft (decision 028); the edit dialog, sending or a payment moves it on.
      status: 'draft',
      currency: input.currency,
      ...input.totals,
      ...input.deposit,
      notes: input.notes,
      kind: input.kind ?? 'invoice',
    })
    .returning({ id: invoices.id });
  assertWritten(row, 'invoice insert');
  await tx.insert(invoiceItems).values(itemRows(row.id, input.items));
  await recordActivity(tx, actor, { entityType: 'invoice', entityId: row.id, action: 'created', subject: input.invoiceNumber });
  return row.id;
}

/** The invoice's items replaced, in its order. */
export async function replaceInvoiceItems(tx: Db, invoiceId: string, items: readonly StoredItem[]): Promise<void> {
  await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));
  if (items.length > 0) await tx.insert(invoiceItems).values(itemRows(invoiceId, items));
}

/** Each stored item's rate, net and tax set again (a discount or the one rate changed alone), the items and their ids kept. */
export async function restateInvoiceItems(tx: Db, rows: readonly { id: string }[], items: readonly StoredItem[]): Promise<void> {
  for (const [i, row] of rows.entries()) {
    const item = items[i];
    if (!item) continue;
    const { taxRateId, taxRateBp, taxCategory, exemptionReason, netCents, taxCents } = item;
    await tx
      .update(invoiceItems)
      .set({ taxRateId, taxRateBp, taxCategory, exemptionReason, netCents, taxCents })
      .where(eq(invoiceItems.id, row.id));
  }
}
