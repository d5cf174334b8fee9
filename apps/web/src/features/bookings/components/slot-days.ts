import type { BookingSlot } from '@atelier/shared';

/**
 * The booking page's times (decision 161): the server answers instants in UTC; the client reads
 * them in their own time zone, grouped by their own calendar day. Nothing here imports zod or the
 * app, so the public page stays light.
 */

/** The browser's own IANA zone ('Europe/Paris'); UTC when the browser does not say. */
export function clientTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
export function dayIn(at: string | number | Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(new Date(at));
}

export type SlotDay = { day: string; slots: BookingSlot[] };

/** The slots grouped by the client's calendar day, days and slots in time order. */
export function slotsByDay(slots: readonly BookingSlot[], timeZone: string): SlotDay[] {
  const days = new Map<string, BookingSlot[]>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const slot of sorted) {
    const day = dayIn(slot.start, timeZone);
    const list = days.get(day) ?? [];
    // One time offered once: a team's members free at the same moment show as one slot.
    if (!list.some((s) => Date.parse(s.start) === Date.parse(slot.start))) list.push(slot);
    days.set(day, list);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

/** A slot's time of day in the client's zone and language ('14:30', '2:30 PM'). */
export function slotTime(iso: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** A day as a button says it: 'Tue, Dec 1' / 'mar. 1 déc.'. The day is a calendar date, read at noon UTC. */
export function dayLabel(day: string, language: string, style: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    weekday: style,
    month: style,
    day: 'numeric',
    ...(style === 'long' ? { year: 'numeric' } : {}),
  }).format(new Date(`${day}T12:00:00Z`));
}

/** A whole moment for the confirmation: 'Tuesday, December 1, 2026 at 2:30 PM' in the client's zone. */
export function momentLabel(iso: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
}

/** A zone as people read it ('Central European Time'), its IANA name when Intl has no long name. */
export function zoneName(timeZone: string, language: string, at: string | number = Date.now()): string {
  try {
    const parts = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'long' }).formatToParts(new Date(at));
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** True when two zones read the same wall-clock time at that moment (Paris and Brussels). */
export function sameClock(a: string, b: string, at: string | number = Date.now()): boolean {
  const clock = (timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(at));
  return a === b || clock(a) === clock(b);
}

/** The studio's calendar date `days` days after today in its zone: the slots' `from`. */
export function studioDay(timeZone: string, days = 0, now = Date.now()): string {
  const today = dayIn(now, timeZone);
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
