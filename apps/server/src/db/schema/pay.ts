import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './business.js';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { users } from './users.js';
import { projectStages } from './workflow.js';
import { studioColumn } from './workspaces.js';

/**
 * What a stage earns the member who finishes it (decision 154): one rate per stage name, folded
 * (case and accents), and garment type; a null garment type is the stage's rate for every garment
 * without one of its own.
 */
export const payRates = pgTable(
  'pay_rates',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    stage: text('stage').notNull(),
    garmentType: text('garment_type', { enum: ['dress', 'suit', 'shirt', 'pants', 'skirt', 'blouse', 'jacket', 'other'] }),
    /** In the studio's currency (decision 015). */
    rateCents: bigint('rate_cents', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pay_rates_workspace_idx').on(t.workspaceId, t.createdAt, t.id),
    uniqueIndex('pay_rates_stage_garment_idx').on(t.workspaceId, sql`atelier_fold(${t.stage})`, sql`coalesce(${t.garmentType}, '')`),
  ],
);
export type PayRateRow = typeof payRates.$inferSelect;

/**
 * The pay ledger (decision 154), append-only like the stock's movements (decision 142): what the
 * studio owes a member is the sum of their lines. A deleted project or stage leaves its lines,
 * named as they were; a deleted account takes its own lines with it.
 */
export const payEntries = pgTable(
  'pay_entries',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['piece', 'piece-undone', 'payout', 'adjustment'] }).notNull(),
    /** Signed, in the studio's currency: what the line adds to what the member is owed. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    projectStageId: uuid('project_stage_id').references(() => projectStages.id, { onDelete: 'set null' }),
    stageName: text('stage_name'),
    projectName: text('project_name'),
    note: text('note'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('pay_entries_workspace_idx').on(t.workspaceId, t.createdAt),
    index('pay_entries_member_idx').on(t.workspaceId, t.memberId, t.createdAt, t.id),
    index('pay_entries_stage_idx').on(t.projectStageId),
  ],
);
export type PayEntryRow = typeof payEntries.$inferSelect;
