/**
 * Wall-clock time in an IANA zone, for both sides (decision 032): the server reads a
 * day of the account's zone for range queries and reminders; the web turns what the tailor types
 * into an instant and shows instants in the account's zone, whatever zone the browser is in.
 * No zod here: the web's calendar page imports it without the schemas.
 */

/** 'YYYY-MM-DD' */
export type Day = string;
/** 'YYYY-MM-DDTHH:mm' as typed into a datetime-local field. */
export type WallTime = string;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 3600_000;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

export type ZonedParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The wall-clock reading of an instant in a zone. */
export function zonedParts(instant: Date | number, zone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const p of formatFor(zone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! };
}

/** Minutes the zone is ahead of UTC at that instant (Berlin in summer: 120). */
export function zoneOffsetMinutes(instant: Date | number, zone: string): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const p = zonedParts(ms, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - (ms - (((ms % 1000) + 1000) % 1000))) / MINUTE_MS);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The day an instant falls on in a zone. */
export function dayInZone(instant: Date | number, zone: string): Day {
  const p = zonedParts(instant, zone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The wall time (minutes) an instant shows in a zone, as a datetime-local value. */
export function wallTimeInZone(instant: Date | number, zone: string): WallTime {
  const p = zonedParts(instant, zone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** A day, or a wall time to the minute, second or fraction of a second (ISO 8601 without an offset). */
const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/;

/** Whether the text is a day or a wall time this module reads. */
export function isWallTime(value: string): boolean {
  return WALL.test(value);
}

/**
 * The instant a wall time names in a zone. Across a daylight-saving change it answers as
 * Temporal's 'compatible' does: a time skipped when clocks go forward (02:30 on a spring night in
 * Berlin) moves forward by the gap (03:30); a time that happens twice when clocks go back is the
 * first of the two (02:30 summer time).
 */
export function instantFromWallTime(wall: WallTime | Day, zone: string): Date {
  const m = WALL.exec(wall);
  if (!m) throw new RangeError(`Not a wall time: ${wall}`);
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = ''] = m;
  const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  const before = zoneOffsetMinutes(asUtc - DAY_MS / 2, zone);
  const after = zoneOffsetMinutes(asUtc + DAY_MS / 2, zone);
  const matches = [...new Set([before, after])]
    .map((offset) => asUtc - offset * MINUTE_MS)
    .filter((t) => zoneOffsetMinutes(t, zone) * MINUTE_MS === asUtc - t)
    .sort((a, b) => a - b);
  // In a gap no offset matches: the offset before the change carries the time past it.
  return new Date(matches[0] ?? asUtc - before * MINUTE_MS);
}

const OFFSET = /(?:Z|[+-]\d{2}:\d{2})$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether an ISO 8601 date-time names its own offset (or Z), so it is an instant in every zone. */
export function hasOffset(value: string): boolean {
  return OFFSET.test(value);
}

/**
 * The instant an ISO 8601 date-time sent to the API names (decision 059): with an offset or Z,
 * that instant; without one, a wall time of the account's zone, read by the daylight-saving rule
 * of instantFromWallTime (decision 032). A day alone is its first instant in the zone.
 */
export function instantInZone(value: string, zone: string): Date {
  return hasOffset(value) ? new Date(value) : instantFromWallTime(value, zone);
}

/**
 * The calendar day a date or date-time sent to the API names in the account's zone (decision 059):
 * a day is itself, a wall time is on its own day, an instant is on the day it falls on there
 * (00:30 on 1 November in Berlin is 1 November, though it is still 31 October in UTC).
 */
export function dayOfInput(value: string, zone: string): Day {
  if (DAY.test(value)) return value;
  return hasOffset(value) ? dayInZone(new Date(value), zone) : value.slice(0, 10);
}

/** The first instant of a day in a zone (not always 00:00 where midnight is skipped). */
export function startOfDayInZone(day: Day, zone: string): Date {
  return instantFromWallTime(day, zone);
}

/** Calendar arithmetic on days, independent of any zone's daylight saving. */
export function addDaysToDay(day: Day, days: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const dayNumber = (day: Day) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
/** Whole days from `from` to `to` (negative when `to` is earlier): the one count of days between two calendar days. */
export const daysBetween = (from: Day, to: Day): number => dayNumber(to) - dayNumber(from);

/** The day of the week of a calendar day, 0 = Sunday (the calendar's grid starts on Sunday). */
export function weekdayOfDay(day: Day): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}
