import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { storedFiles, users } from './users.js';
import { workspaces } from './workspaces.js';

/**
 * The activity log (issue 11): one row per create, update, status change and delete of a studio's
 * clients, measurements, projects, invoices, payments, events and patterns, written in the same
 * transaction as the change. `entity_id` has no foreign key: an entry outlives the record it
 * tells about, and `subject` keeps the record's name as it was.
 */
export const activityEntries = pgTable(
  'activity_entries',
  {
    id: idColumn(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull().default(''),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  // The dashboard reads the latest 10 of a studio: newest first on this index.
  (t) => [index('activity_entries_workspace_idx').on(t.workspaceId, t.createdAt.desc(), t.id.desc())],
);
export type ActivityEntryRow = typeof activityEntries.$inferSelect;

/**
 * Saved patterns (spec section 3 Pattern; issues 11 and 12). They belong to a studio; a public one
 * is readable by every signed-in user (the library). The image is a stored file of the studio's
 * owner, so it counts against the plan's storage (issue 12).
 */
export const patterns = pgTable(
  'patterns',
  {
    id: idColumn(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
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
    /** When it joined the library; public is one-way (spec section 4). */
    madePublicAt: timestamp('made_public_at', { withTimezone: true, mode: 'date' }),
    imageFileId: uuid('image_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** SHA-256 of the stored PNG: the image URL's version and ETag. */
    imageHash: text('image_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('patterns_workspace_idx').on(t.workspaceId, t.createdAt),
    // The library: public patterns newest first, without scanning private ones.
    index('patterns_public_idx').on(t.madePublicAt.desc()).where(sql`${t.isPublic}`),
  ],
);
export type PatternRow = typeof patterns.$inferSelect;

