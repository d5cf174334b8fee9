import { describe, expect, it } from 'vitest';
import { buildMonthGrid, eventDays, monthGridDays, stepDay, todaysEvents, upcomingEvents, visibleDays, weekDays } from './calendar-model';
import { sampleDeadline, sampleEvent } from './calendar-test-events';

describe('month grid days', () => {
  it('runs Sunday to Saturday around the month', () => {
    const days = monthGridDays('2026-11-22');
    // 1 November 2026 is a Sunday, 30 November a Monday.
    expect(days[0]).toBe('2026-11-01');
    expect(days.at(-1)).toBe('2026-12-05');
    expect(days).toHaveLength(35);
    expect(monthGridDays('2026-08-10')).toHaveLength(42); // 1 Aug is a Saturday: six weeks
    expect(monthGridDays('2026-02-03')).toHaveLength(28); // Feb 2026 starts on a Sunday
  });

  it('gives the week Sun..Sat and steps months inside the month', () => {
    expect(weekDays('2026-11-25')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(visibleDays('day', '2026-11-25')).toEqual(['2026-11-25']);
    expect(stepDay('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(stepDay('month', '2026-01-15', -1)).toBe('2025-12-15');
    expect(stepDay('week', '2026-12-29', 1)).toBe('2027-01-05');
  });
});

describe('days of an event in the account zone', () => {
  it('puts an event on its day in the zone, not in UTC or the browser', () => {
    // 23:30 UTC on the 21st is 00:30 on the 22nd in Berlin and 18:30 on the 21st in New York.
    const late = sampleEvent({ startTime: '2026-11-21T23:30:00Z', endTime: '2026-11-21T23:45:00Z' });
    expect(eventDays(late, 'Europe/Berlin')).toEqual(['2026-11-22']);
    expect(eventDays(late, 'America/New_York')).toEqual(['2026-11-21']);
  });

  it('puts an event spanning midnight on both days, but not one ending at midnight', () => {
    const overnight = sampleEvent({ startTime: '2026-11-22T21:00:00Z', endTime: '2026-11-23T01:00:00Z' });
    expect(eventDays(overnight, 'Europe/Berlin')).toEqual(['2026-11-22', '2026-11-23']);
    const toMidnight = sampleEvent({ startTime: '2026-11-22T21:00:00Z', endTime: '2026-11-22T23:00:00Z' });
    expect(eventDays(toMidnight, 'Europe/Berlin')).toEqual(['2026-11-22']);
  });

  it('keeps a project deadline on its UTC date in every zone', () => {
    const deadline = sampleDeadline('p1', '2026-11-22');
    expect(eventDays(deadline, 'Pacific/Auckland')).toEqual(['2026-11-22']);
    expect(eventDays(deadline, 'America/Los_Angeles')).toEqual(['2026-11-22']);
  });
});

describe('buildMonthGrid', () => {
  const zone = 'Europe/Berlin';
  const at = (id: string, hour: number) =>
    sampleEvent({
      id,
      title: `Event ${id}`,
      startTime: `2026-11-10T${String(hour).padStart(2, '0')}:00:00Z`,
      endTime: `2026-11-10T${String(hour + 1).padStart(2, '0')}:00:00Z`,
    });

  it('shows 2 events per day in start order, then counts the rest as +N more', () => {
    const grid = buildMonthGrid('2026-11-01', [at('c', 14), at('a', 8), at('b', 10)], zone, '2026-11-10');
    const cell = grid.flat().find((c) => c.day === '2026-11-10')!;
    expect(cell.shown.map((e) => e.id)).toEqual(['a', 'b']);
    expect(cell.more).toBe(1);
    expect(cell.all).toHaveLength(3);
    expect(cell.isToday).toBe(true);
    expect(grid.flat().filter((c) => c.isToday)).toHaveLength(1);
  });

  it('marks the days of other months and shows a deadline first on its day', () => {
    const grid = buildMonthGrid('2026-11-15', [at('a', 8), sampleDeadline('p1', '2026-11-10')], zone, '2026-01-01');
    const cells = grid.flat();
    expect(cells.find((c) => c.day === '2026-12-05')!.inMonth).toBe(false);
    expect(cells.find((c) => c.day === '2026-11-10')!.shown.map((e) => e.id)).toEqual(['deadline-p1', 'a']);
  });
});

describe('side panels in a zone other than the browser’s', () => {
  // 22 November 2026, 21:00 UTC: already the 23rd in Tokyo (06:00), still the 22nd in Berlin (22:00).
  const now = Date.parse('2026-11-22T21:00:00Z');
  const events = [
    sampleEvent({ id: 'past', startTime: '2026-11-22T20:00:00Z', endTime: '2026-11-22T20:30:00Z' }),
    sampleEvent({ id: 'tokyo-morning', startTime: '2026-11-23T01:00:00Z', endTime: '2026-11-23T02:00:00Z' }),
    sampleEvent({ id: 'late', startTime: '2026-11-29T20:00:00Z', endTime: '2026-11-29T21:00:00Z' }),
    sampleEvent({ id: 'too-late', startTime: '2026-11-29T21:00:00Z', endTime: '2026-11-29T22:00:00Z' }),
    sampleDeadline('p1', '2026-11-22'),
  ];

  it('lists the next 7 days from now, sorted by start', () => {
    expect(upcomingEvents(events, now, 'Europe/Berlin').map((e) => e.id)).toEqual(['deadline-p1', 'tokyo-morning', 'late']);
    // In Tokyo the 22nd is over: its deadline is not upcoming any more.
    expect(upcomingEvents(events, now, 'Asia/Tokyo').map((e) => e.id)).toEqual(['tokyo-morning', 'late']);
  });

  it("gives today's schedule of the zone's today", () => {
    expect(todaysEvents(events, '2026-11-22', 'Europe/Berlin').map((e) => e.id)).toEqual(['deadline-p1', 'past']);
    expect(todaysEvents(events, '2026-11-23', 'Asia/Tokyo').map((e) => e.id)).toEqual(['past', 'tokyo-morning']);
  });
});
