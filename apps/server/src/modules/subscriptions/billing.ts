import type { BillingInterval } from '@atelier/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { billingCheckouts, paymentReceipts, subscriptions, users, type SubscriptionRow } from '../../db/schema/index.js';
import type { Card, PaymentMetadata, PaymentProvider } from './providers/provider.js';

/**
 * The subscription state machine (issue 14, decision 043): the only code that changes a plan
 * because of money. Every change comes from a payment the provider confirmed (or refused), keyed
 * by the provider's payment id, so a webhook replay, a duplicate, or the same payment seen both in
 * a charge's answer and in its webhook applies once; and each payment names the period it pays
 * for, so an event arriving late never rolls the state back.
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

export const graceEnd = (periodEnd: Date) => new Date(periodEnd.getTime() + GRACE_DAYS * DAY);

type Paid = { paymentId: string; amountCents: number; metadata: PaymentMetadata; card: Card | null; paymentMethodId: string | null; now: Date };
type Failed = { paymentId: string; amountCents: number; metadata: PaymentMetadata; message: string; now: Date };

const PLAN_NAMES = { premium: 'Premium', enterprise: 'Enterprise' } as const;
const describe = (m: PaymentMetadata) =>
  `${PLAN_NAMES[m.planId]} plan, ${m.interval === 'annual' ? 'annual' : 'monthly'}${m.purpose === 'upgrade' ? ' (upgrade, rest of the period)' : m.purpose === 'renewal' ? ' (renewal)' : ''}`;

async function lockUser(tx: Db, userId: string) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

/** Records the payment once; false when it was already recorded (replay, duplicate, second report). */
async function recordReceipt(
  tx: Db,
  provider: string,
  p: { paymentId: string; amountCents: number; metadata: PaymentMetadata; now: Date },
  extra: { status: 'paid' | 'failed'; periodStart: Date | null; periodEnd: Date | null; card: Card | null; failureMessage?: string },
): Promise<boolean> {
  const [n] = await tx.select({ n: count() }).from(paymentReceipts).where(eq(paymentReceipts.userId, p.metadata.userId));
  const [row] = await tx
    .insert(paymentReceipts)
    .values({
      userId: p.metadata.userId,
      number: `R-${String((n?.n ?? 0) + 1).padStart(6, '0')}`,
      provider,
      providerPaymentId: p.paymentId,
      plan: p.metadata.planId,
      interval: p.metadata.interval,
      amountCents: p.amountCents,
      status: extra.status,
      description: describe(p.metadata),
      failureMessage: extra.failureMessage ?? null,
      periodStart: extra.periodStart,
      periodEnd: extra.periodEnd,
      cardBrand: extra.card?.brand ?? null,
      cardLast4: extra.card?.last4 ?? null,
      paidAt: p.now,
    })
    .onConflictDoNothing()
    .returning({ id: paymentReceipts.id });
  return !!row;
}

const cardColumns = (card: Card | null, paymentMethodId: string | null) =>
  card && paymentMethodId
    ? { paymentMethodId, cardBrand: card.brand, cardLast4: card.last4, cardExpMonth: card.expMonth, cardExpYear: card.expYear }
    : {};

export function billingCore(ctx: AppContext, provider: PaymentProvider) {
  /** A confirmed payment: grants or keeps the plan it paid for. Answers false when already applied. */
  async function applyPaid(p: Paid): Promise<boolean> {
    const { metadata: m, now } = p;
    return ctx.db.transaction(async (tx) => {
      if (!(await lockUser(tx, m.userId))) return false;
      const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, m.userId)).for('update');
      let period: { start: Date; end: Date } | null = null;
      let next: Partial<SubscriptionRow> | null = null;
      if (m.purpose === 'subscribe') {
        period = { start: now, end: addInterval(now, m.interval) };
        next = { plan: m.planId, interval: m.interval, currentPeriodStart: period.start, currentPeriodEnd: period.end };
      } else if (m.purpose === 'upgrade' && sub) {
        period = { start: sub.currentPeriodStart, end: sub.currentPeriodEnd };
        next = { plan: m.planId };
      } else if (m.purpose === 'renewal' && sub && sub.currentPeriodEnd.toISOString() === m.periodStart) {
        // Only the renewal of the period that is due moves the period on; an older one is history.
        period = { start: sub.currentPeriodEnd, end: new Date(m.periodEnd) };
        next = { plan: m.planId, interval: m.interval, currentPeriodStart: period.start, currentPeriodEnd: period.end };
      }
      const recorded = await recordReceipt(tx, provider.name, p, {
        status: 'paid',
        periodStart: period?.start ?? (m.periodStart ? new Date(m.periodStart) : null),
        periodEnd: period?.end ?? (m.periodEnd ? new Date(m.periodEnd) : null),
        card: p.card,
      });
      if (!recorded || !next) return recorded;
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
      else if (m.purpose === 'subscribe' && period)
        await tx.insert(subscriptions).values({ ...values, userId: m.userId, provider: provider.name, customerId: m.customerId, plan: m.planId, interval: m.interval, currentPeriodStart: period.start, currentPeriodEnd: period.end });
      await tx.update(users).set({ plan: values.plan ?? sub?.plan ?? m.planId, subscriptionStatus: 'active', subscriptionEndsAt: null }).where(eq(users.id, m.userId));
      return true;
    });
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
      const recorded = await recordReceipt(tx, provider.name, p, { status: 'failed', periodStart: m.periodStart ? new Date(m.periodStart) : null, periodEnd: m.periodEnd ? new Date(m.periodEnd) : null, card: null, failureMessage: p.message });
      if (!recorded) return false;
      const due = sub && m.purpose === 'renewal' && sub.currentPeriodEnd.toISOString() === m.periodStart && (sub.status === 'active' || sub.status === 'past_due');
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
    if (row.status === 'paid') return row;
    const state = await provider.retrieveCheckout(checkoutId, row.userId);
    if (!state) return row;
    if (state.status === 'paid' && state.paymentId && state.metadata) {
      await applyPaid({ paymentId: state.paymentId, amountCents: state.amountCents, metadata: state.metadata, card: state.card, paymentMethodId: state.paymentMethodId, now });
      // The payment's own event may have come first, without the card: the checkout saved it for the renewals.
      if (state.card && state.paymentMethodId) {
        await ctx.db.update(subscriptions).set(cardColumns(state.card, state.paymentMethodId)).where(and(eq(subscriptions.userId, row.userId), isNull(subscriptions.paymentMethodId)));
      }
    }
    if (state.status === row.status) return row;
    const [updated] = await ctx.db
      .update(billingCheckouts)
      .set({ status: state.status, completedAt: state.status === 'open' ? null : now })
      .where(eq(billingCheckouts.id, checkoutId))
      .returning();
    return updated ?? row;
  }

  return { applyPaid, applyFailed, settleCheckout };
}
export type BillingCore = ReturnType<typeof billingCore>;
