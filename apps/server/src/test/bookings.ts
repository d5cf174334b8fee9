import { addDaysToDay, dayInZone, weekdayOfDay } from '@atelier/shared';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema/index.js';
import { businessApi } from './business.js';
import { nextIp } from './fixtures.js';
import { createVerifiedUser, type TestApp } from './harness.js';
import { bookableType, bookingTermsDigest, openStudio } from '../modules/bookings/public-page.js';
import { studioOf } from './seed.js';

type Json = Record<string, unknown>;

/** A Premium studio with its booking page on, open every day 10:00–18:00 in `zone`, and one type. */
export async function bookingStudio(t: TestApp, opts: { zone?: string; type?: Json; settings?: Json } = {}) {
  const owner = await createVerifiedUser(t, { plan: 'premium' });
  const zone = opts.zone ?? 'Europe/Paris';
  await t.ctx.db
    .update(users)
    .set({ settings: sql`jsonb_set(coalesce(${users.settings}, '{}'::jsonb), '{timezone}', ${JSON.stringify(zone)}::jsonb)` })
    .where(eq(users.id, owner.user.id));
  const api = businessApi(t, owner.token);
  const every = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '10:00', end: '18:00' }));
  const settings = await api.call('PATCH', '/bookings/settings', { enabled: true, openingHours: every, ...opts.settings });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  const slug = (settings.body.data.settings as { slug: string }).slug;
  const made = await api.call('POST', '/appointment-types', { name: 'Consultation', durationMinutes: 60, ...opts.type });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const type = made.body.data.appointmentType as { id: string };
  return { owner, api, zone, slug, typeId: type.id, workspaceId: await studioOf(t.ctx.db, owner.user.id) };
}

/**
 * The fingerprint of the terms the page shows with a type (decision 183), as a client who read the
 * page sends it back; a type the page does not offer gets a well-formed one, for its own refusal.
 */
export async function termsShown(t: TestApp, slug: string, typeId: unknown): Promise<string> {
  const studio = await openStudio(t.ctx.db, slug).catch(() => null);
  const type = studio && typeof typeId === 'string' ? await bookableType(t.ctx.db, studio.workspaceId, typeId).catch(() => null) : null;
  return studio && type ? bookingTermsDigest(t.ctx, studio, type) : '0'.repeat(64);
}

/**
 * A public call to the booking page, from a network of its own unless told. A booking is sent with
 * the fingerprint of the terms the page shows now, unless the payload says which.
 */
export async function bookCall(t: TestApp, method: 'GET' | 'POST', path: string, opts: { payload?: Json; ip?: string } = {}) {
  const booking = /^([^/]+)\/bookings$/.exec(path);
  const payload =
    booking && opts.payload && !('documentSha256' in opts.payload)
      ? { ...opts.payload, documentSha256: await termsShown(t, booking[1]!, opts.payload.typeId) }
      : opts.payload;
  return t.request({
    method,
    url: `/api/v1/book/${path}`,
    remoteAddress: opts.ip ?? nextIp(),
    ...(payload ? { payload } : {}),
  });
}

/** A day of the studio's calendar a week or more ahead, on the weekday asked (1 Monday … 7 Sunday). */
export function dayAhead(zone: string, isoWeekday: number, weeks = 1): string {
  let day = addDaysToDay(dayInZone(new Date(), zone), 7 * weeks);
  while ((weekdayOfDay(day) || 7) !== isoWeekday) day = addDaysToDay(day, 1);
  return day;
}

export async function slotsOf(t: TestApp, slug: string, typeId: string, from: string, days = 1) {
  const res = await bookCall(t, 'GET', `${slug}/slots?typeId=${typeId}&from=${from}&days=${days}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { slots: { start: string; end: string; memberId: string | null }[] }).slots;
}

export const booker = (over: Json = {}) => ({ name: 'Camille Martin', email: 'camille@example.com', acceptTerms: true, ...over });
