/**
 * Wall-clock time in an IANA zone, for both sides (issue 10, decision 032): the server reads a
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
  return Math.round((asUtc - (ms - (ms % 1000 + 1000) % 1000)) / MINUTE_MS);
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

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

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
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const before = zoneOffsetMinutes(asUtc - DAY_MS / 2, zone);
  const after = zoneOffsetMinutes(asUtc + DAY_MS / 2, zone);
  const matches = [...new Set([before, after])]
    .map((offset) => asUtc - offset * MINUTE_MS)
    .filter((t) => zoneOffsetMinutes(t, zone) * MINUTE_MS === asUtc - t)
    .sort((a, b) => a - b);
  // In a gap no offset matches: the offset before the change carries the time past it.
  return new Date(matches[0] ?? asUtc - before * MINUTE_MS);
}

/** The first instant of a day in a zone (not always 00:00 where midnight is skipped). */
export function startOfDayInZone(day: Day, zone: string): Date {
  return instantFromWallTime(day, zone);
}

/** Calendar arithmetic on days, independent of any zone's daylight saving. */
export function addDaysToDay(day: Day, days: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day of the week of a calendar day, 0 = Sunday (the spec's grid starts on Sunday). */
export function weekdayOfDay(day: Day): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}
