import { describe, expect, it } from 'vitest';
import { formatSizeNumber, roundSize, UNIT_STEP } from './units';

describe('measurement units (decision 027)', () => {
  it('rounds for display to two decimals, dropping trailing zeros', () => {
    expect(roundSize(10 / 2.54)).toBe(3.94);
    expect(roundSize(1.005)).toBe(1.01);
    expect(formatSizeNumber(76.2)).toBe('76.2');
    expect(formatSizeNumber(81.28, 'fr')).toBe('81,28');
    expect(formatSizeNumber(35)).toBe('35');
  });

  it('steps a quarter inch or half a centimetre', () => {
    expect(UNIT_STEP).toEqual({ inches: 0.25, cm: 0.5 });
  });
});
