import { boolean, index, integer, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import type { LayoutPlacement } from '@atelier/shared';
import { patterns } from './activity.js';
import { createdAt, idColumn } from './columns.js';
import { materials } from './materials.js';
import { users } from './users.js';
import { studioColumn } from './workspaces.js';

type Point = { x: number; y: number };
/** What the PDF draws: the outlines in the placements' order, and the fold lines (mm). */
export type LayoutDrawing = { outlines: Point[][]; folds: { x: number; fromY: number; toY: number }[] };

/**
 * A generated pattern's cutting layout on a fabric (decision 143), kept as it was computed: the
 * fabric's width, nap and repeat are copied, so a material edited or deleted afterwards leaves the
 * layout and the length it answered as they were. The drawing is kept with it (drawn once, in the
 * worker pool).
 */
export const patternLayouts = pgTable(
  'pattern_layouts',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    patternId: uuid('pattern_id')
      .notNull()
      .references(() => patterns.id, { onDelete: 'cascade' }),
    materialId: uuid('material_id').references(() => materials.id, { onDelete: 'set null' }),
    /** The material's name when the layout was made, shown after the material is renamed or gone. */
    materialName: text('material_name'),
    widthMm: integer('width_mm').notNull(),
    directional: boolean('directional').notNull(),
    repeatMm: integer('repeat_mm'),
    seed: integer('seed').notNull(),
    lengthMm: integer('length_mm').notNull(),
    baselineLengthMm: integer('baseline_length_mm').notNull(),
    efficiency: real('efficiency').notNull(),
    placements: jsonb('placements').$type<LayoutPlacement[]>().notNull(),
    svg: text('svg').notNull(),
    /** Each placement's cutting line on the fabric and the folds, for the pattern PDF's cutting-layout page. */
    drawing: jsonb('drawing').$type<LayoutDrawing>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('pattern_layouts_pattern_idx').on(t.patternId, t.createdAt, t.id),
    index('pattern_layouts_workspace_idx').on(t.workspaceId, t.createdAt, t.id),
  ],
);
export type PatternLayoutRow = typeof patternLayouts.$inferSelect;
