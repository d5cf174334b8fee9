import {
  CALENDAR_LIMITS,
  planIncludes,
  type calendarListQuerySchema,
  type createEventBodySchema,
  EVENT_STATUS_LABELS,
  type EventStatus,
  type updateEventBodySchema,
} from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { calendarEvents, clients, type CalendarEventRow } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { recordActivity, updateAction } from '../../lib/activity-log.js';
import { can, type Actor } from '../../lib/actor.js';
import { assigneeFilter, checkedAssignee } from '../../lib/assignees.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { fieldError, missingReference, notFound } from '../../lib/errors.js';
import { instantField } from '../../lib/input-times.js';
import { said } from '../../lib/said.js';
import { userSettings } from '../../lib/user-settings.js';
import { createWithinLimits } from '../plans/record-limits.js';
import { studioOwner } from '../plans/rules.js';
import { loadPickups, type PickupRecord } from './pickups.js';
import {
  findConflicts,
  loadDeadlines,
  loadEvents,
  loadStageDeadlines,
  overlapping,
  resolveRange,
  type DeadlineRecord,
  type EventRecord,
  type RangeQuery,
  type StageDeadlineRecord,
} from './queries.js';
import { syncReminders } from './reminders.js';
import { assertWritten } from '../../lib/sql-rows.js';

export type CreateEventInput = z.output<typeof createEventBodySchema>;
export type UpdateEventInput = z.output<typeof updateEventBodySchema>;
export type CalendarListQuery = z.output<typeof calendarListQuerySchema>;
type Conflict = Awaited<ReturnType<typeof findConflicts>>[number];
export type SavedEvent = { event: EventRecord; conflicts: Conflict[] };
export type CalendarEntries = {
  events: EventRecord[];
  deadlines: DeadlineRecord[];
  stages: StageDeadlineRecord[];
  pickups: PickupRecord[];
};

const CLIENT = { table: clients, what: 'Client', field: 'clientId' } as const;
const MAX_DURATION_MS = CALENDAR_LIMITS.maxDurationDays * 24 * 3600_000;

/** The times as they will be stored: the end after the start, an event at most 14 days long. */
function checkTimes(start: Date, end: Date) {
  if (end <= start) throw fieldError('endTime', said('calendar.endBeforeStart'));
  if (end.getTime() - start.getTime() > MAX_DURATION_MS)
    throw fieldError('endTime', said('calendar.tooLong', { days: CALENDAR_LIMITS.maxDurationDays }));
}

const referenceGone = (err: unknown): never => {
  if (isForeignKeyViolation(err)) throw missingReference('clientId', said('calendar.clientNotFound'));
  throw err;
};

/**
 * The calendar calls (decision 032). Every call needs a plan with the calendar:
 * Free and lapsed trials get 403 PLAN_UPGRADE_REQUIRED, reads included;
 * the events are kept and come back with an upgrade. `now` is injectable for the tests.
 */
export function calendarService(ctx: AppContext, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());

  async function readOne(actor: Actor, id: string): Promise<EventRecord> {
    const [row] = await loadEvents(ctx.db, and(eq(calendarEvents.workspaceId, actor.workspaceId), eq(calendarEvents.id, id)));
    if (!row) throw notFound(said('calendar.eventNotFound'));
    return row;
  }

  async function saved(actor: Actor, row: CalendarEventRow): Promise<SavedEvent> {
    const event = await readOne(actor, row.id);
    const conflicts =
      row.status === 'cancelled'
        ? []
        : await findConflicts(ctx.db, { workspaceId: actor.workspaceId, id: row.id, start: row.startTime, end: row.endTime });
    return { event, conflicts };
  }

  /**
   * The events and deadlines of a range, of one client or of one member: a member's calendar is
   * their appointments and the due dates of the projects assigned to them (decision 075).
   */
  async function entries(actor: Actor, query: RangeQuery, only: { clientId?: string; assignee?: string } = {}): Promise<CalendarEntries> {
    const owner = await studioOwner(ctx.db, actor.workspaceId);
    const zone = userSettings(owner).timezone;
    const range = resolveRange(query, zone, now());
    const { clientId } = only;
    const assigneeId = await assigneeFilter(ctx.db, actor, only.assignee);
    const scope = [eq(calendarEvents.workspaceId, actor.workspaceId), overlapping(range)];
    if (clientId) scope.push(eq(calendarEvents.clientId, clientId));
    if (assigneeId) scope.push(eq(calendarEvents.assigneeId, assigneeId));
    const events = await loadEvents(ctx.db, and(...scope));
    // A member who may not read projects sees the appointments without the deadlines.
    if (!can(actor, 'projects.read')) return { events, deadlines: [], stages: [], pickups: [] };
    const scoped = {
      workspaceId: actor.workspaceId,
      range,
      zone,
      ...(clientId ? { clientId } : {}),
      ...(assigneeId ? { assigneeId } : {}),
    };
    // A stage's deadline is on its own assignee's calendar, whoever has the project (decision 077).
    // Pick-ups are the counter's, on no member's own calendar (decision 151).
    const pickups =
      can(actor, 'tickets.read') && !assigneeId && planIncludes(owner, 'invoices')
        ? loadPickups(ctx.db, { workspaceId: actor.workspaceId, range, zone, ...(clientId ? { clientId } : {}) })
        : [];
    const [deadlines, stages] = await Promise.all([loadDeadlines(ctx.db, scoped), loadStageDeadlines(ctx.db, scoped)]);
    return { events, deadlines, stages, pickups: await pickups };
  }

  return {
    list: ({ actor, query }: { actor: Actor; query: CalendarListQuery }) =>
      entries(actor, query, query.assigneeId === undefined ? {} : { assignee: query.assigneeId }),

    /** GET /clients/{id}/calendar: the route has found the client the studio's. */
    async listForClient({ actor, clientId, query }: { actor: Actor; clientId: string; query: RangeQuery }): Promise<CalendarEntries> {
      return entries(actor, query, { clientId });
    },

    async get({ actor, id }: { actor: Actor; id: string }): Promise<EventRecord> {
      return readOne(actor, id);
    },

    async create({ actor, input }: { actor: Actor; input: CreateEventInput }): Promise<SavedEvent> {
      const owner = await studioOwner(ctx.db, actor.workspaceId);
      const clientId = input.clientId ?? null;
      if (clientId !== null) await requireAccess(ctx.db, { ...CLIENT, actor, id: clientId, permission: 'clients.read' });
      const assigneeId = (await checkedAssignee(ctx.db, actor, input.assigneeId)) ?? null;
      const zone = userSettings(owner).timezone;
      const start = instantField('startTime', input.startTime, zone);
      const end = instantField('endTime', input.endTime, zone);
      checkTimes(start, end);
      const row = await createWithinLimits(ctx.db, {
        actor,
        store: 'events',
        create: async (tx) => {
          const [inserted] = await tx
            .insert(calendarEvents)
            .values({
              workspaceId: actor.workspaceId,
              clientId,
              title: input.title,
              description: input.description,
              type: input.type,
              startTime: start,
              endTime: end,
              location: input.location,
              // Events are always created scheduled; other statuses are set later.
              status: 'scheduled',
              remindClient: input.remindClient,
              assigneeId,
            })
            .returning();
          assertWritten(inserted, 'event insert');
          await syncReminders(tx, inserted, now());
          await recordActivity(tx, actor, { entityType: 'event', entityId: inserted.id, action: 'created', subject: inserted.title });
          return inserted;
        },
      }).catch(referenceGone);
      return saved(actor, row);
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdateEventInput }): Promise<SavedEvent> {
      const owner = await studioOwner(ctx.db, actor.workspaceId);
      if (input.clientId != null) await requireAccess(ctx.db, { ...CLIENT, actor, id: input.clientId, permission: 'clients.read' });
      // A change of assignee is an update like any other in the activity log (decision 075).
      await checkedAssignee(ctx.db, actor, input.assigneeId);
      const zone = userSettings(owner).timezone;
      const newStart = input.startTime === undefined ? undefined : instantField('startTime', input.startTime, zone);
      const newEnd = input.endTime === undefined ? undefined : instantField('endTime', input.endTime, zone);
      const row = await ctx.db
        .transaction(async (tx: Db) => {
          // Locked so two moves of one event cannot interleave with its reminders.
          const [current] = await tx
            .select()
            .from(calendarEvents)
            .where(and(eq(calendarEvents.id, id), eq(calendarEvents.workspaceId, actor.workspaceId)))
            .for('update');
          if (!current) throw notFound(said('calendar.eventNotFound'));
          const start = newStart ?? current.startTime;
          const end = newEnd ?? current.endTime;
          checkTimes(start, end);
          const changes = Object.fromEntries(
            Object.entries({
              clientId: input.clientId,
              title: input.title,
              description: input.description,
              type: input.type,
              location: input.location,
              status: input.status,
              remindClient: input.remindClient,
              assigneeId: input.assigneeId,
            }).filter(([, v]) => v !== undefined),
          );
          // The client answered the appointment as it was: moved, it waits for a new answer (decision 082).
          const moved = start.getTime() !== current.startTime.getTime() || end.getTime() !== current.endTime.getTime();
          const answer = moved ? { clientResponse: null, clientResponseAt: null, clientResponseNote: null } : {};
          const [updated] = await tx
            .update(calendarEvents)
            .set({ ...changes, ...answer, startTime: start, endTime: end, updatedAt: new Date() })
            .where(eq(calendarEvents.id, id))
            .returning();
          if (!updated) throw notFound(said('calendar.eventNotFound'));
          await syncReminders(tx, updated, now());
          const action = updateAction(current.status, updated.status);
          const detail = action === 'status-changed' ? (EVENT_STATUS_LABELS[updated.status as EventStatus] ?? updated.status) : '';
          await recordActivity(tx, actor, { entityType: 'event', entityId: id, action, subject: updated.title, detail });
          return updated;
        })
        .catch(referenceGone);
      return saved(actor, row);
    },

    /** Answers the event as it was; its reminders go with it (foreign key cascade). */
    async remove({ actor, id }: { actor: Actor; id: string }): Promise<EventRecord> {
      const row = await readOne(actor, id);
      await ctx.db.transaction(async (tx) => {
        const gone = await tx
          .delete(calendarEvents)
          .where(and(eq(calendarEvents.id, id), eq(calendarEvents.workspaceId, actor.workspaceId)))
          .returning({ id: calendarEvents.id });
        if (gone.length > 0) await recordActivity(tx, actor, { entityType: 'event', entityId: id, action: 'deleted', subject: row.title });
      });
      return row;
    },
  };
}
