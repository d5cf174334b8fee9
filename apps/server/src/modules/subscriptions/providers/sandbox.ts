import { createHash, randomBytes } from 'node:crypto';
import type { SandboxCardBody } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { sandboxCards, sandboxSessions } from '../../../db/schema/index.js';
import { AppError, fieldError, notFound } from '../../../lib/errors.js';
import { said, sayIn, type Said } from '../../../lib/said.js';
import { DECLINE_REFUSALS, findCard, toCard, tokenizeCard, unknownPaymentMethod, type CardBehaviour } from './sandbox-cards.js';
import { depositOf, insertDepositSession, payDeposit, type DepositCheckout, type DepositPaid } from './sandbox-deposits.js';
import { signPayload, verifyPayload } from './signature.js';
import {
  readChargeEvent,
  readMetadata,
  type Card,
  type ChargeResult,
  type PaymentMetadata,
  type PaymentProvider,
  type ProviderEvent,
} from './provider.js';

/**
 * The embedded payment provider (decision 042): with no payment account, our own server
 * plays the provider. It keeps test cards, serves a hosted checkout page, decides each payment by
 * the test card's number, and sends itself signed webhook events in Stripe's shape, through the
 * real webhook route, so checkout, webhook, callback and verification run on a fresh clone and in CI.
 */

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/** Delivers a signed event to our webhook route (app.ts: through the HTTP stack, in process). */
export type Deliver = (body: string, headers: Record<string, string>) => Promise<void>;

type SandboxEvent = { id: string; type: string; created: number; data: { object: Record<string, unknown> } };

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly publishableKey = '';

  constructor(
    private readonly db: Db,
    /** appUrl: where its checkout pages are served (APP_URL also serves /api, decision 048). */
    private readonly opts: { webhookSecret: string; deliver: Deliver; appUrl: string; depositPaid?: DepositPaid },
  ) {}

  async ensureCustomer(user: { id: string }, existing: string | null): Promise<string> {
    return existing ?? `cus_sandbox_${user.id.replace(/-/g, '')}`;
  }

  async attachPaymentMethod({ paymentMethodId, userId }: { paymentMethodId: string; userId: string }): Promise<Card> {
    const row = await findCard(this.db, paymentMethodId, userId);
    if (!row) throw unknownPaymentMethod();
    return toCard(row);
  }

  async charge(opts: {
    paymentMethodId: string;
    amountCents: number;
    metadata: PaymentMetadata;
    idempotencyKey: string;
  }): Promise<ChargeResult> {
    const row = await findCard(this.db, opts.paymentMethodId, opts.metadata.userId);
    // Same key, same payment id: a retried renewal is recognised as the same payment.
    const paymentId = `pi_sandbox_${createHash('sha256').update(opts.idempotencyKey).digest('hex').slice(0, 24)}`;
    if (!row) return { ok: false, paymentId: null, message: 'Payment setup failed. Please try again.' };
    const declined = declineOf(row.behaviour as CardBehaviour, opts.metadata);
    // The payment's outcome is kept and mailed in English, as the provider's would be.
    const failure = declined ? sayIn('en', declined) : null;
    await this.emitPayment(paymentId, opts.amountCents, opts.metadata, row.id, toCard(row), failure);
    return failure ? { ok: false, paymentId, message: failure } : { ok: true, paymentId, card: toCard(row) };
  }

  async createCheckout(opts: {
    userId: string;
    amountCents: number;
    description: string;
    metadata: PaymentMetadata;
    successUrl: string;
    cancelUrl: string;
    expiresAt: Date;
  }) {
    const id = `cs_sandbox_${randomBytes(16).toString('hex')}`;
    await this.db.insert(sandboxSessions).values({
      id,
      userId: opts.userId,
      amountCents: opts.amountCents,
      description: opts.description,
      successUrl: opts.successUrl,
      cancelUrl: opts.cancelUrl,
      metadata: opts.metadata,
      expiresAt: opts.expiresAt,
    });
    return { id, url: this.checkoutUrl(id) };
  }

  /** A booking's or a rental's deposit on the same hosted page (decisions 157, 229): sandbox-deposits.ts. */
  async createDepositCheckout(opts: DepositCheckout) {
    const id = await insertDepositSession(this.db, opts);
    return { id, url: this.checkoutUrl(id) };
  }

  checkoutUrl(id: string): string {
    return `${this.opts.appUrl}/api/v1/subscriptions/sandbox/checkout/${id}`;
  }

  async expireCheckout(id: string): Promise<boolean> {
    const rows = await this.db
      .update(sandboxSessions)
      .set({ status: 'expired' })
      .where(and(eq(sandboxSessions.id, id), eq(sandboxSessions.status, 'open')))
      .returning({ id: sandboxSessions.id });
    return rows.length > 0;
  }

  /** Gives the payment back and says so with Stripe's charge.refunded event; one refund per key. */
  async refund(opts: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<void> {
    const refundId = `re_sandbox_${createHash('sha256').update(opts.idempotencyKey).digest('hex').slice(0, 24)}`;
    await this.send('charge.refunded', {
      id: `ch_${opts.paymentId}`,
      object: 'charge',
      payment_intent: opts.paymentId,
      amount: opts.amountCents,
      amount_refunded: opts.amountCents,
      refunded: true,
      refunds: { data: [{ id: refundId, amount: opts.amountCents, status: 'succeeded' }] },
    });
  }

  async retrieveCheckout(id: string, userId: string) {
    const session = await this.session(id);
    if (!session || session.userId !== userId) return null;
    const card = session.cardId ? await findCard(this.db, session.cardId, userId) : null;
    const expired = session.status === 'open' && session.expiresAt <= new Date();
    return {
      id,
      status: expired ? ('expired' as const) : (session.status as 'open' | 'paid' | 'failed' | 'expired'),
      paymentId: session.paymentId,
      paymentMethodId: session.cardId,
      card: card ? toCard(card) : null,
      amountCents: session.amountCents,
      metadata: readMetadata(session.metadata as Record<string, unknown>),
    };
  }

  /** The sandbox's cards and sessions are rows of the account: they went with it. */
  async forgetCustomer(): Promise<void> {}

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    verifyPayload(rawBody, typeof header === 'string' ? header : undefined, this.opts.webhookSecret);
    let event: SandboxEvent;
    try {
      event = JSON.parse(rawBody.toString('utf8')) as SandboxEvent;
    } catch {
      throw new AppError('BAD_REQUEST', said('subscriptions.webhookNotJson'));
    }
    const base = { id: String(event.id), created: new Date(Number(event.created) * 1000), providerType: String(event.type) };
    const object = event.data?.object ?? {};
    const metadata = readMetadata(object.metadata as Record<string, unknown>);
    if (event.type === 'checkout.session.completed') return { ...base, type: 'checkout.completed', checkoutId: String(object.id) };
    if (event.type === 'payment_intent.succeeded' && metadata) {
      const card = object.card as Card | undefined;
      return {
        ...base,
        type: 'payment.succeeded',
        paymentId: String(object.id),
        amountCents: Number(object.amount),
        metadata,
        card: card ?? null,
        paymentMethodId: String(object.payment_method ?? '') || null,
      };
    }
    if (event.type === 'payment_intent.payment_failed' && metadata) {
      const error = object.last_payment_error as { message?: string } | undefined;
      return {
        ...base,
        type: 'payment.failed',
        paymentId: String(object.id),
        amountCents: Number(object.amount),
        metadata,
        message: error?.message ?? 'Your card was declined.',
      };
    }
    const charge = readChargeEvent(String(event.type), object);
    if (charge) return { ...base, ...charge };
    return { ...base, type: 'ignored' };
  }

  /** The hosted checkout page's session, for its routes. */
  async session(id: string) {
    const [row] = await this.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, id)).limit(1);
    return row ?? null;
  }

  /**
   * The checkout page's Pay: takes the card, charges it, and on success marks the session paid and
   * sends the events. A declined card leaves the session open (the page says why; another card may
   * be tried), as a real checkout does. Answers where the browser goes next.
   */
  async pay(sessionId: string, card: SandboxCardBody & { number: string; cvc: string }, now: Date): Promise<{ redirect: string }> {
    const session = await this.session(sessionId);
    if (!session) throw notFound(said('subscriptions.checkoutNotFound'));
    if (session.status !== 'open' || session.expiresAt <= now)
      throw new AppError('BAD_REQUEST', said('subscriptions.checkoutEndedPricing'));
    const paysFor = depositOf(session.metadata);
    if (paysFor) return payDeposit(this.db, { session, paysFor, card, now, depositPaid: this.opts.depositPaid });
    const metadata = readMetadata(session.metadata as Record<string, unknown>);
    if (!metadata) throw notFound(said('subscriptions.checkoutNotFound'));
    const token = await tokenizeCard(this.db, { userId: session.userId, card, now });
    const [stored] = await this.db.select().from(sandboxCards).where(eq(sandboxCards.id, token.id));
    const paymentId = `pi_sandbox_${randomBytes(12).toString('hex')}`;
    const failure = declineOf((stored?.behaviour ?? 'decline') as CardBehaviour, metadata);
    if (failure) {
      await this.emitPayment(paymentId, session.amountCents, metadata, token.id, token, sayIn('en', failure));
      throw fieldError('number', failure, 'CARD_DECLINED');
    }
    // Paid before its events go out: applying them expires the account's other open checkouts (decision 047), not this one.
    const [paid] = await this.db
      .update(sandboxSessions)
      .set({ status: 'paid', paymentId, cardId: token.id })
      .where(and(eq(sandboxSessions.id, sessionId), eq(sandboxSessions.status, 'open')))
      .returning();
    if (!paid) throw new AppError('BAD_REQUEST', said('subscriptions.checkoutEndedPricing'));
    await this.emitPayment(paymentId, session.amountCents, metadata, token.id, token, null);
    await this.send('checkout.session.completed', { id: sessionId, payment_status: 'paid', payment_intent: paymentId });
    return { redirect: session.successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId) };
  }

  private async emitPayment(
    paymentId: string,
    amount: number,
    metadata: PaymentMetadata,
    cardId: string,
    card: Card,
    failure: string | null,
  ) {
    const object = { id: paymentId, amount, currency: 'usd', metadata, payment_method: cardId, card };
    if (failure)
      await this.send('payment_intent.payment_failed', {
        ...object,
        status: 'requires_payment_method',
        last_payment_error: { message: failure },
      });
    else await this.send('payment_intent.succeeded', { ...object, status: 'succeeded' });
  }

  /** Signs and delivers one event, as the provider's servers would. */
  private async send(type: string, object: Record<string, unknown>): Promise<void> {
    const event: SandboxEvent = {
      id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    };
    const body = JSON.stringify(event);
    await this.opts.deliver(body, {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signPayload(body, this.opts.webhookSecret),
    });
  }
}

/** What a test card does to this payment: a decline refusal, or null when it is paid. */
function declineOf(behaviour: CardBehaviour, metadata: PaymentMetadata): Said | null {
  if (behaviour === 'ok') return null;
  if (behaviour === 'decline_renewal') return metadata.purpose === 'renewal' ? DECLINE_REFUSALS.decline_renewal : null;
  return DECLINE_REFUSALS[behaviour];
}
