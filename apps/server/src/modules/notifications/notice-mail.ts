import type { Language, NotificationKind } from '@atelier/shared';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { calendarEvents, notifications, users, workspaces, type NotificationRow, type UserRow } from '../../db/schema/index.js';
import { serverFault } from '../../lib/errors.js';
import type { Mail } from '../../lib/mailer.js';
import { readableTime } from '../../lib/readable-time.js';
import { mayMail, userSettings } from '../../lib/user-settings.js';
import { noticeMail } from '../auth/emails.js';
import { NOTICE_WORDS, type NoticePlace } from './notice-words.js';

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

type Appointment = { title: string; startTime: Date } | null;

/** Where each kind's mail sends the studio in the app. */
const PLACE: Partial<Record<NotificationKind, NoticePlace>> = {
  'appointment-confirmed': 'calendar',
  'appointment-reschedule': 'calendar',
  'booking-made': 'calendar',
  'booking-cancelled': 'calendar',
  'booking-moved': 'calendar',
  'measurements-submitted': 'measurements',
  'quote-accepted': 'quotes',
  'quote-declined': 'quotes',
  'contract-signed': 'contracts',
};
/** The kinds whose mail quotes the client's words. */
const QUOTED = new Set<NotificationKind>([
  'client-message',
  'material-low',
  'appointment-reschedule',
  'booking-made',
  'measurements-submitted',
  'quote-declined',
]);

/** What happened, in the body: the client's name and the appointment as the studio wrote them, the client's words quoted. */
function noticeLines(row: NotificationRow, appointment: Appointment, zone: string, appUrl: string, language: Language): string[] {
  const words = NOTICE_WORDS[language];
  const kind = (row.kind in words.subjects ? row.kind : 'client-message') as NotificationKind;
  const client = row.subject || words.aClient;
  const what = appointment
    ? words.appointment(appointment.title, readableTime(appointment.startTime, zone, language))
    : words.anAppointment;
  const place = PLACE[kind] ?? 'clients';
  return [
    words.sentences[kind](client, what),
    ...(row.body && QUOTED.has(kind) ? [words.wrote(row.body)] : []),
    words.open(place, `${appUrl}/${place}`),
  ];
}

/** The mail to the studio's owner, in their language (decision 203). */
export function studioNoticeMail(opts: {
  to: string;
  owner: UserRow;
  row: NotificationRow;
  appointment: Appointment;
  appUrl: string;
}): Mail {
  const { owner, row } = opts;
  const { timezone: zone, language } = userSettings(owner);
  const words = NOTICE_WORDS[language];
  const subject = words.subjects[row.kind as NotificationKind] ?? words.subjects['client-message'];
  return {
    ...noticeMail(
      opts.to,
      subject,
      [words.hello(owner.firstName), ...noticeLines(row, opts.appointment, zone, opts.appUrl.replace(/\/$/, ''), language), words.footer],
      language,
    ),
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
