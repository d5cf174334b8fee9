import { describe, expect, it } from 'vitest';
import { convertSize, formatSizeNumber, roundSize, sizeIn, sizeToInput, UNIT_STEP } from './units';

describe('measurement units (decision 027)', () => {
  it('converts exactly: 1 in = 2.54 cm, and back to the stored value', () => {
    expect(convertSize(1, 'inches', 'cm')).toBe(2.54);
    expect(roundSize(convertSize(32, 'inches', 'cm'))).toBe(81.28);
    expect(roundSize(convertSize(81.28, 'cm', 'inches'))).toBe(32);
    expect(convertSize(34.5, 'inches', 'inches')).toBe(34.5);
    expect(roundSize(convertSize(convertSize(34.25, 'inches', 'cm'), 'cm', 'inches'))).toBe(34.25);
  });

  it('rounds for display to two decimals, dropping trailing zeros', () => {
    expect(roundSize(convertSize(10, 'cm', 'inches'))).toBe(3.94);
    expect(roundSize(1.005)).toBe(1.01);
    expect(sizeToInput(convertSize(30, 'inches', 'cm'))).toBe('76.2');
    expect(formatSizeNumber(76.2)).toBe('76.2');
    expect(formatSizeNumber(81.28, 'fr')).toBe('81,28');
    expect(formatSizeNumber(35)).toBe('35');
  });

  it('says whether a stored value is shown converted', () => {
    expect(sizeIn({ size: 32, unit: 'inches' }, 'cm')).toEqual({ size: 81.28, converted: true });
    expect(sizeIn({ size: 81.5, unit: 'cm' }, 'cm')).toEqual({ size: 81.5, converted: false });
  });

  it('steps a quarter inch or half a centimetre', () => {
    expect(UNIT_STEP).toEqual({ inches: 0.25, cm: 0.5 });
  });
});
