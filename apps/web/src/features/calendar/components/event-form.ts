import {
  createEventBodySchema,
  instantFromWallTime,
  isWallTime,
  updateEventBodySchema,
  wallTimeInZone,
  zoneOffsetMinutes,
  type CalendarEvent,
  type CreateEventBody,
  type Day,
  type EventStatus,
  type EventType,
  type UpdateEventBody,
  type WallTime,
} from '@atelier/shared';
import { validateBody, type Validated } from '@/lib/validate-form';

/**
 * The event form (decision 032). Start and end are typed as wall times of the account's zone
 * ('YYYY-MM-DDTHH:mm', what a datetime-local field holds) and sent as instants with an offset,
 * so 10:30 typed by a Berlin studio is 10:30 in Berlin whatever zone the browser is in.
 */
export type EventFormValues = {
  title: string;
  /** '' for no client (a meeting may have none). */
  clientId: string;
  type: EventType;
  status: EventStatus;
  start: WallTime;
  end: WallTime;
  location: string;
  description: string;
  remindClient: boolean;
  /** The member who takes it, '' for nobody (decision 075). */
  assigneeId: string;
};

const MINUTE_MS = 60_000;

/**
 * The next round hour on the studio's clock (decision 129): 10:00 at 09:10 in its zone, also where
 * the zone is half an hour off UTC (Asia/Kolkata), never an hour of the browser's zone.
 */
export function nextRoundHour(zone: string, now: number): WallTime {
  const hourStart = `${wallTimeInZone(now, zone).slice(0, 13)}:00`;
  return addMinutesToWall(hourStart, 60, zone);
}

/**
 * A new event starts at the next round hour in the studio's zone and lasts an hour; opened from a
 * day cell it starts at that hour on that day instead (the day's 09:00 when that day is not today).
 */
export function emptyEventForm(zone: string, now: number, day?: Day, startWall?: WallTime): EventFormValues {
  let start: WallTime = nextRoundHour(zone, now);
  if (startWall) start = startWall;
  else if (day && day !== start.slice(0, 10)) start = `${day}T09:00`;
  return {
    title: '',
    clientId: '',
    type: 'fitting',
    status: 'scheduled',
    start,
    end: addMinutesToWall(start, 60, zone),
    location: '',
    description: '',
    remindClient: false,
    assigneeId: '',
  };
}

export function eventToForm(event: CalendarEvent, zone: string): EventFormValues {
  return {
    title: event.title,
    clientId: event.clientId?.id ?? '',
    type: event.type,
    status: event.status,
    start: wallTimeInZone(Date.parse(event.startTime), zone),
    end: wallTimeInZone(Date.parse(event.endTime), zone),
    location: event.location,
    description: event.description,
    remindClient: event.remindClient,
    assigneeId: event.assigneeId ?? '',
  };
}

/** A wall time moved by real minutes (across a daylight-saving change an hour-long fitting stays an hour). */
export function addMinutesToWall(wall: WallTime, minutes: number, zone: string): WallTime {
  return wallTimeInZone(instantFromWallTime(wall, zone).getTime() + minutes * MINUTE_MS, zone);
}

/** Moving the start keeps the duration: the end follows (what a calendar app does). */
export function moveStart(values: EventFormValues, start: WallTime, zone: string): EventFormValues {
  if (!isWallTime(start) || !isWallTime(values.start) || !isWallTime(values.end)) return { ...values, start };
  const duration = instantFromWallTime(values.end, zone).getTime() - instantFromWallTime(values.start, zone).getTime();
  if (duration <= 0) return { ...values, start };
  return { ...values, start, end: addMinutesToWall(start, duration / MINUTE_MS, zone) };
}

/**
 * The instant of a typed wall time, with its offset spelled out ('2026-11-22T10:30:00+01:00'):
 * readable in logs and exactly what the tailor meant. A half-typed value passes through as typed,
 * so the shared schema refuses it on its field.
 */
export function toInstant(wall: WallTime, zone: string): string {
  if (!isWallTime(wall) || wall.length < 16) return wall;
  const ms = instantFromWallTime(wall, zone).getTime();
  // A time skipped by a daylight-saving change is sent as the time it becomes (02:30 → 03:30).
  const shownWall = wallTimeInZone(ms, zone);
  const offset = zoneOffsetMinutes(ms, zone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${shownWall}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const clientOf = (values: EventFormValues) => (values.clientId ? values.clientId : null);

/** The body fields both calls send, from the form as typed in the account's zone. */
function eventBody(values: EventFormValues, zone: string, clientHasEmail: boolean) {
  return {
    clientId: clientOf(values),
    title: values.title.trim(),
    description: values.description.trim(),
    type: values.type,
    startTime: toInstant(values.start, zone),
    endTime: toInstant(values.end, zone),
    location: values.location.trim(),
    remindClient: values.remindClient && clientHasEmail,
  };
}

/** POST /calendar. A new event is always scheduled, so no status is sent; an assignee only when chosen. */
export function toCreateEventBody(values: EventFormValues, zone: string, clientHasEmail: boolean): Validated<CreateEventBody> {
  return validateBody(createEventBodySchema, {
    ...eventBody(values, zone, clientHasEmail),
    ...(values.assigneeId ? { assigneeId: values.assigneeId } : {}),
  });
}

/**
 * PATCH /calendar/{id} with every field of the form, status included. The assignee is sent only
 * when changed from `assigneeWas` (null to unassign), so a form without the picker, or with an
 * assignee who has left the studio, does not touch it (decision 075).
 */
export function toUpdateEventBody(
  values: EventFormValues,
  zone: string,
  clientHasEmail: boolean,
  assigneeWas: string = values.assigneeId,
): Validated<UpdateEventBody> {
  return validateBody(updateEventBodySchema, {
    ...eventBody(values, zone, clientHasEmail),
    status: values.status,
    ...(values.assigneeId === assigneeWas ? {} : { assigneeId: values.assigneeId || null }),
  });
}

/** The form's field name for a body field ('startTime' errors show under Start). */
export const FIELD_OF: Record<string, keyof EventFormValues> = { startTime: 'start', endTime: 'end' };

export function formErrors(errors: Record<string, string>): Partial<Record<keyof EventFormValues, string>> {
  const out: Partial<Record<keyof EventFormValues, string>> = {};
  for (const [field, message] of Object.entries(errors)) {
    const key = FIELD_OF[field] ?? (field as keyof EventFormValues);
    out[key] ??= message;
  }
  return out;
}
