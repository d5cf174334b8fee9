import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { optionalClientColumn } from './business.js';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { users } from './users.js';
import { studioColumn } from './workspaces.js';

/**
 * Calendar events (decision 032). Times are instants in UTC; the account's zone is
 * applied only when reading a day or showing a time. An event lasts at most 14 days, so a range
 * query can bound start_time on both sides and stay on the (workspace_id, start_time) index.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    /** A meeting may have no client; deleting a client takes its appointments with it (decision 032). */
    clientId: optionalClientColumn(),
    title: text('title').notNull(),
    description: text('description'),
    type: text('type').notNull(),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
    location: text('location'),
    status: text('status').notNull().default('scheduled'),
    remindClient: boolean('remind_client').notNull().default(false),
    /** The member who holds the appointment (decision 072): they get its reminder mail. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client's answer from the portal (decision 082): confirmed, or asked to move it, with their note. */
    clientResponse: text('client_response', { enum: ['confirmed', 'reschedule'] }),
    clientResponseAt: timestamp('client_response_at', { withTimezone: true, mode: 'date' }),
    clientResponseNote: text('client_response_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('calendar_events_workspace_start_idx').on(t.workspaceId, t.startTime),
    index('calendar_events_assignee_idx').on(t.assigneeId, t.startTime),
    index('calendar_events_client_idx').on(t.clientId, t.startTime),
  ],
);
export type CalendarEventRow = typeof calendarEvents.$inferSelect;

/**
 * Reminder mails as durable scheduled work (decision 032): one row per event and recipient, written in
 * the event's own transaction. A worker claims due rows with a conditional update, so a restart
 * neither loses nor repeats one and two server processes on one database send each once.
 */
export const calendarReminders = pgTable(
  'calendar_reminders',
  {
    id: idColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    /** 'owner' (the studio owner) or 'client' (the event's client). */
    recipient: text('recipient').notNull(),
    remindAt: timestamp('remind_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when a worker claims it: the mail goes out once. Cleared again if sending failed. */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_reminders_event_recipient_idx').on(t.eventId, t.recipient),
    index('calendar_reminders_due_idx')
      .on(t.remindAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
export type CalendarReminderRow = typeof calendarReminders.$inferSelect;

/**
 * The account's secret calendar feed (decision 032): looked up by the SHA-256 of its token; the token
 * itself is kept only encrypted (AES-256-GCM), so the page can show the address again and a copy
 * of the database alone opens no feed. Regenerating replaces the row, which ends the old address.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The studio whose calendar the feed shows. */
  workspaceId: studioColumn(),
  tokenHash: text('token_hash').notNull().unique(),
  tokenEncrypted: text('token_encrypted').notNull(),
  createdAt: createdAt(),
});
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
