import { SUBSCRIPTION_MESSAGES } from '@atelier/shared';
import Stripe from 'stripe';
import type { StripeConfig } from '../../../config.js';
import { AppError } from '../../../lib/errors.js';
import { said } from '../../../lib/said.js';
import { unknownPaymentMethod } from './sandbox-cards.js';
import { badSignature, SIGNATURE_TOLERANCE_S } from './signature.js';
import {
  readChargeEvent,
  readMetadata,
  type Card,
  type ChargeResult,
  type CheckoutState,
  type PaymentMetadata,
  type PaymentProvider,
  type ProviderEvent,
} from './provider.js';

/**
 * Stripe through its official SDK (decision 042): a customer per account, cards as
 * PaymentMethods (the web's Stripe.js createPaymentMethod sends us pm_…), each payment a
 * PaymentIntent (off-session for renewals), the hosted page a Checkout Session in payment mode that
 * saves the card for the renewals. Events are verified with the SDK's constructEvent.
 */

const cardOf = (pm: Stripe.PaymentMethod): Card => ({
  brand: pm.card?.brand ?? 'card',
  last4: pm.card?.last4 ?? '',
  expMonth: pm.card?.exp_month ?? 0,
  expYear: pm.card?.exp_year ?? 0,
});

const unavailable = () => new AppError('PROVIDER_UNAVAILABLE', said('subscriptions.providerUnreachable'));

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(config: StripeConfig) {
    this.publishableKey = config.publishableKey;
    this.webhookSecret = config.webhookSecret;
    // The host, port and protocol options exist for exactly this: tests point the SDK at a local fake.
    const url = config.apiUrl ? new URL(config.apiUrl) : null;
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(url
        ? {
            host: url.hostname,
            port: url.port || (url.protocol === 'https:' ? 443 : 80),
            protocol: url.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }

  async ensureCustomer(user: { id: string; email: string; name: string }, existing: string | null): Promise<string> {
    if (existing) return existing;
    try {
      const customer = await this.stripe.customers.create(
        { email: user.email, name: user.name, metadata: { userId: user.id } },
        { idempotencyKey: `customer:${user.id}` },
      );
      return customer.id;
    } catch {
      throw unavailable();
    }
  }

  async attachPaymentMethod({ paymentMethodId, customerId }: { paymentMethodId: string; customerId: string }): Promise<Card> {
    try {
      return cardOf(await this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError)
        throw new AppError('CARD_DECLINED', err.message, { errors: [{ field: 'paymentMethodId', message: err.message }] });
      if (err instanceof Stripe.errors.StripeInvalidRequestError) throw unknownPaymentMethod();
      throw unavailable();
    }
  }

  async charge(opts: {
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    description: string;
    metadata: PaymentMetadata;
    idempotencyKey: string;
  }): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: opts.amountCents,
          currency: 'usd',
          customer: opts.customerId,
          payment_method: opts.paymentMethodId,
          off_session: true,
          confirm: true,
          description: opts.description,
          metadata: opts.metadata,
        },
        { idempotencyKey: opts.idempotencyKey },
      );
      if (intent.status === 'succeeded') return { ok: true, paymentId: intent.id, card: null };
      // A bank asking for authentication cannot be answered off-session: the user pays on the page.
      return { ok: false, paymentId: intent.id, message: SUBSCRIPTION_MESSAGES.setupFailed };
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError)
        return { ok: false, paymentId: err.payment_intent?.id ?? null, message: err.message };
      if (err instanceof Stripe.errors.StripeInvalidRequestError) throw unknownPaymentMethod();
      throw unavailable();
    }
  }

  async createCheckout(opts: {
    customerId: string;
    userId: string;
    amountCents: number;
    description: string;
    metadata: PaymentMetadata;
    successUrl: string;
    cancelUrl: string;
    expiresAt: Date;
  }) {
    try {
      const session = await this.stripe.checkout.sessions.create({
        mode: 'payment',
        customer: opts.customerId,
        client_reference_id: opts.userId,
        line_items: [
          { quantity: 1, price_data: { currency: 'usd', unit_amount: opts.amountCents, product_data: { name: opts.description } } },
        ],
        // The card is kept for the renewals our server takes (decision 042).
        payment_intent_data: { setup_future_usage: 'off_session', description: opts.description, metadata: opts.metadata },
        metadata: opts.metadata,
        success_url: opts.successUrl,
        cancel_url: opts.cancelUrl,
        // A price holds for a short time only (decision 047); Stripe's default is 24 hours.
        expires_at: Math.floor(opts.expiresAt.getTime() / 1000),
      });
      if (!session.url) throw unavailable();
      return { id: session.id, url: session.url };
    } catch {
      throw unavailable();
    }
  }

  async retrieveCheckout(id: string, userId: string): Promise<CheckoutState | null> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent.payment_method'] });
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError) return null;
      throw unavailable();
    }
    if (session.client_reference_id !== userId) return null;
    const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
    const method = intent && typeof intent.payment_method === 'object' ? intent.payment_method : null;
    return {
      id: session.id,
      status: session.status === 'expired' ? 'expired' : session.payment_status === 'paid' ? 'paid' : 'open',
      paymentId: intent?.id ?? null,
      paymentMethodId: method?.id ?? null,
      card: method ? cardOf(method) : null,
      amountCents: session.amount_total ?? 0,
      metadata: readMetadata(session.metadata),
    };
  }

  async expireCheckout(id: string): Promise<boolean> {
    try {
      return (await this.stripe.checkout.sessions.expire(id)).status === 'expired';
    } catch {
      // Not open any more (paid or expired), or Stripe unreachable: it still expires at its expires_at.
      return false;
    }
  }

  async refund(opts: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<void> {
    try {
      await this.stripe.refunds.create(
        { payment_intent: opts.paymentId, amount: opts.amountCents },
        { idempotencyKey: opts.idempotencyKey },
      );
    } catch (err) {
      // Refunded already (by an earlier try whose answer was lost, or from the dashboard): done.
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'charge_already_refunded') return;
      throw unavailable();
    }
  }

  async forgetCustomer(customerId: string): Promise<void> {
    // Deleting the customer detaches its cards: nothing of the account stays chargeable.
    await this.stripe.customers.del(customerId);
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string') throw badSignature('no signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret, SIGNATURE_TOLERANCE_S);
    } catch {
      throw badSignature('the signature does not match the payload or is too old');
    }
    const base = { id: event.id, created: new Date(event.created * 1000), providerType: event.type };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return { ...base, type: 'checkout.completed', checkoutId: event.data.object.id };
      case 'payment_intent.succeeded': {
        const intent = event.data.object;
        const metadata = readMetadata(intent.metadata);
        if (!metadata) return { ...base, type: 'ignored' };
        const paymentMethodId = typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? null);
        return {
          ...base,
          type: 'payment.succeeded',
          paymentId: intent.id,
          amountCents: intent.amount,
          metadata,
          card: null,
          paymentMethodId,
        };
      }
      case 'payment_intent.payment_failed': {
        const intent = event.data.object;
        const metadata = readMetadata(intent.metadata);
        if (!metadata) return { ...base, type: 'ignored' };
        return {
          ...base,
          type: 'payment.failed',
          paymentId: intent.id,
          amountCents: intent.amount,
          metadata,
          message: intent.last_payment_error?.message ?? 'Your card was declined.',
        };
      }
      case 'charge.refunded':
      case 'charge.dispute.created': {
        const read = readChargeEvent(event.type, event.data.object as unknown as Record<string, unknown>);
        return read ? { ...base, ...read } : { ...base, type: 'ignored' };
      }
      default:
        return { ...base, type: 'ignored' };
    }
  }
}
