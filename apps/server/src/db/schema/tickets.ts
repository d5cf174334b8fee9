import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clientColumn, projects } from './business.js';
import { compactEndOn, compactStartOn, createdAt, idColumn, searchIndexOn, updatedAt } from './columns.js';
import { invoices } from './invoices.js';
import { services } from './services.js';
import { users } from './users.js';
import { studioColumn, workspaces } from './workspaces.js';

/**
 * An alteration ticket (decision 151): a client's garments taken in at the counter, the day they
 * were promised for, and the invoice that carries their money (deposit and balance are its payments).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    clientId: clientColumn('no action'),
    /** The studio's own sequence; the code A-0427 is made from it. */
    number: integer('number').notNull(),
    code: text('code').notNull(),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    /** A calendar date of the studio's zone. */
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['open', 'ready', 'collected'] })
      .notNull()
      .default('open'),
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }),
    collectedAt: timestamp('collected_at', { withTimezone: true, mode: 'date' }),
    notes: text('notes'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tickets_workspace_number_idx').on(t.workspaceId, t.number),
    index('tickets_workspace_pickup_idx').on(t.workspaceId, t.status, t.pickupDate, t.id),
    index('tickets_client_idx').on(t.clientId),
    index('tickets_code_search_idx').using('gin', searchIndexOn(t.code)),
    index('tickets_code_start_idx').on(t.workspaceId, compactStartOn(t.code)),
    index('tickets_code_end_idx').on(t.workspaceId, compactEndOn(t.code)),
  ],
);
export type TicketRow = typeof tickets.$inferSelect;

/** A garment of a ticket: a project of its own (its stages, assignees and tag), in the ticket's order. */
export const ticketGarments = pgTable(
  'ticket_garments',
  {
    id: idColumn(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    garmentType: text('garment_type', { enum: ['dress', 'suit', 'shirt', 'pants', 'skirt', 'blouse', 'jacket', 'other'] }),
  },
  (t) => [uniqueIndex('ticket_garments_project_idx').on(t.projectId), index('ticket_garments_ticket_idx').on(t.ticketId, t.position)],
);
export type TicketGarmentRow = typeof ticketGarments.$inferSelect;

/** The work asked on a garment: a service copied from the price list at intake, or a free line. */
export const ticketLines = pgTable(
  'ticket_lines',
  {
    id: idColumn(),
    garmentId: uuid('garment_id')
      .notNull()
      .references(() => ticketGarments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The service it was copied from; its deletion leaves the line as it was. */
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    minutes: integer('minutes').notNull(),
    stage: text('stage'),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('ticket_lines_garment_idx').on(t.garmentId, t.position)],
);
export type TicketLineRow = typeof ticketLines.$inferSelect;

/** The counter's capacity (decision 151); a studio without a row has the defaults. */
export const ticketSettings = pgTable('ticket_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  openDays: jsonb('open_days').$type<number[]>().notNull(),
  dailyCapacityMinutes: integer('daily_capacity_minutes').notNull(),
  updatedAt: updatedAt(),
});
