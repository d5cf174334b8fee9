import type { Booking, BookingSlot, PortalView } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsShown } from '../../test/bookings.js';
import { nextIp } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeLink, portalCall, portalStudio } from '../../test/portal.js';

/**
 * Decision 161: the portal says which appointments a confirmed online booking made, so it offers
 * to cancel or move those, and only those.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

describe('booked appointments on the portal', () => {
  it('marks the appointment an online booking made, not one the studio wrote in its calendar', async () => {
    const { owner, api } = await portalStudio(t);
    const settings = await api.call('PATCH', '/bookings/settings', {
      enabled: true,
      slug: `portal-booked-${Date.now().toString(36)}`,
      noticeHours: 0,
      openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '18:00' })),
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const slug = (settings.body.data.settings as { slug: string }).slug;
    const typed = await api.call('POST', '/appointment-types', { name: 'Fitting', durationMinutes: 60 });
    expect(typed.status, JSON.stringify(typed.body)).toBe(201);
    const typeId = (typed.body.data.appointmentType as { id: string }).id;
    const free = await t.request({ method: 'GET', url: `/api/v1/book/${slug}/slots?typeId=${typeId}&days=7`, remoteAddress: nextIp() });
    const [slot] = free.json().data.slots as BookingSlot[];
    const made = await t.request({
      method: 'POST',
      url: `/api/v1/book/${slug}/bookings`,
      remoteAddress: nextIp(),
      payload: {
        typeId,
        start: slot!.start,
        name: 'Awa Diallo',
        email: 'awa@example.com',
        acceptTerms: true,
        documentSha256: await termsShown(t, slug, typeId),
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const listed = await api.call('GET', '/bookings');
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const [booking] = listed.body.data.bookings as Booking[];
    const clientId = booking!.client!.id;
    const written = await api.call('POST', '/calendar', {
      clientId,
      title: 'Collection',
      type: 'delivery',
      startTime: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
      endTime: new Date(Date.now() + 30 * 24 * 3600_000 + 3600_000).toISOString(),
    });
    expect(written.status, JSON.stringify(written.body)).toBe(201);

    const { token } = await makeLink(t, owner.token, clientId);
    const res = await portalCall(t, 'GET', token);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().data.portal as PortalView;
    const byId = new Map(view.appointments.map((a) => [a.id, a]));
    expect(byId.get(booking!.eventId!)?.booked).toBe(true);
    expect(byId.get((written.body.data.event as { id: string }).id)).not.toHaveProperty('booked');
  });
});
