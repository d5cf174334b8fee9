import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { clients, projects, users, workspaces } from '../../db/schema/index.js';
import { mailLanguage } from '../../lib/mail-language.js';
import { mayMail, userSettings } from '../../lib/user-settings.js';
import { assigneeJoins, staffRecipient } from '../workspaces/assignee-recipient.js';
import { deadlineMail } from './emails.js';
import { serverFault } from '../../lib/errors.js';
import { projectIsOpen } from '../../lib/open-projects.js';

/** The reminder goes out on the owner's calendar day two days before the due day (decision 024). */
const DEADLINE_LEAD_DAYS = 2;
/** How often the server looks for due projects: hourly, so each zone's day is seen (decision 024). */
const DEADLINE_CHECK_INTERVAL_MS = 3600_000;

const DAY_MS = 24 * 3600_000;

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(instant: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    instant,
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Calendar arithmetic on YYYY-MM-DD, independent of any zone's daylight saving. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The day a project is due: a date-only due date (stored as midnight UTC, decision 015) names
 * its calendar day wherever the owner is; a due date with a time falls on its day in the owner's zone.
 */
export function dueDayIn(due: Date, zone: string): string {
  const dateOnly = due.getTime() % DAY_MS === 0;
  return dateOnly ? due.toISOString().slice(0, 10) : dayIn(due, zone);
}

/**
 * Mails each studio owner about their projects due in two days, by the owner's calendar
 * (settings.timezone), when the owner has emailNotifications and projectDeadlines on; a project
 * assigned to a member goes to that member instead, by the member's own settings (decision 075). Completed
 * projects are skipped. `deadlineMailedFor` records the due date a mail went out for, claimed by a
 * conditional update, so each due date is mailed once even with overlapping runs; a moved due
 * date is mailed again. Returns the ids of the projects mailed.
 */
export async function sendDeadlineReminders(ctx: AppContext, now: Date): Promise<{ mailed: string[]; failed: number }> {
  const notYetMailed = or(isNull(projects.deadlineMailedFor), ne(projects.deadlineMailedFor, projects.dueDate));
  // Every zone's "two days ahead" lies within this window around now (UTC-12 to UTC+14).
  const joins = assigneeJoins(projects.workspaceId, projects.assigneeId);
  const candidates = await ctx.db
    .select({
      id: projects.id,
      name: projects.name,
      dueDate: projects.dueDate,
      clientName: clients.name,
      owner: users,
      assignee: joins.assignee,
      role: joins.role,
    })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .leftJoin(joins.membership, joins.membershipOn)
    .leftJoin(joins.assignee, joins.assigneeOn)
    .where(
      and(
        projectIsOpen(projects.status),
        gt(projects.dueDate, new Date(now.getTime() - DAY_MS)),
        lt(projects.dueDate, new Date(now.getTime() + (DEADLINE_LEAD_DAYS + 3) * DAY_MS)),
        notYetMailed,
      ),
    );
  const mailed: string[] = [];
  let failed = 0;
  for (const candidate of candidates) {
    // Shutting down: the rest is left unclaimed for the next run (decision 094).
    if (ctx.background.stopping) break;
    const { id, name, dueDate, clientName, owner } = candidate;
    const to = staffRecipient(candidate, now);
    if (!dueDate || !to.isEmailVerified || !mayMail(to, 'projectDeadlines')) continue;
    // The studio's day, as the calendar shows the due date to everyone in it.
    const zone = userSettings(owner).timezone;
    const dueDay = dueDayIn(dueDate, zone);
    if (dueDay !== addDays(dayIn(now, zone), DEADLINE_LEAD_DAYS)) continue;
    const [claimed] = await ctx.db
      .update(projects)
      .set({ deadlineMailedFor: dueDate })
      .where(and(eq(projects.id, id), eq(projects.dueDate, dueDate), notYetMailed))
      .returning({ id: projects.id });
    if (!claimed) continue;
    try {
      // In the recipient's language (no request here: their setting, else English).
      await ctx.mailer.send(deadlineMail(to.email, to.firstName, { name, clientName, dueDay }, ctx.config.appUrl, mailLanguage(to)));
      mailed.push(id);
    } catch {
      // Unclaimed again so the next run retries; the failure is reported to the caller, not the address.
      await ctx.db.update(projects).set({ deadlineMailedFor: null }).where(eq(projects.id, id));
      failed += 1;
    }
  }
  return { mailed, failed };
}

/** Starts the hourly run (app.ts); the timer never keeps the process alive. Returns the stop function. */
export function startDeadlineReminders(ctx: AppContext, intervalMs = DEADLINE_CHECK_INTERVAL_MS): () => void {
  const timer = setInterval(() => {
    ctx.background.run('deadline reminders', async () => {
      const { failed } = await sendDeadlineReminders(ctx, new Date());
      if (failed > 0) throw serverFault(`${failed} deadline reminder mails failed`);
    });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
