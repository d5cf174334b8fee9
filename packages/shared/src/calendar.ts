import { z } from 'zod';
import { optionalText } from './clients.js';
import { recordIdsSchema } from './envelope.js';
import { instantSchema, isoDateSchema } from './dates.js';
import { assigneeFilterSchema, assigneeIdSchema } from './projects.js';
import { text } from './text.js';
import { hasOffset } from './zoned-time.js';

/**
 * Calendar events (decision 032). Times travel as ISO 8601 instants with an offset and are
 * stored in UTC; the web enters and shows them in the account's time zone (`zoned-time.ts`).
 */

export const EVENT_TYPES = ['consultation', 'fitting', 'delivery', 'deadline', 'meeting', 'other'] as const;
export const eventTypeSchema = z.enum(EVENT_TYPES, { error: 'Select an event type' });
export type EventType = z.infer<typeof eventTypeSchema>;
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  consultation: 'Consultation',
  fitting: 'Fitting',
  delivery: 'Delivery',
  deadline: 'Deadline',
  meeting: 'Meeting',
  other: 'Other',
};

/** A client's answer to an appointment from the portal (decision 082). */
export const CLIENT_RESPONSES = ['confirmed', 'reschedule'] as const;
export type ClientResponse = (typeof CLIENT_RESPONSES)[number];

/** New events are always `scheduled`; the rest are set later (decision 032). */
export const EVENT_STATUSES = ['scheduled', 'completed', 'cancelled', 'no-show'] as const;
export const eventStatusSchema = z.enum(EVENT_STATUSES, { error: 'Select a status' });
export type EventStatus = z.infer<typeof eventStatusSchema>;
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
};

/** The owner is mailed the day before these (decision 032); meetings and the rest are not. */
export const REMINDED_EVENT_TYPES: readonly EventType[] = ['consultation', 'fitting', 'delivery'];

export const CALENDAR_LIMITS = {
  title: 120,
  description: 2000,
  location: 300,
  /** An event longer than two weeks is a project, not an appointment. */
  maxDurationDays: 14,
  /** A range query covers at most a year (decision 032). */
  maxRangeDays: 366,
  /** Upcoming Events looks 7 days ahead. */
  upcomingDays: 7,
  /** A day cell shows 2 events, then '+N more'. */
  dayCellEvents: 2,
  /** Reminders go out this long before the start (decision 032). */
  reminderLeadHours: 24,
} as const;

const eventFields = {
  /** A meeting may have no client; "" (a form's 'No client') is none too. */
  clientId: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => (v === '' ? null : v)),
  title: text().trim().min(1, 'Title is required').max(CALENDAR_LIMITS.title, `Title must be at most ${CALENDAR_LIMITS.title} characters`),
  description: optionalText(CALENDAR_LIMITS.description, 'Description'),
  type: eventTypeSchema,
  startTime: instantSchema,
  endTime: instantSchema,
  location: optionalText(CALENDAR_LIMITS.location, 'Location'),
  /** Mail the client a reminder the day before too, when the client has an email (decision 032). */
  remindClient: z.boolean(),
  /** The member who takes the appointment, reminded in the owner's place (decision 075). */
  assigneeId: assigneeIdSchema,
};

const MAX_DURATION_MS = CALENDAR_LIMITS.maxDurationDays * 24 * 3600_000;

/**
 * endTime after startTime, and not more than two weeks after; the error sits on endTime. Checked
 * here only when both are instants: a wall time becomes one on the server, in the account's zone,
 * which checks the pair again (decision 059).
 */
function checkTimes(body: { startTime?: string | undefined; endTime?: string | undefined }, ctx: z.RefinementCtx) {
  if (body.startTime === undefined || body.endTime === undefined) return;
  if (!hasOffset(body.startTime) || !hasOffset(body.endTime)) return;
  const ms = Date.parse(body.endTime) - Date.parse(body.startTime);
  if (ms <= 0) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'End time must be after the start time' });
  else if (ms > MAX_DURATION_MS)
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: `An event can last at most ${CALENDAR_LIMITS.maxDurationDays} days` });
}

/**
 * POST /calendar. Clients may send `status`; a new event is always `scheduled`,
 * so `status` is accepted only as `scheduled`.
 */
export const createEventBodySchema = z
  .strictObject({
    ...eventFields,
    type: eventFields.type.default('other'),
    remindClient: eventFields.remindClient.default(false),
    status: z.literal('scheduled', { error: 'A new event is always scheduled' }).optional(),
  })
  .superRefine(checkTimes);
export type CreateEventBody = z.input<typeof createEventBodySchema>;

/** PATCH /calendar/{id}: any subset; moving one end is checked against the stored other end on the server. */
export const updateEventBodySchema = z
  .strictObject({
    clientId: eventFields.clientId,
    title: eventFields.title.optional(),
    description: eventFields.description.optional(),
    type: eventFields.type.optional(),
    startTime: eventFields.startTime.optional(),
    endTime: eventFields.endTime.optional(),
    location: eventFields.location.optional(),
    remindClient: eventFields.remindClient.optional(),
    assigneeId: eventFields.assigneeId,
    status: eventStatusSchema.optional(),
  })
  .superRefine(checkTimes);
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;

/**
 * GET /calendar?startDate=&endDate=: events overlapping the range. A date (YYYY-MM-DD) is a day
 * in the account's zone (startDate from its first moment, endDate to its last); a date-time is
 * that instant. Without a range: from 31 days ago to a year ahead (decision 032).
 */
export const calendarRangeQuerySchema = z.object({
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
});

/**
 * GET /calendar: the range, and `assigneeId` for one member's appointments and the deadlines of
 * the projects assigned to them (`me` for the caller's own, decision 075).
 */
export const calendarListQuerySchema = calendarRangeQuerySchema.extend({
  assigneeId: assigneeFilterSchema.optional(),
});

const referenceSchema = recordIdsSchema.extend({ name: z.string() });

export const calendarEventSchema = recordIdsSchema.extend({
  clientId: referenceSchema.nullable(),
  clientName: z.string(),
  title: z.string(),
  description: z.string(),
  type: eventTypeSchema,
  startTime: z.string(),
  endTime: z.string(),
  location: z.string(),
  status: eventStatusSchema,
  remindClient: z.boolean(),
  /** The assigned member's user id; a deadline carries its project's. */
  assigneeId: z.string().nullable(),
  /**
   * `event` for a stored event; `project` for a project's due date shown as a deadline, derived
   * from the project on every read (decision 032): it cannot be edited here, and its id is
   * `deadline-{projectId}`; `stage` for an open production stage's due date, `stage-{stageId}`,
   * titled 'Cutting: Ivory wedding gown' (decision 077); `ticket` for an alteration ticket's
   * pick-up day, `ticket-{ticketId}`, titled 'Pick-up A-0427' (decision 151).
   */
  source: z.enum(['event', 'project', 'stage', 'ticket']),
  projectId: referenceSchema.nullable(),
  /** A whole calendar day (project deadlines): its day is the UTC date of startTime, in every zone. */
  allDay: z.boolean(),
  /**
   * The client's answer from the portal (decision 082): `confirmed`, or `reschedule` when they asked
   * to move it; null before they answer, and again once the studio moves the appointment.
   */
  clientResponse: z.enum(CLIENT_RESPONSES).nullable(),
  /** What the client wrote when asking to move it; "" when none. */
  clientResponseNote: z.string(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** Another event of the same day that overlaps the saved one: a warning, never a refusal (decision 032). */
export const eventConflictSchema = recordIdsSchema.extend({ title: z.string(), startTime: z.string(), endTime: z.string() });
export type EventConflict = z.infer<typeof eventConflictSchema>;

/** The account's calendar feed for phone and desktop calendars (decision 032). */
export const calendarFeedSchema = z.object({
  /** https://… address of the .ics file, or "" before one is made. */
  url: z.string(),
  /** The same address as webcal://, which calendar apps open as a subscription. */
  webcalUrl: z.string(),
  createdAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
