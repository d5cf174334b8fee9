import { createHash, randomBytes } from 'node:crypto';
import { addDaysToDay, BOOKING_LIMITS, dayInZone, startOfDayInZone, type BookingSlot, type createBookingBodySchema } from '@atelier/shared';
import { and, count, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { bookings, type AppointmentTypeRow, type BookingRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { transactionWithEffects } from '../../lib/events.js';
import { said } from '../../lib/said.js';
import { requireShownDocument } from '../../lib/shown-document.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { candidatesOf, liveBooking, slotsFor, studioMembers, type Ignore, type SlotStudio } from './availability.js';
import { confirmBooking, type Confirmed } from './confirm.js';
import { groupOf, phoneOf } from './contact.js';
import { boundBookingStudio } from './limits.js';
import { bookableType, bookingTermsDigest, depositDueCents, type PageStudio } from './public-page.js';

export type CreateBookingInput = z.output<typeof createBookingBodySchema>;

const MINUTE_MS = 60_000;

/** SHA-256 of a booking's read-back key: the key itself is answered once and never stored. */
export const hashBookingKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A transaction-scoped advisory lock: released by the commit or the rollback, never held across a request. */
export async function advisoryLock(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The next free slots of the type from the time asked (or from now when none is left after it). */
export async function alternativesTo(
  db: Db,
  studio: SlotStudio,
  type: AppointmentTypeRow,
  start: Date,
  now: Date,
  ignore?: Ignore,
): Promise<BookingSlot[]> {
  const from = dayInZone(start > now ? start : now, studio.zone);
  const slots = await slotsFor(db, studio, type, { from, days: BOOKING_LIMITS.slotDaysMax, now, ...(ignore ? { ignore } : {}) });
  const after = slots.filter((s) => s.start >= start.toISOString());
  return (after.length > 0 ? after : slots).slice(0, BOOKING_LIMITS.alternativesMax);
}

export const slotTaken = (alternatives: BookingSlot[]) => new AppError('SLOT_TAKEN', said('bookings.slotTaken'), { alternatives });

/** Holds that ran out are marked so: the partial unique index then lets their slots be booked again. */
export async function expireHolds(db: Db, now: Date, workspaceId?: string): Promise<number> {
  const ended = await db
    .update(bookings)
    .set({ status: 'expired' })
    .where(
      and(eq(bookings.status, 'held'), lte(bookings.holdExpiresAt, now), workspaceId ? eq(bookings.workspaceId, workspaceId) : undefined),
    )
    .returning({ id: bookings.id });
  return ended.length;
}

/** The studio's own cap: live bookings starting on that day of its calendar (decision 156). */
async function requireDayRoom(tx: Db, studio: PageStudio, day: string, now: Date): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.workspaceId, studio.workspaceId),
        liveBooking(now),
        gte(bookings.startTime, startOfDayInZone(day, studio.zone)),
        lt(bookings.startTime, startOfDayInZone(addDaysToDay(day, 1), studio.zone)),
      ),
    );
  if ((row?.n ?? 0) >= studio.settings.dailyCap) throw new AppError('BOOKING_DAY_FULL', said('bookings.dayFull'));
}

type Prepared = { type: AppointmentTypeRow; start: Date; candidates: (string | null)[]; phone: string | null; groupId: string | null };

/** Everything checked before the transaction: the type, the member, the phone, the group, the time. */
async function prepare(ctx: AppContext, studio: PageStudio, input: CreateBookingInput, now: Date): Promise<Prepared> {
  const type = await bookableType(ctx.db, studio.workspaceId, input.typeId);
  // The terms agreed to must be the ones the page showed for this type (decision 183).
  requireShownDocument(bookingTermsDigest(ctx, studio, type), input.documentSha256);
  const phone = phoneOf(input.phone, studio.workspace.phoneCountry);
  const groupId = await groupOf(ctx.db, studio.workspaceId, input.groupCode);
  const all = candidatesOf(type, await studioMembers(ctx.db, studio.workspaceId));
  const asked = input.memberId ?? null;
  if (asked !== null && !all.includes(asked)) throw fieldError('memberId', said('bookings.memberNotOffering'));
  const start = new Date(input.start);
  if (start.getTime() <= now.getTime()) throw fieldError('start', said('bookings.timePassed'));
  return { type, start, candidates: asked === null ? all : [asked], phone, groupId };
}

/**
 * Books a slot (decision 156). Under a transaction-scoped advisory lock on the studio's day and on
 * each member tried, the slot is checked free against events and live bookings, the day's cap is
 * checked, and the booking is written: confirmed with its appointment at once when no deposit is
 * due, else held for ten minutes. The partial unique index is the last guard: its refusal is the
 * same 409 SLOT_TAKEN, with the next free slots.
 */
export async function createBooking(
  ctx: AppContext,
  opts: { studio: PageStudio; input: CreateBookingInput; ip: string; now: Date },
): Promise<{ row: BookingRow; key: string; confirmed: Confirmed | null }> {
  const { studio, input, now } = opts;
  await boundBookingStudio(ctx, studio.workspaceId, 'create');
  const p = await prepare(ctx, studio, input, now);
  const depositCents = depositDueCents(ctx, studio, p.type);
  const key = randomBytes(24).toString('base64url');
  const startIso = p.start.toISOString();
  const day = dayInZone(p.start, studio.zone);
  try {
    return await transactionWithEffects(ctx, async (tx) => {
      await advisoryLock(tx, `book-day:${studio.workspaceId}:${day}`);
      await expireHolds(tx, now, studio.workspaceId);
      let memberId: string | null | undefined;
      for (const candidate of p.candidates) {
        await advisoryLock(tx, `book-member:${studio.workspaceId}:${candidate ?? 'studio'}`);
        const free = await slotsFor(tx, studio, p.type, { from: day, days: 1, memberId: candidate, now });
        if (free.some((s) => s.start === startIso && s.memberId === candidate)) {
          memberId = candidate;
          break;
        }
      }
      if (memberId === undefined) throw slotTaken([]);
      await requireDayRoom(tx, studio, day, now);
      const held = depositCents > 0;
      const end = new Date(p.start.getTime() + p.type.durationMinutes * MINUTE_MS);
      const [row] = await tx
        .insert(bookings)
        .values({
          workspaceId: studio.workspaceId,
          appointmentTypeId: p.type.id,
          memberId,
          groupId: p.groupId,
          status: 'held',
          startTime: p.start,
          endTime: end,
          blockedUntil: new Date(end.getTime() + p.type.bufferAfterMinutes * MINUTE_MS),
          holdExpiresAt: held ? new Date(now.getTime() + BOOKING_LIMITS.holdMinutes * MINUTE_MS) : null,
          name: input.name,
          email: input.email,
          phone: input.phone,
          note: input.note,
          language: input.language ?? 'en',
          depositCents,
          keyHash: hashBookingKey(key),
          termsAcceptedAt: now,
          ipAddress: opts.ip,
        })
        .returning();
      assertWritten(row, 'booking insert');
      if (held) return { row, key, confirmed: null };
      const confirmed = await confirmBooking(tx, ctx, { booking: row, type: p.type, phoneCountry: studio.workspace.phoneCountry, now });
      return { row: confirmed.booking, key, confirmed };
    });
  } catch (err) {
    const taken = err instanceof AppError ? err.code === 'SLOT_TAKEN' : isUniqueViolation(err);
    if (!taken) throw err;
    throw slotTaken(await alternativesTo(ctx.db, studio, p.type, p.start, now));
  }
}
