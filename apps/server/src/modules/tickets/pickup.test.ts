import { addDaysToDay, type PickupSuggestion, type Service, type Ticket } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../invoices/queries.js';
import { businessApi, expectErrorEnvelope, newStudio } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { joinedMember } from '../../test/team.js';
import { suggestDay, DEFAULT_TICKET_SETTINGS } from './capacity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

async function suggest(api: Api, minutes: number): Promise<PickupSuggestion> {
  const res = await api.call('GET', `/tickets/pickup-suggestion?minutes=${minutes}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.suggestion as PickupSuggestion;
}

/** A ticket of one free line promising `minutes` on `day`. */
async function promise(api: Api, day: string, minutes: number): Promise<Ticket> {
  const res = await api.call('POST', '/tickets', {
    client: { name: 'Jeanne' },
    pickupDate: day,
    garments: [{ description: 'Coat', lines: [{ description: 'Relining', price: 80, minutes }] }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.ticket as Ticket;
}

/** The suites' studios work in Berlin (test/harness.ts): tomorrow is theirs, not UTC's, in the hour around midnight. */
const STUDIO_ZONE = 'Europe/Berlin';

describe('the suggested pick-up day (decision 151)', () => {
  it('moves past a full day and skips closed ones, as the pure rule says', () => {
    const tomorrow = '2026-11-30'; // a Monday
    const promised = new Map([['2026-11-30', 460]]);
    const settings = { openDays: [1, 2, 4], dailyCapacityMinutes: 480 };
    expect(suggestDay({ tomorrow, settings, promised, minutes: 20 }).date).toBe('2026-11-30');
    expect(suggestDay({ tomorrow, settings, promised, minutes: 21 }).date).toBe('2026-12-01');
    const tuesdayFull = new Map([...promised, ['2026-12-01', 480]]);
    // Wednesday is closed: Thursday.
    expect(suggestDay({ tomorrow, settings, promised: tuesdayFull, minutes: 30 }).date).toBe('2026-12-03');
    // Work larger than any day: the open day with the least promised.
    expect(suggestDay({ tomorrow, settings: DEFAULT_TICKET_SETTINGS, promised: tuesdayFull, minutes: 5000 }).date).toBe('2026-12-02');
  });

  it('suggests from tomorrow in the studio’s zone, a full day moving it on, and shows the days it read', async () => {
    const owner = await newStudio(t, 'premium');
    await owner.api.call('PATCH', '/tickets/settings', { openDays: [1, 2, 3, 4, 5, 6, 7], dailyCapacityMinutes: 120 });
    const tomorrow = addDaysToDay(todayIn(STUDIO_ZONE, new Date()), 1);
    const first = await suggest(owner.api, 60);
    expect(first.date).toBe(tomorrow);
    expect(first.days).toHaveLength(14);
    expect(first.days[0]).toMatchObject({ date: tomorrow, open: true, promisedMinutes: 0, capacityMinutes: 120 });
    await promise(owner.api, tomorrow, 90);
    const next = await suggest(owner.api, 60);
    expect(next.date).toBe(addDaysToDay(tomorrow, 1));
    expect(next.days[0]).toMatchObject({ promisedMinutes: 90 });
    // What still fits stays on tomorrow.
    expect((await suggest(owner.api, 30)).date).toBe(tomorrow);
    const calendar = await owner.api.call('GET', `/calendar?startDate=${tomorrow}&endDate=${tomorrow}`);
    const pickups = (calendar.body.data.events as { source: string; title: string; allDay: boolean }[]).filter(
      (e) => e.source === 'ticket',
    );
    expect(pickups).toEqual([
      expect.objectContaining({ title: expect.stringMatching(/^Pick-up A-\d{4}$/), allDay: true, type: 'delivery' }),
    ]);
    // A French studio reads its pick-ups in French (decision 202).
    await owner.api.call('PATCH', '/user/preferences', { settings: { language: 'fr' } });
    const french = await owner.api.call('GET', `/calendar?startDate=${tomorrow}&endDate=${tomorrow}`);
    expect((french.body.data.events as { source: string; title: string }[]).filter((e) => e.source === 'ticket')).toEqual([
      expect.objectContaining({ title: expect.stringMatching(/^Retrait A-\d{4}$/) }),
    ]);
  });

  it('skips the days the studio is closed and counts a service’s minutes by its quantity', async () => {
    const owner = await newStudio(t, 'premium');
    const tomorrow = addDaysToDay(todayIn(STUDIO_ZONE, new Date()), 1);
    const closed = isoWeekday(tomorrow);
    const open = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== closed);
    const saved = await owner.api.call('PATCH', '/tickets/settings', { openDays: open, dailyCapacityMinutes: 60 });
    expect(saved.body.data.settings).toEqual({ openDays: open, dailyCapacityMinutes: 60 });
    const first = await suggest(owner.api, 10);
    expect(first.date).toBe(addDaysToDay(tomorrow, 1));
    expect(first.days[0]!.open).toBe(false);
    const hem = ((await owner.api.call('GET', '/services')).body.data.services as Service[]).find((s) => s.name === 'Hem trousers')!;
    const res = await owner.api.call('POST', '/tickets', {
      client: { name: 'Jeanne' },
      pickupDate: first.date,
      garments: [{ description: 'Jeans', lines: [{ serviceId: hem.id, quantity: 2 }] }],
    });
    expect(res.body.data.ticket).toMatchObject({ minutes: 60 });
    expect((await suggest(owner.api, 10)).date).toBe(addDaysToDay(tomorrow, 2));
  });

  it('keeps the counter’s settings with the roles that set the studio, and refuses what is not a week', async () => {
    const owner = await newStudio(t, 'enterprise');
    expect((await owner.api.call('GET', '/tickets/settings')).body.data.settings).toEqual(DEFAULT_TICKET_SETTINGS);
    const staff = businessApi(t, (await joinedMember(t, owner, 'staff')).token);
    expect((await staff.call('GET', '/tickets/settings')).status).toBe(200);
    expectErrorEnvelope((await staff.call('PATCH', '/tickets/settings', { dailyCapacityMinutes: 300 })).body, 403);
    for (const body of [{ openDays: [0] }, { openDays: [] }, { openDays: [1, 1] }, { dailyCapacityMinutes: 0 }]) {
      expectErrorEnvelope((await owner.api.call('PATCH', '/tickets/settings', body)).body, 422);
    }
    expectErrorEnvelope((await owner.api.call('GET', '/tickets/pickup-suggestion?minutes=abc')).body, 422);
  });
});
