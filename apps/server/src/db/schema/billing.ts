import type { ReceiptWhat } from '@atelier/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * Subscriptions and payments (decisions 042-044). Our server owns the billing cycle
 * (periods, renewals, grace); a provider only takes money and keeps cards. users.plan and
 * users.subscription_status stay the account's plan as the plan rules read it; this row holds the
 * paid period behind them. Money is integer cents.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'sandbox' | 'stripe': the provider that holds the customer and the card. */
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    plan: text('plan', { enum: ['premium', 'enterprise'] }).notNull(),
    interval: text('interval', { enum: ['monthly', 'annual'] }).notNull(),
    /** active | past_due | cancelled | ended | refunded | disputed (access ended at once, decision 047). */
    status: text('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true, mode: 'date' }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A downgrade (or interval change) waiting for the end of the period; 'free' ends it there. */
    pendingPlan: text('pending_plan', { enum: ['free', 'premium', 'enterprise'] }),
    pendingInterval: text('pending_interval', { enum: ['monthly', 'annual'] }),
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true, mode: 'date' }),
    /** The card payments are taken from (the provider's id, pm_…), shown as brand and last 4 digits. */
    paymentMethodId: text('payment_method_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    /** A worker claimed the renewal of the period ending at current_period_end (conditional update). */
    renewalClaimedAt: timestamp('renewal_claimed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_due_idx').on(t.status, t.currentPeriodEnd)],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A hosted checkout we sent the browser to: what it buys, and how it ended. */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    /** The provider's session id (cs_…), which the callback brings back. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    plan: text('plan', { enum: ['premium', 'enterprise'] }).notNull(),
    interval: text('interval', { enum: ['monthly', 'annual'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** open | paid | failed | expired. */
    status: text('status').notNull().default('open'),
    message: text('message'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('billing_checkouts_user_idx').on(t.userId, t.createdAt)],
);
export type BillingCheckoutRow = typeof billingCheckouts.$inferSelect;

/** One payment attempt of an account: its billing history and receipts (decision 044). */
export const paymentReceipts = pgTable(
  'payment_receipts',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** R-000001, per account, in payment order. */
    number: text('number').notNull(),
    provider: text('provider').notNull(),
    /** The provider's payment id: a payment is recorded once however often it is reported. */
    providerPaymentId: text('provider_payment_id').notNull(),
    plan: text('plan', { enum: ['premium', 'enterprise'] }).notNull(),
    interval: text('interval', { enum: ['monthly', 'annual'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** paid | failed | refunding | refunded | disputed (decision 047; a refund's and a dispute's line are keyed refund:/dispute: + the payment id). */
    status: text('status').notNull(),
    /** The English sentence, as the original front end shows it; `what` lets each language say it (decision 206). */
    description: text('description').notNull(),
    /** What the line was for, as facts; null on lines written before decision 206. */
    what: jsonb('what').$type<ReceiptWhat>(),
    failureMessage: text('failure_message'),
    periodStart: timestamp('period_start', { withTimezone: true, mode: 'date' }),
    periodEnd: timestamp('period_end', { withTimezone: true, mode: 'date' }),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_receipts_provider_payment_idx').on(t.provider, t.providerPaymentId),
    uniqueIndex('payment_receipts_user_number_idx').on(t.userId, t.number),
    index('payment_receipts_user_idx').on(t.userId, t.paidAt),
  ],
);
export type PaymentReceiptRow = typeof paymentReceipts.$inferSelect;

/** Webhook events applied, by the provider's event id: a replay or a duplicate changes nothing. */
export const billingEvents = pgTable(
  'billing_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Billing mails sent (trial ending in 3 days, on the day; subscription ended): the insert is the claim. */
export const billingNotices = pgTable(
  'billing_notices',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What the notice is about (the trial's end, the period's end), so a new trial or period mails again. */
    about: timestamp('about', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('billing_notices_once_idx').on(t.userId, t.kind, t.about)],
);

/**
 * The sandbox provider's own records (decision 042): the cards it tokenized and the checkout pages
 * it serves. A real provider keeps these on its side; the app reads them only through the provider.
 */
export const sandboxCards = pgTable('sandbox_cards', {
  /** pm_sandbox_…, as Stripe.js gives pm_…. */
  id: text('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** What the test number does: ok | decline | insufficient | decline_renewal. Never the number itself. */
  behaviour: text('behaviour').notNull(),
  createdAt: createdAt(),
});

export const sandboxSessions = pgTable(
  'sandbox_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    metadata: jsonb('metadata').notNull().default({}),
    /** open | paid | failed | expired. */
    status: text('status').notNull().default('open'),
    paymentId: text('payment_id'),
    cardId: text('card_id'),
    failureMessage: text('failure_message'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sandbox_sessions_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
  ],
);
