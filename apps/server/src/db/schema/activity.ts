import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { users } from './users.js';
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
 * Saved patterns (spec section 3 Pattern). The dashboard counts them (issue 11); the designer and
 * library of issue 12 write them and add what they need.
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
    isAiGenerated: boolean('is_ai_generated').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('patterns_workspace_idx').on(t.workspaceId, t.createdAt)],
);
export type PatternRow = typeof patterns.$inferSelect;

