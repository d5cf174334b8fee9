import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clientColumn, measurements, optionalClientColumn } from './business.js';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { garmentTemplates } from './garments.js';
import { users } from './users.js';
import { studioColumn } from './workspaces.js';

/**
 * A client's private portal link (decision 082): looked up by the SHA-256 of its token; the token
 * is also kept sealed with the server key so the studio can copy the same link again. One live
 * link a client: a new one revokes the old, and the partial unique index holds it.
 */
export const portalLinks = pgTable(
  'portal_links',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    clientId: clientColumn(),
    tokenHash: text('token_hash').notNull().unique(),
    tokenSealed: text('token_sealed').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('portal_links_live_client_idx')
      .on(t.clientId)
      .where(sql`${t.revokedAt} IS NULL`),
    index('portal_links_workspace_idx').on(t.workspaceId, t.createdAt),
  ],
);
export type PortalLinkRow = typeof portalLinks.$inferSelect;

/**
 * Each member a link's address was handed to, made or copied (decision 102): when they leave the
 * studio or lose portal.manage, every live link they were shown is revoked.
 */
export const portalLinkReveals = pgTable(
  'portal_link_reveals',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => portalLinks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revealedAt: timestamp('revealed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.userId] }), index('portal_link_reveals_user_idx').on(t.userId)],
);

/**
 * What the studio should see in the app (decision 082): a client's message, a confirmed or
 * moved appointment, measurements sent from home. One row a studio, read by any member.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    kind: text('kind').notNull(),
    clientId: optionalClientColumn(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    /** The client's or record's name as it was. */
    subject: text('subject').notNull().default(''),
    /** The client's own words (a message, a reschedule request), or "". */
    body: text('body').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the owner's mail about it was handled: sent, or not wanted (clientMessages off). Null
     * while due: a worker claims it by setting this, so the mail is durable work written in the
     * notice's own transaction and goes out once, after that transaction commits (decision 082).
     */
    mailedAt: timestamp('mailed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_workspace_idx').on(t.workspaceId, t.createdAt, t.id),
    index('notifications_mail_due_idx')
      .on(t.createdAt)
      .where(sql`${t.mailedAt} IS NULL`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A client's conversation (decision 131): every message both ways, one row each. What the client
 * wrote (`in`, by the portal) keeps the notice that told the studio of it: that notice's `read_at`
 * is the message's read state, so the bell and the thread never disagree. The studio's (`out`) name
 * the template they came from (null for free text) and who wrote them. `body` never holds a portal
 * link's address (decision 102) nor the signature.
 */
export const clientMessages = pgTable(
  'client_messages',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    clientId: clientColumn(),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    channel: text('channel', { enum: ['portal', 'email', 'sms', 'whatsapp'] }).notNull(),
    kind: text('kind'),
    body: text('body').notNull(),
    /** The text named an amount (a {balance}): a role that does not see money reads it empty (decision 072). */
    namesMoney: boolean('names_money').notNull().default(false),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    noticeId: uuid('notice_id').references(() => notifications.id, { onDelete: 'set null' }),
    /**
     * When the client read the studio's message on the portal (decision 136); null while unread, and
     * always for the client's own. The studio's read state of the client's is its notice's.
     */
    clientReadAt: timestamp('client_read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_messages_client_idx').on(t.clientId, t.createdAt, t.id),
    index('client_messages_workspace_idx').on(t.workspaceId, t.createdAt),
    index('client_messages_notice_idx').on(t.noticeId),
  ],
);
export type ClientMessageRow = typeof clientMessages.$inferSelect;

export type RequestedMeasurement = { name: string; hint: string };
export type SubmittedMeasurement = { name: string; size: number };
export type MeasurementFlag = { name: string; reason: 'implausible' | 'far-from-previous' };

/**
 * The studio asks a client to measure themselves (decision 084): the list is copied when asked, so
 * a template changed later does not change the request. What the client sends waits here until
 * the studio approves it; only then does it become a measurement record.
 */
export const measurementRequests = pgTable(
  'measurement_requests',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    clientId: clientColumn(),
    garmentType: text('garment_type').notNull(),
    templateId: uuid('template_id').references(() => garmentTemplates.id, { onDelete: 'set null' }),
    garmentName: text('garment_name'),
    fields: jsonb('fields').$type<RequestedMeasurement[]>().notNull(),
    unit: text('unit', { enum: ['inches', 'cm'] }).notNull(),
    status: text('status', { enum: ['open', 'submitted', 'approved', 'rejected', 'cancelled'] })
      .notNull()
      .default('open'),
    submittedValues: jsonb('submitted_values').$type<SubmittedMeasurement[]>(),
    flags: jsonb('flags').$type<MeasurementFlag[]>().notNull().default([]),
    clientNote: text('client_note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    measurementId: uuid('measurement_id').references(() => measurements.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('measurement_requests_client_idx').on(t.clientId, t.createdAt),
    index('measurement_requests_workspace_idx').on(t.workspaceId, t.status, t.createdAt),
  ],
);
export type MeasurementRequestRow = typeof measurementRequests.$inferSelect;

/** The studio's own wording of a message to clients (decision 083); a kind without a row uses the default text. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    workspaceId: studioColumn(),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.kind] })],
);

/**
 * SMS a studio sent in a calendar month (UTC), against its plan's allowance (decision 083): the
 * increment is the claim, made only while under the allowance, as client_mail_days does for the day.
 */
export const smsMonths = pgTable(
  'sms_months',
  {
    workspaceId: studioColumn(),
    /** YYYY-MM, UTC. */
    month: text('month').notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.month] })],
);
