import { describe, expect, it } from 'vitest';
import { freeSlots, type SlotQuery } from './slots.js';

/**
 * Decision 156: slots follow the studio's wall clock, so across a daylight-saving change the first
 * slot of the day is still 10:00 there, and its UTC instant moves by the hour.
 */
const base = (zone: string, from: string, over: Partial<SlotQuery> = {}): SlotQuery => ({
  zone,
  openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '10:00', end: '12:00' })),
  closedDays: [],
  from,
  days: 4,
  durationMinutes: 60,
  bufferAfterMinutes: 0,
  notBefore: new Date('2000-01-01T00:00:00Z'),
  notAfter: new Date('2100-01-01T00:00:00Z'),
  members: [{ memberId: null, busy: [] }],
  ...over,
});

const firstOfDay = (slots: { start: string }[], utcDay: string) => slots.find((s) => s.start.startsWith(utcDay))?.start;

describe('slots across a daylight-saving change', () => {
  it('Paris, spring: 10:00 is 09:00 UTC on Saturday 28 March 2026 and 08:00 UTC on Monday 30 March', () => {
    const slots = freeSlots(base('Europe/Paris', '2026-03-28'));
    expect(firstOfDay(slots, '2026-03-28')).toBe('2026-03-28T09:00:00.000Z');
    expect(firstOfDay(slots, '2026-03-29')).toBe('2026-03-29T08:00:00.000Z');
    expect(firstOfDay(slots, '2026-03-30')).toBe('2026-03-30T08:00:00.000Z');
    // 10:00 to 12:00 with an hour each on a quarter-hour grid: 10:00, 10:15, 10:30, 10:45, 11:00 every day.
    expect(slots).toHaveLength(4 * 5);
  });

  it('Paris, autumn: 10:00 is 08:00 UTC on Saturday 24 October 2026 and 09:00 UTC on Monday 26 October', () => {
    const slots = freeSlots(base('Europe/Paris', '2026-10-24'));
    expect(firstOfDay(slots, '2026-10-24')).toBe('2026-10-24T08:00:00.000Z');
    expect(firstOfDay(slots, '2026-10-26')).toBe('2026-10-26T09:00:00.000Z');
  });

  it('New York, spring and autumn: 10:00 EST is 15:00 UTC, 10:00 EDT 14:00 UTC', () => {
    const spring = freeSlots(base('America/New_York', '2026-03-07'));
    expect(firstOfDay(spring, '2026-03-07')).toBe('2026-03-07T15:00:00.000Z');
    expect(firstOfDay(spring, '2026-03-09')).toBe('2026-03-09T14:00:00.000Z');
    const autumn = freeSlots(base('America/New_York', '2026-10-31'));
    expect(firstOfDay(autumn, '2026-10-31')).toBe('2026-10-31T14:00:00.000Z');
    expect(firstOfDay(autumn, '2026-11-02')).toBe('2026-11-02T15:00:00.000Z');
  });

  it('a night opening across the change keeps its wall-clock hours: 01:00–04:00 in Paris on 29 March 2026 is two real hours', () => {
    const q = base('Europe/Paris', '2026-03-29', { days: 1, openingHours: [{ weekday: 7, start: '01:00', end: '04:00' }] });
    const slots = freeSlots(q);
    // 01:00 CET is 00:00 UTC; 04:00 CEST is 02:00 UTC: hour-long slots from 00:00 to 01:00 UTC.
    expect(slots[0]?.start).toBe('2026-03-29T00:00:00.000Z');
    expect(slots.at(-1)?.end).toBe('2026-03-29T02:00:00.000Z');
  });
});

describe('slots less what is taken', () => {
  it('closed days, the past, busy times and the buffer after a slot are left out', () => {
    const busy = [{ start: Date.parse('2026-03-02T10:00:00Z'), end: Date.parse('2026-03-02T10:30:00Z') }];
    const slots = freeSlots(
      base('UTC', '2026-03-02', {
        days: 3,
        closedDays: ['2026-03-03'],
        bufferAfterMinutes: 15,
        notBefore: new Date('2026-03-01T00:00:00Z'),
        members: [{ memberId: 'm1', busy }],
      }),
    );
    const monday = slots.filter((s) => s.start.startsWith('2026-03-02')).map((s) => s.start.slice(11, 16));
    // Busy 10:00–10:30: the first hour-long slot starts 10:30; 11:00 is the last that ends by 12:00.
    expect(monday).toEqual(['10:30', '10:45', '11:00']);
    expect(slots.some((s) => s.start.startsWith('2026-03-03'))).toBe(false);
    expect(slots.every((s) => s.memberId === 'm1')).toBe(true);
    // A slot whose buffer would run into something taken is not offered: busy at 12:00 keeps 10:45 + 60 + 15 out.
    const tight = freeSlots(
      base('UTC', '2026-03-04', {
        days: 1,
        bufferAfterMinutes: 15,
        members: [{ memberId: null, busy: [{ start: Date.parse('2026-03-04T11:50:00Z'), end: Date.parse('2026-03-04T12:30:00Z') }] }],
      }),
    );
    expect(tight.map((s) => s.start.slice(11, 16))).toEqual(['10:00', '10:15', '10:30']);
  });
});
