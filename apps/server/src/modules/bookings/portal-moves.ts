import { dayInZone, type BookingSlot, type PortalAppointment } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { appointmentTypes, bookings, bookingSettings, calendarEvents, type PortalLinkRow } from '../../db/schema/index.js';
import { recordClientActivity } from '../../lib/activity-log.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { said } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { userSettings } from '../../lib/user-settings.js';
import { syncReminders } from '../calendar/reminders.js';
import { notifyStudio } from '../notifications/notify.js';
import { mailNoticesSoon } from '../notifications/notice-mail.js';
import { studioOwner } from '../plans/rules.js';
import { presentPortalAppointment } from '../portal/presenter.js';
import { slotsFor, type SlotStudio } from './availability.js';
import { advisoryLock, alternativesTo, slotTaken } from './create.js';

/*
 * A booked appointment on the client's portal (decision 156): only the link's own client's, made by
 * a booking, confirmed and not begun; cancelled or moved only until the studio's notice. A move
 * keeps the one event (its reminders follow it) and the booking's type and length.
 */

const HOUR_MS = 3600_000;

async function bookedAppointment(db: Db, link: PortalLinkRow, eventId: string) {
  if (!isUuid(eventId)) throw notFound(said('bookings.appointmentNotFound'));
  const [row] = await db
    .select({ booking: bookings, settings: bookingSettings })
    .from(bookings)
    .innerJoin(bookingSettings, eq(bookingSettings.workspaceId, bookings.workspaceId))
    .where(
      and(
        eq(bookings.eventId, eventId),
        eq(bookings.workspaceId, link.workspaceId),
        eq(bookings.clientId, link.clientId),
        eq(bookings.status, 'confirmed'),
      ),
    )
    .limit(1);
  if (!row) throw notFound(said('bookings.appointmentNotFound'));
  const owner = await studioOwner(db, link.workspaceId);
  const studio: SlotStudio = {
    workspaceId: link.workspaceId,
    ownerId: owner.id,
    zone: userSettings(owner).timezone,
    settings: row.settings,
  };
  return { booking: row.booking, studio };
}

function requireNotice(start: Date, noticeHours: number, now: Date): void {
  if (start.getTime() - now.getTime() < noticeHours * HOUR_MS)
    throw new AppError('BOOKING_NOTICE_PASSED', said('bookings.noticePassed', { hours: noticeHours }));
}

async function typeOf(db: Db, booking: { appointmentTypeId: string | null; workspaceId: string }) {
  if (!booking.appointmentTypeId) throw notFound(said('bookings.appointmentNotFound'));
  const [type] = await db
    .select()
    .from(appointmentTypes)
    .where(and(eq(appointmentTypes.id, booking.appointmentTypeId), eq(appointmentTypes.workspaceId, booking.workspaceId)));
  if (!type) throw notFound(said('bookings.appointmentNotFound'));
  return type;
}

export async function portalSlots(
  ctx: AppContext,
  opts: { link: PortalLinkRow; eventId: string; from?: string; days?: number; now: Date },
): Promise<{ slots: BookingSlot[]; timeZone: string }> {
  const { booking, studio } = await bookedAppointment(ctx.db, opts.link, opts.eventId);
  const type = await typeOf(ctx.db, booking);
  const slots = await slotsFor(ctx.db, studio, type, {
    ...(opts.from ? { from: opts.from } : {}),
    days: opts.days ?? 7,
    memberId: booking.memberId,
    now: opts.now,
    ignore: { bookingId: booking.id, eventId: booking.eventId },
  });
  // Moves are bounded by the notice too: no slot inside it is offered.
  const earliest = opts.now.getTime() + studio.settings.noticeHours * HOUR_MS;
  return { slots: slots.filter((s) => Date.parse(s.start) >= earliest), timeZone: studio.zone };
}

export async function portalCancel(ctx: AppContext, opts: { link: PortalLinkRow; eventId: string; now: Date }): Promise<PortalAppointment> {
  const { link, eventId, now } = opts;
  const { booking, studio } = await bookedAppointment(ctx.db, link, eventId);
  requireNotice(booking.startTime, studio.settings.noticeHours, now);
  const event = await ctx.db.transaction(async (tx) => {
    await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
    const [row] = await tx
      .update(calendarEvents)
      .set({ status: 'cancelled' })
      .where(and(eq(calendarEvents.id, eventId), eq(calendarEvents.workspaceId, link.workspaceId)))
      .returning();
    assertWritten(row, 'event cancel');
    await syncReminders(tx, row, now);
    await recordClientActivity(tx, link.workspaceId, {
      entityType: 'event',
      entityId: row.id,
      action: 'status-changed',
      subject: row.title,
      detail: 'Cancelled',
    });
    await notifyStudio(tx, {
      workspaceId: link.workspaceId,
      kind: 'booking-cancelled',
      clientId: link.clientId,
      entityType: 'event',
      entityId: row.id,
      subject: booking.name,
    });
    return row;
  });
  mailNoticesSoon(ctx);
  return presentPortalAppointment(event);
}

export async function portalMove(
  ctx: AppContext,
  opts: { link: PortalLinkRow; eventId: string; start: string; now: Date },
): Promise<PortalAppointment> {
  const { link, eventId, now } = opts;
  const { booking, studio } = await bookedAppointment(ctx.db, link, eventId);
  requireNotice(booking.startTime, studio.settings.noticeHours, now);
  const start = new Date(opts.start);
  requireNotice(start, studio.settings.noticeHours, now);
  const type = await typeOf(ctx.db, booking);
  const day = dayInZone(start, studio.zone);
  const ignore = { bookingId: booking.id, eventId: booking.eventId };
  const length = booking.endTime.getTime() - booking.startTime.getTime();
  const buffer = booking.blockedUntil.getTime() - booking.endTime.getTime();
  const event = await ctx.db
    .transaction(async (tx) => {
      await advisoryLock(tx, `book-day:${link.workspaceId}:${day}`);
      await advisoryLock(tx, `book-member:${link.workspaceId}:${booking.memberId ?? 'studio'}`);
      const free = await slotsFor(tx, studio, type, { from: day, days: 1, memberId: booking.memberId, now, ignore });
      if (!free.some((s) => s.start === start.toISOString())) throw slotTaken([]);
      const end = new Date(start.getTime() + length);
      await tx
        .update(bookings)
        .set({ startTime: start, endTime: end, blockedUntil: new Date(end.getTime() + buffer) })
        .where(eq(bookings.id, booking.id));
      const [row] = await tx
        .update(calendarEvents)
        .set({ startTime: start, endTime: end, clientResponse: null, clientResponseAt: null, clientResponseNote: null })
        .where(and(eq(calendarEvents.id, eventId), eq(calendarEvents.workspaceId, link.workspaceId)))
        .returning();
      assertWritten(row, 'event move');
      await syncReminders(tx, row, now);
      await recordClientActivity(tx, link.workspaceId, {
        entityType: 'event',
        entityId: row.id,
        action: 'updated',
        subject: row.title,
        detail: 'Moved',
      });
      await notifyStudio(tx, {
        workspaceId: link.workspaceId,
        kind: 'booking-moved',
        clientId: link.clientId,
        entityType: 'event',
        entityId: row.id,
        subject: booking.name,
      });
      return row;
    })
    .catch(async (err: unknown) => {
      const taken = err instanceof AppError ? err.code === 'SLOT_TAKEN' : isUniqueViolation(err);
      if (!taken) throw err;
      const next = await alternativesTo(ctx.db, studio, type, start, now, ignore);
      throw slotTaken(next.filter((s) => Date.parse(s.start) >= now.getTime() + studio.settings.noticeHours * HOUR_MS));
    });
  mailNoticesSoon(ctx);
  // Still a booking the client can cancel or move again (decision 161).
  return presentPortalAppointment(event, { booked: true });
}
