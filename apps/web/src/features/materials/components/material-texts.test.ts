import { describe, expect, it } from 'vitest';
import { materialMessages } from '../messages';
import { quantityWithUnit } from './material-texts';

const t = materialMessages.get();
const fr = { ...t, units: 'unités', unitOne: 'unité' };

describe('a quantity with its unit', () => {
  it('says one unit in the singular and more in the plural, as each language counts', () => {
    expect(quantityWithUnit(t, 1, 'unit', 'en')).toBe('1 unit');
    expect(quantityWithUnit(t, 12, 'unit', 'en')).toBe('12 units');
    expect(quantityWithUnit(t, 0, 'unit', 'en')).toBe('0 units');
    // French counts nought as one: "0 unité", as "1 unité", and "2 unités".
    expect(quantityWithUnit(fr, 1, 'unit', 'fr')).toBe('1 unité');
    expect(quantityWithUnit(fr, 0, 'unit', 'fr')).toBe('0 unité');
    expect(quantityWithUnit(fr, 2, 'unit', 'fr')).toBe('2 unités');
  });

  it('keeps a length’s symbol whatever the number, in the language’s decimals', () => {
    expect(quantityWithUnit(fr, 1000, 'm', 'fr')).toBe('1 m');
    expect(quantityWithUnit(fr, 3500, 'm', 'fr')).toBe('3,5 m');
  });
});
