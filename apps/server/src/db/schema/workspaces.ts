import { STUDIO_ROLES, TOKEN_SCOPES, INVITABLE_ROLES } from '@atelier/shared';
import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { storedFiles, users } from './users.js';

/**
 * The studio: it owns every business record (decision 019). Each account gets one at signup, with
 * its owner as the first member; an Enterprise studio invites more (decision 072). The studio's plan,
 * currency, time zone and paper size are its owner's account's, until billing moves to the studio.
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
  /** The brand (decision 073): #RRGGBB, used on documents and client mail while on Enterprise. */
  brandColor: text('brand_color'),
  /** The logo, a PNG stored file of the owner (counted in the plan's storage). */
  logoFileId: uuid('logo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  /** ISO 3166 alpha-2: the country a client's phone number is read in when it has no +code (decision 083). */
  phoneCountry: text('phone_country'),
  /** Hundredths of a percent added to a project's materials on an invoice line (decision 144): 2500 is 25 %. */
  materialsMarkupBp: integer('materials_markup_bp').notNull().default(0),
  /** When someone of the studio hid its first-steps checklist (decision 211); null while it shows. */
  firstStepsDismissedAt: timestamp('first_steps_dismissed_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The studio that owns a record (decision 019), whose deletion takes the record with it: one
 * declaration for every table's `workspace_id` (decision 109).
 */
export const studioColumn = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
export type WorkspaceRow = typeof workspaces.$inferSelect;

export const WORKSPACE_ROLES = STUDIO_ROLES;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: WORKSPACE_ROLES }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('workspace_members_workspace_user_idx').on(t.workspaceId, t.userId),
    // One studio a person at a time (decision 072): the database holds it, not only the service.
    uniqueIndex('workspace_members_user_idx').on(t.userId),
  ],
);
export type WorkspaceMemberRow = typeof workspaceMembers.$inferSelect;

/**
 * Invitations to join a studio (decision 072): the mailed link carries a random secret stored only
 * as its SHA-256. Single use, 7 days, revocable; a resend replaces the secret.
 */
export const workspaceInvites = pgTable(
  'workspace_invites',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    /** Lower-cased, as users.email. */
    email: text('email').notNull(),
    role: text('role', { enum: INVITABLE_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('workspace_invites_workspace_idx').on(t.workspaceId, t.createdAt), index('workspace_invites_email_idx').on(t.email)],
);
export type WorkspaceInviteRow = typeof workspaceInvites.$inferSelect;

/**
 * Personal API tokens (decision 074): a member's, working in the member's studio with the member's
 * permissions (narrowed to reads when `scope` is 'read'). Only the secret's SHA-256 is kept.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope', { enum: TOKEN_SCOPES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId, t.createdAt)],
);
export type ApiTokenRow = typeof apiTokens.$inferSelect;

/**
 * Mail a studio sent to its clients (invoices, reminders) per UTC day: the daily cap counts here,
 * in the database, so a restart or a second process does not give a studio a fresh allowance
 * (docs/decisions/055). The increment is the claim: it only happens while under the cap.
 */
export const clientMailDays = pgTable(
  'client_mail_days',
  {
    workspaceId: studioColumn(),
    /** The UTC day, YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.day] })],
);

/**
 * A POST or PATCH made with an Idempotency-Key (decision 089), per studio: claimed `running` by
 * the first request, then `done` with the answer it gave, which a repeat of the same request gets
 * back instead of doing the work again. In the database so a restart or a second process honours
 * it; purged 24 hours after the claim.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    workspaceId: studioColumn(),
    key: text('key').notNull(),
    /** Who sent it, and what: a repeat must match all four. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 (hex) of the validated body as JSON. */
    bodyHash: text('body_hash').notNull(),
    /** A random id per claim, so only its own request completes or releases it. */
    claim: uuid('claim').notNull(),
    state: text('state', { enum: ['running', 'done'] }).notNull(),
    status: integer('status'),
    response: text('response'),
    etag: text('etag'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * A counter per studio that the database raises, by trigger in the same transaction, whenever a row
 * the analytics figures read changes (decision 169): clients, projects, payments. A process keeps
 * the figures it computed beside the counter and reuses them while it has not moved. No foreign key:
 * a studio being deleted raises it while its rows go.
 */
export const figureEpochs = pgTable('figure_epochs', {
  workspaceId: uuid('workspace_id').primaryKey(),
  epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
});

/**
 * A counter per studio that the database raises, by trigger in the same transaction, whenever
 * anything the whole invoice list shows changes (decision 176): an invoice, its items or payments,
 * a client's or project's name. A process keeps the studio's whole list beside it. No foreign key,
 * as above.
 */
export const invoiceListEpochs = pgTable('invoice_list_epochs', {
  workspaceId: uuid('workspace_id').primaryKey(),
  epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
});

/**
 * What each raise of a studio's invoice list counter changed (decision 177): an invoice (`i`), a
 * client (`c`) or a project (`p`), by id, written by the same triggers. A process that keeps the
 * list reads the changes since its counter and writes again only the invoices they name. Kept two
 * days, longer than a kept list lives (it is kept per day).
 */
export const invoiceListChanges = pgTable(
  'invoice_list_changes',
  {
    workspaceId: uuid('workspace_id').notNull(),
    epoch: bigint('epoch', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    ref: uuid('ref').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.epoch, t.kind, t.ref] })],
);
