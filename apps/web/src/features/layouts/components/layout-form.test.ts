import { describe, expect, it } from 'vitest';
import { boughtLengthMm } from './layout-form';

describe('a layout’s length as a tailor buys it', () => {
  it('rounds up to the next centimetre in metres, keeping a length already on one', () => {
    expect(boughtLengthMm(2131, 'cm')).toBe(2140);
    expect(boughtLengthMm(2130, 'cm')).toBe(2130);
  });

  it('rounds up to the next eighth of a yard, keeping a length already on one', () => {
    // 2 3/8 yd is 2171.7 mm: 2131 mm needs it; 2172 mm, already 2 3/8 yd to the mm, stays.
    expect(boughtLengthMm(2131, 'inches')).toBe(2172);
    expect(boughtLengthMm(2172, 'inches')).toBe(2172);
    expect(boughtLengthMm(914, 'inches')).toBe(914);
  });
});
