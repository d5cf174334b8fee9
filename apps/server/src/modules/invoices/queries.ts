import type { InvoiceStatus } from '@atelier/shared';
import { and, asc, desc, eq, getTableColumns, gt, inArray, lt, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { positionText, type Positioned } from '../../lib/pages.js';
import {
  clients,
  invoiceItems,
  invoicePayments,
  invoices,
  projects,
  type InvoiceItemRow,
  type InvoicePaymentRow,
  type InvoiceRow,
} from '../../db/schema/index.js';

/** An invoice with its client and project names, items, payments and the status as shown. */
export type InvoiceRecord = InvoiceRow & {
  client: { id: string; name: string };
  project: { id: string; name: string } | null;
  items: InvoiceItemRow[];
  payments: InvoicePaymentRow[];
  shownStatus: InvoiceStatus;
};

/** "Today" as a calendar date (YYYY-MM-DD) in the account owner's zone (decision 028). */
export function todayIn(timeZone: string, now: Date): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  try {
    return format(timeZone);
  } catch {
    // A zone this runtime does not know (settings are validated, but zones get renamed): UTC.
    return format('UTC');
  }
}

/**
 * The status as shown and filtered (decision 028): a `sent` invoice whose due date is before
 * today in the owner's zone and that still has a balance is `overdue`; any other stored status
 * is shown as set, because the edit dialog sets every status freely. A `draft` with a payment has
 * been issued and reads as `sent`: rows kept from before a payment moved a draft on (decision 125).
 */
export function shownStatus(row: Pick<InvoiceRow, 'status' | 'dueDate' | 'totalCents' | 'amountPaidCents'>, today: string): InvoiceStatus {
  const stored = row.status === 'draft' && row.amountPaidCents > 0 ? 'sent' : row.status;
  if (stored === 'sent' && row.dueDate < today && row.totalCents > row.amountPaidCents) return 'overdue';
  return stored as InvoiceStatus;
}

/** The same rule in SQL, so the status filter is exact on any number of invoices. */
export function shownStatusIs(status: InvoiceStatus, today: string): SQL {
  const issued = or(eq(invoices.status, 'sent'), and(eq(invoices.status, 'draft'), gt(invoices.amountPaidCents, 0))) as SQL;
  const pastDue = and(issued, lt(invoices.dueDate, today), gt(invoices.totalCents, invoices.amountPaidCents)) as SQL;
  if (status === 'overdue') return or(eq(invoices.status, 'overdue'), pastDue) as SQL;
  if (status === 'sent') return and(issued, not(pastDue)) as SQL;
  if (status === 'draft') return and(eq(invoices.status, 'draft'), eq(invoices.amountPaidCents, 0)) as SQL;
  return eq(invoices.status, status);
}

/** What the client may see (decisions 082, 125): anything but a draft nothing was paid on. */
export const shownToClient = (): SQL => or(ne(invoices.status, 'draft'), gt(invoices.amountPaidCents, 0)) as SQL;

/** One currency's part of the /invoices cards: counts by the status as shown, and money received in cents. */
export type CurrencyTotals = { currency: string; total: number; paid: number; overdue: number; receivedCents: number };

/**
 * The studio's invoices counted and summed by the database (decision 069): one aggregate on the
 * studio's index, grouped by currency because amounts in two currencies are never added (decision
 * 031). The status is the shown one, by the same SQL rule as the status filter.
 */
export function totalsByCurrency(db: Db, workspaceId: string, today: string): Promise<CurrencyTotals[]> {
  const shown = (status: InvoiceStatus) => sql`count(*) filter (where ${shownStatusIs(status, today)})`.mapWith(Number);
  return db
    .select({
      currency: invoices.currency,
      total: sql`count(*)`.mapWith(Number),
      paid: shown('paid'),
      overdue: shown('overdue'),
      receivedCents: sql`coalesce(sum(${invoices.amountPaidCents}), 0)`.mapWith(Number),
    })
    .from(invoices)
    .where(eq(invoices.workspaceId, workspaceId))
    .groupBy(invoices.currency);
}

/** The invoices a client owes on: sent to them, on time or overdue; a draft is not owed yet, a paid one no more. */
export const OWED_STATUSES = ['sent', 'overdue'] as const;

/**
 * One client's invoices counted, and what they owe on them, per currency (the client page, decision
 * 126): one aggregate on the client's index; amounts in two currencies are never added (decision 031).
 */
export async function clientInvoiceTotals(db: Db, workspaceId: string, clientId: string) {
  const rows = await db
    .select({
      currency: invoices.currency,
      count: sql`count(*)`.mapWith(Number),
      owedCents:
        sql`coalesce(sum(${invoices.totalCents} - ${invoices.amountPaidCents}) filter (where ${inArray(invoices.status, [...OWED_STATUSES])}), 0)`.mapWith(
          Number,
        ),
    })
    .from(invoices)
    .where(and(eq(invoices.workspaceId, workspaceId), eq(invoices.clientId, clientId)))
    .groupBy(invoices.currency)
    .orderBy(invoices.currency);
  return {
    total: rows.reduce((n, r) => n + r.count, 0),
    outstanding: rows.filter((r) => r.owedCents > 0).map((r) => ({ currency: r.currency, balanceDueCents: r.owedCents })),
  };
}

function selectInvoices(db: Db, where: SQL | undefined) {
  return db
    .select({
      ...getTableColumns(invoices),
      client: { id: clients.id, name: clients.name },
      projectName: projects.name,
      position: positionText(invoices.createdAt),
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .leftJoin(projects, eq(projects.id, invoices.projectId))
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
}

/**
 * Invoices matching `where` (which may name clients' columns), newest first, at most `take`, with
 * their items and payments: three queries, each bounded by `take` (decision 069), so every read is
 * a page or a batch of the whole-list walk.
 */
export async function loadInvoices(db: Db, where: SQL | undefined, today: string, take: number): Promise<Positioned<InvoiceRecord>[]> {
  const rows = await selectInvoices(db, where).limit(take);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, payments] = await Promise.all([
    db.select().from(invoiceItems).where(inArray(invoiceItems.invoiceId, ids)).orderBy(asc(invoiceItems.position)),
    db
      .select()
      .from(invoicePayments)
      .where(inArray(invoicePayments.invoiceId, ids))
      .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt)),
  ]);
  const itemsOf = group(items);
  const paymentsOf = group(payments);
  return rows.map(({ projectName, position, ...row }) => ({
    at: position,
    id: row.id,
    row: {
      ...row,
      project: row.projectId && projectName !== null ? { id: row.projectId, name: projectName } : null,
      items: itemsOf.get(row.id) ?? [],
      payments: paymentsOf.get(row.id) ?? [],
      shownStatus: shownStatus(row, today),
    },
  }));
}

function group<T extends { invoiceId: string }>(rows: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const list = out.get(r.invoiceId);
    if (list) list.push(r);
    else out.set(r.invoiceId, [r]);
  }
  return out;
}
