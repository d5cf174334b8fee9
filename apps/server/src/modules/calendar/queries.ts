import { addDaysToDay, CALENDAR_LIMITS, dayInZone, instantInZone, startOfDayInZone, type calendarRangeQuerySchema } from '@atelier/shared';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { calendarEvents, clients, projects, projectStages, type CalendarEventRow } from '../../db/schema/index.js';
import { fieldError } from '../../lib/errors.js';
import { projectIsOpen, projectNotCancelled } from '../../lib/open-projects.js';
import { said } from '../../lib/said.js';

export type RangeQuery = z.output<typeof calendarRangeQuerySchema>;
export type Range = { start: Date; end: Date };
export type EventRecord = CalendarEventRow & { client: { id: string; name: string; email: string | null } | null };
export type DeadlineRecord = {
  project: {
    id: string;
    name: string;
    description: string | null;
    status: string;
    assigneeId: string | null;
    createdAt: Date;
    updatedAt: Date;
  };
  client: { id: string; name: string };
  /** The calendar day the project is due (decision 032). */
  day: string;
};
/** An open production stage's due date (decision 077), with its project and client. */
export type StageDeadlineRecord = {
  stage: { id: string; name: string; assigneeId: string | null; createdAt: Date; updatedAt: Date };
  project: { id: string; name: string; description: string | null };
  client: { id: string; name: string };
  /** The calendar day the stage is due, read as a project's due date is. */
  day: string;
};
type DeadlineQuery = { workspaceId: string; range: Range; zone: string; clientId?: string; assigneeId?: string };

const DAY_MS = 24 * 3600_000;
const MAX_DURATION_MS = CALENDAR_LIMITS.maxDurationDays * DAY_MS;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instants a range query covers (decision 032): a date is a day of the account's zone, so
 * `endDate` runs to the end of its day (startDate from its first instant); a date-time is that instant. Without bounds, from 31 days
 * ago to a year ahead. Longer than a year, or ending before it starts: 422 on endDate.
 */
export function resolveRange(query: RangeQuery, zone: string, now: Date): Range {
  // A date-time without an offset is a wall time of the account's zone (decision 059).
  const startOf = (v: string) => instantInZone(v, zone);
  const endOf = (v: string) => (DATE_ONLY.test(v) ? startOfDayInZone(addDaysToDay(v, 1), zone) : instantInZone(v, zone));
  const givenEnd = query.endDate === undefined ? null : endOf(query.endDate);
  const start =
    query.startDate !== undefined
      ? startOf(query.startDate)
      : new Date(givenEnd ? givenEnd.getTime() - 365 * DAY_MS : now.getTime() - 31 * DAY_MS);
  const end = givenEnd ?? new Date(start.getTime() + 365 * DAY_MS);
  if (end <= start) throw fieldError('endDate', said('calendar.rangeEndBeforeStart'));
  // A year of days in a zone may be an hour longer across daylight saving.
  if (end.getTime() - start.getTime() > CALENDAR_LIMITS.maxRangeDays * DAY_MS + 2 * 3600_000) {
    throw fieldError('endDate', said('calendar.rangeTooLong'));
  }
  return { start, end };
}

/**
 * Events overlapping [start, end). An event lasts at most 14 days, so its start lies after
 * `start - 14 days`: both bounds sit on the (workspace_id, start_time) index.
 */
export function overlapping(range: Range): SQL {
  return and(
    lt(calendarEvents.startTime, range.end),
    gt(calendarEvents.endTime, range.start),
    gt(calendarEvents.startTime, new Date(range.start.getTime() - MAX_DURATION_MS)),
  ) as SQL;
}

type EventRead = { event: CalendarEventRow; clientId: string | null; clientName: string | null; clientEmail: string | null };
const eventRecord = (r: EventRead): EventRecord => ({
  ...r.event,
  client: r.clientId ? { id: r.clientId, name: r.clientName ?? '', email: r.clientEmail } : null,
});

/** Events with their client, in start order. */
export async function loadEvents(db: Db, where: SQL | undefined): Promise<EventRecord[]> {
  const rows = await db
    .select({ event: calendarEvents, clientId: clients.id, clientName: clients.name, clientEmail: clients.email })
    .from(calendarEvents)
    .leftJoin(clients, eq(clients.id, calendarEvents.clientId))
    .where(where)
    .orderBy(asc(calendarEvents.startTime), asc(calendarEvents.id));
  return rows.map(eventRecord);
}

/**
 * A client's appointments on the client page (decision 126): those not over at `now` (an appointment
 * under way is still to come), the soonest first, and those over, the latest first; at most `take` of
 * each with the count of each. Two queries on the (client_id, start_time) index, the counts windows.
 */
export async function clientAppointments(db: Db, opts: { workspaceId: string; clientId: string; now: Date; take: number }) {
  const read = async (upcoming: boolean) => {
    const rows = await db
      .select({
        event: calendarEvents,
        clientId: clients.id,
        clientName: clients.name,
        clientEmail: clients.email,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(calendarEvents)
      .innerJoin(clients, eq(clients.id, calendarEvents.clientId))
      .where(
        and(
          eq(calendarEvents.workspaceId, opts.workspaceId),
          eq(calendarEvents.clientId, opts.clientId),
          upcoming ? gt(calendarEvents.endTime, opts.now) : lte(calendarEvents.endTime, opts.now),
        ),
      )
      .orderBy(
        ...(upcoming ? [asc(calendarEvents.startTime), asc(calendarEvents.id)] : [desc(calendarEvents.startTime), desc(calendarEvents.id)]),
      )
      .limit(opts.take);
    return { total: rows[0]?.total ?? 0, items: rows.map(eventRecord) };
  };
  const [upcoming, past] = await Promise.all([read(true), read(false)]);
  return { upcoming, past };
}

/**
 * The day a project is due: a date-only due date (midnight UTC, decision 015) names its day
 * everywhere; one with a time falls on its day in the owner's zone.
 */
function dueDay(due: Date, zone: string): string {
  return due.getTime() % DAY_MS === 0 ? due.toISOString().slice(0, 10) : dayInZone(due, zone);
}

/** The due day when it falls in the range, else null. */
function dayInRange(due: Date, range: Range, zone: string): string | null {
  const day = dueDay(due, zone);
  const dayStart = startOfDayInZone(day, zone);
  const dayEnd = startOfDayInZone(addDaysToDay(day, 1), zone);
  return dayStart >= range.end || dayEnd <= range.start ? null : day;
}

/** Due dates near the range: a day is at most 26 hours in any zone, and the precise test is dayInRange. */
const nearRange = (column: typeof projects.dueDate | typeof projectStages.dueDate, range: Range) => [
  isNotNull(column),
  gte(column, new Date(range.start.getTime() - 2 * DAY_MS)),
  lt(column, new Date(range.end.getTime() + 2 * DAY_MS)),
];

/**
 * Project due dates in the range, derived from the projects on every read (decision 032: a deadline
 * is not a copied event, so it moves when the project's due date does).
 */
export async function loadDeadlines(db: Db, opts: DeadlineQuery): Promise<DeadlineRecord[]> {
  const { range, zone } = opts;
  const conditions = [
    eq(projects.workspaceId, opts.workspaceId),
    projectNotCancelled(projects.status),
    ...nearRange(projects.dueDate, range),
  ];
  if (opts.clientId) conditions.push(eq(projects.clientId, opts.clientId));
  if (opts.assigneeId) conditions.push(eq(projects.assigneeId, opts.assigneeId));
  const rows = await db
    .select({ project: projects, clientName: clients.name })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(...conditions))
    .orderBy(asc(projects.dueDate), asc(projects.id));
  const out: DeadlineRecord[] = [];
  for (const { project, clientName } of rows) {
    const day = dayInRange(project.dueDate!, range, zone);
    if (day) out.push({ project, client: { id: project.clientId, name: clientName }, day });
  }
  return out;
}

/**
 * Open production stages of open projects due in the range (decision 077), derived on every read
 * as project deadlines are; a member's calendar has the stages assigned to them.
 */
export async function loadStageDeadlines(db: Db, opts: DeadlineQuery): Promise<StageDeadlineRecord[]> {
  const { range, zone } = opts;
  const conditions = [
    eq(projectStages.workspaceId, opts.workspaceId),
    inArray(projectStages.status, ['todo', 'in-progress']),
    ...nearRange(projectStages.dueDate, range),
    projectIsOpen(projects.status),
  ];
  if (opts.clientId) conditions.push(eq(projects.clientId, opts.clientId));
  if (opts.assigneeId) conditions.push(eq(projectStages.assigneeId, opts.assigneeId));
  const rows = await db
    .select({
      stage: {
        id: projectStages.id,
        name: projectStages.name,
        assigneeId: projectStages.assigneeId,
        dueDate: projectStages.dueDate,
        createdAt: projectStages.createdAt,
        updatedAt: projectStages.updatedAt,
      },
      project: { id: projects.id, name: projects.name, description: projects.description },
      client: { id: clients.id, name: clients.name },
    })
    .from(projectStages)
    .innerJoin(projects, eq(projects.id, projectStages.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(...conditions))
    .orderBy(asc(projectStages.dueDate), asc(projectStages.id));
  return rows.flatMap(({ stage: { dueDate, ...stage }, project, client }) => {
    const day = dayInRange(dueDate!, range, zone);
    return day ? [{ stage, project, client, day }] : [];
  });
}

/** Other live events of the studio that overlap [start, end): the double-booking warning (decision 032). */
export async function findConflicts(db: Db, opts: { workspaceId: string; id: string; start: Date; end: Date }) {
  return db
    .select({ id: calendarEvents.id, title: calendarEvents.title, startTime: calendarEvents.startTime, endTime: calendarEvents.endTime })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.workspaceId, opts.workspaceId),
        ne(calendarEvents.id, opts.id),
        ne(calendarEvents.status, 'cancelled'),
        overlapping({ start: opts.start, end: opts.end }),
      ),
    )
    .orderBy(asc(calendarEvents.startTime))
    .limit(20);
}
