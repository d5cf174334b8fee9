import { describeReceipt, type PageQuery, type ReceiptWhat } from '@atelier/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { paymentReceipts, users, type PaymentReceiptRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { positionText, readList, type ListRead } from '../../lib/pages.js';
import type { Card, PaidPlan, PaymentMetadata } from './providers/provider.js';

/**
 * The billing history's lines (decision 044), one home for writing them. A line is a payment
 * attempt (paid | failed), or money going back on one (decision 047): a refund we owe and have
 * not yet seen go through (refunding), a refund (refunded), a dispute (disputed).
 */
type ReceiptStatus = 'paid' | 'failed' | 'refunding' | 'refunded' | 'disputed';

export type ReceiptLine = {
  userId: string;
  /** The provider's payment id; a refund's and a dispute's line are keyed on the payment's (refundKey, disputeKey). */
  providerPaymentId: string;
  plan: PaidPlan;
  interval: PaymentMetadata['interval'];
  amountCents: number;
  status: ReceiptStatus;
  /** What it was for: the English `description` is written from it, and each reader's language says it (decision 206). */
  what: ReceiptWhat;
  failureMessage?: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  card: Pick<Card, 'brand' | 'last4'> | null;
  at: Date;
};

/** The one refund line of a payment: also the provider's idempotency key, so a refund is made once. */
export const refundKey = (paymentId: string) => `refund:${paymentId}`;
export const disputeKey = (paymentId: string) => `dispute:${paymentId}`;
export const paymentOfRefundKey = (key: string) => key.slice('refund:'.length);

/** The line's English sentence, kept for the original front end and for lines without facts. */
export const englishDescription = (line: Pick<ReceiptLine, 'what' | 'plan' | 'interval'>) =>
  describeReceipt({ what: line.what, planId: line.plan, interval: line.interval, description: '' }, 'en');

export async function lockUser(tx: Db, userId: string) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

/**
 * Writes a line once (the caller holds the account's lock, so numbers follow in order); answers
 * its number, or null when that payment's line was already written (replay, duplicate, second report).
 */
export async function recordReceipt(tx: Db, provider: string, line: ReceiptLine): Promise<string | null> {
  const [n] = await tx.select({ n: count() }).from(paymentReceipts).where(eq(paymentReceipts.userId, line.userId));
  const number = `R-${String((n?.n ?? 0) + 1).padStart(6, '0')}`;
  const [row] = await tx
    .insert(paymentReceipts)
    .values({
      userId: line.userId,
      number,
      provider,
      providerPaymentId: line.providerPaymentId,
      plan: line.plan,
      interval: line.interval,
      amountCents: line.amountCents,
      status: line.status,
      description: englishDescription(line),
      what: line.what,
      failureMessage: line.failureMessage ?? null,
      periodStart: line.periodStart,
      periodEnd: line.periodEnd,
      cardBrand: line.card?.brand ?? null,
      cardLast4: line.card?.last4 ?? null,
      paidAt: line.at,
    })
    .onConflictDoNothing()
    .returning({ number: paymentReceipts.number });
  return row?.number ?? null;
}

/**
 * The idempotency key of a renewal charge names the subscription (one per account) and the period
 * it pays, never the time (decision 047): a charge that went through but whose answer was lost is
 * the same charge when tried again. Each refusal recorded for that period makes the next try (a
 * new card) a new operation, since the provider replays a refusal for the same key.
 */
export async function renewalKey(db: Db, userId: string, periodStart: string): Promise<string> {
  const [n] = await db
    .select({ n: count() })
    .from(paymentReceipts)
    .where(
      and(eq(paymentReceipts.userId, userId), eq(paymentReceipts.status, 'failed'), eq(paymentReceipts.periodStart, new Date(periodStart))),
    );
  const base = `renewal:${userId}:${periodStart}`;
  return n?.n ? `${base}:attempt-${n.n + 1}` : base;
}

/** A payment's line (by the provider's payment id), for the refund and dispute that name it. */
export async function findReceipt(db: Db, provider: string, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(paymentReceipts)
    .where(and(eq(paymentReceipts.provider, provider), eq(paymentReceipts.providerPaymentId, providerPaymentId)))
    .limit(1);
  return row ?? null;
}

/**
 * GET /subscriptions/receipts: the account's own lines, newest first by the date each shows, a page
 * at a time or whole (decision 069). The cursor is bound to the account too, not only its studio.
 */
export function listReceipts(
  ctx: AppContext,
  { actor, page }: { actor: Actor; page: PageQuery },
): Promise<ListRead<PaymentReceiptRow>> | ListRead<PaymentReceiptRow> {
  const userId = actor.user.id;
  return readList({
    key: ctx.pageKey,
    scope: { list: 'receipts', workspaceId: actor.workspaceId, filters: { userId } },
    page,
    order: { at: paymentReceipts.paidAt, id: paymentReceipts.id },
    read: async (after, take) => {
      const rows = await ctx.db
        .select({ receipt: paymentReceipts, at: positionText(paymentReceipts.paidAt) })
        .from(paymentReceipts)
        .where(and(eq(paymentReceipts.userId, userId), after))
        .orderBy(desc(paymentReceipts.paidAt), desc(paymentReceipts.id))
        .limit(take);
      return rows.map(({ receipt, at }) => ({ row: receipt, at, id: receipt.id }));
    },
  });
}
