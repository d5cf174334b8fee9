import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PatternFit } from '@atelier/shared';
import { createdAt, idColumn, searchIndexOn, updatedAt } from './columns.js';
import { storedFiles, users } from './users.js';
import { studioColumn } from './workspaces.js';
import { fittings } from './fittings.js';

/**
 * The activity log: one row per create, update, status change and delete of a studio's
 * clients, measurements, projects, invoices, payments, events and patterns, written in the same
 * transaction as the change. `entity_id` has no foreign key: an entry outlives the record it
 * tells about, and `subject` keeps the record's name as it was.
 */
export const activityEntries = pgTable(
  'activity_entries',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull().default(''),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // The dashboard reads the latest 10 of a studio: newest first on this index.
    index('activity_entries_workspace_idx').on(t.workspaceId, t.createdAt.desc(), t.id.desc()),
    // The client page reads one client's own entries (decision 126).
    index('activity_entries_entity_idx').on(t.entityId, t.createdAt),
  ],
);
export type ActivityEntryRow = typeof activityEntries.$inferSelect;

/**
 * A generated pattern's draft (decision 040): the body in millimetres (FreeSewing's
 * names), the options and seam allowance it was drafted with. Drafting is deterministic, so the
 * PDF and the SVG are made again from this, and a change to the client's record later does not
 * change a pattern already made.
 */
export type StoredDraft = {
  design: string;
  measurements: Record<string, number>;
  options: Record<string, number>;
  /** Millimetres. */
  seamAllowance: number;
  fabricWidth: number;
  fabricLength: number;
  unit: 'inches' | 'cm';
  clientId: string | null;
  measurementId: string | null;
  parts: string[];
  /**
   * The values before the fit profile (decision 087): a re-draft starts again from these, so two
   * versions differ by the corrections only. Absent on patterns drafted before fittings (their
   * `measurements` and `options` are the base).
   */
  base?: { measurements: Record<string, number>; options: Record<string, number> };
  /** The fit profile as applied; absent before fittings. */
  fit?: PatternFit;
};

/**
 * Saved patterns (decision 036). They belong to a studio; a public one
 * is readable by every signed-in user (the library). The image is a stored file of the studio's
 * owner, so it counts against the plan's storage.
 */
export const patterns = pgTable(
  'patterns',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    name: text('name').notNull(),
    description: text('description'),
    garmentType: text('garment_type').notNull().default('Other'),
    style: text('style').notNull().default('Other'),
    sizeRange: text('size_range').notNull().default('Custom'),
    fabricType: text('fabric_type').notNull().default('Other'),
    occasion: text('occasion'),
    additionalDetails: text('additional_details'),
    difficulty: text('difficulty'),
    materials: jsonb('materials').$type<string[]>().notNull().default([]),
    instructions: jsonb('instructions').$type<string[]>().notNull().default([]),
    isAiGenerated: boolean('is_ai_generated').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    /** When it joined the library; public is one-way (decision 036). */
    madePublicAt: timestamp('made_public_at', { withTimezone: true, mode: 'date' }),
    imageFileId: uuid('image_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** SHA-256 of the stored PNG: the image URL's version and ETag. */
    imageHash: text('image_hash'),
    /** What the generator drafted, so the PDF and SVG are drawn again on request (decision 040); null for drawings. */
    draft: jsonb('draft').$type<StoredDraft>(),
    /** The first version's id, shared by every re-draft of it (decision 087); null on a first version. */
    lineageId: uuid('lineage_id'),
    version: integer('version').notNull().default(1),
    previousId: uuid('previous_id').references((): AnyPgColumn => patterns.id, { onDelete: 'set null' }),
    fittingId: uuid('fitting_id').references(() => fittings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('patterns_workspace_idx').on(t.workspaceId, t.createdAt, t.id),
    index('patterns_lineage_idx').on(t.workspaceId, t.lineageId),
    index('patterns_name_search_idx').using('gin', searchIndexOn(t.name)),
    // The library: public patterns newest first, without scanning private ones.
    index('patterns_public_idx')
      .on(t.madePublicAt.desc(), t.id.desc())
      .where(sql`${t.isPublic}`),
  ],
);
export type PatternRow = typeof patterns.$inferSelect;

/**
 * One row per pattern generated (decision 040): the Free plan's monthly count reads these, so deleting
 * a pattern does not give a generation back. Kept with the studio; the rows of past months are
 * small and tell the usage history.
 */
export const patternGenerations = pgTable(
  'pattern_generations',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    patternId: uuid('pattern_id'),
    design: text('design').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pattern_generations_workspace_idx').on(t.workspaceId, t.createdAt)],
);
