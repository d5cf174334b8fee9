import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booker, bookCall, bookingStudio, dayAhead, slotsOf } from '../../test/bookings.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** GET /bookings (decision 156): the studio's online bookings, upcoming soonest first, paged like every list. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /bookings', () => {
  it('lists upcoming bookings soonest first, in pages', async () => {
    const s = await bookingStudio(t);
    const slots = await slotsOf(t, s.slug, s.typeId, dayAhead(s.zone, 3));
    for (const slot of [slots[8]!, slots[0]!, slots[4]!]) {
      const res = await bookCall(t, 'POST', `${s.slug}/bookings`, { payload: booker({ typeId: s.typeId, start: slot.start }) });
      expect(res.statusCode, res.body).toBe(201);
    }
    const first = await s.api.call('GET', '/bookings?limit=2');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const page = first.body.data as { bookings: { start: string; deposit: number | null }[]; nextCursor: string };
    expect(page.bookings.map((b) => b.start)).toEqual([slots[0]!.start, slots[4]!.start]);
    const second = await s.api.call('GET', `/bookings?limit=2&cursor=${page.nextCursor}`);
    expect((second.body.data as { bookings: { start: string }[] }).bookings.map((b) => b.start)).toEqual([slots[8]!.start]);
    const whole = await s.api.call('GET', '/bookings?view=past');
    expect(whole.status).toBe(200);
  });
});
