import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney, formatPercent, formatWhen } from './format';

describe('portal formatting in the studio language', () => {
  it('writes money in the invoice currency, English and French', () => {
    expect(formatMoney(749.5, 'GBP', 'en')).toBe('£749.50');
    expect(formatMoney(1200, 'EUR', 'fr')).toBe('1\u202f200,00\u00a0€');
  });

  it('keeps an unknown currency readable', () => {
    expect(formatMoney(10, 'NOPE1', 'en')).toBe('10.00 NOPE1');
  });

  it('writes a due date as its calendar day, whatever the time zone', () => {
    expect(formatDay('2027-01-15', 'en')).toBe('January 15, 2027');
    expect(formatDay('2027-01-15T00:00:00.000Z', 'fr')).toBe('15 janvier 2027');
  });

  it("writes an appointment with its day and its hours at the studio's clock, whatever the phone's zone", () => {
    // 14:00–15:30 in Lagos (UTC+1) is 13:00–14:30 UTC.
    const start = '2026-12-01T13:00:00.000Z';
    const end = '2026-12-01T14:30:00.000Z';
    expect(formatWhen(start, end, 'en', 'Africa/Lagos')).toMatch(/^Tuesday, December 1, 2026, 2:00\s?–\s?3:30\sPM$/);
    expect(formatWhen(start, end, 'fr', 'Africa/Lagos')).toMatch(/^mardi 1 décembre 2026, 14:00\s?–\s?15:30$/);
    // 23:30 UTC on the 1st is already the 2nd in Auckland.
    expect(formatWhen('2026-12-01T23:30:00.000Z', '2026-12-02T00:30:00.000Z', 'en', 'Pacific/Auckland')).toMatch(
      /^Wednesday, December 2, 2026/,
    );
  });

  it('writes a percentage in the language', () => {
    expect(formatPercent(40, 'fr')).toBe('40\u00a0%');
  });
});
