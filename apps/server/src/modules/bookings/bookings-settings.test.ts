import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStudio } from '../../test/bookings.js';
import { newStudio } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * Decision 156: a studio's booking page is made on first read (Tuesday to Saturday, 10:00 to 18:00,
 * an address from its name, off); an address another studio holds is refused on `slug`; types keep
 * their deposit within the price and their members within the studio. Premium and Enterprise.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('booking settings and appointment types', () => {
  it('starts with default hours and an address from the studio’s name; refuses another studio’s address', async () => {
    const { api } = await newStudio(t, 'premium');
    const res = await api.call('GET', '/bookings/settings');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const settings = res.body.data.settings as { slug: string; enabled: boolean; openingHours: { weekday: number }[]; publicUrl: string };
    expect(settings.enabled).toBe(false);
    expect(settings.openingHours.map((h) => h.weekday)).toEqual([2, 3, 4, 5, 6]);
    expect(settings.slug).toMatch(/^[a-z0-9-]{3,}$/);
    expect(settings.publicUrl).toMatch(new RegExp(`/book/${settings.slug}$`));
    const other = await bookingStudio(t);
    const taken = await api.call('PATCH', '/bookings/settings', { slug: ` ${other.slug.toUpperCase()} ` });
    expect(taken.status).toBe(422);
    expect(taken.body.errors?.[0]?.field).toBe('slug');
    const mine = await api.call('PATCH', '/bookings/settings', { slug: `Maison-${Date.now()}`, closedDays: ['2026-12-25', '2026-12-25'] });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data.settings).toMatchObject({ closedDays: ['2026-12-25'] });
  });

  it('refuses a deposit above the price and members from outside the studio; another studio’s type is 404', async () => {
    const s = await bookingStudio(t);
    const tooMuch = await s.api.call('POST', '/appointment-types', { name: 'Fitting', durationMinutes: 45, price: 50, deposit: 60 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors?.[0]?.field).toBe('deposit');
    const stranger = await newStudio(t, 'premium');
    const foreign = await s.api.call('POST', '/appointment-types', { name: 'Fitting', durationMinutes: 45, memberIds: [stranger.user.id] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors?.[0]?.field).toBe('memberIds');
    const ok = await s.api.call('POST', '/appointment-types', {
      name: 'Fitting',
      durationMinutes: 45,
      price: 69.5,
      deposit: 20,
      memberIds: [s.owner.user.id],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data.appointmentType).toMatchObject({ price: 69.5, deposit: 20, memberIds: [s.owner.user.id] });
    const id = (ok.body.data.appointmentType as { id: string }).id;
    expect((await stranger.api.call('PATCH', `/appointment-types/${id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await stranger.api.call('DELETE', `/appointment-types/${id}`)).status).toBe(404);
    const lowered = await s.api.call('PATCH', `/appointment-types/${id}`, { price: 10 });
    expect(lowered.status).toBe(422);
    expect((await s.api.call('DELETE', `/appointment-types/${id}`)).status).toBe(200);
  });

  it('is refused on the Free plan', async () => {
    const { api } = await newStudio(t, 'free');
    const res = await api.call('PATCH', '/bookings/settings', { enabled: true });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FEATURE_NOT_AVAILABLE');
  });
});
