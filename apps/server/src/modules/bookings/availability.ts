import { addDaysToDay, BOOKING_LIMITS, dayInZone, startOfDayInZone, type BookingSlot, type Day } from '@atelier/shared';
import { and, asc, eq, gt, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  bookings,
  calendarEvents,
  users,
  workspaceMembers,
  type AppointmentTypeRow,
  type BookingSettingsRow,
} from '../../db/schema/index.js';
import { freeSlots, type Busy } from './slots.js';

/*
 * What the slots are computed from (decision 156): the studio's members, and what each has. An
 * event without an assignee is the owner's (in a studio of one, everything is the one member's);
 * a held booking counts only until its hold ends, whether or not the worker has marked it yet.
 */

const DAY_MS = 24 * 3600_000;

export type StudioMember = { id: string; firstName: string };

/** The studio's members, oldest first (the owner first). */
export async function studioMembers(db: Db, workspaceId: string): Promise<StudioMember[]> {
  return db
    .select({ id: users.id, firstName: users.firstName })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.createdAt), asc(users.id));
}

/**
 * Who can take a type: null alone in a studio of one (no choice to offer); in a team the members it
 * names that are still in the studio, or every member when it names none (or none of them is left).
 */
export function candidatesOf(type: Pick<AppointmentTypeRow, 'memberIds'>, members: readonly StudioMember[]): (string | null)[] {
  if (members.length <= 1) return [null];
  const listed = type.memberIds.filter((id) => members.some((m) => m.id === id));
  return listed.length > 0 ? listed : members.map((m) => m.id);
}

/** A booking holds its slot while confirmed, or held and its ten minutes not over. */
export const liveBooking = (now: Date): SQL =>
  or(eq(bookings.status, 'confirmed'), and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, now)))!;

export type Ignore = { bookingId?: string; eventId?: string | null };

/** What each candidate has between `start` and `end`: events and live bookings with their buffers. */
export async function busyOf(
  db: Db,
  opts: {
    workspaceId: string;
    ownerId: string;
    candidates: readonly (string | null)[];
    start: Date;
    end: Date;
    now: Date;
    ignore?: Ignore;
  },
): Promise<Map<string | null, Busy[]>> {
  const { workspaceId, start, end, now, ignore } = opts;
  const events = await db
    .select({ start: calendarEvents.startTime, end: calendarEvents.endTime, memberId: calendarEvents.assigneeId })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.workspaceId, workspaceId),
        ne(calendarEvents.status, 'cancelled'),
        lt(calendarEvents.startTime, end),
        gt(calendarEvents.endTime, start),
        ignore?.eventId ? ne(calendarEvents.id, ignore.eventId) : undefined,
      ),
    );
  const booked = await db
    .select({ start: bookings.startTime, end: bookings.blockedUntil, memberId: bookings.memberId })
    .from(bookings)
    .where(
      and(
        eq(bookings.workspaceId, workspaceId),
        liveBooking(now),
        lt(bookings.startTime, end),
        gt(bookings.blockedUntil, start),
        ignore?.bookingId ? ne(bookings.id, ignore.bookingId) : undefined,
      ),
    );
  const all = [...events, ...booked].map((b) => ({ start: b.start.getTime(), end: b.end.getTime(), memberId: b.memberId }));
  const out = new Map<string | null, Busy[]>();
  for (const candidate of opts.candidates) {
    const mine = (memberId: string | null) =>
      candidate === null || memberId === candidate || (memberId === null && candidate === opts.ownerId);
    out.set(
      candidate,
      all.filter((b) => mine(b.memberId)),
    );
  }
  return out;
}

export type SlotStudio = { workspaceId: string; ownerId: string; zone: string; settings: BookingSettingsRow };

/** The free slots of a type over some days of the studio's calendar, for one member or all who can take it. */
export async function slotsFor(
  db: Db,
  studio: SlotStudio,
  type: AppointmentTypeRow,
  opts: { from?: Day; days: number; memberId?: string | null; now: Date; ignore?: Ignore },
): Promise<BookingSlot[]> {
  const { zone, settings } = studio;
  const members = await studioMembers(db, studio.workspaceId);
  const candidates = candidatesOf(type, members).filter((c) => opts.memberId == null || c === opts.memberId);
  if (candidates.length === 0) return [];
  const from = opts.from ?? dayInZone(opts.now, zone);
  const rangeStart = new Date(startOfDayInZone(from, zone).getTime() - DAY_MS);
  const rangeEnd = new Date(startOfDayInZone(addDaysToDay(from, opts.days), zone).getTime() + DAY_MS);
  const busy = await busyOf(db, { ...studio, candidates, start: rangeStart, end: rangeEnd, now: opts.now, ignore: opts.ignore });
  return freeSlots({
    zone,
    openingHours: settings.openingHours,
    closedDays: settings.closedDays,
    from,
    days: opts.days,
    durationMinutes: type.durationMinutes,
    bufferAfterMinutes: type.bufferAfterMinutes,
    notBefore: opts.now,
    notAfter: new Date(opts.now.getTime() + BOOKING_LIMITS.horizonDays * DAY_MS),
    members: candidates.map((memberId) => ({ memberId, busy: busy.get(memberId) ?? [] })),
  });
}
