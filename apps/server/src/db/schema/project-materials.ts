import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './business.js';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { materials } from './materials.js';
import { studioColumn } from './workspaces.js';

/**
 * A line of a project's bill of materials (decision 144): what the project needs of one material,
 * in the material's measure. What is reserved and cut for it is the ledger's (material_movements
 * of the project), never a copy here. One line per material and project, so the ledger's share of
 * the project is the line's.
 */
export const projectMaterials = pgTable(
  'project_materials',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    materialId: uuid('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    /** Millimetres or units. */
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    /** Where the quantity came from ('layout'), or null when typed. */
    source: text('source'),
    /** The layout whose length this is; not a foreign key, as layouts may be drawn again. */
    layoutId: text('layout_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('project_materials_project_material_idx').on(t.projectId, t.materialId),
    index('project_materials_workspace_idx').on(t.workspaceId, t.createdAt, t.id),
    index('project_materials_material_idx').on(t.materialId),
    check('project_materials_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
export type ProjectMaterialRow = typeof projectMaterials.$inferSelect;
