import { addDaysToDay, instantFromWallTime, wallTimeInZone, type CalendarEvent, type Day, type WallTime } from '@atelier/shared';

/**
 * Pure layout of the week and day views (decision 033). Everything is in wall-clock minutes of the
 * account's zone, never the browser's: a row is an hour as the studio's clock reads it, so on a
 * daylight-saving day the grid still shows 24 rows and a fitting at 10:30 sits at 10:30.
 * Instants are only made back from wall times with `instantFromWallTime`, which knows the zone's
 * changes; adding milliseconds to a wall time would put a moved event an hour off on those days.
 */

export const MINUTES_PER_DAY = 24 * 60;
/** Drags snap to a quarter of an hour; it is also the shortest event a resize leaves. */
export const SNAP_MINUTES = 15;
const MINUTE_MS = 60_000;

/** A wall time split into its day and the minutes since that day's midnight. */
export type WallPoint = { day: Day; minutes: number };

export function wallPoint(instant: Date | number | string, zone: string): WallPoint {
  const wall = wallTimeInZone(typeof instant === 'string' ? Date.parse(instant) : instant, zone);
  return { day: wall.slice(0, 10), minutes: Number(wall.slice(11, 13)) * 60 + Number(wall.slice(14, 16)) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DDTHH:mm' for minutes counted from a day's midnight; minutes past 24:00 or before 00:00 carry into other days. */
export function wallTimeAt(day: Day, minutes: number): WallTime {
  const days = Math.floor(minutes / MINUTES_PER_DAY);
  const rest = minutes - days * MINUTES_PER_DAY;
  return `${addDaysToDay(day, days)}T${pad(Math.floor(rest / 60))}:${pad(rest % 60)}`;
}

export function snapMinutes(minutes: number, step = SNAP_MINUTES): number {
  return Math.round(minutes / step) * step;
}

/** The days a whole-day entry covers: UTC dates, as a project's due date is a calendar date (shared calendar.ts). */
export function allDayDays(event: CalendarEvent): Day[] {
  const first = new Date(event.startTime).toISOString().slice(0, 10);
  const endMs = Date.parse(event.endTime) - 1;
  const last = endMs > Date.parse(event.startTime) ? new Date(endMs).toISOString().slice(0, 10) : first;
  const days: Day[] = [];
  for (let d = first; d <= last && days.length < 31; d = addDaysToDay(d, 1)) days.push(d);
  return days;
}

/** The part of a timed event shown in one day column, in minutes of that day. */
export type Segment = {
  event: CalendarEvent;
  day: Day;
  start: number;
  end: number;
  /** Clipped at the top: the event began on an earlier day. */
  continuesBefore: boolean;
  /** Clipped at the bottom: the event goes on into the next day (no resize handle here). */
  continuesAfter: boolean;
};

/** The segment of an event on a day, or null when it does not show there. */
export function segmentOn(event: CalendarEvent, day: Day, zone: string): Segment | null {
  const start = wallPoint(event.startTime, zone);
  const end = wallPoint(event.endTime, zone);
  if (start.day > day || end.day < day) return null;
  // An event ending exactly at midnight does not spill an empty segment into the next day.
  if (end.day === day && end.minutes === 0 && start.day < day) return null;
  const continuesBefore = start.day < day;
  // Ending at the next midnight is ending on this day, at 24:00 (and keeps its resize handle).
  const endsAtMidnight = end.minutes === 0 && end.day === addDaysToDay(day, 1);
  const continuesAfter = end.day > day && !endsAtMidnight;
  const top = continuesBefore ? 0 : start.minutes;
  // When clocks go back an end can read earlier than its start on the wall (02:30 summer time to
  // 02:00 winter time is half an hour): draw it as long as it really lasts.
  const realMinutes = (Date.parse(event.endTime) - Date.parse(event.startTime)) / MINUTE_MS;
  const wallEnd = end.minutes >= top ? end.minutes : Math.min(MINUTES_PER_DAY, top + realMinutes);
  const bottom = continuesAfter || endsAtMidnight ? MINUTES_PER_DAY : wallEnd;
  return { event, day, start: top, end: bottom, continuesBefore, continuesAfter };
}

/** `column` of `columns` in its cluster, `span` columns wide (it widens into free columns on its right). */
export type PlacedSegment = Segment & { column: number; columns: number; span: number };

/**
 * Side-by-side columns for overlapping segments, as most calendars do: segments that overlap,
 * directly or through others, form a cluster; each takes the first column free at its start, and
 * the cluster is split into as many columns as it needed. A segment then widens into the columns
 * on its right that nothing beside it uses. `minMinutes` is the height a segment takes on screen
 * (a 5-minute event is drawn taller so it can be hit), so that is what overlaps.
 */
export function placeSegments(segments: Segment[], minMinutes = 0): PlacedSegment[] {
  const sorted = [...segments].sort((a, b) => a.start - b.start || b.end - a.end || a.event.id.localeCompare(b.event.id));
  const placed: PlacedSegment[] = [];
  const bottomOf = (s: Segment) => Math.max(s.end, s.start + minMinutes);
  let cluster: PlacedSegment[] = [];
  let columnEnds: number[] = [];
  let clusterEnd = -1;
  const close = () => {
    for (const s of cluster) {
      s.columns = columnEnds.length;
      const blocked = (column: number) => cluster.some((o) => o.column === column && o.start < bottomOf(s) && s.start < bottomOf(o));
      while (s.column + s.span < s.columns && !blocked(s.column + s.span)) s.span += 1;
    }
    cluster = [];
    columnEnds = [];
  };
  for (const segment of sorted) {
    const bottom = bottomOf(segment);
    if (segment.start >= clusterEnd) close();
    let column = columnEnds.findIndex((end) => end <= segment.start);
    if (column === -1) column = columnEnds.push(bottom) - 1;
    else columnEnds[column] = bottom;
    const item = { ...segment, column, columns: 1, span: 1 };
    cluster.push(item);
    placed.push(item);
    clusterEnd = Math.max(clusterEnd, bottom);
  }
  close();
  return placed;
}

export type Change = { startTime: string; endTime: string };

/**
 * Where a moved event lands: its start goes `dayDelta` columns across and `minuteDelta` down on
 * the wall clock, snapped to the quarter hour, and keeps its length in real time. The new start is
 * made from the wall time in the zone, so moving a 10:00 fitting to the day the clocks change
 * keeps it at 10:00. Null when it lands where it was.
 */
export function movedTimes(event: CalendarEvent, dayDelta: number, minuteDelta: number, zone: string): Change | null {
  const start = wallPoint(event.startTime, zone);
  const wall = wallTimeAt(addDaysToDay(start.day, dayDelta), snapMinutes(start.minutes + minuteDelta));
  const startMs = instantFromWallTime(wall, zone).getTime();
  const duration = Date.parse(event.endTime) - Date.parse(event.startTime);
  return changeOrNull(event, startMs, startMs + duration);
}

/**
 * A new end after dragging the bottom edge of the segment on `day` (whose end reads `segmentEnd`
 * minutes) by `minuteDelta`: snapped, kept on that day (at most its midnight), and at least a
 * quarter of an hour after the start. Null when nothing changes.
 */
export function resizedTimes(event: CalendarEvent, day: Day, segmentEnd: number, minuteDelta: number, zone: string): Change | null {
  const minutes = Math.min(MINUTES_PER_DAY, snapMinutes(segmentEnd + minuteDelta));
  const startMs = Date.parse(event.startTime);
  const endMs = Math.max(instantFromWallTime(wallTimeAt(day, minutes), zone).getTime(), startMs + SNAP_MINUTES * MINUTE_MS);
  return changeOrNull(event, startMs, endMs);
}

function changeOrNull(event: CalendarEvent, startMs: number, endMs: number): Change | null {
  if (startMs === Date.parse(event.startTime) && endMs === Date.parse(event.endTime)) return null;
  return { startTime: new Date(startMs).toISOString(), endTime: new Date(endMs).toISOString() };
}

/** Minutes the pointer moved down, from pixels and the hour row's height. */
export function minutesFromPixels(pixels: number, hourHeight: number): number {
  return (pixels / hourHeight) * 60;
}

/**
 * Pixels to scroll per frame while a drag is held within `edge` pixels of the top or bottom of the
 * visible hours: faster the closer to the edge (negative scrolls up), 0 elsewhere.
 */
export function edgeScrollSpeed(y: number, top: number, bottom: number, edge = 40, fastest = 14): number {
  if (bottom - top < 3 * edge) return 0;
  if (y < top + edge) return -Math.ceil((fastest * Math.min(edge, top + edge - y)) / edge);
  if (y > bottom - edge) return Math.ceil((fastest * Math.min(edge, y - (bottom - edge))) / edge);
  return 0;
}

/** Which column (0-based) an x coordinate falls in, clamped to the first and last. */
export function columnAt(x: number, columns: Array<{ left: number; right: number }>): number {
  if (columns.length === 0) return 0;
  const index = columns.findIndex((c) => x >= c.left && x < c.right);
  if (index !== -1) return index;
  return x < columns[0]!.left ? 0 : columns.length - 1;
}
