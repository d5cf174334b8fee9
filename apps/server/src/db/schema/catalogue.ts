import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PIECE_CONDITIONS, RENTAL_PERIODS } from '@atelier/shared';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn, searchIndexOn, updatedAt } from './columns.js';
import { suppliers } from './purchasing.js';
import { studioColumn } from './workspaces.js';

/**
 * A designer's style in the boutique's catalogue (decision 212). Its designer is one of the
 * studio's suppliers; deleting the designer takes its line with it. Prices in cents (decision 015).
 */
export const designerStyles = pgTable(
  'designer_styles',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    styleNumber: text('style_number').notNull(),
    name: text('name').notNull(),
    fabric: text('fabric'),
    colours: jsonb('colours').$type<string[]>().notNull().default([]),
    sizes: jsonb('sizes').$type<string[]>().notNull().default([]),
    costCents: bigint('cost_cents', { mode: 'number' }),
    retailCents: bigint('retail_cents', { mode: 'number' }),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('designer_styles_workspace_idx').on(t.workspaceId, t.createdAt, t.id),
    index('designer_styles_name_search_idx').using('gin', searchIndexOn(t.name)),
    index('designer_styles_number_search_idx').using('gin', searchIndexOn(t.styleNumber)),
    // A designer prints a style number once: the same number twice is one style typed again.
    uniqueIndex('designer_styles_number_idx').on(t.supplierId, sql`lower(${t.styleNumber})`),
  ],
);
export type DesignerStyleRow = typeof designerStyles.$inferSelect;

/** One measure's value at a size, in the chart's unit. */
export type SizeChartValues = Partial<Record<'bust' | 'waist' | 'hips' | 'hollowToHem', number>>;
/** A row as the chart schema took it: smallest size first. */
export type SizeChartStoredRow = { size: string; values: SizeChartValues; upchargeCents: number };

/**
 * A designer's size chart (decision 214): its unit, rule, measures and rows as the one chart schema
 * took them, kept whole in one row since a chart is read and written whole.
 */
export const sizeCharts = pgTable(
  'size_charts',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    unit: text('unit', { enum: ['cm', 'inches'] }).notNull(),
    rule: text('rule', { enum: ['largest', 'bustFirst'] }).notNull(),
    measures: jsonb('measures').$type<('bust' | 'waist' | 'hips' | 'hollowToHem')[]>().notNull(),
    rows: jsonb('rows').$type<SizeChartStoredRow[]>().notNull(),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('size_charts_workspace_idx').on(t.workspaceId, t.createdAt, t.id),
    index('size_charts_name_search_idx').using('gin', searchIndexOn(t.name)),
    // A designer's 'Misses' chart is one chart: the same name twice is the same chart typed again.
    uniqueIndex('size_charts_name_idx').on(t.supplierId, sql`lower(${t.name})`),
  ],
);
export type SizeChartRow = typeof sizeCharts.$inferSelect;

/**
 * A piece (decision 215): one physical item the boutique holds, of one of its styles, with the
 * code on its tag. Deleting the style (or its designer) takes its pieces with it, as the delete
 * dialogs say.
 */
export const pieces = pgTable(
  'pieces',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    code: text('code').notNull(),
    styleId: uuid('style_id')
      .notNull()
      .references(() => designerStyles.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    colour: text('colour').notNull().default(''),
    condition: text('condition', { enum: PIECE_CONDITIONS }).notNull(),
    location: text('location'),
    note: text('note'),
    /** Its rental terms (decision 222): rentable when it has a rental price; money in cents (decision 015). */
    rentalPriceCents: bigint('rental_price_cents', { mode: 'number' }),
    rentalPeriod: text('rental_period', { enum: RENTAL_PERIODS }),
    rentalDepositCents: bigint('rental_deposit_cents', { mode: 'number' }),
    rentalBufferDays: integer('rental_buffer_days'),
    replacementValueCents: bigint('replacement_value_cents', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pieces_workspace_idx').on(t.workspaceId, t.createdAt, t.id),
    index('pieces_style_idx').on(t.styleId),
    // The scan screen finds a piece by the code on its tag, one per studio.
    uniqueIndex('pieces_code_idx').on(t.workspaceId, t.code),
    index('pieces_location_search_idx').using('gin', searchIndexOn(t.location)),
  ],
);
export type PieceRow = typeof pieces.$inferSelect;
