import { z } from 'zod';
import { PLAN_IDS, getPlan, type PlanId } from './plans.js';
import { text } from './text.js';

/**
 * Plans, subscriptions and payments (decisions 042-044).
 * Money is integer cents (`…Cents`); `amount` beside it is the same sum in dollars, as invoices speak.
 */

export const BILLING_INTERVALS = ['monthly', 'annual'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
export const BILLING_INTERVAL_LABELS: Record<BillingInterval, string> = { monthly: 'Monthly', annual: 'Annual' };

/** Annual billing saves 20%. */
export const ANNUAL_DISCOUNT_PERCENT = 20;

/**
 * The currency the plans are sold and receipted in (decision 205): one price per plan and interval,
 * shown in every language in the reader's own way of writing dollars.
 */
export const PLAN_CURRENCY = 'USD';

/** The price of one period of a plan in cents: monthly from PLANS, annual twelve months less 20%. */
export function planPriceCents(planId: PlanId, interval: BillingInterval): number {
  const monthly = Math.round(getPlan(planId).price * 100);
  return interval === 'monthly' ? monthly : Math.round((monthly * 12 * (100 - ANNUAL_DISCOUNT_PERCENT)) / 100);
}

/**
 * What the account's subscription is now (decision 043):
 * - inactive: Free, or a trial or subscription that has ended (the Free rules apply);
 * - trialing: in the 14-day trial, no card;
 * - active: paid, renews at dueDate;
 * - past_due: a renewal failed; the plan is kept until graceEndDate, then Free;
 * - cancelled: cancelled by the user; the plan is kept until dueDate, then Free.
 */
export const SUBSCRIPTION_STATUSES = ['inactive', 'trialing', 'active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  inactive: 'Inactive',
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  cancelled: 'Cancelled',
};

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The sandbox's test cards (decision 042), listed on its checkout page too. */
export const SANDBOX_TEST_CARDS = [
  { number: '4242424242424242', outcome: 'succeeds' },
  { number: '4000000000000002', outcome: 'is declined' },
  { number: '4000000000009995', outcome: 'is declined for insufficient funds' },
  { number: '4000000000000341', outcome: 'is accepted, then declined at the next renewal' },
] as const;

/** The subscription messages, the same words on both sides. */
export const SUBSCRIPTION_MESSAGES = {
  selectPlan: 'Please select a plan.',
  alreadyFree: "You're already on the Free plan.",
  alreadySubscribed: 'You are already subscribed to this plan.',
  planUpdated: 'Plan updated successfully',
  cancelled: 'Subscription cancelled successfully',
  paymentMethodUpdated: 'Payment method updated successfully',
  activated: 'Subscription activated successfully',
  paymentFailed: 'Payment failed, try again',
  verified: 'Payment verified successfully',
  verificationFailed: 'Payment verification failed',
  providerNotLoaded: 'The card payment provider is not loaded. Please try again.',
  setupUnexpected: 'An unexpected error occurred during payment setup.',
  setupFailed: 'Payment setup failed. Please try again.',
} as const;

/** GET /subscriptions/config: which provider takes cards, and how the web's card form tokenizes one. */
export const subscriptionConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe's publishable key (pk_…) when provider is stripe, else "". */
  publishableKey: z.string(),
  /**
   * Where the card form sends the card when provider is sandbox
   * (`POST /api/v1/subscriptions/sandbox/payment-methods`), else "" (Stripe.js createPaymentMethod).
   */
  tokenizeUrl: z.string(),
  /** Prices in cents for every plan and interval (annual is 20% off). */
  prices: z.array(z.object({ planId: z.enum(PLAN_IDS), interval: z.enum(BILLING_INTERVALS), amountCents: z.number().int() })),
  trialDays: z.number().int(),
  /** Days a past-due subscription keeps its plan after a failed renewal (decision 043). */
  graceDays: z.number().int(),
  /** The sandbox's test cards; [] with Stripe. */
  testCards: z.array(z.object({ number: z.string(), outcome: z.string() })),
});
export type SubscriptionConfig = z.infer<typeof subscriptionConfigSchema>;

const digits = (label: string, min: number, max: number) =>
  text()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => /^\d+$/.test(v) && v.length >= min && v.length <= max, `${label} is invalid`);

/** POST /subscriptions/sandbox/payment-methods: the sandbox's stand-in for Stripe.js (decision 042). */
export const sandboxCardBodySchema = z.strictObject({
  number: digits('Card number', 12, 19),
  expMonth: z
    .number({ error: 'Expiry month is invalid' })
    .int('Expiry month is invalid')
    .min(1, 'Expiry month is invalid')
    .max(12, 'Expiry month is invalid'),
  expYear: z
    .number({ error: 'Expiry year is invalid' })
    .int('Expiry year is invalid')
    .min(2000, 'Expiry year is invalid')
    .max(2100, 'Expiry year is invalid'),
  cvc: digits('Security code', 3, 4),
});
export type SandboxCardBody = z.input<typeof sandboxCardBodySchema>;

export const cardOnFileSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  /** "MM/YY". */
  exp: z.string(),
});
export type CardOnFile = z.infer<typeof cardOnFileSchema>;

/** What the tokenize call answers: an id like Stripe's pm_…, to send as paymentMethodId. */
export const paymentMethodTokenSchema = z.object({ id: z.string(), brand: z.string(), last4: z.string(), exp: z.string() });
export type PaymentMethodToken = z.infer<typeof paymentMethodTokenSchema>;

export const paymentMethodIdSchema = text()
  .trim()
  .min(1, 'Please enter your card details.')
  .max(255, 'The payment method is invalid')
  .regex(/^pm_[A-Za-z0-9_]+$/, 'The payment method is invalid');

/** POST /subscriptions: planId, optional interval (monthly by default) and an optional card from the card form. */
export const subscribeBodySchema = z.strictObject({
  planId: z.enum(PLAN_IDS, { error: SUBSCRIPTION_MESSAGES.selectPlan }),
  interval: z.enum(BILLING_INTERVALS, { error: 'Select monthly or annual billing' }).optional(),
  paymentMethodId: paymentMethodIdSchema.optional(),
});
export type SubscribeBody = z.input<typeof subscribeBodySchema>;

export const receiptStatuses = ['paid', 'failed', 'refunded'] as const;
export type ReceiptStatus = (typeof receiptStatuses)[number];

/** One payment of the account (the `invoices[]` of the subscription details; decision 044). */
export const receiptSchema = z.object({
  _id: z.string(),
  id: z.string(),
  /** "R-2026-000123". */
  number: z.string(),
  date: z.string(),
  amount: z.number(),
  amountCents: z.number().int(),
  currency: z.literal(PLAN_CURRENCY),
  status: z.enum(receiptStatuses),
  planId: z.enum(PLAN_IDS),
  interval: z.enum(BILLING_INTERVALS),
  description: z.string(),
  /** GET it with the bearer token for the PDF; "" for a failed payment. */
  pdfUrl: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** GET /subscriptions/details. */
export const subscriptionDetailsSchema = z.object({
  /** The plan the account chose (paid or trial); Free when never subscribed. */
  planId: z.enum(PLAN_IDS),
  /** The plan whose rules apply now (Free once a trial or subscription has ended). */
  effectivePlanId: z.enum(PLAN_IDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  isActive: z.boolean(),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  /** Start of the current paid period (or of the trial). */
  startDate: z.string().nullable(),
  /** When the next payment is due (active), or when access ends (trialing, cancelled). */
  dueDate: z.string().nullable(),
  trialEndDate: z.string().nullable(),
  /** The end of the grace period when past_due. */
  graceEndDate: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** A downgrade waiting for the end of the period (decision 043), with its interval. */
  pendingPlanId: z.enum(PLAN_IDS).nullable(),
  pendingInterval: z.enum(BILLING_INTERVALS).nullable(),
  /** The next payment in cents (0 when nothing renews). */
  nextAmountCents: z.number().int(),
  /**
   * Why access ended at once when it did (decision 047): the payment of the period was refunded, or
   * disputed with the card's bank; null otherwise. The Free rules apply (status inactive).
   */
  endedReason: z.enum(['refunded', 'disputed']).nullable(),
  paymentMethod: cardOnFileSchema.nullable(),
  invoices: z.array(receiptSchema),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

/**
 * POST /subscriptions answers one of two things:
 * - a checkout link (the same address under all four of its field names): the browser goes there;
 * - or, with a paymentMethodId (or a downgrade, which takes no money now), the subscription itself.
 * `subscription.status` is what the account's subscription is after the call.
 */
export const subscribeResultSchema = z.object({
  checkoutUrl: z.string().optional(),
  paymentLink: z.string().optional(),
  authorizationUrl: z.string().optional(),
  link: z.string().optional(),
  subscription: subscriptionDetailsSchema,
});
export type SubscribeResult = z.infer<typeof subscribeResultSchema>;

/** PATCH /subscriptions/payment-method. */
export const paymentMethodBodySchema = z.strictObject({ paymentMethodId: paymentMethodIdSchema });
export type PaymentMethodBody = z.input<typeof paymentMethodBodySchema>;

/**
 * GET /subscriptions/verify: the callback page forwards its whole query. We send
 * `session_id` (sandbox and Stripe Checkout alike); the other keys are ignored.
 */
export const verifyQuerySchema = z.looseObject({
  session_id: text().trim().max(255, 'The payment reference is invalid').optional(),
});
export type VerifyQuery = z.input<typeof verifyQuerySchema>;

/** The verification answer; `success` false with the reason when payment was not taken. */
export const verifyResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** "paid" | "pending" | "failed" | "expired": pending while the provider has not confirmed yet. */
  paymentStatus: z.enum(['paid', 'pending', 'failed', 'expired']),
  subscription: subscriptionDetailsSchema,
});
export type VerifyResult = z.infer<typeof verifyResultSchema>;
