import { and, eq } from 'drizzle-orm';
import type { ReceiptWhat } from '@atelier/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { paymentReceipts, subscriptions, users, type PaymentReceiptRow, type SubscriptionRow } from '../../db/schema/index.js';
import type { DisputeEvent, PaymentProvider, RefundEvent } from './providers/provider.js';
import { disputeKey, englishDescription, findReceipt, lockUser, paymentOfRefundKey, recordReceipt, refundKey } from './receipts.js';

/**
 * Money going back (decision 047). A refund we owe (a payment not applied) is written first as a
 * `refunding` line, then made through the provider under the line's key, so a lost answer or a
 * crash retries the same refund (the billing worker sweeps what is left). A refund or a dispute the
 * provider reports leaves a line, and one of the payment that paid the current period ends access
 * at once: the account is on the Free rules, its subscription `refunded` or `disputed`.
 */

const BATCH = 50;
const ENDABLE = new Set(['active', 'past_due', 'cancelled']);

/** Whether this payment paid for the period the subscription is in now. */
const paidCurrentPeriod = (payment: PaymentReceiptRow, sub: SubscriptionRow | undefined) =>
  !!sub && ENDABLE.has(sub.status) && !!payment.periodEnd && payment.periodEnd.getTime() === sub.currentPeriodEnd.getTime();

async function endAccess(tx: Db, userId: string, why: 'refunded' | 'disputed', now: Date) {
  await tx
    .update(subscriptions)
    .set({ status: why, cancelAtPeriodEnd: false, pendingPlan: null, pendingInterval: null, graceEndsAt: null, renewalClaimedAt: null })
    .where(eq(subscriptions.userId, userId));
  await tx.update(users).set({ plan: 'free', subscriptionStatus: 'inactive', subscriptionEndsAt: now }).where(eq(users.id, userId));
}

export function refunds(ctx: AppContext, provider: PaymentProvider) {
  /** Whether a refund of this payment is owed or made (the payment was not applied, or was refunded). */
  async function refundOwed(paymentId: string) {
    return !!(await findReceipt(ctx.db, provider.name, refundKey(paymentId)));
  }

  /** Makes the refund a `refunding` line owes; false when the provider could not be reached (retried later). */
  async function settleRefund(paymentId: string): Promise<boolean> {
    const line = await findReceipt(ctx.db, provider.name, refundKey(paymentId));
    if (!line || line.status !== 'refunding') return true;
    try {
      await provider.refund({ paymentId, amountCents: line.amountCents, idempotencyKey: refundKey(paymentId) });
    } catch {
      return false;
    }
    await ctx.db
      .update(paymentReceipts)
      .set({ status: 'refunded' })
      .where(and(eq(paymentReceipts.id, line.id), eq(paymentReceipts.status, 'refunding')));
    return true;
  }

  /** The billing worker's sweep: refunds owed that an earlier try could not make. */
  async function retryRefunds(): Promise<number> {
    const owed = await ctx.db
      .select({ key: paymentReceipts.providerPaymentId })
      .from(paymentReceipts)
      .where(and(eq(paymentReceipts.provider, provider.name), eq(paymentReceipts.status, 'refunding')))
      .limit(BATCH);
    let made = 0;
    for (const { key } of owed) if (await settleRefund(paymentOfRefundKey(key))) made += 1;
    return made;
  }

  /** The provider refunded (part of) a payment: a line, and a whole refund of the current period ends access. */
  async function applyRefund(e: RefundEvent & { now: Date }): Promise<boolean> {
    const payment = await findReceipt(ctx.db, provider.name, e.paymentId);
    if (!payment || payment.status !== 'paid') return false;
    return ctx.db.transaction(async (tx) => {
      await lockUser(tx, payment.userId);
      const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, payment.userId)).for('update');
      const refundedCents = Math.min(e.refundedCents, payment.amountCents);
      const whole = refundedCents >= payment.amountCents;
      const ends = whole && paidCurrentPeriod(payment, sub);
      const what: ReceiptWhat = { kind: 'refund-of', number: payment.number, notApplied: false, part: !whole, ended: ends };
      const [line] = await tx
        .select()
        .from(paymentReceipts)
        .where(and(eq(paymentReceipts.provider, provider.name), eq(paymentReceipts.providerPaymentId, refundKey(e.paymentId))))
        .for('update');
      if (line) {
        // Ours going through, or a further part: the one line says the total refunded.
        if (line.status === 'refunded' && line.amountCents >= refundedCents) return false;
        const amountCents = Math.max(line.amountCents, refundedCents);
        // Ours keeps its own words (a payment not applied); one the provider reports says how much and what it did.
        await tx
          .update(paymentReceipts)
          .set({
            status: 'refunded',
            amountCents,
            ...(line.status === 'refunding'
              ? {}
              : { what, description: englishDescription({ what, plan: payment.plan, interval: payment.interval }) }),
          })
          .where(eq(paymentReceipts.id, line.id));
      } else {
        await recordReceipt(tx, provider.name, {
          userId: payment.userId,
          providerPaymentId: refundKey(e.paymentId),
          plan: payment.plan,
          interval: payment.interval,
          amountCents: refundedCents,
          status: 'refunded',
          what,
          periodStart: payment.periodStart,
          periodEnd: payment.periodEnd,
          card: payment.cardBrand && payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
          at: e.now,
        });
      }
      if (ends) await endAccess(tx, payment.userId, 'refunded', e.now);
      return true;
    });
  }

  /** The card holder disputed a payment: a line, and a dispute of the current period ends access at once. */
  async function applyDispute(e: DisputeEvent & { now: Date }): Promise<boolean> {
    const payment = await findReceipt(ctx.db, provider.name, e.paymentId);
    if (!payment || payment.status !== 'paid') return false;
    return ctx.db.transaction(async (tx) => {
      await lockUser(tx, payment.userId);
      const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, payment.userId)).for('update');
      const ends = paidCurrentPeriod(payment, sub);
      const number = await recordReceipt(tx, provider.name, {
        userId: payment.userId,
        providerPaymentId: disputeKey(e.paymentId),
        plan: payment.plan,
        interval: payment.interval,
        amountCents: Math.min(e.amountCents, payment.amountCents),
        status: 'disputed',
        what: { kind: 'disputed', number: payment.number, ended: ends },
        periodStart: payment.periodStart,
        periodEnd: payment.periodEnd,
        card: payment.cardBrand && payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
        at: e.now,
      });
      if (!number) return false;
      if (ends) await endAccess(tx, payment.userId, 'disputed', e.now);
      return true;
    });
  }

  return { refundOwed, settleRefund, retryRefunds, applyRefund, applyDispute };
}
