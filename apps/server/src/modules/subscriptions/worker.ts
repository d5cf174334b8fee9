import { getPlan } from '@atelier/shared';
import { and, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { billingNotices, subscriptions, users, type SubscriptionRow } from '../../db/schema/index.js';
import type { Mail } from '../../lib/mailer.js';
import { userSettings } from '../../lib/user-settings.js';
import { paymentFailedMail, subscriptionEndedMail, trialEndingMail } from './emails.js';
import { NO_CARD_ON_FILE } from './mail-words.js';
import type { Billing } from './billing-setup.js';
import { renewalKey } from './receipts.js';
import { renewalCharge } from './renewal.js';

/**
 * The billing clock (decision 043), in the calendar reminders' pattern: durable rows,
 * each piece of work claimed by a conditional update (or a unique insert) so two processes on one
 * database, or a restart, neither skip nor repeat it; `now` is a parameter so tests drive time.
 * - trial mails 3 days before the end and on the day;
 * - trials that ended fall to the Free rules (status inactive, plan kept: SUBSCRIPTION_INACTIVE);
 * - renewals at the end of each period, from the saved card; a refusal makes it past_due;
 * - cancelled subscriptions at their period's end, past-due ones at the grace's end, become Free;
 * - refunds owed and not yet made are tried again.
 */

const BILLING_CHECK_INTERVAL_MS = 60_000;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const BATCH = 200;

export type BillingRun = { trialMails: number; trialsEnded: number; renewed: number; failed: number; ended: number; refunds: number };

export async function runBilling(ctx: AppContext, billing: Billing, now: Date): Promise<BillingRun> {
  const run: BillingRun = { trialMails: 0, trialsEnded: 0, renewed: 0, failed: 0, ended: 0, refunds: 0 };

  /** Sends a mail at most once per (account, kind, moment): the unique insert is the claim; a failed send gives it back. */
  async function notice(userId: string, kind: string, about: Date, mail: Mail): Promise<boolean> {
    const [claimed] = await ctx.db
      .insert(billingNotices)
      .values({ userId, kind, about })
      .onConflictDoNothing()
      .returning({ id: billingNotices.id });
    if (!claimed) return false;
    try {
      await ctx.mailer.send(mail);
      return true;
    } catch {
      await ctx.db.delete(billingNotices).where(eq(billingNotices.id, claimed.id));
      return false;
    }
  }

  // Trial mails: 3 days before the end (unless already inside the last day), and on the last day.
  for (const [kind, lead, notBefore] of [
    ['trial-3-days', 3 * DAY, DAY],
    ['trial-today', DAY, 0],
  ] as const) {
    const trials = await ctx.db
      .select()
      .from(users)
      .where(
        and(
          eq(users.subscriptionStatus, 'trialing'),
          eq(users.isEmailVerified, true),
          gt(users.trialEndDate, new Date(now.getTime() + notBefore)),
          lte(users.trialEndDate, new Date(now.getTime() + lead)),
        ),
      )
      .limit(BATCH);
    for (const user of trials) {
      // Shutting down: what is left is still due on the next run (decision 094).
      if (ctx.background.stopping) return run;
      if (!user.trialEndDate || user.plan === 'free') continue;
      const mail = trialEndingMail(
        user.email,
        user.firstName,
        user.plan,
        user.trialEndDate,
        ctx.config.appUrl,
        kind === 'trial-today',
        userSettings(user).language,
      );
      if (await notice(user.id, kind, user.trialEndDate, mail)) run.trialMails += 1;
    }
  }

  const ended = await ctx.db
    .update(users)
    .set({ subscriptionStatus: 'inactive' })
    .where(and(eq(users.subscriptionStatus, 'trialing'), lte(users.trialEndDate, now)))
    .returning({ id: users.id });
  run.trialsEnded = ended.length;

  const due = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), eq(subscriptions.cancelAtPeriodEnd, false), lte(subscriptions.currentPeriodEnd, now)))
    .limit(BATCH);
  for (const sub of due) {
    if (ctx.background.stopping) return run;
    const outcome = await renew(ctx, billing, sub, now);
    if (outcome === 'paid') run.renewed += 1;
    if (outcome === 'failed') run.failed += 1;
  }

  // Ends: a cancelled subscription at its period's end, a past-due one at its grace's end.
  const ending = await ctx.db
    .select()
    .from(subscriptions)
    .where(
      or(
        and(eq(subscriptions.status, 'cancelled'), lte(subscriptions.currentPeriodEnd, now)),
        and(eq(subscriptions.status, 'past_due'), lte(subscriptions.graceEndsAt, now)),
      ),
    )
    .limit(BATCH);
  for (const sub of ending) {
    if (ctx.background.stopping) return run;
    const end = sub.status === 'past_due' && sub.graceEndsAt ? sub.graceEndsAt : sub.currentPeriodEnd;
    const done = await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(subscriptions)
        .set({ status: 'ended' })
        .where(and(eq(subscriptions.userId, sub.userId), eq(subscriptions.status, sub.status)))
        .returning();
      if (!claimed) return null;
      // A downgrade to Free ends on Free; a cancelled or unpaid plan stays named, inactive (decision 043).
      const [user] = await tx
        .update(users)
        .set({ subscriptionStatus: 'inactive', subscriptionEndsAt: end, ...(sub.pendingPlan === 'free' ? { plan: 'free' as const } : {}) })
        .where(and(eq(users.id, sub.userId), eq(users.subscriptionStatus, sub.status as 'cancelled' | 'past_due')))
        .returning();
      return user ?? null;
    });
    if (!done) continue;
    run.ended += 1;
    if (done.isEmailVerified)
      await notice(
        done.id,
        'ended',
        end,
        subscriptionEndedMail(done.email, done.firstName, sub.plan, ctx.config.appUrl, userSettings(done).language),
      );
  }
  // Refunds owed (payments not applied, decision 047) that the provider could not take at the time.
  run.refunds = await billing.core.retryRefunds();
  return run;
}

/** One renewal: claimed, charged from the saved card, applied through the state machine. */
async function renew(ctx: AppContext, billing: Billing, sub: SubscriptionRow, now: Date): Promise<'paid' | 'failed' | 'skipped'> {
  // The claim: one process per period; a claim older than an hour (a crash mid-charge) may be taken again.
  const [claimed] = await ctx.db
    .update(subscriptions)
    .set({ renewalClaimedAt: now })
    .where(
      and(
        eq(subscriptions.userId, sub.userId),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.currentPeriodEnd, sub.currentPeriodEnd),
        or(isNull(subscriptions.renewalClaimedAt), lt(subscriptions.renewalClaimedAt, new Date(now.getTime() - HOUR))),
      ),
    )
    .returning();
  if (!claimed) return 'skipped';
  const { metadata, amountCents } = renewalCharge(claimed, claimed.customerId);
  const { planId, interval } = metadata;
  let failure: string;
  if (claimed.paymentMethodId) {
    let result;
    try {
      result = await billing.provider.charge({
        customerId: claimed.customerId,
        paymentMethodId: claimed.paymentMethodId,
        amountCents,
        description: `Atelier ${getPlan(planId).name} (${interval}, renewal)`,
        metadata,
        // The subscription and the period, never the time: a charge whose answer was lost is not taken twice (decision 047).
        idempotencyKey: await renewalKey(ctx.db, claimed.userId, metadata.periodStart),
      });
    } catch {
      // The provider is unreachable: give the claim back for the next run.
      await ctx.db.update(subscriptions).set({ renewalClaimedAt: null }).where(eq(subscriptions.userId, claimed.userId));
      return 'skipped';
    }
    if (result.ok) {
      await billing.core.applyPaid({
        paymentId: result.paymentId,
        amountCents,
        metadata,
        card: result.card,
        paymentMethodId: claimed.paymentMethodId,
        now,
      });
      return 'paid';
    }
    failure = result.message;
    await billing.core.applyFailed({
      paymentId: result.paymentId ?? `failed:${claimed.userId}:${metadata.periodStart}:${now.getTime()}`,
      amountCents,
      metadata,
      message: failure,
      now,
    });
  } else {
    failure = NO_CARD_ON_FILE;
    await billing.core.applyFailed({
      paymentId: `no-card:${claimed.userId}:${metadata.periodStart}`,
      amountCents,
      metadata,
      message: failure,
      now,
    });
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, claimed.userId)).limit(1);
  if (user?.isEmailVerified && user.subscriptionEndsAt) {
    await ctx.mailer
      .send(
        paymentFailedMail(
          user.email,
          user.firstName,
          claimed.plan,
          user.subscriptionEndsAt,
          failure,
          ctx.config.appUrl,
          userSettings(user).language,
        ),
      )
      .catch(() => undefined);
  }
  return 'failed';
}

/** Starts the worker (app.ts); the timer never keeps the process alive. Returns the stop function. */
export function startBillingWorker(ctx: AppContext, billing: Billing, intervalMs = BILLING_CHECK_INTERVAL_MS): () => void {
  const timer = setInterval(() => {
    ctx.background.run('billing', async () => {
      await runBilling(ctx, billing, new Date());
    });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
