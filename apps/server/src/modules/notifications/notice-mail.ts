import type { NotificationKind } from '@atelier/shared';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { calendarEvents, notifications, users, workspaces, type NotificationRow, type UserRow } from '../../db/schema/index.js';
import { serverFault } from '../../lib/errors.js';
import type { Mail } from '../../lib/mailer.js';
import { readableTime } from '../../lib/readable-time.js';
import { mayMail, userSettings } from '../../lib/user-settings.js';
import { noticeMail } from '../auth/emails.js';

/**
 * The owner's mail about a studio notice (decision 082): durable work in the notification's own
 * row. A notice is due while `mailed_at` is null; the worker claims it by setting `mailed_at` (one
 * process wins the claim), then sends it when the owner's clientMessages setting is on and their
 * address verified, so a setting changed since is obeyed. The portal's routes run the worker once
 * their change has committed, so the mail follows at once; the timer catches the rest.
 */

const NOTICE_CHECK_INTERVAL_MS = 30_000;
/** A notice older than this is told in the app only: mail about last week's message helps no one. */
const NOTICE_MAIL_MAX_AGE_MS = 24 * 3600_000;
/** A mail that failed is tried again on the next runs while the notice is younger than this. */
const NOTICE_RETRY_MS = 3600_000;
const BATCH = 100;

/** The subject is ours, whatever the kind: never the client's words nor a name (decision 055). */
const SUBJECTS: Record<NotificationKind, string> = {
  'client-message': 'A client sent you a message',
  'appointment-confirmed': 'A client confirmed an appointment',
  'appointment-reschedule': 'A client asked to move an appointment',
  'measurements-submitted': 'A client sent their measurements',
  // Told in the bell only (decision 144); named here so every kind has its subject.
  'material-low': 'A material is running low',
  'booking-made': 'A client booked an appointment online',
  'booking-cancelled': 'A client cancelled an appointment',
  'booking-moved': 'A client moved an appointment',
  'quote-accepted': 'A client accepted a quote',
  'quote-declined': 'A client declined a quote',
  'contract-signed': 'A client signed a contract',
};

type Appointment = { title: string; startTime: Date } | null;

/** What happened, in the body: the client's name and the appointment as the studio wrote them, the client's words quoted. */
function noticeLines(row: NotificationRow, appointment: Appointment, zone: string, appUrl: string): string[] {
  const client = row.subject || 'A client';
  const words = row.body ? [`They wrote: "${row.body}"`] : [];
  const what = appointment ? `"${appointment.title}" on ${readableTime(appointment.startTime, zone)}` : 'an appointment';
  switch (row.kind as NotificationKind) {
    case 'appointment-confirmed':
      return [`${client} confirmed ${what} through your client portal.`, `Open your calendar in Atelier: ${appUrl}/calendar`];
    case 'appointment-reschedule':
      return [`${client} asked to move ${what} through your client portal.`, ...words, `Open your calendar in Atelier: ${appUrl}/calendar`];
    case 'booking-made':
      return [`${client} booked ${what} on your booking page.`, ...words, `Open your calendar in Atelier: ${appUrl}/calendar`];
    case 'booking-cancelled':
      return [`${client} cancelled ${what} through your client portal.`, `Open your calendar in Atelier: ${appUrl}/calendar`];
    case 'booking-moved':
      return [
        `${client} moved their appointment to ${what} through your client portal.`,
        `Open your calendar in Atelier: ${appUrl}/calendar`,
      ];
    case 'measurements-submitted':
      return [
        `${client} sent their measurements through your client portal. They wait for your approval in Atelier.`,
        ...words,
        `Open Atelier: ${appUrl}/measurements`,
      ];
    // Quotes answered on the portal (decision 158): the project and deposit invoice are made already.
    case 'quote-accepted':
      return [`${client} accepted a quote through your client portal.`, `Open the quotes in Atelier: ${appUrl}/quotes`];
    case 'quote-declined':
      return [`${client} declined a quote through your client portal.`, ...words, `Open the quotes in Atelier: ${appUrl}/quotes`];
    // The client's signature is kept; the studio countersigns to seal it (decision 159).
    case 'contract-signed':
      return [
        `${client} signed a contract through your client portal. Countersign it in Atelier to seal it.`,
        `Open the contracts in Atelier: ${appUrl}/contracts`,
      ];
    default:
      return [`${client} sent you a message through your client portal.`, ...words, `Open Atelier: ${appUrl}/clients`];
  }
}

export function studioNoticeMail(opts: {
  to: string;
  owner: UserRow;
  row: NotificationRow;
  appointment: Appointment;
  appUrl: string;
}): Mail {
  const { owner, row } = opts;
  const zone = userSettings(owner).timezone;
  return {
    ...noticeMail(opts.to, SUBJECTS[row.kind as NotificationKind] ?? SUBJECTS['client-message'], [
      `Hello ${owner.firstName},`,
      ...noticeLines(row, opts.appointment, zone, opts.appUrl.replace(/\/$/, '')),
      'You receive this because client messages are on. Turn them off in Settings, Notifications.',
    ]),
    kind: 'studio-notice',
  };
}

export type NoticeMailRun = { sent: number; skipped: number; failed: number };

async function appointmentOf(ctx: AppContext, row: NotificationRow): Promise<Appointment> {
  if (row.entityType !== 'event' || !row.entityId) return null;
  const [event] = await ctx.db
    .select({ title: calendarEvents.title, startTime: calendarEvents.startTime })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, row.entityId), eq(calendarEvents.workspaceId, row.workspaceId)))
    .limit(1);
  return event ?? null;
}

/** A notice not yet mailed (or marked not wanted), recent enough to be mailed at all. */
const isDue = (now: Date) =>
  and(isNull(notifications.mailedAt), gt(notifications.createdAt, new Date(now.getTime() - NOTICE_MAIL_MAX_AGE_MS)));

/** How many notices wait for the worker: the queue's depth in the metrics (decision 093). */
export async function countDueNotices(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(isDue(now));
  return row?.n ?? 0;
}

/** Mails every due notice's owner (or marks it not wanted). Safe to run in several processes at once. */
export async function mailStudioNotices(ctx: AppContext, now = new Date()): Promise<NoticeMailRun> {
  const run: NoticeMailRun = { sent: 0, skipped: 0, failed: 0 };
  const due = await ctx.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(isDue(now))
    .orderBy(asc(notifications.createdAt))
    .limit(BATCH);
  for (const { id } of due) {
    // Shutting down: the rest stays due for the next run, in this process or another (decision 094).
    if (ctx.background.stopping) break;
    const [claimed] = await ctx.db
      .update(notifications)
      .set({ mailedAt: now })
      .where(and(eq(notifications.id, id), isNull(notifications.mailedAt)))
      .returning();
    if (!claimed) continue;
    const [found] = await ctx.db
      .select({ owner: users })
      .from(workspaces)
      .innerJoin(users, eq(users.id, workspaces.ownerId))
      .where(eq(workspaces.id, claimed.workspaceId))
      .limit(1);
    const owner = found?.owner;
    if (!owner?.isEmailVerified || !mayMail(owner, 'clientMessages')) {
      run.skipped += 1;
      continue;
    }
    try {
      const appointment = await appointmentOf(ctx, claimed);
      await ctx.mailer.send(studioNoticeMail({ to: owner.email, owner, row: claimed, appointment, appUrl: ctx.config.appUrl }));
      run.sent += 1;
    } catch {
      run.failed += 1;
      // Due again on the next run while it is recent; an older one stays told in the app only.
      if (now.getTime() - claimed.createdAt.getTime() < NOTICE_RETRY_MS) {
        await ctx.db
          .update(notifications)
          .set({ mailedAt: null })
          .where(and(eq(notifications.id, id), eq(notifications.mailedAt, now)));
      }
    }
  }
  return run;
}

/** Runs the worker now, after a change that notified the studio has committed; failures are logged. */
export function mailNoticesSoon(ctx: AppContext): void {
  ctx.background.run('studio notice mail', async () => {
    const { failed } = await mailStudioNotices(ctx);
    if (failed > 0) throw serverFault(`${failed} studio notice mails failed`);
  });
}

/** Starts the worker (app.ts); the timer never keeps the process alive. Returns the stop function. */
export function startNoticeMail(ctx: AppContext, intervalMs = NOTICE_CHECK_INTERVAL_MS): () => void {
  const timer = setInterval(() => mailNoticesSoon(ctx), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
