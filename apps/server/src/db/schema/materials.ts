import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './business.js';
import { createdAt, idColumn, searchIndexOn, updatedAt } from './columns.js';
import { users } from './users.js';
import { studioColumn } from './workspaces.js';

/**
 * A fabric or notion the studio keeps (decision 142). No request sets a quantity: what is on hand
 * and reserved is the sum of its movements, kept here as running totals that only the transaction
 * writing a movement changes, under the material's row lock, so a page of materials reads them
 * without summing the ledger and the database itself refuses a total below zero.
 */
export const materials = pgTable(
  'materials',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    kind: text('kind', { enum: ['fabric', 'notion'] }).notNull(),
    measure: text('measure', { enum: ['length', 'count'] }).notNull(),
    name: text('name').notNull(),
    fibre: text('fibre'),
    colour: text('colour'),
    widthMm: integer('width_mm'),
    /** Per metre or per unit, in the studio's currency (decision 015). */
    costCents: bigint('cost_cents', { mode: 'number' }),
    supplier: text('supplier'),
    location: text('location'),
    directional: boolean('directional').notNull().default(false),
    repeatMm: integer('repeat_mm'),
    lowStockLevel: bigint('low_stock_level', { mode: 'number' }),
    /**
     * When the studio was told this material went below its level (decision 144); cleared once it is
     * back to its level, so the bell tells of it once per fall.
     */
    lowNotifiedAt: timestamp('low_notified_at', { withTimezone: true, mode: 'date' }),
    notes: text('notes'),
    /** Running sums of the ledger (millimetres or units), written only with a movement. */
    onHand: bigint('on_hand', { mode: 'number' }).notNull().default(0),
    reserved: bigint('reserved', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('materials_workspace_idx').on(t.workspaceId, t.createdAt, t.id),
    index('materials_name_search_idx').using('gin', searchIndexOn(t.name)),
    check('materials_on_hand_not_negative', sql`${t.onHand} >= 0`),
    check('materials_reserved_within_stock', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.onHand}`),
  ],
);
export type MaterialRow = typeof materials.$inferSelect;

/** One change of a material's quantity: the ledger (decision 142). Never updated; deleted only with its material. */
export const materialMovements = pgTable(
  'material_movements',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    materialId: uuid('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['received', 'reserved', 'released', 'cut', 'returned', 'adjusted'] }).notNull(),
    onHandChange: bigint('on_hand_change', { mode: 'number' }).notNull(),
    reservedChange: bigint('reserved_change', { mode: 'number' }).notNull(),
    /** A deleted project leaves its movements, without it: the stock they moved stays moved. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    reason: text('reason'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('material_movements_material_idx').on(t.materialId, t.createdAt, t.id),
    index('material_movements_project_idx').on(t.projectId, t.materialId),
    index('material_movements_workspace_idx').on(t.workspaceId, t.createdAt),
  ],
);
export type MaterialMovementRow = typeof materialMovements.$inferSelect;
