/**
 * Relative times: seconds, minutes, hours, days, then weeks of 7
 * days, months of 30 days and years of 365 days (not calendar months), each rounded down, so
 * '6 days ago' turns into '1 week ago' on the seventh day. Pure, so it is tested without a clock.
 */
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Each unit applies from its size up to the next unit's threshold. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', 1],
];

export type RelativeTime = { value: number; unit: Intl.RelativeTimeFormatUnit };

/**
 * How long ago `iso` was at `now`, in the largest unit that fits. A moment slightly in the future
 * (another device's clock) counts as 0 seconds ago; an unreadable one answers null.
 */
export function elapsed(iso: string, now: Date): RelativeTime | null {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return null;
  const seconds = Math.max(0, Math.floor((now.getTime() - then) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return { value: Math.floor(seconds / size), unit };
  }
  return { value: 0, unit: 'second' };
}

const formats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * '5 minutes ago', '2 weeks ago', 'il y a 3 jours' in the user's language. Always a number
 * ('1 day ago', not 'yesterday'): these units are counts, and 'last month' would read as
 * the calendar month while the count is 30 days.
 */
export function relativeTime(iso: string, now: Date, language: string): string {
  const span = elapsed(iso, now);
  if (!span) return '';
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
    formats.set(language, format);
  }
  // Negative: in the past. -0 keeps '0 seconds ago' rather than 'in 0 seconds'.
  return format.format(-span.value, span.unit);
}
