import { addDaysToDay, instantFromWallTime, weekdayOfDay, type BookingSlot, type Day } from '@atelier/shared';
import type { StoredOpeningInterval } from '../../db/schema/index.js';

/*
 * Free slots (decision 156), computed without the database: the studio's opening intervals read on
 * its own wall clock day by day (so a daylight-saving change moves no slot off it), less closed
 * days, the past, the horizon, and what each member already has.
 */

const MINUTE_MS = 60_000;
/** Slots start on the quarter hour from each opening: a buffer or an odd event leaves starts there too. */
export const SLOT_STEP_MINUTES = 15;

/** A time already taken, [start, end) in ms; a booking's runs to the end of its buffer. */
export type Busy = { start: number; end: number };

export type SlotQuery = {
  zone: string;
  openingHours: readonly StoredOpeningInterval[];
  closedDays: readonly string[];
  /** First day of the studio's calendar, and how many days. */
  from: Day;
  days: number;
  durationMinutes: number;
  bufferAfterMinutes: number;
  /** No slot starts at or before `notBefore`, nor at or after `notAfter`. */
  notBefore: Date;
  notAfter: Date;
  /** Who can take it: a member's id, or null for the studio of one; each with what they have. */
  members: readonly { memberId: string | null; busy: readonly Busy[] }[];
};

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export const isoWeekday = (day: Day) => weekdayOfDay(day) || 7;

/** The instants a day's openings start and end, on the studio's clock that day. */
export function openingsOf(day: Day, zone: string, hours: readonly StoredOpeningInterval[]): { start: number; end: number }[] {
  const weekday = isoWeekday(day);
  return hours
    .filter((h) => h.weekday === weekday)
    .map((h) => ({
      start: instantFromWallTime(`${day}T${h.start}`, zone).getTime(),
      end: instantFromWallTime(`${day}T${h.end}`, zone).getTime(),
    }))
    .filter((o) => o.end > o.start)
    .sort((a, b) => a.start - b.start);
}

const overlaps = (busy: readonly Busy[], start: number, end: number) => busy.some((b) => b.start < end && start < b.end);

/** Every free slot of the days asked, soonest first, one per free member at each start. */
export function freeSlots(q: SlotQuery): BookingSlot[] {
  const closed = new Set(q.closedDays);
  const length = q.durationMinutes * MINUTE_MS;
  const blocked = (q.durationMinutes + q.bufferAfterMinutes) * MINUTE_MS;
  const step = SLOT_STEP_MINUTES * MINUTE_MS;
  const out: BookingSlot[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < q.days; i++) {
    const day = addDaysToDay(q.from, i);
    if (closed.has(day)) continue;
    for (const opening of openingsOf(day, q.zone, q.openingHours)) {
      for (let start = opening.start; start + length <= opening.end; start += step) {
        if (start <= q.notBefore.getTime() || start >= q.notAfter.getTime()) continue;
        for (const member of q.members) {
          // The member's next appointment starts no earlier than this one's buffer ends.
          if (overlaps(member.busy, start, start + blocked)) continue;
          const key = `${start}:${member.memberId ?? ''}`;
          if (seen.has(key)) continue;
          seen.add(key);
          out.push({ start: new Date(start).toISOString(), end: new Date(start + length).toISOString(), memberId: member.memberId });
        }
      }
    }
  }
  return out.sort((a, b) => a.start.localeCompare(b.start));
}
