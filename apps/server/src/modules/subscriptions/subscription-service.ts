import {
  PLAN_IDS,
  SUBSCRIPTION_MESSAGES as M,
  type SuccessMessageKey,
  planPriceCents,
  type BillingInterval,
  type PlanId,
  type SubscribeBody,
  type SubscriptionDetails,
  type VerifyResult,
} from '@atelier/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { billingEvents, paymentReceipts, subscriptions, users, type SubscriptionRow, type UserRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, notFound, unauthorized } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { ownRecord } from '../../lib/access.js';
import { isSubscriptionActive } from '@atelier/shared';
import { NOT_APPLIED_MESSAGE, type BillingCore } from './state-machine.js';
import { presentDetails } from './presenter.js';
import type { PaidPlan, PaymentProvider } from './providers/provider.js';
import { listReceipts, renewalKey } from './receipts.js';
import { checkout, limitPayments, upgradeAmountCents } from './checkout.js';
import { renewalCharge } from './renewal.js';

/**
 * The subscription calls (decisions 042-044): what an account asks of its
 * subscription (details, subscribe, cancel, change card, the checkout's return, receipts) and the
 * provider's webhook. Plan changes themselves are the state machine's (state-machine.ts).
 */

const rank = (plan: PlanId) => PLAN_IDS.indexOf(plan);
/**
 * The billing history answers the newest lines, this many (decision 070): a line is a payment attempt,
 * so failed cards could grow it without end. Sixteen years of monthly renewals fit; older receipts
 * stay stored and their PDFs open by id.
 */
export const BILLING_HISTORY_SHOWN = 200;
const PAID_STATES = new Set(['active', 'past_due', 'cancelled']);

export function subscriptionService(ctx: AppContext, provider: PaymentProvider, core: BillingCore) {
  const { pay } = checkout(ctx, provider, core);
  async function state(userId: string) {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw unauthorized(said('session.ended'));
    const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
    return { user, sub: sub ?? null };
  }

  /** The paid subscription in force now (active, past due in grace, or cancelled until its end). */
  const paidSubscription = (user: UserRow, sub: SubscriptionRow | null, now: Date) =>
    sub && PAID_STATES.has(sub.status) && PAID_STATES.has(user.subscriptionStatus) && isSubscriptionActive(user, now) ? sub : null;

  async function details(userId: string, now: Date): Promise<SubscriptionDetails> {
    const { user, sub } = await state(userId);
    const receipts = await ctx.db
      .select()
      .from(paymentReceipts)
      .where(eq(paymentReceipts.userId, userId))
      .orderBy(desc(paymentReceipts.paidAt), desc(paymentReceipts.number))
      .limit(BILLING_HISTORY_SHOWN);
    return presentDetails(user, sub, receipts, now);
  }

  async function setState(userId: string, sub: Partial<SubscriptionRow> | null, user: Partial<UserRow>) {
    await ctx.db.transaction(async (tx) => {
      if (sub) await tx.update(subscriptions).set(sub).where(eq(subscriptions.userId, userId));
      await tx.update(users).set(user).where(eq(users.id, userId));
    });
  }

  async function subscribe({ actor, input, now }: { actor: Actor; input: SubscribeBody & { interval?: BillingInterval }; now: Date }) {
    const { user, sub } = await state(actor.user.id);
    const paid = paidSubscription(user, sub, now);
    const planId = input.planId as PlanId;
    const done = async (messageKey: SuccessMessageKey = 'planUpdated', link: string | null = null) => ({
      messageKey,
      link,
      subscription: await details(user.id, now),
    });

    if (planId === 'free') {
      if (!paid) {
        if (user.subscriptionStatus !== 'trialing' || !isSubscriptionActive(user, now))
          throw new AppError('ALREADY_ON_FREE_PLAN', said('subscriptions.alreadyFree'));
        // Leaving a trial for Free: no card was taken, so it simply ends now.
        await setState(user.id, null, { plan: 'free', subscriptionStatus: 'inactive', trialEndDate: now });
        return done();
      }
      if (paid.status === 'past_due') {
        await setState(user.id, { status: 'ended' }, { plan: 'free', subscriptionStatus: 'inactive', subscriptionEndsAt: now });
        return done();
      }
      // A downgrade to Free is a cancellation at the end of the paid period (decision 043).
      await setState(
        user.id,
        { pendingPlan: 'free', pendingInterval: null, cancelAtPeriodEnd: true, status: 'cancelled' },
        { subscriptionStatus: 'cancelled', subscriptionEndsAt: paid.currentPeriodEnd },
      );
      return done();
    }

    if (paid && paid.status !== 'past_due') {
      const interval = input.interval ?? paid.interval;
      const resume = { cancelAtPeriodEnd: false, status: 'active' };
      const resumeUser = { subscriptionStatus: 'active' as const, subscriptionEndsAt: null };
      if (planId === paid.plan) {
        const changes = interval !== paid.interval || paid.cancelAtPeriodEnd || paid.pendingPlan !== null || paid.pendingInterval !== null;
        if (!changes) throw new AppError('ALREADY_SUBSCRIBED', said('subscriptions.alreadySubscribed'));
        // Back to the current plan (undoing a cancellation or downgrade), or another interval from the next period.
        await setState(
          user.id,
          { ...resume, pendingPlan: null, pendingInterval: interval === paid.interval ? null : interval },
          resumeUser,
        );
        return done();
      }
      if (rank(planId) < rank(paid.plan)) {
        // Downgrade: at the end of the paid period, which keeps what was paid for until then.
        await setState(
          user.id,
          { ...resume, pendingPlan: planId, pendingInterval: interval === paid.interval ? null : interval },
          resumeUser,
        );
        return done();
      }
      // Upgrade: at once, paying the rest of the period on the higher plan.
      const amount = upgradeAmountCents(paid, planId as PaidPlan, now);
      // What the price was made from goes with the payment: it applies to nothing else (decision 047).
      const m = {
        userId: user.id,
        planId: planId as PaidPlan,
        interval: paid.interval,
        purpose: 'upgrade' as const,
        periodStart: paid.currentPeriodStart.toISOString(),
        periodEnd: paid.currentPeriodEnd.toISOString(),
        fromPlan: paid.plan,
      };
      const { link } = await pay({ user, purchase: m, amountCents: amount, paymentMethodId: input.paymentMethodId, now });
      return link ? done('continueToCheckout', link) : done();
    }

    // A new paid period: from Free, a trial, an ended subscription, or a past-due one (its unpaid grace is not charged).
    const interval = input.interval ?? 'monthly';
    const m = {
      userId: user.id,
      planId: planId as PaidPlan,
      interval,
      purpose: 'subscribe' as const,
      periodStart: '',
      periodEnd: '',
      fromPlan: '' as const,
    };
    const { link } = await pay({
      user,
      purchase: m,
      amountCents: planPriceCents(planId, interval),
      paymentMethodId: input.paymentMethodId,
      now,
    });
    return link ? done('continueToCheckout', link) : done();
  }

  async function cancel({ actor, now }: { actor: Actor; now: Date }) {
    const { user, sub } = await state(actor.user.id);
    const paid = paidSubscription(user, sub, now);
    if (!paid) {
      if (user.subscriptionStatus === 'trialing' && isSubscriptionActive(user, now)) {
        await setState(user.id, null, { plan: 'free', subscriptionStatus: 'inactive', trialEndDate: now });
      } else {
        throw new AppError('NO_ACTIVE_SUBSCRIPTION', said('subscriptions.nothingToCancel'));
      }
    } else if (paid.status === 'past_due') {
      await setState(user.id, { status: 'ended' }, { subscriptionStatus: 'inactive', subscriptionEndsAt: now });
    } else if (paid.status === 'active') {
      // Cancellation keeps access to the end of the paid period.
      await setState(
        user.id,
        { cancelAtPeriodEnd: true, status: 'cancelled', pendingPlan: null, pendingInterval: null },
        { subscriptionStatus: 'cancelled', subscriptionEndsAt: paid.currentPeriodEnd },
      );
    }
    return details(user.id, now);
  }

  async function updatePaymentMethod({ actor, paymentMethodId, now }: { actor: Actor; paymentMethodId: string; now: Date }) {
    const { user, sub } = await state(actor.user.id);
    if (!sub || !user.billingCustomerId) throw new AppError('NO_ACTIVE_SUBSCRIPTION', said('subscriptions.subscribeBeforeCard'));
    await limitPayments(ctx, user.id);
    const card = await provider.attachPaymentMethod({ paymentMethodId, customerId: user.billingCustomerId, userId: user.id });
    await ctx.db
      .update(subscriptions)
      .set({ paymentMethodId, cardBrand: card.brand, cardLast4: card.last4, cardExpMonth: card.expMonth, cardExpYear: card.expYear })
      .where(eq(subscriptions.userId, user.id));
    if (paidSubscription(user, sub, now)?.status === 'past_due') {
      // A new card settles the failed renewal at once (decision 043).
      const { metadata, amountCents } = renewalCharge(sub, user.billingCustomerId);
      const { planId, interval } = metadata;
      const idempotencyKey = await renewalKey(ctx.db, user.id, metadata.periodStart);
      const result = await provider.charge({
        customerId: user.billingCustomerId,
        paymentMethodId,
        amountCents,
        description: `Atelier ${planId} (${interval})`,
        metadata,
        idempotencyKey,
      });
      if (!result.ok) {
        if (result.paymentId) await core.applyFailed({ paymentId: result.paymentId, amountCents, metadata, message: result.message, now });
        throw new AppError('CARD_DECLINED', result.message, { errors: [{ field: 'paymentMethodId', message: result.message }] });
      }
      await core.applyPaid({ paymentId: result.paymentId, amountCents, metadata, card: result.card ?? card, paymentMethodId, now });
    }
    return details(user.id, now);
  }

  async function verify({ actor, sessionId, now }: { actor: Actor; sessionId: string | undefined; now: Date }): Promise<VerifyResult> {
    const answer = async (success: boolean, message: string, paymentStatus: VerifyResult['paymentStatus']) => ({
      success,
      message,
      paymentStatus,
      subscription: await details(actor.user.id, now),
    });
    if (!sessionId) return answer(false, `${M.verificationFailed}: the payment reference is missing.`, 'failed');
    const checkout = await core.settleCheckout(sessionId, actor.user.id, now);
    if (!checkout) return answer(false, `${M.verificationFailed}: no payment of yours has that reference.`, 'failed');
    if (checkout.status === 'paid') return answer(true, M.verified, 'paid');
    if (checkout.status === 'expired') return answer(false, 'The checkout expired before payment. Your plan has not changed.', 'expired');
    if (checkout.status === 'failed') return answer(false, checkout.message ?? NOT_APPLIED_MESSAGE, 'failed');
    return answer(false, 'The payment was not completed. Your plan has not changed.', 'pending');
  }

  /** A provider's signed event: verified, applied once, unknown kinds acknowledged and ignored. */
  async function webhook({
    rawBody,
    headers,
    now,
  }: {
    rawBody: Buffer;
    headers: Record<string, string | string[] | undefined>;
    now: Date;
  }) {
    const event = provider.parseWebhook(rawBody, headers);
    const seen = await ctx.db
      .select({ id: billingEvents.eventId })
      .from(billingEvents)
      .where(and(eq(billingEvents.provider, provider.name), eq(billingEvents.eventId, event.id)))
      .limit(1);
    if (seen.length > 0) return { duplicate: true };
    if (event.type === 'checkout.completed') await core.settleCheckout(event.checkoutId, null, now);
    if (event.type === 'payment.succeeded') await core.applyPaid({ ...event, now });
    if (event.type === 'payment.failed') await core.applyFailed({ ...event, now });
    if (event.type === 'payment.refunded') await core.applyRefund({ ...event, now });
    if (event.type === 'payment.disputed') await core.applyDispute({ ...event, now });
    // Recorded after applying: a failure midway lets the provider's retry apply it (applying is idempotent).
    await ctx.db
      .insert(billingEvents)
      .values({ provider: provider.name, eventId: event.id, type: event.providerType })
      .onConflictDoNothing();
    return { duplicate: false };
  }

  async function receipt({ actor, id }: { actor: Actor; id: string }) {
    const [row] = await ctx.db
      .select()
      .from(paymentReceipts)
      .where(and(ownRecord({ actor, table: paymentReceipts, what: 'Receipt', id }), eq(paymentReceipts.status, 'paid')))
      .limit(1);
    if (!row) throw notFound(said('subscriptions.receiptNotFound'));
    return { receipt: row, user: (await state(actor.user.id)).user };
  }

  return {
    details: ({ actor, now }: { actor: Actor; now: Date }) => details(actor.user.id, now),
    subscribe,
    cancel,
    updatePaymentMethod,
    verify,
    webhook,
    receipt,
    receipts: (opts: Parameters<typeof listReceipts>[1]) => listReceipts(ctx, opts),
  };
}
