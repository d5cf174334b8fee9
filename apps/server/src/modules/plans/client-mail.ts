import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clientMailDays, subscriptions, users, workspaces } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { CLIENT_MAIL_PER_DAY } from '../../lib/studio-limits.js';

/**
 * Mail to a studio's clients (invoices, client reminders) goes to addresses the studio typed,
 * with text the studio wrote: the one way a signed-up stranger could use Atelier to mail anyone
 * (docs/decisions/055). Two rules hold it, here in one place:
 * - a trial with no card on file sends none (the owner's own mail still goes);
 * - a studio sends at most CLIENT_MAIL_PER_DAY in a UTC day, counted in the database.
 */

const DAY_MS = 86_400_000;
const utcDay = (now: Date) => now.toISOString().slice(0, 10);
const secondsToNextUtcDay = (now: Date) => Math.max(1, Math.ceil((DAY_MS - (now.getTime() % DAY_MS)) / 1000));

/**
 * A trial without a card: the owner is in a trial and no paid subscription has a card of theirs
 * (a trial never charges, so nothing ties the account to a person who can be held to account).
 */
async function isCardlessTrial(db: Db, workspaceId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: users.subscriptionStatus, card: subscriptions.paymentMethodId })
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  return !row || (row.status === 'trialing' && !row.card);
}

/**
 * Claims one client mail for the studio, or answers why not: FEATURE_NOT_AVAILABLE for a trial
 * without a card, RATE_LIMITED (Retry-After until the next UTC day) past the daily cap. The
 * claim is one conditional upsert, so concurrent senders and several processes never pass the cap;
 * a claimed mail that then fails to send stays counted, which errs on the recipients' side.
 */
export async function claimClientMail(db: Db, workspaceId: string, now = new Date()): Promise<AppError | null> {
  if (await isCardlessTrial(db, workspaceId)) {
    return new AppError(
      'FEATURE_NOT_AVAILABLE',
      'Mail to clients starts once a card is on file. Subscribe to send invoices and reminders by email; you can still download the PDF.',
    );
  }
  const claimed = await db
    .insert(clientMailDays)
    .values({ workspaceId, day: utcDay(now), sent: 1 })
    .onConflictDoUpdate({
      target: [clientMailDays.workspaceId, clientMailDays.day],
      set: { sent: sql`${clientMailDays.sent} + 1` },
      setWhere: sql`${clientMailDays.sent} < ${CLIENT_MAIL_PER_DAY}`,
    })
    .returning({ sent: clientMailDays.sent });
  if (claimed.length > 0) return null;
  return new AppError(
    'RATE_LIMITED',
    `Your studio has sent its ${CLIENT_MAIL_PER_DAY} emails to clients for today. Please try again tomorrow.`,
    { retryAfter: secondsToNextUtcDay(now) },
  );
}
