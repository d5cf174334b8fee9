import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { studioColumn } from './workspaces.js';

export type StoredTemplateMeasurement = { name: string; hint: string | null; unit: 'inches' | 'cm' | null };

/** A studio's own garment type and its ordered measurement list (decision 078). */
export const garmentTemplates = pgTable(
  'garment_templates',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    name: text('name').notNull(),
    measurements: jsonb('measurements').$type<StoredTemplateMeasurement[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Names are unique in a studio whatever their case: 'Agbada' and 'agbada' are one garment (409).
    uniqueIndex('garment_templates_workspace_name_idx').on(t.workspaceId, sql`lower(${t.name})`),
    index('garment_templates_workspace_idx').on(t.workspaceId, t.createdAt, t.id),
  ],
);
export type GarmentTemplateRow = typeof garmentTemplates.$inferSelect;
