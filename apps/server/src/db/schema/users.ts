import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';

export const users = pgTable('users', {
  id: idColumn(),
  /** Always stored lower-cased; uniqueness is on this column. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  businessName: text('business_name'),
  businessType: text('business_type'),
  isEmailVerified: boolean('is_email_verified').notNull().default(false),
  image: text('image'),
  plan: text('plan', { enum: ['free', 'premium', 'enterprise'] }).notNull().default('free'),
  /** inactive | trialing | active | cancelled; isSubActive is derived from it and trialEndDate. */
  subscriptionStatus: text('subscription_status', { enum: ['inactive', 'trialing', 'active', 'cancelled'] })
    .notNull()
    .default('inactive'),
  trialEndDate: timestamp('trial_end_date', { withTimezone: true, mode: 'date' }),
  isAdmin: boolean('is_admin').notNull().default(false),
  role: text('role').notNull().default('designer'),
  subscribeToNewsletter: boolean('subscribe_to_newsletter').notNull().default(false),
  googleId: text('google_id').unique(),
  facebookId: text('facebook_id').unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
export type SessionRow = typeof sessions.$inferSelect;

/**
 * One-time codes, keyed by the address they were sent for. A request for an address with no
 * eligible account stores a code too (userId null, never mailed), so checking codes for it
 * behaves exactly as for a real account: same tries, same expiry, same answers (issue 6).
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: idColumn(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_email_purpose_idx').on(t.email, t.purpose, t.createdAt), index('otp_codes_user_idx').on(t.userId)],
);

/** Every wrong code for an address and purpose, across all its codes: the 24-hour bound (decision 018). */
export const otpFailures = pgTable(
  'otp_failures',
  {
    id: idColumn(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('otp_failures_email_purpose_idx').on(t.email, t.purpose, t.createdAt)],
);
