import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { clientColumn, projects } from './business.js';
import { compactEndOn, compactStartOn, createdAt, idColumn, searchIndexOn, updatedAt } from './columns.js';
import { studioColumn } from './workspaces.js';

/**
 * Invoices (decisions 028 and 029). Money is integer cents; amounts are bigint because a
 * hundred items of 100,000 units at the largest rate pass 2^31 cents (still safe JS integers).
 * The totals are computed by the service and stored in the same transaction as the items, so the
 * list can filter and sum in SQL.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    // NO ACTION (checked at the end of the statement): a client with invoices cannot be deleted
    // (the client deletion rule says so first), yet deleting a whole studio still cascades.
    clientId: clientColumn('no action'),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    invoiceNumber: text('invoice_number').notNull(),
    /** A calendar date: overdue is decided against "today" in the account owner's zone. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** As stored; `sent` past due with a balance is shown as `overdue` (decision 028). */
    status: text('status').notNull().default('draft'),
    /** The account's currency preference at creation, kept after. */
    currency: text('currency').notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    /** Hundredths of a percent: 7.5 % is 750. */
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** 'amount' (value in cents) or 'percent' (value in basis points); null: no deposit asked. */
    depositType: text('deposit_type'),
    depositValue: bigint('deposit_value', { mode: 'number' }),
    /** Σ payments, kept with them under the invoice's row lock. */
    amountPaidCents: bigint('amount_paid_cents', { mode: 'number' }).notNull().default(0),
    notes: text('notes'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** 'invoice', 'deposit' or 'credit-note' (decisions 163, 165). */
    kind: text('kind').notNull().default('invoice'),
    /** The numbering series: 'invoice' (invoices and deposit invoices) or 'credit-note'. */
    series: text('series').notNull().default('invoice'),
    /** The place in its series, set when issued: consecutive, without gaps (decision 163). */
    seriesSeq: integer('series_seq'),
    /** Set once sent, paid or issued: the document no longer changes (decision 163). */
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }),
    /** A credit note's invoice; a deposit invoice's final invoice. Never deleted once issued. */
    relatedInvoiceId: uuid('related_invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'set null' }),
    /** A credit note's reason. */
    reason: text('reason'),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    /** 'line' or 'total' (decision 162), the studio's country's when the invoice was made. */
    rounding: text('rounding').notNull().default('total'),
    /** Σ this invoice's credit notes' totals, kept with them under the invoice's row lock. */
    creditedCents: bigint('credited_cents', { mode: 'number' }).notNull().default(0),
    /** Σ the deposit invoices it deducts (decision 165). */
    deductedCents: bigint('deducted_cents', { mode: 'number' }).notNull().default(0),
    /**
     * The seller's and buyer's names, identifiers and addresses as they were when issued (decision
     * 164): the document and its electronic form never change with the settings or the client.
     */
    parties: jsonb('parties'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_workspace_number_idx').on(t.workspaceId, t.invoiceNumber),
    uniqueIndex('invoices_series_seq_idx')
      .on(t.workspaceId, t.series, t.seriesSeq)
      .where(sql`${t.seriesSeq} is not null`),
    index('invoices_related_idx').on(t.relatedInvoiceId),
    index('invoices_workspace_idx').on(t.workspaceId, t.createdAt, t.id),
    index('invoices_client_idx').on(t.clientId, t.createdAt, t.id),
    index('invoices_number_search_idx').using('gin', searchIndexOn(t.invoiceNumber)),
    index('invoices_number_start_idx').on(t.workspaceId, compactStartOn(t.invoiceNumber)),
    index('invoices_number_end_idx').on(t.workspaceId, compactEndOn(t.invoiceNumber)),
    index('invoices_project_idx').on(t.projectId),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: idColumn(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    /** 2.5 m is 250: quantities have at most 2 decimals. */
    quantityHundredths: bigint('quantity_hundredths', { mode: 'number' }).notNull(),
    rateCents: bigint('rate_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The rate the line was made with, copied (decision 162): a rate changed later never changes the line. */
    taxRateId: uuid('tax_rate_id'),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    taxCategory: text('tax_category').notNull().default('S'),
    exemptionReason: text('exemption_reason'),
    /** The line's taxable amount after its share of the discount, and its tax (decision 162). */
    netCents: bigint('net_cents', { mode: 'number' }).notNull().default(0),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    /** A credit note's line: the invoice item it takes back. */
    creditedItemId: uuid('credited_item_id'),
  },
  (t) => [index('invoice_items_invoice_idx').on(t.invoiceId, t.position)],
);
export type InvoiceItemRow = typeof invoiceItems.$inferSelect;

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: idColumn(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** The invoice's studio, copied so revenue in a period is one index range (decision 046). */
    workspaceId: studioColumn(),
    /**
     * The invoice's client, project and currency, copied with it and kept in step when the invoice
     * moves (decision 046): every revenue figure is one index range over payments, with no join to
     * the invoices (the bench's busy studio spent most of its analytics time on that join).
     */
    clientId: clientColumn('no action'),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    note: text('note'),
    /** A refund (negative amount) made with this credit note (decision 163). */
    creditNoteId: uuid('credit_note_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId, t.createdAt),
    index('invoice_payments_workspace_paid_idx').on(t.workspaceId, t.paidOn),
  ],
);
export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;
