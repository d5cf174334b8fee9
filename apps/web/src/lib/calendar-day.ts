import { isTimeZone } from '@atelier/shared';

/**
 * Calendar days in the user's zone (decision 027). A day is 'YYYY-MM-DD'. Due dates are
 * calendar dates stored as midnight UTC, so their day is the UTC date of the stored value; "today"
 * is today in settings.timezone, whatever zone the browser is in, so every device shows the
 * same day and the same overdue projects.
 */
export type CalendarDay = string;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date in the zone (the browser's zone only if the zone is unknown). */
export function todayIn(timeZone: string, now: Date = new Date()): CalendarDay {
  const zone = isTimeZone(timeZone) ? timeZone : undefined;
  const key = zone ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(key, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day `days` later (or earlier), counted on the calendar, never across a zone. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The calendar day of a stored due date (midnight UTC), or null if there is none. */
export function calendarDayOf(iso: string | null | undefined): CalendarDay | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
}

/** Due before today (the due day itself is not overdue yet). */
export function isOverdue(dueDate: string | null | undefined, today: CalendarDay): boolean {
  const day = calendarDayOf(dueDate);
  return day !== null && day < today;
}

/** "Due this week": due today or in the six days after it (decision 027). */
export function isDueThisWeek(dueDate: string | null | undefined, today: CalendarDay): boolean {
  const day = calendarDayOf(dueDate);
  return day !== null && day >= today && day <= addDays(today, 6);
}

/** A new project's due date: today in the user's zone plus settings.defaultProjectDuration days. */
export function defaultDueDate(timeZone: string, durationDays: number, now: Date = new Date()): CalendarDay {
  return addDays(todayIn(timeZone, now), durationDays);
}
