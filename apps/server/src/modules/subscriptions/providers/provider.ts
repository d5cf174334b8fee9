import type { BillingInterval, PaymentProvider as ProviderName } from '@atelier/shared';

/**
 * The one interface both payment providers implement (decision 042). Our server owns the
 * billing cycle (periods, renewals, grace, proration); a provider keeps customers and cards, takes
 * one payment at a time (off-session with a saved card, or on its hosted checkout page, which saves
 * the card), and reports what happened through signed webhook events.
 */

export type PaidPlan = 'premium' | 'enterprise';
export type Card = { brand: string; last4: string; expMonth: number; expYear: number };

/**
 * Why money is taken, carried with the payment through the provider and back in its events, so an
 * event alone says what to apply (and a replay, a duplicate or a late event can be recognised).
 * - subscribe: a new paid period starting when paid;
 * - upgrade: the rest of the current period on a higher plan (prorated);
 * - renewal: the period starting at `periodStart` (the previous period's end).
 * A payment applies only to what it was priced for (decision 047): an upgrade to the period
 * `periodStart`-`periodEnd`, its `interval`, from `fromPlan`; anything else is refunded.
 */
export type PaymentPurpose = 'subscribe' | 'upgrade' | 'renewal';
export type PaymentMetadata = {
  userId: string;
  /** The provider's customer the payment belongs to (kept on the subscription for renewals). */
  customerId: string;
  planId: PaidPlan;
  interval: BillingInterval;
  purpose: PaymentPurpose;
  /** ISO instants of the period paid for; "" for a subscribe (it starts when paid). */
  periodStart: string;
  periodEnd: string;
  /** The plan an upgrade was priced from (the difference of the two prices); "" otherwise. */
  fromPlan: PaidPlan | '';
};

export type ChargeResult = { ok: true; paymentId: string; card: Card | null } | { ok: false; paymentId: string | null; message: string };

export type CheckoutState = {
  id: string;
  status: 'open' | 'paid' | 'failed' | 'expired';
  paymentId: string | null;
  /** The card saved by the checkout, for the renewals. */
  paymentMethodId: string | null;
  card: Card | null;
  amountCents: number;
  metadata: PaymentMetadata | null;
};

/** A provider's webhook event, read and verified, in our terms. */
export type ProviderEvent = { id: string; created: Date; providerType: string } & (
  | { type: 'checkout.completed'; checkoutId: string }
  | {
      type: 'payment.succeeded';
      paymentId: string;
      amountCents: number;
      metadata: PaymentMetadata;
      card: Card | null;
      paymentMethodId: string | null;
    }
  | { type: 'payment.failed'; paymentId: string; amountCents: number; metadata: PaymentMetadata; message: string }
  | RefundEvent
  | DisputeEvent
  | { type: 'ignored' }
);
/** Money given back on a payment (Stripe's charge.refunded): `refundedCents` is the total refunded so far. */
export type RefundEvent = { type: 'payment.refunded'; paymentId: string; amountCents: number; refundedCents: number };
/** The card holder disputed a payment with their bank (Stripe's charge.dispute.created). */
export type DisputeEvent = { type: 'payment.disputed'; paymentId: string; disputeId: string; amountCents: number; reason: string };

/** When a checkout page stops taking payment: Stripe's shortest `expires_at` (30 minutes by its clock) and a minute for clocks apart. */
export const CHECKOUT_TTL_MS = 31 * 60_000;

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Stripe's publishable key for Stripe.js; "" for the sandbox. */
  readonly publishableKey: string;
  /** The provider's customer for the account, made on first use. */
  ensureCustomer(user: { id: string; email: string; name: string }, existing: string | null): Promise<string>;
  /** Attaches a card the browser tokenized (pm_…) to the customer; 422 on paymentMethodId when unknown. */
  attachPaymentMethod(opts: { paymentMethodId: string; customerId: string; userId: string }): Promise<Card>;
  /** Takes one payment from a saved card, now; the same idempotency key never charges twice. */
  charge(opts: {
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    description: string;
    metadata: PaymentMetadata;
    idempotencyKey: string;
  }): Promise<ChargeResult>;
  /** A hosted page that takes the card, charges it and saves it; answers its id and address. */
  createCheckout(opts: {
    customerId: string;
    userId: string;
    amountCents: number;
    description: string;
    metadata: PaymentMetadata;
    successUrl: string;
    cancelUrl: string;
    /** After this the page takes no payment (CHECKOUT_TTL_MS from now). */
    expiresAt: Date;
  }): Promise<{ id: string; url: string }>;
  /** Closes an open checkout so it can no longer be paid; false when it was not open (paid, expired, unknown). */
  expireCheckout(id: string): Promise<boolean>;
  /**
   * Gives a payment back to the card; the same idempotency key never refunds twice, and a payment
   * already refunded counts as done. Throws PROVIDER_UNAVAILABLE when the provider cannot be reached.
   */
  refund(opts: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<void>;
  /** The checkout as the provider knows it now; null when it is not one of this account's. */
  retrieveCheckout(id: string, userId: string): Promise<CheckoutState | null>;
  /** Deletes the customer and its saved cards at the provider (the account was deleted). */
  forgetCustomer(customerId: string): Promise<void>;
  /** Verifies the signature (300 s tolerance) and reads the event; throws WEBHOOK_SIGNATURE_INVALID. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent;
}

export const metadataKeys = ['userId', 'customerId', 'planId', 'interval', 'purpose', 'periodStart', 'periodEnd', 'fromPlan'] as const;

/** Metadata back from a provider (strings only), checked rather than trusted. */
export function readMetadata(raw: Record<string, unknown> | null | undefined): PaymentMetadata | null {
  if (!raw) return null;
  const get = (k: string) => (typeof raw[k] === 'string' ? (raw[k] as string) : '');
  const planId = get('planId');
  const interval = get('interval');
  const purpose = get('purpose');
  if (!get('userId') || (planId !== 'premium' && planId !== 'enterprise')) return null;
  if (interval !== 'monthly' && interval !== 'annual') return null;
  if (purpose !== 'subscribe' && purpose !== 'upgrade' && purpose !== 'renewal') return null;
  const fromPlan = get('fromPlan');
  return {
    userId: get('userId'),
    customerId: get('customerId'),
    planId,
    interval,
    purpose,
    periodStart: get('periodStart'),
    periodEnd: get('periodEnd'),
    fromPlan: fromPlan === 'premium' || fromPlan === 'enterprise' ? fromPlan : '',
  };
}

const idOf = (v: unknown) =>
  typeof v === 'string' ? v : v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string' ? (v as { id: string }).id : '';

/**
 * Stripe's refund and dispute events (a Charge, a Dispute), which the sandbox sends in the same
 * shape: both name the PaymentIntent, our payment id. Null when the event is another kind or names none.
 */
export function readChargeEvent(type: string, object: Record<string, unknown>): RefundEvent | DisputeEvent | null {
  const paymentId = idOf(object.payment_intent);
  if (!paymentId) return null;
  const amountCents = Number(object.amount);
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) return null;
  if (type === 'charge.refunded') {
    const refundedCents = Number(object.amount_refunded);
    return Number.isSafeInteger(refundedCents) && refundedCents > 0
      ? { type: 'payment.refunded', paymentId, amountCents, refundedCents }
      : null;
  }
  if (type === 'charge.dispute.created') {
    return {
      type: 'payment.disputed',
      paymentId,
      disputeId: idOf(object.id),
      amountCents,
      reason: typeof object.reason === 'string' ? object.reason : '',
    };
  }
  return null;
}
