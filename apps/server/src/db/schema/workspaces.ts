import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * The studio: it owns every business record (decision 019). Today each account has
 * exactly one, made at signup, with its owner as the only member; the Enterprise plan's teams add
 * members later.
 */
export const workspaces = pgTable('workspaces', {
  id: idColumn(),
  name: text('name').notNull(),
  /** The account whose plan applies to the studio until subscriptions move to it (plans issue). */
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Revenue targets in cents, in the owner's currency, set on the analytics page. */
  monthlyRevenueGoalCents: bigint('monthly_revenue_goal_cents', { mode: 'number' }),
  yearlyRevenueGoalCents: bigint('yearly_revenue_goal_cents', { mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type WorkspaceRow = typeof workspaces.$inferSelect;

export const WORKSPACE_ROLES = ['owner', 'admin', 'member'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    id: idColumn(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: WORKSPACE_ROLES }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('workspace_members_workspace_user_idx').on(t.workspaceId, t.userId),
    index('workspace_members_user_idx').on(t.userId),
  ],
);
export type WorkspaceMemberRow = typeof workspaceMembers.$inferSelect;

/**
 * Mail a studio sent to its clients (invoices, reminders) per UTC day: the daily cap counts here,
 * in the database, so a restart or a second process does not give a studio a fresh allowance
 * (docs/decisions/055). The increment is the claim: it only happens while under the cap.
 */
export const clientMailDays = pgTable(
  'client_mail_days',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The UTC day, YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.day] })],
);
