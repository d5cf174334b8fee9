import { doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clientColumn, measurements } from './business.js';
import { createdAt, idColumn } from './columns.js';
import { users } from './users.js';
import { studioColumn } from './workspaces.js';

/**
 * The earlier values of a measurement record (decision 130): one row per measurement an edit
 * changed, written in the edit's transaction. Sizes are double precision, the same JS number the
 * record's jsonb holds, so a value reads back exactly as it was. A value added by the edit has no
 * `from`, one removed no `to`. The rows go with their record, their client and their studio.
 */
export const measurementRevisions = pgTable(
  'measurement_revisions',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    measurementId: uuid('measurement_id')
      .notNull()
      .references(() => measurements.id, { onDelete: 'cascade' }),
    /** The record's client, so the client page reads its latest changes on one index. */
    clientId: clientColumn(),
    /** Who changed it; a member who left keeps their change, unnamed. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    fromSize: doublePrecision('from_size'),
    fromUnit: text('from_unit', { enum: ['inches', 'cm'] }),
    toSize: doublePrecision('to_size'),
    toUnit: text('to_unit', { enum: ['inches', 'cm'] }),
    /** The order of the edit's rows: the record's order, then what it removed. */
    position: integer('position').notNull(),
    /** The database's now(): the edit's transaction's start, one moment for its rows, and a later edit's is later. */
    createdAt: createdAt(),
  },
  (t) => [
    // Newest edit first, each edit's rows in their order.
    index('measurement_revisions_measurement_idx').on(t.measurementId, t.createdAt.desc(), t.position),
    index('measurement_revisions_client_idx').on(t.workspaceId, t.clientId, t.createdAt.desc(), t.position),
  ],
);
export type MeasurementRevisionRow = typeof measurementRevisions.$inferSelect;
