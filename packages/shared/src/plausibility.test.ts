import { describe, expect, it } from 'vitest';
import { plausibilityFlag, plausibleRange } from './plausibility.js';

describe('plausibility of a measurement taken at home', () => {
  it('flags hips of 16 in, a value in the wrong unit, and accepts 40 in', () => {
    expect(plausibilityFlag({ name: 'Hips', size: 16, unit: 'inches' })).toBe('implausible');
    expect(plausibilityFlag({ name: 'Hips', size: 40, unit: 'inches' })).toBeNull();
    expect(plausibilityFlag({ name: 'Waist', size: 95, unit: 'inches' })).toBe('implausible');
    expect(plausibilityFlag({ name: 'Waist', size: 80, unit: 'cm' })).toBeNull();
  });

  it('flags a value far from the previous one of the same name, across units', () => {
    expect(plausibilityFlag({ name: 'Bust', size: 36, unit: 'inches' }, { size: 92, unit: 'cm' })).toBeNull();
    expect(plausibilityFlag({ name: 'Bust', size: 44, unit: 'inches' }, { size: 92, unit: 'cm' })).toBe('far-from-previous');
  });

  it('uses a wide range for names it does not know, and answers the range in the unit asked', () => {
    expect(plausibilityFlag({ name: 'Gown train', size: 150, unit: 'cm' })).toBeNull();
    expect(plausibilityFlag({ name: 'Gown train', size: 900, unit: 'cm' })).toBe('implausible');
    expect(plausibleRange('Neck', 'inches')).toEqual({ min: 7.9, max: 27.6 });
  });

  it('takes an angle in degrees whatever its unit says (decision 124)', () => {
    expect(plausibilityFlag({ name: 'Shoulder Slope', size: 13, unit: 'cm' })).toBeNull();
    expect(plausibilityFlag({ name: 'Shoulder Slope', size: 60, unit: 'inches' })).toBe('implausible');
    expect(plausibilityFlag({ name: 'Shoulder Slope', size: 13, unit: 'inches' }, { size: 13, unit: 'cm' })).toBeNull();
    expect(plausibleRange('Shoulder Slope', 'inches')).toEqual({ min: 0, max: 45 });
  });
});
