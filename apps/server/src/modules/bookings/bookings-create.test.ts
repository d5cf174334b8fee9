import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  calendarEvents,
  calendarReminders,
  clientGroupMembers,
  clientGroups,
  clients,
  notifications,
} from '../../db/schema/index.js';
import { booker, bookCall, bookingStudio, dayAhead, slotsOf } from '../../test/bookings.js';
import { expectError, mailParts } from '../../test/fixtures.js';
import { createTestApp, outboxFor, type TestApp } from '../../test/harness.js';

/**
 * Decision 156: a booking without a deposit is an appointment at once (client, event with reminders,
 * the studio's notice, the client's mail with its .ics); of twenty bookings of one slot exactly one
 * is made and the others are offered the next free ones; the page is bounded against abuse.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('a booking without a deposit', () => {
  it('is confirmed with its client, its event, the reminders, a notice and the confirmation mail', async () => {
    const s = await bookingStudio(t);
    const [slot] = await slotsOf(t, s.slug, s.typeId, dayAhead(s.zone, 3));
    const email = `camille-${Date.now()}@example.com`;
    const res = await bookCall(t, 'POST', `${s.slug}/bookings`, {
      payload: booker({ typeId: s.typeId, start: slot!.start, email, language: 'fr', note: 'Robe de mariée' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as { booking: { id: string; status: string; portalUrl: string }; key: string };
    expect(data.booking.status).toBe('confirmed');
    expect(data.booking.portalUrl).toMatch(/\/portal\//);
    const [row] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, data.booking.id));
    const [event] = await t.ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, row!.eventId!));
    expect(event).toMatchObject({ type: 'consultation', remindClient: true, clientId: row!.clientId });
    expect(event!.startTime.toISOString()).toBe(slot!.start);
    const reminders = await t.ctx.db.select().from(calendarReminders).where(eq(calendarReminders.eventId, event!.id));
    expect(reminders.map((r) => r.recipient).sort()).toEqual(['client', 'owner']);
    const [client] = await t.ctx.db.select().from(clients).where(eq(clients.id, row!.clientId!));
    expect(client).toMatchObject({ email, name: 'Camille Martin', language: 'fr' });
    const notices = await t.ctx.db.select().from(notifications).where(eq(notifications.workspaceId, s.workspaceId));
    expect(notices.map((n) => n.kind)).toContain('booking-made');
    const [mail] = outboxFor(t.dataDir, email);
    const parts = mailParts(mail!);
    // In the client's language (French here), with the appointment as an .ics and their portal.
    expect(parts.find((p) => p.contentType === 'text/plain')?.body).toMatch(/^Bonjour Camille Martin, votre rendez-vous/);
    expect(parts.some((p) => p.contentType === 'text/calendar' && p.body.includes('BEGIN:VEVENT'))).toBe(true);
    expect(parts.some((p) => p.body.includes('/portal/'))).toBe(true);
    // The key reads it back; a wrong key is the same 404 as no booking.
    const back = await bookCall(t, 'GET', `${s.slug}/bookings/${data.booking.id}?key=${data.key}`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.booking.status).toBe('confirmed');
    expectError(await bookCall(t, 'GET', `${s.slug}/bookings/${data.booking.id}?key=wrong`), 404, 'NOT_FOUND');
    // A second booking by the same email is the same client, and the slot is no longer offered.
    const after = await slotsOf(t, s.slug, s.typeId, dayAhead(s.zone, 3));
    expect(after.some((x) => x.start === slot!.start)).toBe(false);
    const again = await bookCall(t, 'POST', `${s.slug}/bookings`, {
      payload: booker({ typeId: s.typeId, start: after[0]!.start, email: email.toUpperCase() }),
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.booking.portalUrl).toBe('');
    const [second] = await t.ctx.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, again.json().data.booking.id as string));
    expect(second!.clientId).toBe(row!.clientId);
  });

  it('of twenty bookings of one slot at once exactly one is made; the others get 409 SLOT_TAKEN with the next slots', async () => {
    const s = await bookingStudio(t);
    const [slot] = await slotsOf(t, s.slug, s.typeId, dayAhead(s.zone, 4));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        bookCall(t, 'POST', `${s.slug}/bookings`, {
          ip: `10.77.${i}.1`,
          payload: booker({ typeId: s.typeId, start: slot!.start, email: `racer-${i}-${Date.now()}@example.com` }),
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const lost = answers.filter((r) => r.statusCode !== 201);
    for (const r of lost) {
      const body = expectError(r, 409, 'SLOT_TAKEN') as { alternatives?: { start: string }[] };
      expect(body.alternatives?.length).toBeGreaterThan(0);
      expect(body.alternatives!.every((a) => a.start > slot!.start)).toBe(true);
    }
    const live = await t.ctx.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.workspaceId, s.workspaceId), eq(bookings.status, 'confirmed')));
    expect(live).toHaveLength(1);
  });

  it('with a group code, the client joins the studio’s group; an unknown code is 422 naming groupCode', async () => {
    const s = await bookingStudio(t);
    const [group] = await t.ctx.db
      .insert(clientGroups)
      .values({ workspaceId: s.workspaceId, name: 'Dupont wedding', code: 'DUPONT26' })
      .returning();
    const slots = await slotsOf(t, s.slug, s.typeId, dayAhead(s.zone, 5));
    const unknown = await bookCall(t, 'POST', `${s.slug}/bookings`, {
      payload: booker({ typeId: s.typeId, start: slots[0]!.start, groupCode: 'NOPE' }),
    });
    expect(expectError(unknown, 422, 'VALIDATION_ERROR').errors?.[0]?.field).toBe('groupCode');
    const res = await bookCall(t, 'POST', `${s.slug}/bookings`, {
      payload: booker({ typeId: s.typeId, start: slots[0]!.start, groupCode: ' dupont26 ', email: `bridesmaid-${Date.now()}@example.com` }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.ctx.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, res.json().data.booking.id as string));
    expect(row!.groupId).toBe(group!.id);
    const members = await t.ctx.db.select().from(clientGroupMembers).where(eq(clientGroupMembers.groupId, group!.id));
    expect(members.map((m) => m.clientId)).toEqual([row!.clientId]);
  });
});

describe('the page’s bounds', () => {
  it('refuses a booking without an email or phone, with an unreadable phone, or without the terms; takes a phone as typed', async () => {
    const s = await bookingStudio(t);
    const slots = await slotsOf(t, s.slug, s.typeId, dayAhead(s.zone, 2));
    const start = slots[0]!.start;
    const none = await bookCall(t, 'POST', `${s.slug}/bookings`, { payload: { typeId: s.typeId, start, name: 'Jo', acceptTerms: true } });
    expect(expectError(none, 422, 'VALIDATION_ERROR').errors?.[0]?.field).toBe('email');
    const badPhone = await bookCall(t, 'POST', `${s.slug}/bookings`, {
      payload: { typeId: s.typeId, start, name: 'Jo', phone: '12', acceptTerms: true },
    });
    expect(expectError(badPhone, 422, 'VALIDATION_ERROR').errors?.[0]?.field).toBe('phone');
    const noTerms = await bookCall(t, 'POST', `${s.slug}/bookings`, { payload: booker({ typeId: s.typeId, start, acceptTerms: false }) });
    expect(expectError(noTerms, 422, 'VALIDATION_ERROR').errors?.[0]?.field).toBe('acceptTerms');
    const phone = await bookCall(t, 'POST', `${s.slug}/bookings`, {
      payload: { typeId: s.typeId, start, name: 'Jo', phone: '+33 6 12 34 56 78', acceptTerms: true },
    });
    expect(phone.statusCode, phone.body).toBe(201);
  });

  it('holds the studio’s daily cap (409 BOOKING_DAY_FULL) and the per-network bound (429)', async () => {
    const s = await bookingStudio(t, { settings: { dailyCap: 1 } });
    const slots = await slotsOf(t, s.slug, s.typeId, dayAhead(s.zone, 6));
    const first = await bookCall(t, 'POST', `${s.slug}/bookings`, {
      payload: booker({ typeId: s.typeId, start: slots[0]!.start, email: `a-${Date.now()}@example.com` }),
    });
    expect(first.statusCode, first.body).toBe(201);
    const full = await bookCall(t, 'POST', `${s.slug}/bookings`, {
      payload: booker({ typeId: s.typeId, start: slots.at(-1)!.start, email: `b-${Date.now()}@example.com` }),
    });
    expectError(full, 409, 'BOOKING_DAY_FULL');
    const ip = '10.99.1.1';
    const tries = [];
    for (let i = 0; i < 6; i++) tries.push(await bookCall(t, 'POST', `${s.slug}/bookings`, { ip, payload: { nonsense: true } }));
    expect(tries.slice(0, 5).every((r) => r.statusCode === 422)).toBe(true);
    expectError(tries[5]!, 429, 'RATE_LIMITED');
  });

  it('answers 404 for an unknown or disabled page, and for a studio whose plan has no online booking', async () => {
    expectError(await bookCall(t, 'GET', 'no-such-studio-page'), 404, 'NOT_FOUND');
    const s = await bookingStudio(t);
    expect((await bookCall(t, 'GET', s.slug)).statusCode).toBe(200);
    await s.api.call('PATCH', '/bookings/settings', { enabled: false });
    expectError(await bookCall(t, 'GET', s.slug), 404, 'NOT_FOUND');
  });
});
