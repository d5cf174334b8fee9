import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { workspaces } from './workspaces.js';

export type StoredTemplateMeasurement = { name: string; hint: string | null; unit: 'inches' | 'cm' | null };

/** A studio's own garment type and its ordered measurement list (decision 078). */
export const garmentTemplates = pgTable(
  'garment_templates',
  {
    id: idColumn(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
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
