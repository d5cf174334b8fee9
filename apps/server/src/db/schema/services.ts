import { boolean, index, integer, bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, searchIndexOn, updatedAt } from './columns.js';
import { studioColumn, workspaces } from './workspaces.js';

/** One line of the studio's price list (decision 150). */
export const services = pgTable(
  'services',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    name: text('name').notNull(),
    /** In the studio's currency (decision 015). */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    minutes: integer('minutes').notNull(),
    stage: text('stage'),
    garmentType: text('garment_type', { enum: ['dress', 'suit', 'shirt', 'pants', 'skirt', 'blouse', 'jacket', 'other'] }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('services_workspace_idx').on(t.workspaceId, t.createdAt, t.id),
    index('services_name_search_idx').using('gin', searchIndexOn(t.name)),
  ],
);
export type ServiceRow = typeof services.$inferSelect;

/**
 * When a studio's price list was started with the common alterations (decision 150): one row per
 * studio, written once, so the list is never started twice nor again after the studio emptied it.
 */
export const servicePriceLists = pgTable('service_price_lists', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
