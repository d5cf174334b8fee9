import { CALENDAR_LIMITS, type EventType, planIncludes, REMINDED_EVENT_TYPES } from '@atelier/shared';
import { and, asc, eq, gt, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  calendarEvents,
  calendarReminders,
  clients,
  users,
  workspaces,
  type CalendarEventRow,
  type ClientRow,
  type UserRow,
} from '../../db/schema/index.js';
import { mayMail, userSettings } from '../../lib/user-settings.js';
import { reminderRoute, sendReminderSms, type ReminderRoute } from '../messaging/reminder-channel.js';
import { documentBrand } from '../studio/brand.js';
import { assigneeJoins, staffRecipient } from '../workspaces/assignee-recipient.js';
import { clientReminderMail, ownerReminderMail } from './reminder-mail.js';
import { serverFault } from '../../lib/errors.js';

/**
 * Reminder mails (decision 032) as durable scheduled work: rows in calendar_reminders,
 * written in the same transaction as their event. The worker claims a due row by a conditional
 * update (sent_at from null to now): whichever process claims it sends it, so a restart neither
 * loses nor repeats a reminder and two processes on one database send it once.
 */

type Recipient = 'owner' | 'client';
export const REMINDER_LEAD_MS = CALENDAR_LIMITS.reminderLeadHours * 3600_000;
/** A mail that failed is tried again on the next runs, this many times in all. */
const REMINDER_MAX_ATTEMPTS = 5;
const BATCH = 200;

/** Who should be reminded of this event as it now stands. */
function recipientsOf(event: CalendarEventRow, now: Date): Recipient[] {
  // An appointment already begun, or no longer scheduled, needs no reminder.
  if (event.status !== 'scheduled' || event.startTime <= now) return [];
  const out: Recipient[] = [];
  if (REMINDED_EVENT_TYPES.includes(event.type as EventType)) out.push('owner');
  if (event.remindClient && event.clientId) out.push('client');
  return out;
}

/**
 * Makes the event's reminder rows match the event (create, move, cancel, untick). A reminder
 * whose time moved is due again, even if the old one was sent; an unchanged one keeps its state.
 */
export async function syncReminders(tx: Db, event: CalendarEventRow, now: Date): Promise<void> {
  const wanted = recipientsOf(event, now);
  const remindAt = new Date(event.startTime.getTime() - REMINDER_LEAD_MS);
  await tx
    .delete(calendarReminders)
    .where(
      wanted.length
        ? and(eq(calendarReminders.eventId, event.id), notInArray(calendarReminders.recipient, wanted))
        : eq(calendarReminders.eventId, event.id),
    );
  if (wanted.length === 0) return;
  await tx
    .insert(calendarReminders)
    .values(wanted.map((recipient) => ({ eventId: event.id, recipient, remindAt })))
    .onConflictDoUpdate({
      target: [calendarReminders.eventId, calendarReminders.recipient],
      set: {
        remindAt: sql`excluded.remind_at`,
        sentAt: sql`case when ${calendarReminders.remindAt} = excluded.remind_at then ${calendarReminders.sentAt} else null end`,
        attempts: sql`case when ${calendarReminders.remindAt} = excluded.remind_at then ${calendarReminders.attempts} else 0 end`,
      },
    });
}

export type ReminderRun = { sent: { eventId: string; recipient: Recipient; to: string }[]; skipped: number; failed: number };

/**
 * Where and how the reminder goes, decided when sending, so a preference, plan or address changed
 * since creation is obeyed; null: not sent. A client's reminder is a message to a client: it goes
 * by the client's preferred channel and is held to the studio's rules for those (no cardless
 * trial, the daily cap, SMS against the month's allowance: decisions 055 and 083).
 */
async function routeOf(
  ctx: AppContext,
  recipient: Recipient,
  found: { event: CalendarEventRow; client: ClientRow | null; owner: UserRow; staff: UserRow },
  now: Date,
): Promise<ReminderRoute | null> {
  const { event, client, owner, staff } = found;
  if (!planIncludes(owner, 'calendar', now)) return null;
  // The studio's side goes to the assignee when there is one, by the assignee's own settings (decision 075).
  if (recipient === 'owner')
    return staff.isEmailVerified && mayMail(staff, 'eventReminders') ? { channel: 'email', to: staff.email } : null;
  if (!event.remindClient || !client) return null;
  return reminderRoute(ctx, event, client, now);
}

/** A reminder not yet sent, due at `now`, for an event that has not begun. */
const isDue = (now: Date) => and(isNull(calendarReminders.sentAt), lte(calendarReminders.remindAt, now), gt(calendarEvents.startTime, now));

/** How many reminders are due and not yet sent: the queue's depth in the metrics (decision 093). */
export async function countDueReminders(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(calendarReminders)
    .innerJoin(calendarEvents, eq(calendarEvents.id, calendarReminders.eventId))
    .where(isDue(now));
  return row?.n ?? 0;
}

/** Sends every reminder due at `now` whose event has not begun. Safe to run in several processes at once. */
export async function sendDueReminders(ctx: AppContext, now: Date): Promise<ReminderRun> {
  const run: ReminderRun = { sent: [], skipped: 0, failed: 0 };
  const due = await ctx.db
    .select({ id: calendarReminders.id })
    .from(calendarReminders)
    .innerJoin(calendarEvents, eq(calendarEvents.id, calendarReminders.eventId))
    .where(isDue(now))
    .orderBy(asc(calendarReminders.remindAt))
    .limit(BATCH);
  for (const { id } of due) {
    // Shutting down: the rest stays due for the next run, in this process or another (decision 094).
    if (ctx.background.stopping) break;
    // The claim: only one process turns sent_at from null, and only while still due.
    const [claimed] = await ctx.db
      .update(calendarReminders)
      .set({ sentAt: now, attempts: sql`${calendarReminders.attempts} + 1` })
      .where(and(eq(calendarReminders.id, id), isNull(calendarReminders.sentAt), lte(calendarReminders.remindAt, now)))
      .returning();
    if (!claimed) continue;
    const joins = assigneeJoins(calendarEvents.workspaceId, calendarEvents.assigneeId);
    const [row] = await ctx.db
      .select({ event: calendarEvents, client: clients, owner: users, assignee: joins.assignee, role: joins.role })
      .from(calendarEvents)
      .innerJoin(workspaces, eq(workspaces.id, calendarEvents.workspaceId))
      .innerJoin(users, eq(users.id, workspaces.ownerId))
      .leftJoin(clients, eq(clients.id, calendarEvents.clientId))
      .leftJoin(joins.membership, joins.membershipOn)
      .leftJoin(joins.assignee, joins.assigneeOn)
      .where(eq(calendarEvents.id, claimed.eventId))
      .limit(1);
    if (!row) continue;
    const found = { ...row, staff: staffRecipient(row, now) };
    const { event, client, owner, staff } = found;
    const recipient = claimed.recipient as Recipient;
    const zone = userSettings(owner).timezone;
    const route = await routeOf(ctx, recipient, found, now);
    if (!route) {
      run.skipped += 1;
      continue;
    }
    const { to } = route;
    try {
      if (route.channel === 'sms') {
        await sendReminderSms(ctx, event.workspaceId, route);
        run.sent.push({ eventId: event.id, recipient, to });
        continue;
      }
      const mail =
        recipient === 'owner'
          ? ownerReminderMail({
              to,
              owner: staff,
              event,
              clientName: client?.name ?? '',
              zone,
              appUrl: ctx.config.appUrl,
              language: userSettings(staff).language,
            })
          : clientReminderMail({
              to,
              owner,
              event,
              clientName: client?.name ?? '',
              zone,
              // The client's language, else the studio's (decision 128).
              language: client?.language ?? userSettings(owner).language,
              brand: await documentBrand(ctx.db, event.workspaceId, now),
            });
      await ctx.mailer.send(mail);
      run.sent.push({ eventId: event.id, recipient, to });
    } catch {
      run.failed += 1;
      // Unclaimed again for the next run, unless it has failed too often.
      if (claimed.attempts < REMINDER_MAX_ATTEMPTS) {
        await ctx.db
          .update(calendarReminders)
          .set({ sentAt: null })
          .where(and(eq(calendarReminders.id, id), eq(calendarReminders.sentAt, now)));
      }
    }
  }
  return run;
}

/** Starts the worker (app.ts); the timer never keeps the process alive. Returns the stop function. */
export function startEventReminders(ctx: AppContext, intervalMs: number): () => void {
  const timer = setInterval(() => {
    ctx.background.run('event reminders', async () => {
      const { failed } = await sendDueReminders(ctx, new Date());
      if (failed > 0) throw serverFault(`${failed} event reminder mails failed`);
    });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
