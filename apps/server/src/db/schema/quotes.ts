import { bigint, boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clientColumn, projects } from './business.js';
import { compactEndOn, compactStartOn, createdAt, idColumn, searchIndexOn, updatedAt } from './columns.js';
import { invoices } from './invoices.js';
import { materials } from './materials.js';
import { services } from './services.js';
import { users } from './users.js';
import { studioColumn } from './workspaces.js';

/**
 * A quote (decision 158): priced lines for a client before the order. Money is integer cents with
 * the invoices' arithmetic (decision 029), totals computed by the service and stored with the lines.
 * Accepting it on the portal makes its project and deposit invoice, kept here, once.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    // NO ACTION: a client with quotes is not deleted by accident; deleting the studio still cascades.
    clientId: clientColumn('no action'),
    /** The studio's own sequence; the code Q-0001 is made from it. */
    number: integer('number').notNull(),
    code: text('code').notNull(),
    /** As stored; `sent` past `valid_until` is shown as `expired`. */
    status: text('status', { enum: ['draft', 'sent', 'accepted', 'declined'] })
      .notNull()
      .default('draft'),
    title: text('title').notNull(),
    projectType: text('project_type').notNull(),
    notes: text('notes'),
    /** The studio's currency when the quote was made, kept after. */
    currency: text('currency').notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    /** Hundredths of a percent: 7.5 % is 750. */
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
    /** Prices typed with tax included, and where tax is rounded (decision 162), as the studio's when made. */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    rounding: text('rounding').notNull().default('total'),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** 'amount' (value in cents) or 'percent' (value in basis points); null: no deposit asked. */
    depositType: text('deposit_type', { enum: ['amount', 'percent'] }),
    depositValue: bigint('deposit_value', { mode: 'number' }),
    /** The last day it can be accepted, a calendar date of the studio's zone. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    declinedAt: timestamp('declined_at', { withTimezone: true, mode: 'date' }),
    declineReason: text('decline_reason'),
    /** Who accepted, as the portal saw them: the network address and the browser. */
    acceptedIp: text('accepted_ip'),
    acceptedUserAgent: text('accepted_user_agent'),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    depositInvoiceId: uuid('deposit_invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quotes_workspace_number_idx').on(t.workspaceId, t.number),
    index('quotes_workspace_idx').on(t.workspaceId, t.createdAt, t.id),
    index('quotes_client_idx').on(t.clientId, t.createdAt, t.id),
    index('quotes_code_search_idx').using('gin', searchIndexOn(t.code)),
    index('quotes_code_start_idx').on(t.workspaceId, compactStartOn(t.code)),
    index('quotes_code_end_idx').on(t.workspaceId, compactEndOn(t.code)),
    index('quotes_title_search_idx').using('gin', searchIndexOn(t.title)),
  ],
);
export type QuoteRow = typeof quotes.$inferSelect;

/**
 * A line of a quote: a service or a material copied when it was added (a repriced or deleted one
 * never changes the quote), or a free line as typed. Quantities are hundredths, as invoice items'.
 */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: idColumn(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['service', 'material', 'free'] }).notNull(),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    materialId: uuid('material_id').references(() => materials.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    /** 3.5 m is 350: metres for a fabric, units for a notion, a count for a service. */
    quantityHundredths: bigint('quantity_hundredths', { mode: 'number' }).notNull(),
    /** 'm' or 'unit' for a material; null otherwise. */
    unit: text('unit', { enum: ['m', 'unit'] }),
    fromLayout: boolean('from_layout').notNull().default(false),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    minutes: integer('minutes').notNull().default(0),
    stage: text('stage'),
    /** The line's rate, copied from the studio's rates (decision 162). */
    taxRateId: uuid('tax_rate_id'),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    taxCategory: text('tax_category').notNull().default('S'),
    exemptionReason: text('exemption_reason'),
  },
  (t) => [index('quote_lines_quote_idx').on(t.quoteId, t.position)],
);
export type QuoteLineRow = typeof quoteLines.$inferSelect;
