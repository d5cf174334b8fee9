import { describe, expect, it } from 'vitest';
import { BRAND_DARK_TEXT, BRAND_LIGHT_TEXT, brandColorSchema, brandTextColor, contrastRatio, updateStudioBodySchema } from './team.js';

// Decision 073: a brand colour carries white or the app's dark text at 4.5:1, or it is refused.
describe('contrastRatio', () => {
  it('is 21 for black on white, 1 for a colour on itself, and the same both ways', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#7C3AED', '#7C3AED')).toBe(1);
    expect(contrastRatio('#FFFFFF', '#767676')).toBeCloseTo(contrastRatio('#767676', '#FFFFFF'), 10);
  });

  it('matches the WCAG figures of known pairs', () => {
    // #767676 on white is the classic lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5);
  });
});

describe('brandTextColor', () => {
  it.each([
    ['#7C3AED', BRAND_LIGHT_TEXT],
    ['#1E3A8A', BRAND_LIGHT_TEXT],
    ['#000000', BRAND_LIGHT_TEXT],
    ['#FDE68A', BRAND_DARK_TEXT],
    ['#FFFFFF', BRAND_DARK_TEXT],
    ['#22C55E', BRAND_DARK_TEXT],
  ])('%s carries %s', (hex, textColor) => {
    expect(brandTextColor(hex)).toBe(textColor);
    expect(contrastRatio(hex, textColor)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['#808080', '#7F7F7F', '#858585', '#E0484A'])('refuses the mid tone %s, which reaches 4.5:1 with neither', (hex) => {
    expect(contrastRatio(hex, BRAND_LIGHT_TEXT)).toBeLessThan(4.5);
    expect(contrastRatio(hex, BRAND_DARK_TEXT)).toBeLessThan(4.5);
    expect(brandTextColor(hex)).toBeNull();
  });

  it('answers null for what is not #RRGGBB', () => {
    expect(brandTextColor('red')).toBeNull();
    expect(brandTextColor('#FFF')).toBeNull();
  });
});

describe('brandColorSchema', () => {
  it('upper-cases a readable colour', () => {
    expect(brandColorSchema.parse(' #7c3aed ')).toBe('#7C3AED');
  });

  it('refuses a mid grey with the contrast message, and a malformed colour with the format message only', () => {
    const grey = brandColorSchema.safeParse('#808080');
    expect(grey.success).toBe(false);
    expect(grey.error?.issues.map((i) => i.message)).toEqual([expect.stringContaining('too light to read white text on')]);
    const malformed = brandColorSchema.safeParse('purple');
    expect(malformed.error?.issues.map((i) => i.message)).toEqual(['Use a colour like #7C3AED']);
  });

  it('lets the studio body clear the colour with ""', () => {
    expect(updateStudioBodySchema.parse({ brandColor: '' })).toEqual({ brandColor: '' });
  });
});
