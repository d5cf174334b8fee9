import { createHash, randomBytes } from 'node:crypto';
import { type CalendarFeed, EVENT_TYPE_LABELS, type EventType, planIncludes } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { AppContext } from '../../context.js';
import { calendarEvents, calendarFeeds, users, workspaces } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { decryptSecret, encryptSecret } from '../../lib/sealed-text.js';
import { userSettings } from '../../lib/user-settings.js';
import { loadDeadlines, loadEvents, loadStageDeadlines, overlapping } from './queries.js';

/**
 * The account's secret calendar feed (decision 032): one unguessable token (256 bits)
 * per account, looked up by its SHA-256, kept encrypted so the page can show the address again.
 * Regenerating replaces it, which ends the old address at once.
 */

const DAY_MS = 24 * 3600_000;
/** What a subscribed calendar receives: the last 6 months and the next 2 years. */
const FEED_WINDOW = { pastDays: 183, futureDays: 731 } as const;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

function feedUrls(appUrl: string, token: string | null, createdAt: Date | null): CalendarFeed {
  if (!token) return { url: '', webcalUrl: '', createdAt: null };
  const url = `${appUrl.replace(/\/$/, '')}/api/v1/calendar/feed/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://'), createdAt: createdAt?.toISOString() ?? null };
}

const STATUS: Record<string, ICalEventStatus> = {
  scheduled: ICalEventStatus.CONFIRMED,
  completed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
  'no-show': ICalEventStatus.CANCELLED,
};

export function calendarFeedService(ctx: AppContext) {
  return {
    async get({ actor }: { actor: Actor }): Promise<CalendarFeed> {
      const [row] = await ctx.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, actor.user.id)).limit(1);
      return feedUrls(ctx.config.appUrl, row ? decryptSecret(ctx.totpKey, row.tokenEncrypted) : null, row?.createdAt ?? null);
    },

    /** Makes the feed, or replaces its token: the old address answers 404 from now on. */
    async regenerate({ actor }: { actor: Actor }): Promise<CalendarFeed> {
      const token = randomBytes(32).toString('base64url');
      const values = {
        tokenHash: hashFeedToken(token),
        tokenEncrypted: encryptSecret(ctx.totpKey, token),
        workspaceId: actor.workspaceId,
        createdAt: new Date(),
      };
      const [row] = await ctx.db
        .insert(calendarFeeds)
        .values({ userId: actor.user.id, ...values })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: values })
        .returning();
      return feedUrls(ctx.config.appUrl, token, row?.createdAt ?? null);
    },

    async remove({ actor }: { actor: Actor }): Promise<void> {
      await ctx.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, actor.user.id));
    },

    /**
     * The iCalendar text for a token, or 404 for any token that is not current. Times are UTC;
     * each timed event carries a display alarm 24 hours before; deadlines are whole days.
     */
    async ics({ token, now = new Date() }: { token: string; now?: Date }): Promise<string> {
      if (!TOKEN.test(token)) throw notFound(said('calendar.feedNotFound'));
      const [found] = await ctx.db
        .select({ feed: calendarFeeds, owner: users })
        .from(calendarFeeds)
        .innerJoin(workspaces, eq(workspaces.id, calendarFeeds.workspaceId))
        .innerJoin(users, eq(users.id, workspaces.ownerId))
        .where(eq(calendarFeeds.tokenHash, hashFeedToken(token)))
        .limit(1);
      if (!found) throw notFound(said('calendar.feedNotFound'));
      if (!planIncludes(found.owner, 'calendar', now)) throw new AppError('PLAN_UPGRADE_REQUIRED', said('plan.calendar'));
      const { workspaceId } = found.feed;
      const zone = userSettings(found.owner).timezone;
      const range = {
        start: new Date(now.getTime() - FEED_WINDOW.pastDays * DAY_MS),
        end: new Date(now.getTime() + FEED_WINDOW.futureDays * DAY_MS),
      };
      const events = await loadEvents(ctx.db, and(eq(calendarEvents.workspaceId, workspaceId), overlapping(range)));
      const deadlines = await loadDeadlines(ctx.db, { workspaceId, range, zone });
      const stages = await loadStageDeadlines(ctx.db, { workspaceId, range, zone });
      const host = new URL(ctx.config.appUrl).hostname || 'atelier';
      const cal = ical({
        name: 'Atelier',
        prodId: { company: 'Atelier', product: 'calendar', language: 'EN' },
        method: ICalCalendarMethod.PUBLISH,
        ttl: 3600,
      });
      for (const e of events) {
        const label = EVENT_TYPE_LABELS[e.type as EventType] ?? 'Event';
        cal.createEvent({
          id: `${e.id}@${host}`,
          start: e.startTime,
          end: e.endTime,
          summary: e.client ? `${e.title} (${e.client.name})` : e.title,
          description: [label, e.description ?? ''].filter(Boolean).join('\n\n'),
          location: e.location ?? null,
          status: STATUS[e.status] ?? ICalEventStatus.CONFIRMED,
          lastModified: e.updatedAt,
          created: e.createdAt,
          stamp: e.updatedAt,
          alarms: e.status === 'scheduled' ? [{ type: ICalAlarmType.display, trigger: 24 * 3600 }] : [],
        });
      }
      for (const d of deadlines) {
        cal.createEvent({
          id: `deadline-${d.project.id}@${host}`,
          start: new Date(`${d.day}T00:00:00Z`),
          allDay: true,
          summary: `Due: ${d.project.name} (${d.client.name})`,
          description: d.project.description ?? '',
          stamp: d.project.updatedAt,
        });
      }
      // Open production stages are deadlines of their own (decision 077).
      for (const d of stages) {
        cal.createEvent({
          id: `stage-${d.stage.id}@${host}`,
          start: new Date(`${d.day}T00:00:00Z`),
          allDay: true,
          summary: `Due: ${d.stage.name}: ${d.project.name} (${d.client.name})`,
          description: d.project.description ?? '',
          stamp: d.stage.updatedAt,
        });
      }
      return cal.toString();
    },
  };
}
