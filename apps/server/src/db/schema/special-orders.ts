import { SPECIAL_ORDER_STATES, type SizeProposal } from '@atelier/shared';
import { bigint, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clientColumn, projects } from './business.js';
import { designerStyles, pieces } from './catalogue.js';
import { contracts } from './contracts.js';
import { invoices } from './invoices.js';
import { createdAt, idColumn, searchIndexOn, updatedAt } from './columns.js';
import { purchaseOrders, suppliers } from './purchasing.js';
import { studioColumn, workspaces } from './workspaces.js';

/** What the chart proposed when the order was written, and from which record (decision 216). */
export type KeptSizeProposal = { chartId: string; chartName: string; measurementId: string | null; proposal: SizeProposal };

/**
 * A special order (decision 216): a gown ordered from its designer for one bride. The style as it
 * was ordered is kept (number, name, designer), so deleting it from the catalogue leaves the order
 * whole; money in cents (decision 015).
 */
export const specialOrders = pgTable(
  'special_orders',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    clientId: clientColumn(),
    styleId: uuid('style_id').references(() => designerStyles.id, { onDelete: 'set null' }),
    styleNumber: text('style_number').notNull(),
    styleName: text('style_name').notNull(),
    designerId: uuid('designer_id').references(() => suppliers.id, { onDelete: 'set null' }),
    designerName: text('designer_name').notNull(),
    colour: text('colour').notNull().default(''),
    size: text('size').notNull(),
    sizeProposal: jsonb('size_proposal').$type<KeptSizeProposal>(),
    extras: text('extras'),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    depositCents: bigint('deposit_cents', { mode: 'number' }).notNull(),
    weddingDate: date('wedding_date', { mode: 'string' }).notNull(),
    designerConfirmation: text('designer_confirmation'),
    promisedShipDate: date('promised_ship_date', { mode: 'string' }),
    state: text('state', { enum: SPECIAL_ORDER_STATES }).notNull().default('to-order'),
    note: text('note'),
    /** What the order opened, each once (decision 217); a record deleted leaves the order whole. */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    purchaseOrderId: uuid('purchase_order_id').references(() => purchaseOrders.id, { onDelete: 'set null' }),
    pieceId: uuid('piece_id').references(() => pieces.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('special_orders_workspace_idx').on(t.workspaceId, t.weddingDate, t.id),
    index('special_orders_client_idx').on(t.clientId),
    index('special_orders_contract_idx').on(t.contractId),
    index('special_orders_purchase_order_idx').on(t.purchaseOrderId),
    index('special_orders_style_search_idx').using('gin', searchIndexOn(t.styleName)),
  ],
);
export type SpecialOrderRow = typeof specialOrders.$inferSelect;

/** The studio's alteration time (decision 216); a studio without a row has the default. */
export const specialOrderSettings = pgTable('special_order_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  alterationDays: integer('alteration_days').notNull(),
  updatedAt: updatedAt(),
});
