import { describe, expect, it } from 'vitest';
import { isoTime } from './iso-time.js';

describe('isoTime (decision 173)', () => {
  it('writes every time as Date.prototype.toISOString does, from before 1970 to after 9999', () => {
    const edges = [
      0,
      -1,
      951_782_400_000, // 2000-02-29T00:00:00.000Z
      946_684_799_999, // 1999-12-31T23:59:59.999Z
      4_107_542_399_999, // 2100-02-28T23:59:59.999Z, not a leap year
      253_402_300_799_999, // the last millisecond of 9999
      253_402_300_800_000,
      -62_198_755_200_000, // year 0
      8.64e15,
    ];
    const sampled = Array.from({ length: 200_000 }, (_, i) => -5e11 + i * 1_272_461_234.567);
    const differing = [...edges, ...sampled]
      .map((ms) => new Date(Math.round(ms)))
      .filter((date) => isoTime(date) !== date.toISOString())
      .map((date) => date.toISOString());
    expect(differing).toEqual([]);
  });

  it('refuses an invalid date as the built-in does', () => {
    expect(() => isoTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
