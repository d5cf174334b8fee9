import type { Language } from '@atelier/shared';

/**
 * "Monday 23 November 2026 at 10:30" in the studio's zone and the reader's language: the time the tailor entered (decision 032).
 * In lib, as the reminders and the notices about an appointment both write it (decision 109).
 */
export function readableTime(instant: Date, zone: string, language: Language = 'en'): string {
  // Every other language as Intl writes a full date and its time ('lundi 23 novembre 2026 à 10:30').
  if (language !== 'en')
    return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone: zone, hourCycle: 'h23' }).format(instant);
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    instant,
  );
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
  return `${day} at ${time}`;
}
