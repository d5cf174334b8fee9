import {
  addDaysToDay,
  CALENDAR_LIMITS,
  dayInZone,
  startOfDayInZone,
  weekdayOfDay,
  type CalendarEvent,
  type Day,
  type WeekStart,
} from '@atelier/shared';

/**
 * The calendar's days and which events fall on them (decision 032). Every day is a calendar day of
 * the account's zone ('YYYY-MM-DD'), never of the browser: a fitting at 23:30 in Berlin is on
 * that Berlin day even when the laptop is set to New York.
 */

export type CalendarView = 'month' | 'week' | 'day';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['month', 'week', 'day'];

const DAY_MS = 24 * 3600_000;

export const firstOfMonth = (day: Day): Day => `${day.slice(0, 7)}-01`;

function daysInMonth(day: Day): number {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The day that starts the week of a day: the studio's Sunday or Monday (settings.weekStart, decision 129). */
export const weekStart = (day: Day, first: WeekStart = 'sunday'): Day =>
  addDaysToDay(day, -((weekdayOfDay(day) - (first === 'monday' ? 1 : 0) + 7) % 7));

/** The seven days around a day, from the week's first. */
export const weekDays = (day: Day, first: WeekStart = 'sunday'): Day[] =>
  Array.from({ length: 7 }, (_, i) => addDaysToDay(weekStart(day, first), i));

/** The month's grid: whole weeks from the week's first day on or before the 1st to its last on or after the month's end. */
export function monthGridDays(day: Day, first: WeekStart = 'sunday'): Day[] {
  const firstDay = firstOfMonth(day);
  const last = addDaysToDay(firstDay, daysInMonth(firstDay) - 1);
  const start = weekStart(firstDay, first);
  const count = Math.round((Date.parse(last) - Date.parse(start)) / DAY_MS) + 1;
  const weeks = Math.ceil(count / 7);
  return Array.from({ length: weeks * 7 }, (_, i) => addDaysToDay(start, i));
}

export function visibleDays(view: CalendarView, day: Day, first: WeekStart = 'sunday'): Day[] {
  if (view === 'month') return monthGridDays(day, first);
  if (view === 'week') return weekDays(day, first);
  return [day];
}

/** The same day of the next or previous month, kept inside the month (31 Jan + 1 month = 28 Feb). */
function addMonths(day: Day, months: number): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
  return `${target.slice(0, 8)}${String(Math.min(d, daysInMonth(target))).padStart(2, '0')}`;
}

/** Previous (-1) or next (+1) month, week or day. */
export function stepDay(view: CalendarView, day: Day, step: -1 | 1): Day {
  if (view === 'month') return addMonths(day, step);
  return addDaysToDay(day, view === 'week' ? 7 * step : step);
}

/** The query's range for a list of visible days. */
export const rangeOf = (days: readonly Day[]) => ({ startDate: days[0]!, endDate: days[days.length - 1]! });

/** The days an event is on, in the zone. A project deadline is the UTC date of its start in every zone. */
export function eventDays(event: CalendarEvent, zone: string): Day[] {
  if (event.allDay) return [event.startTime.slice(0, 10)];
  const start = dayInZone(Date.parse(event.startTime), zone);
  // An event ending at midnight is not on the next day (end is exclusive).
  const end = dayInZone(Math.max(Date.parse(event.startTime), Date.parse(event.endTime) - 1), zone);
  const days = [start];
  for (let d = start; d < end && days.length <= CALENDAR_LIMITS.maxDurationDays + 1;) days.push((d = addDaysToDay(d, 1)));
  return days;
}

/** When an entry starts, for sorting: an all-day entry at the first moment of its day in the zone. */
export function startMs(event: CalendarEvent, zone: string): number {
  return event.allDay ? startOfDayInZone(event.startTime.slice(0, 10), zone).getTime() : Date.parse(event.startTime);
}

/** All-day entries first, then by start, then by title (a stable order for equal times). */
export function sortEvents(events: readonly CalendarEvent[], zone: string): CalendarEvent[] {
  return [...events].sort(
    (a, b) =>
      Number(b.allDay) - Number(a.allDay) ||
      startMs(a, zone) - startMs(b, zone) ||
      a.title.localeCompare(b.title) ||
      a.id.localeCompare(b.id),
  );
}

/** Each day's events in order; an event spanning midnight is on both days. */
export function eventsByDay(events: readonly CalendarEvent[], zone: string): Map<Day, CalendarEvent[]> {
  const out = new Map<Day, CalendarEvent[]>();
  for (const event of sortEvents(events, zone)) {
    for (const day of eventDays(event, zone)) {
      const list = out.get(day);
      if (list) list.push(event);
      else out.set(day, [event]);
    }
  }
  return out;
}

export type MonthCell = {
  day: Day;
  inMonth: boolean;
  isToday: boolean;
  /** What the cell shows: at most 2. */
  shown: CalendarEvent[];
  /** The '+N more' count. */
  more: number;
  all: CalendarEvent[];
};

/** The month grid as weeks of cells (2 events per cell, then '+N more'). */
export function buildMonthGrid(
  day: Day,
  events: readonly CalendarEvent[],
  zone: string,
  today: Day,
  first: WeekStart = 'sunday',
): MonthCell[][] {
  const byDay = eventsByDay(events, zone);
  const month = day.slice(0, 7);
  const cells = monthGridDays(day, first).map((d): MonthCell => {
    const all = byDay.get(d) ?? [];
    const shown = all.slice(0, CALENDAR_LIMITS.dayCellEvents);
    return { day: d, inMonth: d.slice(0, 7) === month, isToday: d === today, shown, more: all.length - shown.length, all };
  });
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/**
 * 'Upcoming Events': what starts from now to 7 days ahead, sorted by
 * start. A deadline counts from today (its whole day) to the seventh day after.
 */
export function upcomingEvents(events: readonly CalendarEvent[], now: number, zone: string): CalendarEvent[] {
  const until = now + CALENDAR_LIMITS.upcomingDays * DAY_MS;
  const today = dayInZone(now, zone);
  const lastDay = dayInZone(until, zone);
  const upcoming = events.filter((e) => {
    if (e.allDay) {
      const day = e.startTime.slice(0, 10);
      return day >= today && day <= lastDay;
    }
    const start = Date.parse(e.startTime);
    return start >= now && start < until;
  });
  return [...upcoming].sort((a, b) => startMs(a, zone) - startMs(b, zone) || a.title.localeCompare(b.title));
}

/** "Today's Schedule": everything on today's date in the zone, including what has already begun. */
export function todaysEvents(events: readonly CalendarEvent[], today: Day, zone: string): CalendarEvent[] {
  return eventsByDay(events, zone).get(today) ?? [];
}

/** Read-only entries: project deadlines are derived from the project and change only there. */
export const isEditable = (event: CalendarEvent): boolean => event.source === 'event';
