import type { BillingInterval, PaymentProvider as ProviderName } from '@atelier/shared';

/**
 * The one interface both payment providers implement (issue 14, decision 042). Our server owns the
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
};

export type ChargeResult =
  | { ok: true; paymentId: string; card: Card | null }
  | { ok: false; paymentId: string | null; message: string };

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
  | { type: 'payment.succeeded'; paymentId: string; amountCents: number; metadata: PaymentMetadata; card: Card | null; paymentMethodId: string | null }
  | { type: 'payment.failed'; paymentId: string; amountCents: number; metadata: PaymentMetadata; message: string }
  | { type: 'ignored' }
);

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Stripe's publishable key for Stripe.js; "" for the sandbox. */
  readonly publishableKey: string;
  /** The provider's customer for the account, made on first use. */
  ensureCustomer(user: { id: string; email: string; name: string }, existing: string | null): Promise<string>;
  /** Attaches a card the browser tokenized (pm_…) to the customer; 422 on paymentMethodId when unknown. */
  attachPaymentMethod(opts: { paymentMethodId: string; customerId: string; userId: string }): Promise<Card>;
  /** Takes one payment from a saved card, now; the same idempotency key never charges twice. */
  charge(opts: { customerId: string; paymentMethodId: string; amountCents: number; description: string; metadata: PaymentMetadata; idempotencyKey: string }): Promise<ChargeResult>;
  /** A hosted page that takes the card, charges it and saves it; answers its id and address. */
  createCheckout(opts: {
    customerId: string;
    userId: string;
    amountCents: number;
    description: string;
    metadata: PaymentMetadata;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  /** The checkout as the provider knows it now; null when it is not one of this account's. */
  retrieveCheckout(id: string, userId: string): Promise<CheckoutState | null>;
  /** Verifies the signature (300 s tolerance) and reads the event; throws WEBHOOK_SIGNATURE_INVALID. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent;
}

export const metadataKeys = ['userId', 'customerId', 'planId', 'interval', 'purpose', 'periodStart', 'periodEnd'] as const;

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
  return { userId: get('userId'), customerId: get('customerId'), planId, interval, purpose, periodStart: get('periodStart'), periodEnd: get('periodEnd') };
}
