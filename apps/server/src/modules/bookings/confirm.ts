import { planIncludes } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { bookings, calendarEvents, type AppointmentTypeRow, type BookingRow } from '../../db/schema/index.js';
import { recordClientActivity } from '../../lib/activity-log.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { syncReminders } from '../calendar/reminders.js';
import { notifyStudio } from '../notifications/notify.js';
import { requireRoom } from '../plans/record-limits.js';
import { lockStudio } from '../plans/rules.js';
import { createPortalLink, livePortalLink } from '../portal/links.js';
import { clientFor, joinGroup } from './contact.js';

export type Confirmed = { booking: BookingRow; clientCreated: boolean };

/**
 * A booking becomes an appointment (decision 156), in the caller's transaction: its client found or
 * made, a calendar event of the type's kind for its member with the client's reminders on, the
 * group joined, the studio told, and the client given a portal link when they have none (the
 * address stays sealed; the mail after the commit reads it). The studio's row is locked first, as
 * every create within the store bounds is.
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
    language: booking.language === 'fr' ? 'fr' : 'en',
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
  await syncReminders(tx, event, now);
  const [confirmed] = await tx
    .update(bookings)
    .set({ status: 'confirmed', clientId, eventId: event.id, holdExpiresAt: null })
    .where(and(eq(bookings.id, booking.id), eq(bookings.workspaceId, booking.workspaceId)))
    .returning();
  assertWritten(confirmed, 'booking confirm');
  if (booking.groupId) await joinGroup(tx, booking.groupId, clientId);
  await recordClientActivity(tx, booking.workspaceId, { entityType: 'event', entityId: event.id, action: 'created', subject: event.title });
  await notifyStudio(tx, {
    workspaceId: booking.workspaceId,
    kind: 'booking-made',
    clientId,
    entityType: 'event',
    entityId: event.id,
    subject: booking.name,
    body: booking.note ?? '',
  });
  if (planIncludes(owner, 'clientPortal', now) && !(await livePortalLink(tx, clientId, now)))
    await createPortalLink(tx, ctx.totpKey, { workspaceId: booking.workspaceId, clientId, createdById: null, expiresAt: null, now });
  return { booking: confirmed, clientCreated: created };
}
