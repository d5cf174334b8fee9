import type { InvoiceStatus } from '@atelier/shared';
import { and, asc, desc, eq, gt, inArray, lt, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { positionText, type PagePosition, type Positioned } from '../../lib/pages.js';
import { held, preparedOnce, preparedPages } from '../../lib/prepared-pages.js';
import { jsonRows } from '../../lib/sql-rows.js';
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
  links: DocumentLinks;
};

/** Another document named by this one: a credit note's or deposit invoice's invoice, or theirs of it (decisions 163, 165). */
export type DocumentRef = { id: string; invoiceNumber: string; totalCents: number; issuedAt: Date | null };
export type DocumentLinks = { related: DocumentRef | null; creditNotes: DocumentRef[]; depositInvoices: DocumentRef[] };

/**
 * What is still owed on an invoice, in cents (decisions 163, 165): its total less its credit notes,
 * the deposit invoices it deducts and what was paid, never below 0; a credit note owes nothing.
 */
export type Owing = Pick<InvoiceRow, 'totalCents' | 'amountPaidCents'> &
  Partial<Pick<InvoiceRow, 'kind' | 'creditedCents' | 'deductedCents'>>;
export function owedCents(row: Owing): number {
  if (row.kind === 'credit-note') return 0;
  return Math.max(0, row.totalCents - (row.creditedCents ?? 0) - (row.deductedCents ?? 0) - row.amountPaidCents);
}

/** The same in SQL: whether something is still owed. */
const owesSql = (): SQL =>
  and(
    ne(invoices.kind, 'credit-note'),
    sql`${invoices.totalCents} > ${invoices.amountPaidCents} + ${invoices.creditedCents} + ${invoices.deductedCents}`,
  ) as SQL;

/**
 * A formatter per zone, made once: making one took about as long as the rest of an invoice page's
 * own work in Node (decision 173). Only zones the runtime knows are kept, and there are a few hundred.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(zone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(zone, format);
  }
  return format;
}

/** "Today" as a calendar date (YYYY-MM-DD) in the account owner's zone (decision 028). */
export function todayIn(timeZone: string, now: Date): string {
  try {
    return dayFormat(timeZone).format(now);
  } catch {
    // A zone this runtime does not know (settings are validated, but zones get renamed): UTC.
    return dayFormat('UTC').format(now);
  }
}

/**
 * The status as shown and filtered (decision 028): a `sent` invoice whose due date is before
 * today in the owner's zone and that still has a balance is `overdue`; any other stored status
 * is shown as set, because the edit dialog sets every status freely. A `draft` with a payment has
 * been issued and reads as `sent`: rows kept from before a payment moved a draft on (decision 125).
 */
export function shownStatus(row: Owing & Pick<InvoiceRow, 'status' | 'dueDate'>, today: string): InvoiceStatus {
  const stored = row.status === 'draft' && row.amountPaidCents > 0 ? 'sent' : row.status;
  if (stored === 'sent' && row.dueDate < today && owedCents(row) > 0) return 'overdue';
  return stored as InvoiceStatus;
}

/** The same rule in SQL, so the status filter is exact on any number of invoices. */
export function shownStatusIs(status: InvoiceStatus, today: string): SQL {
  const issued = or(eq(invoices.status, 'sent'), and(eq(invoices.status, 'draft'), gt(invoices.amountPaidCents, 0))) as SQL;
  const pastDue = and(issued, lt(invoices.dueDate, today), owesSql()) as SQL;
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
  return (
    db
      .select({
        currency: invoices.currency,
        total: sql`count(*)`.mapWith(Number),
        paid: shown('paid'),
        overdue: shown('overdue'),
        // Net of refunds: a refund is a negative payment on its invoice (decision 163).
        receivedCents: sql`coalesce(sum(${invoices.amountPaidCents}), 0)`.mapWith(Number),
      })
      .from(invoices)
      // Credit notes are not invoices: the cards count invoices and deposit invoices (decision 163).
      .where(and(eq(invoices.workspaceId, workspaceId), ne(invoices.kind, 'credit-note')))
      .groupBy(invoices.currency)
  );
}

/** The invoices a client owes on: sent to them, on time or overdue; a draft is not owed yet, a paid one no more. */
export const OWED_STATUSES = ['sent', 'overdue'] as const;

/**
 * One client's invoices counted, and what they owe on them, per currency (the client page, decision
 * 126): one aggregate on the client's index; amounts in two currencies are never added (decision 031).
 */
export async function clientInvoiceTotals(db: Db, workspaceId: string, clientId: string) {
  // What is left once payments, credit notes and deducted deposit invoices are taken off (decisions 163, 165).
  const owed = sql`${invoices.totalCents} - ${invoices.amountPaidCents} - ${invoices.creditedCents} - ${invoices.deductedCents}`;
  const rows = await db
    .select({
      currency: invoices.currency,
      count: sql`count(*)`.mapWith(Number),
      owedCents: sql`coalesce(sum(greatest(0, ${owed})) filter (where ${inArray(invoices.status, [...OWED_STATUSES])}), 0)`.mapWith(Number),
    })
    .from(invoices)
    .where(and(eq(invoices.workspaceId, workspaceId), eq(invoices.clientId, clientId), ne(invoices.kind, 'credit-note')))
    .groupBy(invoices.currency)
    .orderBy(invoices.currency);
  return {
    total: rows.reduce((n, r) => n + r.count, 0),
    outstanding: rows.filter((r) => r.owedCents > 0).map((r) => ({ currency: r.currency, balanceDueCents: r.owedCents })),
  };
}

const invoiceFromJson = jsonRows(invoices);
const itemFromJson = jsonRows(invoiceItems);
const paymentFromJson = jsonRows(invoicePayments);

/**
 * Invoices matching `where` (which may name clients' columns), newest first, each as JSON the
 * database made (decision 168), with its client's and project's names.
 */
function selectInvoices(db: Db, where: SQL | undefined) {
  return db
    .select({
      invoice: sql<string>`row_to_json(${invoices})::text`,
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
type SelectedInvoice = Awaited<ReturnType<typeof selectInvoices>>[number];
/** The invoice lists' keyset order (decision 069). */
export const INVOICE_ORDER = { at: invoices.createdAt, id: invoices.id };

/**
 * The rows of `table` for the invoices given as `ids`, grouped by invoice as one JSON text each, in
 * `order` (decision 168): one statement prepared once (decision 174).
 */
function childrenOf(name: string, table: typeof invoiceItems | typeof invoicePayments, order: SQL) {
  const invoiceId = table.invoiceId as PgColumn;
  const read = preparedOnce(name, (db) =>
    db
      .select({ invoiceId: sql<string>`${invoiceId}`, json: sql<string>`json_agg(${table} order by ${order})::text` })
      .from(table as PgTable)
      // One array parameter, not a thousand: the database reads it once (decision 168).
      .where(sql`${invoiceId} = any(${sql.placeholder('ids')}::uuid[])`)
      .groupBy(invoiceId),
  );
  return async (db: Db, ids: string[]): Promise<Map<string, Record<string, unknown>[]>> => {
    const rows = await read(db, { ids });
    return new Map(rows.map((r) => [r.invoiceId, JSON.parse(r.json) as Record<string, unknown>[]]));
  };
}
const itemsOf = childrenOf('invoice_items_of', invoiceItems, sql`${invoiceItems.position}`);
const paymentsOf = childrenOf('invoice_payments_of', invoicePayments, sql`${invoicePayments.paidOn}, ${invoicePayments.createdAt}`);

/**
 * Invoices matching `where`, newest first, at most `take`, with their items and payments: one query
 * each and one for the documents they name, each bounded by `take` (decision 069), so every read is
 * a page or a batch of the whole-list walk. Each invoice, and each invoice's items and payments,
 * comes as one JSON text made by the database, decoded by drizzle's column mappers (decision 168):
 * a text a row for the driver to hand over, not each of a hundred-odd fields decoded one by one.
 */
export async function loadInvoices(db: Db, where: SQL | undefined, today: string, take: number): Promise<Positioned<InvoiceRecord>[]> {
  return completeInvoices(db, await selectInvoices(db, where).limit(take), today);
}

// The studio's unfiltered list (no credit notes, decision 163) by statements prepared once (decision 174).
const pages = preparedPages('invoices_page', INVOICE_ORDER, (db, after) =>
  selectInvoices(db, and(eq(invoices.workspaceId, held.workspaceId), ne(invoices.kind, 'credit-note'), after)).limit(held.take),
);

/** `loadInvoices` for the studio's list without filters, from a position (none: the newest). */
export async function loadInvoicePage(
  db: Db,
  workspaceId: string,
  today: string,
  position: PagePosition | undefined,
  take: number,
): Promise<Positioned<InvoiceRecord>[]> {
  return completeInvoices(db, await pages(db, { workspaceId }, position, take), today);
}

/** The rows an invoice query found, each with its items, payments and the documents it names. */
async function completeInvoices(db: Db, found: SelectedInvoice[], today: string): Promise<Positioned<InvoiceRecord>[]> {
  if (found.length === 0) return [];
  const rows = found.map((r) => ({ ...r, row: invoiceFromJson(JSON.parse(r.invoice) as Record<string, unknown>) }));
  const ids = rows.map((r) => r.row.id);
  const [items, payments, links] = await Promise.all([
    itemsOf(db, ids),
    paymentsOf(db, ids),
    linksOf(
      db,
      rows.map((r) => r.row),
    ),
  ]);
  // The decoded invoice takes what is read beside it, not copied field by field (decision 173).
  return rows.map(({ row, client, projectName, position }) => ({
    at: position,
    id: row.id,
    row: Object.assign(row, {
      client,
      project: row.projectId && projectName !== null ? { id: row.projectId, name: projectName } : null,
      items: (items.get(row.id) ?? []).map(itemFromJson),
      payments: (payments.get(row.id) ?? []).map(paymentFromJson),
      shownStatus: shownStatus(row, today),
      links: links(row),
    }),
  }));
}

/** Stands for an empty list in `in (…)`: no invoice has it. */
const NO_ID = '00000000-0000-0000-0000-000000000000';

/** The documents the page's invoices name or are named by: one query, bounded by the page (decision 069). */
async function linksOf(
  db: Db,
  rows: readonly Pick<InvoiceRow, 'id' | 'relatedInvoiceId' | 'issuedAt' | 'deductedCents'>[],
): Promise<(row: InvoiceRow) => DocumentLinks> {
  // Only an issued document, or a draft deducting a deposit invoice, is named by another (decisions 163, 165).
  const ids = rows.filter((r) => r.issuedAt || r.deductedCents > 0).map((r) => r.id);
  const relatedIds = rows.flatMap((r) => (r.relatedInvoiceId ? [r.relatedInvoiceId] : []));
  if (ids.length === 0 && relatedIds.length === 0) return () => ({ related: null, creditNotes: [], depositInvoices: [] });
  const found = await db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      totalCents: invoices.totalCents,
      issuedAt: invoices.issuedAt,
      kind: invoices.kind,
      relatedInvoiceId: invoices.relatedInvoiceId,
    })
    .from(invoices)
    .where(
      or(
        inArray(invoices.relatedInvoiceId, ids.length > 0 ? ids : [NO_ID]),
        inArray(invoices.id, relatedIds.length > 0 ? relatedIds : [NO_ID]),
      ),
    )
    .orderBy(asc(invoices.seriesSeq), asc(invoices.createdAt));
  const ref = ({ id, invoiceNumber, totalCents, issuedAt }: (typeof found)[number]): DocumentRef => ({
    id,
    invoiceNumber,
    totalCents,
    issuedAt,
  });
  // Looked up by id, not searched per invoice: a batch of 1,000 issued invoices names about as many.
  const byId = new Map(found.map((f) => [f.id, f]));
  const namedBy = new Map<string, (typeof found)[number][]>();
  for (const f of found) {
    if (!f.relatedInvoiceId) continue;
    const list = namedBy.get(f.relatedInvoiceId);
    if (list) list.push(f);
    else namedBy.set(f.relatedInvoiceId, [f]);
  }
  return (row) => {
    const related = row.relatedInvoiceId ? byId.get(row.relatedInvoiceId) : undefined;
    const children = namedBy.get(row.id) ?? [];
    return {
      related: related ? ref(related) : null,
      creditNotes: children.filter((c) => c.kind === 'credit-note').map(ref),
      depositInvoices: children.filter((c) => c.kind === 'deposit').map(ref),
    };
  };
}
