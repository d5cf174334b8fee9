import { PLAN_IDS, type BillingInterval } from '@atelier/shared';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { billingCheckouts, subscriptions, users, type SubscriptionRow } from '../../db/schema/index.js';
import type { Card, PaymentMetadata, PaymentProvider } from './providers/provider.js';
import { lockUser, recordReceipt, refundKey } from './receipts.js';
import { refunds } from './refunds.js';

/**
 * The subscription state machine (decision 043): the only code that changes a plan
 * because of money. Every change comes from a payment the provider confirmed (or refused), keyed
 * by the provider's payment id, so a webhook replay, a duplicate, or the same payment seen both in
 * a charge's answer and in its webhook applies once; and each payment names what it was priced
 * for, so a payment arriving late never applies to anything else (decision 047).
 */

/** A failed renewal keeps the plan this long (past_due), then the Free rules apply. */
export const GRACE_DAYS = 7;
const DAY = 86_400_000;

/** The end of a period starting at `start`: the same day of the next month (or year), clamped to the month's end. */
export function addInterval(start: Date, interval: BillingInterval): Date {
  const months = interval === 'annual' ? 12 : 1;
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(start);
  d.setUTCFullYear(y, m, Math.min(start.getUTCDate(), lastDay));
  return d;
}

const graceEnd = (periodEnd: Date) => new Date(periodEnd.getTime() + GRACE_DAYS * DAY);

type Paid = {
  paymentId: string;
  amountCents: number;
  metadata: PaymentMetadata;
  card: Card | null;
  paymentMethodId: string | null;
  now: Date;
};
type Failed = { paymentId: string; amountCents: number; metadata: PaymentMetadata; message: string; now: Date };
/** What the payment page's return says of a checkout paid for what no longer was (decision 047). */
export const NOT_APPLIED_MESSAGE =
  'Your subscription changed after this checkout was priced, so the payment was not applied and is being refunded. Your plan has not changed.';

/** applied; duplicate (already recorded); not_applied (recorded, and refunded); unknown (no such account). */
export type PaidOutcome = 'applied' | 'duplicate' | 'not_applied' | 'unknown';

const rank = (plan: string) => PLAN_IDS.indexOf(plan as (typeof PLAN_IDS)[number]);
const iso = (d: Date) => d.toISOString();
/** Statuses whose paid period is in force (past_due is in grace: a new subscription replaces it). */
const IN_FORCE = new Set(['active', 'cancelled']);
const RENEWABLE = new Set(['active', 'past_due', 'cancelled']);
/** How far back a checkout may still be open at a provider (Stripe's longest session: 24 hours). */
const OPEN_CHECKOUT_LOOKBACK_MS = DAY;

type Application = { period: { start: Date; end: Date }; next: Partial<SubscriptionRow> } | { why: 'in-force' | 'changed' | 'settled' };

/**
 * What a confirmed payment changes, judged under the account's lock (decision 047): only what it
 * was priced for. A subscribe starts a period when none is in force; an upgrade applies to the very
 * period, interval and plan its prorated price was made from; a renewal pays the period now due.
 */
function applicationOf(m: PaymentMetadata, sub: SubscriptionRow | null, now: Date): Application {
  const inForce = !!sub && IN_FORCE.has(sub.status) && sub.currentPeriodEnd > now;
  if (m.purpose === 'subscribe') {
    if (inForce) return { why: 'in-force' };
    const period = { start: now, end: addInterval(now, m.interval) };
    return { period, next: { plan: m.planId, interval: m.interval, currentPeriodStart: period.start, currentPeriodEnd: period.end } };
  }
  if (m.purpose === 'upgrade') {
    const priced =
      !!sub &&
      inForce &&
      iso(sub.currentPeriodStart) === m.periodStart &&
      iso(sub.currentPeriodEnd) === m.periodEnd &&
      sub.interval === m.interval &&
      sub.plan === m.fromPlan &&
      rank(m.planId) > rank(sub.plan);
    if (!sub || !priced) return { why: 'changed' };
    return { period: { start: sub.currentPeriodStart, end: sub.currentPeriodEnd }, next: { plan: m.planId } };
  }
  if (sub && RENEWABLE.has(sub.status) && iso(sub.currentPeriodEnd) === m.periodStart) {
    const period = { start: sub.currentPeriodEnd, end: new Date(m.periodEnd) };
    return { period, next: { plan: m.planId, interval: m.interval, currentPeriodStart: period.start, currentPeriodEnd: period.end } };
  }
  return { why: 'settled' };
}

/** The card to charge next time; what it shows may come later (a Stripe payment event names the card, the checkout describes it). */
const cardColumns = (card: Card | null, paymentMethodId: string | null) =>
  paymentMethodId
    ? {
        paymentMethodId,
        ...(card ? { cardBrand: card.brand, cardLast4: card.last4, cardExpMonth: card.expMonth, cardExpYear: card.expYear } : {}),
      }
    : {};

export function billingCore(ctx: AppContext, provider: PaymentProvider) {
  const money = refunds(ctx, provider);

  /**
   * Once a payment changed the subscription, the account's other open checkouts were priced for
   * what it was before: they are closed at the provider (decision 047). The check under the lock
   * stays the guard, for a checkout paid before it could be closed.
   */
  async function expireOpenCheckouts(userId: string, now: Date) {
    const open = await ctx.db
      .select({ id: billingCheckouts.id })
      .from(billingCheckouts)
      .where(
        and(
          eq(billingCheckouts.userId, userId),
          eq(billingCheckouts.status, 'open'),
          gt(billingCheckouts.createdAt, new Date(now.getTime() - OPEN_CHECKOUT_LOOKBACK_MS)),
        ),
      );
    for (const { id } of open) {
      if (!(await provider.expireCheckout(id))) continue;
      await ctx.db
        .update(billingCheckouts)
        .set({ status: 'expired', completedAt: now })
        .where(and(eq(billingCheckouts.id, id), eq(billingCheckouts.status, 'open')));
    }
  }

  /** A confirmed payment: grants or keeps what it paid for, or records it as not applied and refunds it. */
  async function applyPaid(p: Paid): Promise<PaidOutcome> {
    const { metadata: m, now } = p;
    const outcome = await ctx.db.transaction(async (tx): Promise<PaidOutcome> => {
      if (!(await lockUser(tx, m.userId))) return 'unknown';
      const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, m.userId)).for('update');
      const application = applicationOf(m, sub ?? null, now);
      const line = { userId: m.userId, plan: m.planId, interval: m.interval, amountCents: p.amountCents, card: p.card, at: now };
      if ('why' in application) {
        const number = await recordReceipt(tx, provider.name, {
          ...line,
          providerPaymentId: p.paymentId,
          status: 'paid',
          what: { kind: 'not-applied', purpose: m.purpose, why: application.why },
          periodStart: null,
          periodEnd: null,
        });
        if (!number) return 'duplicate';
        await recordReceipt(tx, provider.name, {
          ...line,
          providerPaymentId: refundKey(p.paymentId),
          status: 'refunding',
          what: { kind: 'refund-of', number, notApplied: true, part: false, ended: false },
          periodStart: null,
          periodEnd: null,
        });
        return 'not_applied';
      }
      const { period, next } = application;
      const recorded = await recordReceipt(tx, provider.name, {
        ...line,
        providerPaymentId: p.paymentId,
        status: 'paid',
        what: { kind: 'payment', purpose: m.purpose },
        periodStart: period.start,
        periodEnd: period.end,
      });
      if (!recorded) return 'duplicate';
      const values = {
        ...next,
        status: 'active',
        cancelAtPeriodEnd: false,
        pendingPlan: null,
        pendingInterval: null,
        graceEndsAt: null,
        renewalClaimedAt: null,
        ...cardColumns(p.card, p.paymentMethodId),
      };
      if (sub) await tx.update(subscriptions).set(values).where(eq(subscriptions.userId, m.userId));
      else
        await tx.insert(subscriptions).values({
          ...values,
          userId: m.userId,
          provider: provider.name,
          customerId: m.customerId,
          plan: m.planId,
          interval: m.interval,
          currentPeriodStart: period.start,
          currentPeriodEnd: period.end,
        });
      await tx
        .update(users)
        .set({ plan: values.plan ?? sub?.plan ?? m.planId, subscriptionStatus: 'active', subscriptionEndsAt: null })
        .where(eq(users.id, m.userId));
      return 'applied';
    });
    if (outcome === 'applied') await expireOpenCheckouts(m.userId, now);
    // A refund owed is made now; a duplicate retries one an earlier report could not make.
    if (outcome === 'not_applied' || outcome === 'duplicate') await money.settleRefund(p.paymentId);
    return outcome;
  }

  /**
   * A refused payment: always in the billing history; the plan never changes for it, except a
   * failed renewal of the period now due, which makes the subscription past_due until the grace ends.
   */
  async function applyFailed(p: Failed): Promise<boolean> {
    const { metadata: m } = p;
    return ctx.db.transaction(async (tx) => {
      if (!(await lockUser(tx, m.userId))) return false;
      const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, m.userId)).for('update');
      const recorded = await recordReceipt(tx, provider.name, {
        userId: m.userId,
        providerPaymentId: p.paymentId,
        plan: m.planId,
        interval: m.interval,
        amountCents: p.amountCents,
        status: 'failed',
        what: { kind: 'payment', purpose: m.purpose },
        failureMessage: p.message,
        periodStart: m.periodStart ? new Date(m.periodStart) : null,
        periodEnd: m.periodEnd ? new Date(m.periodEnd) : null,
        card: null,
        at: p.now,
      });
      if (!recorded) return false;
      const due =
        sub &&
        m.purpose === 'renewal' &&
        iso(sub.currentPeriodEnd) === m.periodStart &&
        (sub.status === 'active' || sub.status === 'past_due');
      if (due) {
        const ends = sub.graceEndsAt ?? graceEnd(sub.currentPeriodEnd);
        await tx.update(subscriptions).set({ status: 'past_due', graceEndsAt: ends }).where(eq(subscriptions.userId, m.userId));
        await tx.update(users).set({ subscriptionStatus: 'past_due', subscriptionEndsAt: ends }).where(eq(users.id, m.userId));
      }
      return true;
    });
  }

  /**
   * Settles a hosted checkout from what the provider says now (the webhook and the callback's
   * verification both call it; whichever comes first applies the payment, the other finds it done).
   */
  async function settleCheckout(checkoutId: string, userId: string | null, now: Date) {
    const [row] = await ctx.db
      .select()
      .from(billingCheckouts)
      .where(userId ? and(eq(billingCheckouts.id, checkoutId), eq(billingCheckouts.userId, userId)) : eq(billingCheckouts.id, checkoutId))
      .limit(1);
    if (!row) return null;
    if (row.status === 'paid' || row.status === 'failed') return row;
    const state = await provider.retrieveCheckout(checkoutId, row.userId);
    if (!state) return row;
    let status = state.status;
    if (state.status === 'paid' && state.paymentId && state.metadata) {
      const outcome = await applyPaid({
        paymentId: state.paymentId,
        amountCents: state.amountCents,
        metadata: state.metadata,
        card: state.card,
        paymentMethodId: state.paymentMethodId,
        now,
      });
      if (outcome === 'not_applied' || (outcome === 'duplicate' && (await money.refundOwed(state.paymentId)))) {
        status = 'failed';
      } else if (state.card && state.paymentMethodId) {
        // The payment's own event may have come first, without the card: the checkout saved it for the renewals.
        await ctx.db
          .update(subscriptions)
          .set(cardColumns(state.card, state.paymentMethodId))
          .where(
            and(
              eq(subscriptions.userId, row.userId),
              or(isNull(subscriptions.paymentMethodId), eq(subscriptions.paymentMethodId, state.paymentMethodId)),
            ),
          );
      }
    }
    if (status === row.status) return row;
    const [updated] = await ctx.db
      .update(billingCheckouts)
      .set({ status, message: status === 'failed' ? NOT_APPLIED_MESSAGE : null, completedAt: status === 'open' ? null : now })
      .where(eq(billingCheckouts.id, checkoutId))
      .returning();
    return updated ?? row;
  }

  return { applyPaid, applyFailed, settleCheckout, ...money };
}
export type BillingCore = ReturnType<typeof billingCore>;
