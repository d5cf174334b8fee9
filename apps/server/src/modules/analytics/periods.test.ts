import { describe, expect, it } from 'vitest';
import { monthEnd, monthsAround, monthsOf, monthStart, resolvePeriod, todayIn, weekOf } from './periods.js';

describe('analytics periods (decision 034)', () => {
  it('steps months across years in both directions', () => {
    expect(monthStart('2026-01-31', -1)).toBe('2025-12-01');
    expect(monthStart('2026-11-23', -11)).toBe('2025-12-01');
    expect(monthStart('2026-12-05', 1)).toBe('2027-01-01');
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
  });

  it('names this month so far and the whole of last month', () => {
    expect(monthsAround('2026-03-15')).toEqual({
      thisMonth: { from: '2026-03-01', to: '2026-03-15' },
      lastMonth: { from: '2026-02-01', to: '2026-02-28' },
    });
  });

  it('takes Monday to Sunday as this week, also on a Sunday', () => {
    expect(weekOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('resolves each named period to calendar months ending with this one, and the months before', () => {
    const today = '2026-11-23';
    expect(resolvePeriod({ timePeriod: '1month' }, today, null)).toEqual({
      timePeriod: '1month',
      current: { from: '2026-11-01', to: today },
      previous: { from: '2026-10-01', to: '2026-10-31' },
    });
    expect(resolvePeriod({ timePeriod: '3months' }, today, null).previous).toEqual({ from: '2026-06-01', to: '2026-08-31' });
    expect(resolvePeriod({ timePeriod: '6months' }, today, null).current).toEqual({ from: '2026-06-01', to: today });
    expect(resolvePeriod({ timePeriod: '1year' }, today, null)).toEqual({
      timePeriod: '1year',
      current: { from: '2025-12-01', to: today },
      previous: { from: '2024-12-01', to: '2025-11-30' },
    });
  });

  it('starts All Time with the month of the first record and compares it with nothing', () => {
    expect(resolvePeriod({ timePeriod: 'all' }, '2026-11-23', '2021-04-17')).toEqual({
      timePeriod: 'all',
      current: { from: '2021-04-01', to: '2026-11-23' },
      previous: null,
    });
    expect(resolvePeriod({ timePeriod: 'all' }, '2026-11-23', null).current.from).toBe('2026-11-01');
  });

  it('compares a custom range with as many days just before it', () => {
    expect(resolvePeriod({ timePeriod: '6months', from: '2026-03-01', to: '2026-03-10' }, '2026-11-23', null)).toEqual({
      timePeriod: 'custom',
      current: { from: '2026-03-01', to: '2026-03-10' },
      previous: { from: '2026-02-19', to: '2026-02-28' },
    });
  });

  it('lists the months a range touches', () => {
    expect(monthsOf({ from: '2025-11-15', to: '2026-01-02' }).map((m) => m.key)).toEqual(['2025-11', '2025-12', '2026-01']);
  });

  it('reads today in the account zone: 00:30 on 1 February in Berlin is still 31 January in UTC', () => {
    expect(todayIn('Europe/Berlin', new Date('2026-01-31T23:30:00Z'))).toBe('2026-02-01');
    expect(todayIn('Europe/Berlin', new Date('2026-01-31T22:30:00Z'))).toBe('2026-01-31');
  });
});
