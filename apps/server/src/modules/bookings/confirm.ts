import { asLanguage } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { bookings, calendarEvents, type AppointmentTypeRow, type BookingRow } from '../../db/schema/index.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { requireRoom } from '../plans/record-limits.js';
import { lockStudio } from '../plans/rules.js';
import { clientFor } from './contact.js';
import { bookingConfirmed } from './events.js';

export type Confirmed = { booking: BookingRow; clientCreated: boolean };

/**
 * A booking becomes an appointment (decision 156), in the caller's transaction: its client found or
 * made, a calendar event of the type's kind for its member with the client's reminders on, and
 * `bookingConfirmed` emitted (events.ts, decision 194: the reminders, the group, the studio told,
 * the portal link, the client's confirmation after the commit). The caller's transaction is opened
 * by `transactionWithEffects`. The studio's row is locked first, as every create within the store
 * bounds is.
 */
export async function confirmBooking(
  tx: Db,
  ctx: AppContext,
  opts: { booking: BookingRow; type: Pick<AppointmentTypeRow, 'name' | 'eventType'> | null; phoneCountry: string | null; now: Date },
): Promise<Confirmed> {
  const { booking, type, now } = opts;
  const owner = await lockStudio(tx, booking.workspaceId);
  const studio = { workspaceId: booking.workspaceId, owner, phoneCountry: opts.phoneCountry };
  const booker = {
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    language: asLanguage(booking.language),
  } as const;
  const { clientId, created } = await clientFor(tx, studio, booker);
  await requireRoom(tx, { workspaceId: booking.workspaceId, owner, store: 'events', adding: 1 });
  const typeName = type?.name ?? 'Appointment';
  const [event] = await tx
    .insert(calendarEvents)
    .values({
      workspaceId: booking.workspaceId,
      clientId,
      title: `${typeName}: ${booking.name}`,
      description: booking.note,
      type: type?.eventType ?? 'consultation',
      startTime: booking.startTime,
      endTime: booking.endTime,
      status: 'scheduled',
      // Reminded as any appointment the studio makes for a client (decision 032).
      remindClient: true,
      assigneeId: booking.memberId,
    })
    .returning();
  assertWritten(event, 'event insert');
  const [confirmed] = await tx
    .update(bookings)
    .set({ status: 'confirmed', clientId, eventId: event.id, holdExpiresAt: null })
    .where(and(eq(bookings.id, booking.id), eq(bookings.workspaceId, booking.workspaceId)))
    .returning();
  assertWritten(confirmed, 'booking confirm');
  await bookingConfirmed.emit(tx, { booking: { ...confirmed, clientId }, appointment: event, owner, now, portalKey: ctx.totpKey });
  return { booking: confirmed, clientCreated: created };
}
