import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sampleDeadline, sampleEvent } from '../components/calendar-test-events';
import { comingWeeks, eventsFromCache, eventsQueryOptions } from './coming-weeks';

const ZONE = 'Europe/Paris';

describe('the coming weeks kept for a fitting without signal (decision 101)', () => {
  it('run from a week back to six weeks on, in the account’s days', () => {
    // 24 Nov 2026, 23:30 in Paris (22:30 UTC).
    expect(comingWeeks(Date.parse('2026-11-24T22:30:00Z'), ZONE)).toEqual({ startDate: '2026-11-17', endDate: '2027-01-05' });
  });

  it('give a range not loaded yet the events they hold in it, and none of another member’s filter', () => {
    const client = new QueryClient();
    const inWeek = sampleEvent({ id: 'e1', startTime: '2026-12-02T09:00:00.000Z', endTime: '2026-12-02T10:00:00.000Z' });
    // 23:30 UTC on 6 Dec is already 7 Dec in Paris: outside a week that ends on the 6th.
    const lateNight = sampleEvent({ id: 'e2', startTime: '2026-12-06T23:30:00.000Z', endTime: '2026-12-07T00:30:00.000Z' });
    const later = sampleEvent({ id: 'e3', startTime: '2026-12-20T09:00:00.000Z', endTime: '2026-12-20T10:00:00.000Z' });
    client.setQueryData(eventsQueryOptions({ startDate: '2026-11-17', endDate: '2027-01-05' }).queryKey, [
      inWeek,
      lateNight,
      later,
      sampleDeadline('p1', '2026-11-30'),
    ]);
    client.setQueryData(eventsQueryOptions({ startDate: '2026-11-17', endDate: '2027-01-05', assigneeId: 'u2' }).queryKey, [
      sampleEvent({ id: 'other', startTime: '2026-12-01T09:00:00.000Z', endTime: '2026-12-01T10:00:00.000Z' }),
    ]);
    const week = eventsFromCache(client, { startDate: '2026-11-30', endDate: '2026-12-06' }, ZONE);
    expect(week?.map((e) => e.id)).toEqual(['deadline-p1', 'e1']);
  });

  it('know nothing of a range no cached answer overlaps', () => {
    const client = new QueryClient();
    client.setQueryData(eventsQueryOptions({ startDate: '2026-11-17', endDate: '2027-01-05' }).queryKey, [sampleEvent()]);
    expect(eventsFromCache(client, { startDate: '2027-02-01', endDate: '2027-02-28' }, ZONE)).toBeUndefined();
  });
});
