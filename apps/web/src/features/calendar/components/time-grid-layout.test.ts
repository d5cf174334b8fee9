import { describe, expect, it } from 'vitest';
import { calendarEvent } from './time-grid-fixtures';
import {
  allDayDays,
  columnAt,
  edgeScrollSpeed,
  movedTimes,
  placeSegments,
  resizedTimes,
  segmentOn,
  snapMinutes,
  wallPoint,
  wallTimeAt,
  type Segment,
} from './time-grid-layout';

const BERLIN = 'Europe/Berlin';

describe('time grid layout', () => {
  describe('an event at 02:30 on the autumn change night in Berlin (2026-10-25, clocks go back at 03:00)', () => {
    // 02:30 happens twice: 00:30 UTC in summer time, 01:30 UTC in winter time.
    const first = calendarEvent({ id: 'a', startTime: '2026-10-25T00:30:00.000Z', endTime: '2026-10-25T01:00:00.000Z' });
    const second = calendarEvent({ id: 'b', startTime: '2026-10-25T01:30:00.000Z', endTime: '2026-10-25T02:00:00.000Z' });

    it('shows both at 02:30 on the wall, on that day', () => {
      expect(segmentOn(first, '2026-10-25', BERLIN)).toMatchObject({ start: 150, end: 180, continuesBefore: false, continuesAfter: false });
      expect(segmentOn(second, '2026-10-25', BERLIN)).toMatchObject({ start: 150, end: 180 });
      expect(segmentOn(second, '2026-10-24', BERLIN)).toBeNull();
    });

    it('lays the two side by side, as they share the 02:30 row', () => {
      const placed = placeSegments([segmentOn(first, '2026-10-25', BERLIN)!, segmentOn(second, '2026-10-25', BERLIN)!]);
      expect(placed.map((p) => [p.event.id, p.column, p.columns])).toEqual([
        ['a', 0, 2],
        ['b', 1, 2],
      ]);
    });

    it('moves a day later to 02:30 winter time, keeping its half hour', () => {
      expect(movedTimes(second, 1, 0, BERLIN)).toEqual({ startTime: '2026-10-26T01:30:00.000Z', endTime: '2026-10-26T02:00:00.000Z' });
    });

    it('draws an end that reads earlier than its start on the wall (02:30 summer time to 02:15 winter time) as long as it lasts', () => {
      const back = calendarEvent({ id: 'c', startTime: '2026-10-25T00:30:00.000Z', endTime: '2026-10-25T01:15:00.000Z' });
      expect(segmentOn(back, '2026-10-25', BERLIN)).toMatchObject({ start: 150, end: 195 });
    });
  });

  it('shows an event at its wall time in the zone, not in UTC or the browser zone', () => {
    const fitting = calendarEvent({ id: 'f', startTime: '2026-07-10T08:30:00.000Z', endTime: '2026-07-10T09:30:00.000Z' });
    expect(segmentOn(fitting, '2026-07-10', BERLIN)).toMatchObject({ start: 630, end: 690 });
    expect(segmentOn(fitting, '2026-07-10', 'America/New_York')).toMatchObject({ start: 270, end: 330 });
    expect(wallPoint('2026-07-10T23:30:00.000Z', 'Asia/Tokyo')).toEqual({ day: '2026-07-11', minutes: 510 });
  });

  describe('an event spanning midnight (22:00 to 02:00 in Berlin)', () => {
    const late = calendarEvent({ id: 'late', startTime: '2026-11-20T21:00:00.000Z', endTime: '2026-11-21T01:00:00.000Z' });

    it('shows on both days, clipped at midnight', () => {
      expect(segmentOn(late, '2026-11-20', BERLIN)).toMatchObject({ start: 1320, end: 1440, continuesBefore: false, continuesAfter: true });
      expect(segmentOn(late, '2026-11-21', BERLIN)).toMatchObject({ start: 0, end: 120, continuesBefore: true, continuesAfter: false });
      expect(segmentOn(late, '2026-11-22', BERLIN)).toBeNull();
      expect(segmentOn(late, '2026-11-19', BERLIN)).toBeNull();
    });

    it('ends on its own day when it ends exactly at midnight, with no empty segment after', () => {
      const toMidnight = calendarEvent({ id: 'm', startTime: '2026-11-20T22:00:00.000Z', endTime: '2026-11-20T23:00:00.000Z' });
      expect(segmentOn(toMidnight, '2026-11-20', BERLIN)).toMatchObject({ start: 1380, end: 1440, continuesAfter: false });
      expect(segmentOn(toMidnight, '2026-11-21', BERLIN)).toBeNull();
    });

    it('moves as a whole, by its start', () => {
      expect(movedTimes(late, 0, 60, BERLIN)).toEqual({ startTime: '2026-11-20T22:00:00.000Z', endTime: '2026-11-21T02:00:00.000Z' });
    });
  });

  describe('overlapping events', () => {
    const seg = (id: string, start: number, end: number): Segment => ({
      event: calendarEvent({ id, startTime: '2026-11-20T00:00:00Z', endTime: '2026-11-20T01:00:00Z' }),
      day: '2026-11-20',
      start,
      end,
      continuesBefore: false,
      continuesAfter: false,
    });
    const columns = (segments: Segment[], min = 0) =>
      Object.fromEntries(placeSegments(segments, min).map((p) => [p.event.id, `${p.column}/${p.columns}`]));
    const spans = (segments: Segment[]) => Object.fromEntries(placeSegments(segments).map((p) => [p.event.id, p.span]));

    it('splits a cluster into as many columns as it needs, reusing a column once it is free', () => {
      // a 9-11, b 9:30-10, c 10-10:30 (fits under b), d 12-13 (alone).
      expect(columns([seg('a', 540, 660), seg('b', 570, 600), seg('c', 600, 630), seg('d', 720, 780)])).toEqual({
        a: '0/2',
        b: '1/2',
        c: '1/2',
        d: '0/1',
      });
    });

    it('widens a segment into free columns on its right', () => {
      // e 12-13, f 12-12:30 and g 12-12:15 need three columns; h 12:30-13 takes f's column once f
      // has ended, and g's column beside it is free by then, so h is two columns wide.
      const segments = [seg('e', 720, 780), seg('f', 720, 750), seg('g', 720, 735), seg('h', 750, 780)];
      expect(columns(segments)).toEqual({ e: '0/3', f: '1/3', g: '2/3', h: '1/3' });
      expect(spans(segments)).toEqual({ e: 1, f: 1, g: 1, h: 2 });
    });

    it('counts three-way overlaps', () => {
      expect(columns([seg('a', 540, 600), seg('b', 540, 600), seg('c', 550, 560)])).toEqual({ a: '0/3', b: '1/3', c: '2/3' });
    });

    it('does not overlap back-to-back events, unless drawn taller than they last', () => {
      expect(columns([seg('a', 540, 545), seg('b', 550, 600)])).toEqual({ a: '0/1', b: '0/1' });
      expect(columns([seg('a', 540, 545), seg('b', 550, 600)], 30)).toEqual({ a: '0/2', b: '1/2' });
    });
  });

  describe('moving and resizing', () => {
    const fitting = calendarEvent({ id: 'f', startTime: '2026-11-20T09:30:00.000Z', endTime: '2026-11-20T10:45:00.000Z' }); // 10:30-11:45 Berlin

    it('moves to another day and time keeping the duration', () => {
      expect(movedTimes(fitting, 2, 90, BERLIN)).toEqual({ startTime: '2026-11-22T11:00:00.000Z', endTime: '2026-11-22T12:15:00.000Z' });
      expect(movedTimes(fitting, -1, 0, BERLIN)).toEqual({ startTime: '2026-11-19T09:30:00.000Z', endTime: '2026-11-19T10:45:00.000Z' });
    });

    it('keeps the wall time when moved onto the day the clocks go back (10:00 summer time to 10:00 winter time)', () => {
      const saturday = calendarEvent({ id: 's', startTime: '2026-10-24T08:00:00.000Z', endTime: '2026-10-24T09:00:00.000Z' });
      expect(movedTimes(saturday, 1, 0, BERLIN)).toEqual({ startTime: '2026-10-25T09:00:00.000Z', endTime: '2026-10-25T10:00:00.000Z' });
    });

    it('keeps the wall time across the spring change too', () => {
      const saturday = calendarEvent({ id: 's', startTime: '2026-03-28T09:00:00.000Z', endTime: '2026-03-28T10:00:00.000Z' });
      expect(movedTimes(saturday, 1, 0, BERLIN)).toEqual({ startTime: '2026-03-29T08:00:00.000Z', endTime: '2026-03-29T09:00:00.000Z' });
    });

    it('snaps the new start to a quarter of an hour', () => {
      expect(snapMinutes(637)).toBe(630);
      expect(snapMinutes(638)).toBe(645);
      // 10:30 + 22 min reads 10:52, snapped to 10:45.
      expect(movedTimes(fitting, 0, 22, BERLIN)?.startTime).toBe('2026-11-20T09:45:00.000Z');
      // A drag of a few minutes lands where it was: no change.
      expect(movedTimes(fitting, 0, 6, BERLIN)).toBeNull();
    });

    it('carries a move past midnight into the next day', () => {
      expect(movedTimes(fitting, 0, 14 * 60, BERLIN)?.startTime).toBe('2026-11-20T23:30:00.000Z');
    });

    it('resizes by the bottom edge, snapped, at least 15 minutes and at most to midnight', () => {
      // End 11:45 (705) + 40 min = 12:25, snapped to 12:30.
      expect(resizedTimes(fitting, '2026-11-20', 705, 40, BERLIN)).toEqual({
        startTime: fitting.startTime,
        endTime: '2026-11-20T11:30:00.000Z',
      });
      expect(resizedTimes(fitting, '2026-11-20', 705, -600, BERLIN)?.endTime).toBe('2026-11-20T09:45:00.000Z');
      expect(resizedTimes(fitting, '2026-11-20', 705, 2000, BERLIN)?.endTime).toBe('2026-11-20T23:00:00.000Z');
      expect(resizedTimes(fitting, '2026-11-20', 705, 5, BERLIN)).toBeNull();
    });
  });

  it('writes wall times past midnight into the next day', () => {
    expect(wallTimeAt('2026-12-31', 1440 + 75)).toBe('2027-01-01T01:15');
    expect(wallTimeAt('2026-03-01', -30)).toBe('2026-02-28T23:30');
  });

  it('puts a whole-day entry on the UTC date of its start', () => {
    const deadline = calendarEvent({
      id: 'd',
      allDay: true,
      source: 'project',
      startTime: '2026-11-22T00:00:00.000Z',
      endTime: '2026-11-22T00:00:00.000Z',
    });
    expect(allDayDays(deadline)).toEqual(['2026-11-22']);
    expect(allDayDays({ ...deadline, endTime: '2026-11-24T00:00:00.000Z' })).toEqual(['2026-11-22', '2026-11-23']);
  });

  it('scrolls a drag held at the top or bottom edge of the hours, faster closer to it', () => {
    expect(edgeScrollSpeed(300, 100, 600)).toBe(0);
    expect(edgeScrollSpeed(120, 100, 600)).toBe(-7);
    expect(edgeScrollSpeed(50, 100, 600)).toBe(-14);
    expect(edgeScrollSpeed(590, 100, 600)).toBe(11);
    // Too short a grid to have edges: no scrolling.
    expect(edgeScrollSpeed(590, 500, 600)).toBe(0);
  });

  it('finds the day column under the pointer, clamped to the grid', () => {
    const cols = [0, 1, 2].map((i) => ({ left: 100 + i * 50, right: 150 + i * 50 }));
    expect(columnAt(120, cols)).toBe(0);
    expect(columnAt(170, cols)).toBe(1);
    expect(columnAt(20, cols)).toBe(0);
    expect(columnAt(999, cols)).toBe(2);
  });
});
