import { bigint, boolean, customType, index, integer, jsonb, pgTable, text, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';
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
  plan: text('plan', { enum: ['free', 'premium', 'enterprise'] })
    .notNull()
    .default('free'),
  /**
   * inactive | trialing | active | past_due | cancelled (SUBSCRIPTION_STATUSES); isSubActive is
   * derived from it, trialEndDate and subscriptionEndsAt (plans/rules.ts, decision 043).
   */
  subscriptionStatus: text('subscription_status', { enum: ['inactive', 'trialing', 'active', 'past_due', 'cancelled'] })
    .notNull()
    .default('inactive'),
  trialEndDate: timestamp('trial_end_date', { withTimezone: true, mode: 'date' }),
  /** When a cancelled or past-due subscription's access ends (period end, or grace end; decision 043). */
  subscriptionEndsAt: timestamp('subscription_ends_at', { withTimezone: true, mode: 'date' }),
  /** The payment provider's customer for this account (cus_…), made at its first payment (decision 042). */
  billingCustomerId: text('billing_customer_id'),
  isAdmin: boolean('is_admin').notNull().default(false),
  role: text('role').notNull().default('designer'),
  subscribeToNewsletter: boolean('subscribe_to_newsletter').notNull().default(false),
  /** Profile fields; optional text is null in the row and "" in answers. */
  phone: text('phone'),
  address: text('address'),
  bio: text('bio'),
  website: text('website'),
  /** The account's settings; read through `readSettings` so missing keys get their defaults. */
  settings: jsonb('settings').notNull().default({}),
  /** An address the user asked to move to; the old one stays until the new one confirms a code. */
  pendingEmail: text('pending_email'),
  /** The authenticator secret, encrypted with the server key; set at setup, live once enabled. */
  totpSecret: text('totp_secret'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  /** The last authenticator time step accepted, so one code cannot be used twice (decision 023). */
  totpLastStep: integer('totp_last_step'),
  /** The uploaded profile picture, when the image is ours rather than a provider's URL. */
  imageFileId: uuid('image_file_id'),
  googleId: text('google_id').unique(),
  facebookId: text('facebook_id').unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type UserRow = typeof users.$inferSelect;

type PlanHolderTable = Record<'plan' | 'subscriptionStatus' | 'trialEndDate' | 'subscriptionEndsAt', PgColumn>;
/**
 * The columns that decide which plan applies (plan-access.ts in the contract), of the users table
 * or an alias of it (a studio's owner joined beside its member, decision 072): selected as they are.
 */
export const planHolderColumnsOf = <T extends PlanHolderTable>(t: T): Pick<T, keyof PlanHolderTable> => ({
  plan: t.plan,
  subscriptionStatus: t.subscriptionStatus,
  trialEndDate: t.trialEndDate,
  subscriptionEndsAt: t.subscriptionEndsAt,
});

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
    /**
     * Why it ended when the user did not end it themselves: 'removed-from-studio' makes the next
     * request's 401 say so (decision 072).
     */
    endReason: text('end_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
export type SessionRow = typeof sessions.$inferSelect;

/**
 * A counter per user that the database itself raises (triggers, migration 0043) whenever anything a
 * signed-in request reads of them changes: their row, a session of theirs ending, their membership,
 * their studio's name or owner, or its owner's row (the plan). A process keeps what it read of a
 * session beside the counter it saw and reads it again only when the counter moved (decision 168), so
 * a change made by any process counts on the next request everywhere. Never deleted: a deleted user's
 * counter moves too, so nothing read before the deletion passes for current.
 */
export const authEpochs = pgTable('auth_epochs', {
  userId: uuid('user_id').primaryKey(),
  epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
});

/**
 * What a mailed code proves: the address (verify), a reset, a new address, the current address
 * asking to move (email-change-current, decision 050), a deletion; `totp` counts authenticator failures.
 */
export const OTP_PURPOSES = ['verify', 'reset', 'email-change', 'email-change-current', 'delete-account', 'totp'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/**
 * One-time codes, keyed by the address they were sent for. A request for an address with no
 * eligible account stores a code too (userId null, never mailed), so checking codes for it
 * behaves exactly as for a real account: same tries, same expiry, same answers (no account enumeration, decision 003).
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: idColumn(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
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
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('otp_failures_email_purpose_idx').on(t.email, t.purpose, t.createdAt)],
);

/** Ten single-use recovery codes per account, shown once at 2FA setup and stored hashed (decision 023). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * A first factor passed with 2FA on: the sign-in waits here, short-lived and attempt-limited,
 * until a second call brings a current authenticator code or a recovery code (decision 023).
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** password | google | facebook: which success message the finished sign-in answers with. */
    method: text('method').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    device: text('device').notNull(),
    ip: text('ip'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId)],
);

/**
 * A finished email change the old address may undo for 7 days (decision 050): the link mailed to
 * it carries a random token stored here only as its SHA-256. Single use; undoing restores
 * `old_email` and ends every session. An open row also keeps `old_email` from other accounts.
 */
export const emailChangeUndos = pgTable(
  'email_change_undos',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('email_change_undos_user_idx').on(t.userId), index('email_change_undos_old_email_idx').on(t.oldEmail)],
);
export type EmailChangeUndoRow = typeof emailChangeUndos.$inferSelect;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files the app stores (profile pictures now, pattern images later), kept in the database so a
 * backup, a second server and an account deletion all see the same files (decision 022).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: idColumn(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_owner_idx').on(t.ownerId)],
);
export type StoredFileRow = typeof storedFiles.$inferSelect;
