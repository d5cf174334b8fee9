import { describe, expect, it } from 'vitest';
import {
  addDaysToDay,
  dayInZone,
  dayOfInput,
  hasOffset,
  instantFromWallTime,
  instantInZone,
  startOfDayInZone,
  wallTimeInZone,
  weekdayOfDay,
  zoneOffsetMinutes,
} from './zoned-time.js';

describe('zoned time (a fitting at 10:30 in Berlin is 10:30 in Berlin)', () => {
  it('turns a wall time in a zone into the instant, summer and winter', () => {
    expect(instantFromWallTime('2026-07-14T10:30', 'Europe/Berlin').toISOString()).toBe('2026-07-14T08:30:00.000Z');
    expect(instantFromWallTime('2026-12-14T10:30', 'Europe/Berlin').toISOString()).toBe('2026-12-14T09:30:00.000Z');
    expect(instantFromWallTime('2026-12-14T10:30', 'America/New_York').toISOString()).toBe('2026-12-14T15:30:00.000Z');
    expect(instantFromWallTime('2026-12-14T10:30', 'Asia/Kolkata').toISOString()).toBe('2026-12-14T05:00:00.000Z');
  });

  it('reads an instant back as the same wall time', () => {
    for (const zone of ['Europe/Berlin', 'America/Los_Angeles', 'Pacific/Auckland', 'Asia/Kathmandu', 'UTC']) {
      for (const wall of ['2026-03-29T10:30', '2026-10-25T23:45', '2027-01-01T00:00']) {
        expect(wallTimeInZone(instantFromWallTime(wall, zone), zone)).toBe(wall);
      }
    }
  });

  it('moves a time skipped by the spring change forward by the gap', () => {
    // Berlin, 2026-03-29: 02:00 becomes 03:00, so 02:30 does not exist.
    const t = instantFromWallTime('2026-03-29T02:30', 'Europe/Berlin');
    expect(t.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(wallTimeInZone(t, 'Europe/Berlin')).toBe('2026-03-29T03:30');
  });

  it('answers the first of the two 02:30s of the autumn change', () => {
    // Berlin, 2026-10-25: 03:00 summer time becomes 02:00 winter time; 02:30 happens twice.
    expect(instantFromWallTime('2026-10-25T02:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(wallTimeInZone(new Date('2026-10-25T01:30:00Z'), 'Europe/Berlin')).toBe('2026-10-25T02:30');
    expect(zoneOffsetMinutes(new Date('2026-10-25T00:30:00Z'), 'Europe/Berlin')).toBe(120);
    expect(zoneOffsetMinutes(new Date('2026-10-25T01:30:00Z'), 'Europe/Berlin')).toBe(60);
  });

  it('finds days and their first instant in a zone', () => {
    expect(dayInZone(new Date('2026-11-30T23:30:00Z'), 'Europe/Berlin')).toBe('2026-12-01');
    expect(dayInZone(new Date('2026-11-30T23:30:00Z'), 'America/Chicago')).toBe('2026-11-30');
    expect(startOfDayInZone('2026-12-01', 'Europe/Berlin').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    // Havana skips midnight on its spring night: the day starts at 01:00.
    expect(wallTimeInZone(startOfDayInZone('2026-03-08', 'America/Havana'), 'America/Havana')).toBe('2026-03-08T01:00');
    expect(addDaysToDay('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDaysToDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayOfDay('2026-11-22')).toBe(0);
  });

  it('reads what the API is sent: an offset keeps its instant, a wall time is the zone’s (decision 059)', () => {
    expect(hasOffset('2026-12-01T10:00:00+01:00')).toBe(true);
    expect(hasOffset('2026-12-01T10:00:00.5Z')).toBe(true);
    expect(hasOffset('2026-12-01T10:00')).toBe(false);
    expect(instantInZone('2026-12-01T10:00:00-05:00', 'Europe/Berlin').toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(instantInZone('2026-12-01T10:00', 'Europe/Berlin').toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(instantInZone('2026-12-01T10:00:05.25', 'UTC').toISOString()).toBe('2026-12-01T10:00:05.250Z');
    expect(instantInZone('2026-12-01', 'Europe/Berlin').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    // The day: a date is itself, a wall time its own day, an instant its day in the zone.
    expect(dayOfInput('2026-11-01', 'Pacific/Auckland')).toBe('2026-11-01');
    expect(dayOfInput('2026-11-01T00:30', 'America/Chicago')).toBe('2026-11-01');
    expect(dayOfInput('2026-11-01T00:30:00+01:00', 'Europe/Berlin')).toBe('2026-11-01');
    expect(dayOfInput('2026-11-01T00:30:00+01:00', 'America/Chicago')).toBe('2026-10-31');
  });

  it('refuses text that is not a wall time', () => {
    expect(() => instantFromWallTime('tomorrow', 'Europe/Berlin')).toThrow(RangeError);
  });
});
