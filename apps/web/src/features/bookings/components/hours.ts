import type { OpeningInterval } from '@atelier/shared';

/** A weekday's name (ISO 1 Monday … 7 Sunday) in the user's language: 2024-01-01 was a Monday. */
export function weekdayName(weekday: number, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday, 12)));
}

/** Another interval on a day: after its last one (an hour later, an hour long), else 09:00–17:00. */
export function addInterval(hours: readonly OpeningInterval[], weekday: number): OpeningInterval[] {
  const last = hours
    .filter((h) => h.weekday === weekday)
    .sort((a, b) => a.start.localeCompare(b.start))
    .at(-1);
  if (!last) return [...hours, { weekday, start: '09:00', end: '17:00' }];
  const [hh, mm] = last.end.split(':').map(Number) as [number, number];
  const start = Math.min(hh + 1, 22);
  const pad = (n: number) => String(n).padStart(2, '0');
  return [...hours, { weekday, start: `${pad(start)}:${pad(mm)}`, end: `${pad(start + 1)}:${pad(mm)}` }];
}

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);
