import { describe, expect, it } from 'vitest';
import { dayIn, sameClock, slotsByDay, slotTime, studioDay, zoneName } from './slot-days';

// Slots as the server answers them: UTC instants (decision 156), read in the client's zone (decision 161).
const slot = (start: string, memberId: string | null = null) => ({ start, end: start, memberId });

describe('free times in the client’s own time zone', () => {
  it('shows a Paris studio’s 10:00 as 09:00 in London and 04:00 in New York in winter', () => {
    const at = '2026-12-01T09:00:00Z';
    expect(slotTime(at, 'Europe/Paris', 'fr')).toBe('10:00');
    // ICU builds differ on the leading zero of a numeric hour ('9:00', '09:00'); the hour is what counts.
    expect(slotTime(at, 'Europe/London', 'fr')).toMatch(/^0?9:00$/);
    expect(slotTime(at, 'America/New_York', 'en')).toBe('4:00 AM');
  });

  it('groups slots by the client’s calendar day, which may not be the studio’s', () => {
    // 23:30 in Paris on 1 December is still 1 December there, but already 07:30 on 2 December in Tokyo.
    const slots = [slot('2026-12-01T22:30:00Z'), slot('2026-12-01T09:00:00Z'), slot('2026-12-02T09:00:00Z')];
    expect(slotsByDay(slots, 'Europe/Paris').map((d) => [d.day, d.slots.length])).toEqual([
      ['2026-12-01', 2],
      ['2026-12-02', 1],
    ]);
    expect(
      slotsByDay(slots, 'Asia/Tokyo').map((d) => [d.day, d.slots.map((s) => slotTime(s.start, 'Asia/Tokyo', 'fr').padStart(5, '0'))]),
    ).toEqual([
      ['2026-12-01', ['18:00']],
      ['2026-12-02', ['07:30', '18:00']],
    ]);
  });

  it('keeps the time of day across a daylight-saving change: 10:00 in Paris before and after 29 March', () => {
    expect(slotTime('2026-03-27T09:00:00Z', 'Europe/Paris', 'fr')).toBe('10:00');
    expect(slotTime('2026-03-30T08:00:00Z', 'Europe/Paris', 'fr')).toBe('10:00');
  });

  it('offers a time once when several members are free at it, in time order', () => {
    const slots = [slot('2026-12-01T10:00:00Z', 'm2'), slot('2026-12-01T09:00:00Z', 'm1'), slot('2026-12-01T10:00:00Z', 'm1')];
    expect(slotsByDay(slots, 'UTC')[0]!.slots.map((s) => [s.start, s.memberId])).toEqual([
      ['2026-12-01T09:00:00Z', 'm1'],
      ['2026-12-01T10:00:00Z', 'm2'],
    ]);
  });

  it('names the zone, and tells when the studio’s clock differs', () => {
    expect(zoneName('Europe/Paris', 'en', '2026-12-01T09:00:00Z')).toBe('Central European Standard Time');
    expect(sameClock('Europe/Paris', 'Europe/Brussels', '2026-12-01T09:00:00Z')).toBe(true);
    expect(sameClock('Europe/Paris', 'Europe/London', '2026-12-01T09:00:00Z')).toBe(false);
  });

  it('asks the slots from the studio’s today, not the client’s', () => {
    // 23:30 UTC on 30 November: already 1 December in Paris, still 30 November in New York.
    const now = Date.parse('2026-11-30T23:30:00Z');
    expect(studioDay('Europe/Paris', 0, now)).toBe('2026-12-01');
    expect(studioDay('America/New_York', 0, now)).toBe('2026-11-30');
    expect(studioDay('Europe/Paris', 14, now)).toBe('2026-12-15');
    expect(dayIn(now, 'UTC')).toBe('2026-11-30');
  });
});
