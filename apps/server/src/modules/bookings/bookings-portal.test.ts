import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, calendarEvents, calendarReminders, notifications } from '../../db/schema/index.js';
import { booker, bookCall, bookingStudio, dayAhead, slotsOf } from '../../test/bookings.js';
import { expectError } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { portalCall } from '../../test/portal.js';

/**
 * Decision 156: on the portal a client cancels or moves their own booked appointment until the
 * studio's notice; a move keeps the one event and its reminders, and the studio is told.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function booked(s: Awaited<ReturnType<typeof bookingStudio>>, weekday: number, index = 0) {
  const slots = await slotsOf(t, s.slug, s.typeId, dayAhead(s.zone, weekday));
  const res = await bookCall(t, 'POST', `${s.slug}/bookings`, {
    payload: booker({ typeId: s.typeId, start: slots[index]!.start, email: `client-${Date.now()}-${index}@example.com` }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const booking = res.json().data.booking as { id: string; portalUrl: string };
  const [row] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
  return { token: booking.portalUrl.split('/portal/')[1]!, eventId: row!.eventId!, bookingId: booking.id };
}

describe('a booked appointment on the portal', () => {
  it('moves to another free slot of its type, keeping its event and reminders; then cancels', async () => {
    const s = await bookingStudio(t, { type: { bufferAfterMinutes: 15 } });
    const b = await booked(s, 3);
    const slots = await portalCall(t, 'GET', `${b.token}/appointments/${b.eventId}/slots?from=${dayAhead(s.zone, 4)}&days=1`);
    expect(slots.statusCode, slots.body).toBe(200);
    const target = (slots.json().data.slots as { start: string }[])[2]!.start;
    const moved = await portalCall(t, 'POST', `${b.token}/appointments/${b.eventId}/move`, { payload: { start: target } });
    expect(moved.statusCode, moved.body).toBe(200);
    // Still offered to cancel or move again on the portal.
    expect(moved.json().data.appointment.booked).toBe(true);
    const [event] = await t.ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, b.eventId));
    expect(event!.startTime.toISOString()).toBe(target);
    expect(event!.endTime.getTime() - event!.startTime.getTime()).toBe(60 * 60_000);
    const [row] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, b.bookingId));
    expect(row!.blockedUntil.getTime() - row!.startTime.getTime()).toBe(75 * 60_000);
    const reminders = await t.ctx.db.select().from(calendarReminders).where(eq(calendarReminders.eventId, b.eventId));
    expect(reminders.every((r) => r.remindAt.getTime() === event!.startTime.getTime() - 24 * 3600_000)).toBe(true);
    // The slot left is free again; the new one is not.
    const after = await slotsOf(t, s.slug, s.typeId, dayAhead(s.zone, 4));
    expect(after.some((x) => x.start === target)).toBe(false);
    const cancelled = await portalCall(t, 'POST', `${b.token}/appointments/${b.eventId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [gone] = await t.ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, b.eventId));
    expect(gone!.status).toBe('cancelled');
    expect(await t.ctx.db.select().from(calendarReminders).where(eq(calendarReminders.eventId, b.eventId))).toHaveLength(0);
    expect((await slotsOf(t, s.slug, s.typeId, dayAhead(s.zone, 4))).some((x) => x.start === target)).toBe(true);
    const kinds = (await t.ctx.db.select().from(notifications).where(eq(notifications.workspaceId, s.workspaceId))).map((n) => n.kind);
    expect(kinds).toEqual(expect.arrayContaining(['booking-made', 'booking-moved', 'booking-cancelled']));
  });

  it('refuses within the studio’s notice (409 BOOKING_NOTICE_PASSED), and another client’s or studio’s appointment is 404', async () => {
    const s = await bookingStudio(t);
    const b = await booked(s, 2);
    const other = await booked(s, 2, 1);
    expectError(await portalCall(t, 'POST', `${other.token}/appointments/${b.eventId}/cancel`), 404, 'NOT_FOUND');
    const stranger = await bookingStudio(t);
    const theirs = await booked(stranger, 2);
    expectError(await portalCall(t, 'POST', `${theirs.token}/appointments/${b.eventId}/cancel`), 404, 'NOT_FOUND');
    expect((await s.api.call('PATCH', '/bookings/settings', { noticeHours: 14 * 24 })).status).toBe(200);
    expectError(await portalCall(t, 'POST', `${b.token}/appointments/${b.eventId}/cancel`), 409, 'BOOKING_NOTICE_PASSED');
    const slots = await slotsOf(t, s.slug, s.typeId, dayAhead(s.zone, 3));
    const late = await portalCall(t, 'POST', `${b.token}/appointments/${b.eventId}/move`, { payload: { start: slots[0]!.start } });
    expectError(late, 409, 'BOOKING_NOTICE_PASSED');
  });
});
