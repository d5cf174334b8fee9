import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { measurements, optionalClientColumn, projects } from './business.js';
import { pieces } from './catalogue.js';
import { fittings } from './fittings.js';
import { materials } from './materials.js';
import { storedFiles } from './users.js';
import { studioColumn } from './workspaces.js';

/**
 * A photo of a client, a project, a measurement record, a fitting, a material or a piece (decisions 079, 086, 142, 221). Exactly one of the
 * references is set; deleting the record deletes the photo, and a trigger (migration 0017) deletes
 * its two stored files with it, whatever deleted the photo.
 */
export const photos = pgTable(
  'photos',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    subject: text('subject', { enum: ['client', 'project', 'measurement', 'fitting', 'material', 'piece'] }).notNull(),
    clientId: optionalClientColumn(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    measurementId: uuid('measurement_id').references(() => measurements.id, { onDelete: 'cascade' }),
    /** A fitting's photos (decision 086). */
    fittingId: uuid('fitting_id').references(() => fittings.id, { onDelete: 'cascade' }),
    /** A material's photo: the bolt, a swatch (decision 142). */
    materialId: uuid('material_id').references(() => materials.id, { onDelete: 'cascade' }),
    /** A piece's photo: the gown as it arrived, its condition (decision 221). */
    pieceId: uuid('piece_id').references(() => pieces.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reference', 'fabric', 'fitting', 'other'] })
      .notNull()
      .default('other'),
    caption: text('caption'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    fullFileId: uuid('full_file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    thumbFileId: uuid('thumb_file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    /** Bytes of both files, as counted against the plan's storage. */
    byteSize: integer('byte_size').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('photos_client_idx').on(t.clientId, t.createdAt),
    index('photos_project_idx').on(t.projectId, t.createdAt),
    index('photos_measurement_idx').on(t.measurementId, t.createdAt),
    index('photos_fitting_idx').on(t.fittingId, t.createdAt),
    index('photos_material_idx').on(t.materialId, t.createdAt),
    index('photos_piece_idx').on(t.pieceId, t.createdAt),
    index('photos_workspace_idx').on(t.workspaceId, t.createdAt, t.id),
  ],
);
export type PhotoRow = typeof photos.$inferSelect;
