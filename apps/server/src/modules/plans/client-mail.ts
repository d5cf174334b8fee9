import { effectivePlan, SMS_PER_MONTH, type PlanHolder } from '@atelier/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clientMailDays, smsMonths, subscriptions, users, workspaces } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { CLIENT_MAIL_PER_DAY } from '../../lib/studio-limits.js';
import { planHolderColumns } from './rules.js';

/**
 * Messages to a studio's clients (invoices, client reminders, the messages of decision 083, by
 * email or SMS) go to addresses and numbers the studio typed, with text the studio wrote: the one
 * way a signed-up stranger could use Atelier to reach anyone (docs/decisions/055). The rules that
 * hold it, here in one place:
 * - a trial with no card on file sends none (the owner's own mail still goes);
 * - a studio sends at most CLIENT_MAIL_PER_DAY messages to clients in a UTC day, email and SMS
 *   together, counted in the database (client_mail_days);
 * - SMS also count against the plan's allowance for the UTC month (SMS_PER_MONTH, sms_months), by
 *   the parts the provider bills (decision 105): a message is one of the day's, and its parts of the month's.
 */

const DAY_MS = 86_400_000;
const utcDay = (now: Date) => now.toISOString().slice(0, 10);
const utcMonth = (now: Date) => now.toISOString().slice(0, 7);
const nextUtcDay = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS + 1) * DAY_MS);
const nextUtcMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
const secondsUntil = (then: Date, now: Date) => Math.max(1, Math.ceil((then.getTime() - now.getTime()) / 1000));

type Sender = { holder: PlanHolder; cardless: boolean };

/** Why a message was refused: which bound, and the answer to give (a reminder falls back to email past the month's SMS). */
export type ClientMessageRefusal = { bound: 'card' | 'plan' | 'day' | 'month'; error: AppError };

/**
 * The studio's plan holder, and whether it is a trial without a card: the owner is in a trial and
 * no paid subscription has a card of theirs (a trial never charges, so nothing ties the account to
 * a person who can be held to account).
 */
async function senderOf(db: Db, workspaceId: string): Promise<Sender | null> {
  const [row] = await db
    .select({ ...planHolderColumns, card: subscriptions.paymentMethodId })
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  if (!row) return null;
  return { holder: row, cardless: row.subscriptionStatus === 'trialing' && !row.card };
}

/** The plan's SMS a month, for the plan that applies now (a lapsed one is Free's, none). */
const smsAllowance = (holder: PlanHolder, now: Date) => SMS_PER_MONTH[effectivePlan(holder, now).id];

const cardRefusal = () => new AppError('FEATURE_NOT_AVAILABLE', said('plans.cardBeforeMessages'));

/** Past the month's SMS: 429 until the next UTC month, naming the parts when the message has several (decision 105). */
function monthRefusal(allowance: number, parts: number, now: Date): AppError {
  const renews = nextUtcMonth(now);
  const on = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(renews);
  const refusal = parts > 1 ? said('plans.smsPartsOver', { parts, allowance, on }) : said('plans.smsMonthUsed', { allowance, on });
  return new AppError('RATE_LIMITED', refusal, { retryAfter: secondsUntil(renews, now) });
}

/**
 * Claims one message to a client for the studio, or answers why not: FEATURE_NOT_AVAILABLE for a
 * trial without a card (or SMS on a plan without any), RATE_LIMITED past the daily cap (Retry-After
 * until the next UTC day) or, for an SMS, past the month's allowance (until the next UTC month),
 * which an SMS takes `parts` of: the parts the provider bills (decision 105).
 * Each count is one conditional upsert, in one transaction, so concurrent senders and several
 * processes never pass either bound and a refused SMS leaves the day's count as it was. A claimed
 * email that then fails to send stays counted, which errs on the recipients' side; an SMS the
 * provider refused is given back to the month (releaseSms).
 */
export async function claimClientMessage(
  db: Db,
  workspaceId: string,
  opts: { channel: 'email' | 'sms'; now?: Date; parts?: number } = { channel: 'email' },
): Promise<ClientMessageRefusal | null> {
  const now = opts.now ?? new Date();
  const parts = opts.parts ?? 1;
  const sender = await senderOf(db, workspaceId);
  if (!sender || sender.cardless) return { bound: 'card', error: cardRefusal() };
  const allowance = smsAllowance(sender.holder, now);
  if (opts.channel === 'sms' && allowance === 0) {
    const error = new AppError('FEATURE_NOT_AVAILABLE', said('plans.smsNotInPlan'));
    return { bound: 'plan', error };
  }
  let bound: ClientMessageRefusal['bound'] = 'day';
  try {
    await db.transaction(async (tx) => {
      const day = await tx
        .insert(clientMailDays)
        .values({ workspaceId, day: utcDay(now), sent: 1 })
        .onConflictDoUpdate({
          target: [clientMailDays.workspaceId, clientMailDays.day],
          set: { sent: sql`${clientMailDays.sent} + 1` },
          setWhere: sql`${clientMailDays.sent} < ${CLIENT_MAIL_PER_DAY}`,
        })
        .returning({ sent: clientMailDays.sent });
      if (day.length === 0) {
        throw new AppError('RATE_LIMITED', said('plans.clientMessagesToday', { max: CLIENT_MAIL_PER_DAY }), {
          retryAfter: secondsUntil(nextUtcDay(now), now),
        });
      }
      if (opts.channel !== 'sms') return;
      bound = 'month';
      // A message longer than the whole allowance is refused before a first row could take it.
      const month =
        parts > allowance
          ? []
          : await tx
              .insert(smsMonths)
              .values({ workspaceId, month: utcMonth(now), sent: parts })
              .onConflictDoUpdate({
                target: [smsMonths.workspaceId, smsMonths.month],
                set: { sent: sql`${smsMonths.sent} + ${parts}` },
                setWhere: sql`${smsMonths.sent} + ${parts} <= ${allowance}`,
              })
              .returning({ sent: smsMonths.sent });
      if (month.length === 0) throw monthRefusal(allowance, parts, now);
    });
  } catch (err) {
    if (err instanceof AppError) return { bound, error: err };
    throw err;
  }
  return null;
}

/** The trial-without-a-card refusal, or null: a preview says it before anything is sent. */
export async function cardlessRefusal(db: Db, workspaceId: string): Promise<AppError | null> {
  const sender = await senderOf(db, workspaceId);
  return !sender || sender.cardless ? cardRefusal() : null;
}

/** Gives an SMS's parts back to the month when the provider did not take it (it was never sent). */
export async function releaseSms(db: Db, workspaceId: string, parts = 1, now = new Date()): Promise<void> {
  await db
    .update(smsMonths)
    .set({ sent: sql`greatest(${smsMonths.sent} - ${parts}, 0)` })
    .where(and(eq(smsMonths.workspaceId, workspaceId), eq(smsMonths.month, utcMonth(now)), gt(smsMonths.sent, 0)));
}

export type ClientMessageUsage = {
  sms: { allowance: number; used: number; left: number; resetsAt: Date };
  today: { cap: number; sent: number; left: number; resetsAt: Date };
  cardRequired: boolean;
};

/** What the studio has sent and has left, today and this month (Settings, Messages). */
export async function clientMessageUsage(db: Db, workspaceId: string, now = new Date()): Promise<ClientMessageUsage> {
  const sender = await senderOf(db, workspaceId);
  const [[day], [month]] = await Promise.all([
    db
      .select({ sent: clientMailDays.sent })
      .from(clientMailDays)
      .where(and(eq(clientMailDays.workspaceId, workspaceId), eq(clientMailDays.day, utcDay(now)))),
    db
      .select({ sent: smsMonths.sent })
      .from(smsMonths)
      .where(and(eq(smsMonths.workspaceId, workspaceId), eq(smsMonths.month, utcMonth(now)))),
  ]);
  const allowance = sender ? smsAllowance(sender.holder, now) : 0;
  const used = month?.sent ?? 0;
  const sent = day?.sent ?? 0;
  return {
    sms: { allowance, used, left: Math.max(0, allowance - used), resetsAt: nextUtcMonth(now) },
    today: { cap: CLIENT_MAIL_PER_DAY, sent, left: Math.max(0, CLIENT_MAIL_PER_DAY - sent), resetsAt: nextUtcDay(now) },
    cardRequired: !sender || sender.cardless,
  };
}
