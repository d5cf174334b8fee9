import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { optionalClientColumn } from './business.js';
import { calendarEvents } from './calendar.js';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { clientGroups } from './groups.js';
import { invoices } from './invoices.js';
import { users } from './users.js';
import { studioColumn, workspaces } from './workspaces.js';

/** One opening interval of a weekday, as the studio's wall clock reads it: ISO weekday 1 Monday … 7 Sunday, "HH:MM". */
export type StoredOpeningInterval = { weekday: number; start: string; end: string };

/**
 * A studio's public booking page (decision 156): its address `/book/:slug`, whether it takes bookings,
 * its terms, hours, closed days and bounds. A studio without a row has no page (404).
 */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    workspaceId: uuid('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Lower case letters, digits and hyphens; unique across studios. */
    slug: text('slug').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    terms: text('terms').notNull().default(''),
    /** Hours before an appointment from which the client can no longer cancel or move it on the portal. */
    noticeHours: integer('notice_hours').notNull().default(24),
    /** The studio's own cap of online bookings per day (its calendar day). */
    dailyCap: integer('daily_cap').notNull().default(20),
    openingHours: jsonb('opening_hours').$type<StoredOpeningInterval[]>().notNull(),
    /** Calendar dates (YYYY-MM-DD) of the studio's zone when it is closed. */
    closedDays: jsonb('closed_days').$type<string[]>().notNull().default([]),
    /** The studio's own Stripe account (Stripe Connect): deposits go there, never to Atelier. */
    stripeAccountId: text('stripe_account_id'),
    /** Whether that account can take charges (read from Stripe after onboarding). */
    stripeChargesEnabled: boolean('stripe_charges_enabled').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('booking_settings_slug_idx').on(t.slug)],
);
export type BookingSettingsRow = typeof bookingSettings.$inferSelect;

/** What a client can book (decision 156): its length, the rest after it, its price and deposit, and who can take it. */
export const appointmentTypes = pgTable(
  'appointment_types',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull().default(0),
    depositCents: bigint('deposit_cents', { mode: 'number' }).notNull().default(0),
    /** The calendar event type a booking becomes (consultation, fitting…). */
    eventType: text('event_type').notNull().default('consultation'),
    /** Members who can take it; empty means any member of the studio. */
    memberIds: jsonb('member_ids').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('appointment_types_workspace_idx').on(t.workspaceId, t.position)],
);
export type AppointmentTypeRow = typeof appointmentTypes.$inferSelect;

/**
 * A booking made on the public page (decision 156). `held` keeps its slot until `holdExpiresAt` while a
 * deposit is paid; `confirmed` has its calendar event; `expired` and `cancelled` free the slot.
 * The slot's uniqueness among live bookings is held by the partial unique index, so of two people
 * booking one slot at once exactly one gets it.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    appointmentTypeId: uuid('appointment_type_id').references(() => appointmentTypes.id, { onDelete: 'set null' }),
    /** The member who takes it; null in a studio of one (the owner). */
    memberId: uuid('member_id').references(() => users.id, { onDelete: 'set null' }),
    clientId: optionalClientColumn(),
    eventId: uuid('event_id').references(() => calendarEvents.id, { onDelete: 'set null' }),
    depositInvoiceId: uuid('deposit_invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    /** The group whose code was typed (a bridesmaid booking her own fitting). */
    groupId: uuid('group_id').references(() => clientGroups.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['held', 'confirmed', 'expired', 'cancelled'] }).notNull(),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
    /** The end of the buffer after it: the next slot of the member starts no earlier. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }).notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true, mode: 'date' }),
    /** The client's words as typed. */
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    note: text('note'),
    language: text('language').notNull().default('en'),
    depositCents: bigint('deposit_cents', { mode: 'number' }).notNull().default(0),
    /** The checkout session paying the deposit (Stripe on the studio's account, or the sandbox). */
    checkoutId: text('checkout_id'),
    /** SHA-256 of the key the booking page holds to read its own booking back. */
    keyHash: text('key_hash').notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }).notNull(),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_live_slot_idx')
      .on(t.workspaceId, sql`coalesce(${t.memberId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.startTime)
      .where(sql`${t.status} in ('held', 'confirmed')`),
    index('bookings_workspace_start_idx').on(t.workspaceId, t.startTime),
    index('bookings_hold_expiry_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'held'`),
    index('bookings_checkout_idx').on(t.checkoutId),
  ],
);
export type BookingRow = typeof bookings.$inferSelect;
