import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { compactEndOn, compactStartOn, createdAt, idColumn, searchIndexOn, updatedAt } from './columns.js';
import { materials } from './materials.js';
import { studioColumn } from './workspaces.js';

/** Whom the studio buys from (decision 145). */
export const suppliers = pgTable(
  'suppliers',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    name: text('name').notNull(),
    contact: text('contact'),
    email: text('email'),
    phone: text('phone'),
    leadTimeDays: integer('lead_time_days'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('suppliers_workspace_idx').on(t.workspaceId, t.createdAt, t.id),
    index('suppliers_name_search_idx').using('gin', searchIndexOn(t.name)),
  ],
);
export type SupplierRow = typeof suppliers.$inferSelect;

/**
 * A purchase order (decision 145): its number in the studio's own sequence, its supplier (kept: a
 * supplier with orders is not deleted, NO ACTION lets a whole studio's deletion cascade), and its
 * total in cents, computed with the lines and stored in the same transaction.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'no action' }),
    number: text('number').notNull(),
    status: text('status', { enum: ['draft', 'sent', 'partly-received', 'received', 'cancelled'] })
      .notNull()
      .default('draft'),
    currency: text('currency').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    notes: text('notes'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('purchase_orders_workspace_number_idx').on(t.workspaceId, t.number),
    index('purchase_orders_workspace_idx').on(t.workspaceId, t.createdAt, t.id),
    index('purchase_orders_supplier_idx').on(t.supplierId, t.createdAt, t.id),
    index('purchase_orders_number_search_idx').using('gin', searchIndexOn(t.number)),
    index('purchase_orders_number_start_idx').on(t.workspaceId, compactStartOn(t.number)),
    index('purchase_orders_number_end_idx').on(t.workspaceId, compactEndOn(t.number)),
  ],
);
export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;

/**
 * One line of an order: a material, in its measure (millimetres or units), at a price per metre or
 * per unit. The material's name and measure are copied so a deleted material leaves the order readable.
 * A bride's gown ordered from its designer is a line of one unit with no material and its special
 * order (decision 220); no foreign key, as the special orders' table already names this one's orders.
 */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: idColumn(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    materialId: uuid('material_id').references(() => materials.id, { onDelete: 'set null' }),
    materialName: text('material_name').notNull(),
    specialOrderId: uuid('special_order_id'),
    measure: text('measure', { enum: ['length', 'count'] }).notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    receivedQuantity: bigint('received_quantity', { mode: 'number' }).notNull().default(0),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('purchase_order_lines_order_idx').on(t.purchaseOrderId, t.position),
    index('purchase_order_lines_material_idx').on(t.materialId),
  ],
);
export type PurchaseOrderLineRow = typeof purchaseOrderLines.$inferSelect;
