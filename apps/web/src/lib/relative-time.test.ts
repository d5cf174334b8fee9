import { describe, expect, it } from 'vitest';
import { elapsed, relativeTime } from './relative-time';

const now = new Date('2026-11-23T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
const DAY = 86_400;

describe('elapsed (weeks 7 days, months 30, years 365)', () => {
  it.each([
    [0, 0, 'second'],
    [59, 59, 'second'],
    [60, 1, 'minute'],
    [3599, 59, 'minute'],
    [3600, 1, 'hour'],
    [DAY - 1, 23, 'hour'],
    [DAY, 1, 'day'],
    [7 * DAY - 1, 6, 'day'],
    [7 * DAY, 1, 'week'],
    [29 * DAY, 4, 'week'],
    [30 * DAY, 1, 'month'],
    [364 * DAY, 12, 'month'],
    [365 * DAY, 1, 'year'],
    [3 * 365 * DAY + 10 * DAY, 3, 'year'],
  ] as const)('%i seconds ago is %i %s', (seconds, value, unit) => {
    expect(elapsed(ago(seconds), now)).toEqual({ value, unit });
  });

  it('counts a moment a little in the future (another clock) as just now', () => {
    expect(elapsed(new Date(now.getTime() + 5000).toISOString(), now)).toEqual({ value: 0, unit: 'second' });
  });

  it('answers null for a date it cannot read', () => {
    expect(elapsed('not a date', now)).toBeNull();
  });
});

describe('relativeTime', () => {
  it('words the count in the language, always as a number', () => {
    expect(relativeTime(ago(0), now, 'en')).toBe('0 seconds ago');
    expect(relativeTime(ago(45), now, 'en')).toBe('45 seconds ago');
    expect(relativeTime(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(DAY), now, 'en')).toBe('1 day ago');
    expect(relativeTime(ago(14 * DAY), now, 'en')).toBe('2 weeks ago');
    expect(relativeTime(ago(60 * DAY), now, 'en')).toBe('2 months ago');
    expect(relativeTime(ago(400 * DAY), now, 'en')).toBe('1 year ago');
    expect(relativeTime(ago(3 * DAY), now, 'fr')).toBe('il y a 3 jours');
  });

  it('is empty for an unreadable date', () => {
    expect(relativeTime('', now, 'en')).toBe('');
  });
});
