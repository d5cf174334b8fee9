// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { GARMENT_TEMPLATES } from '@atelier/shared';
import { brandColors, contrast } from './brand';
import { drawing, spotOf } from './drawings';
import { webAddress } from './header';

describe("the studio's brand and addresses on the portal", () => {
  it('uses the brand colour with the text that reads on it, or not at all', () => {
    expect(brandColors('#1E3A8A')).toEqual({ brand: '#1E3A8A', onBrand: '#ffffff' });
    expect(brandColors('#F5D90A')).toEqual({ brand: '#F5D90A', onBrand: '#1c1f23' });
    expect(brandColors('')).toBeNull();
    expect(brandColors('red')).toBeNull();
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it('links web addresses only, adding https when the studio left it out', () => {
    expect(webAddress('maison-ada.example')).toEqual({ href: 'https://maison-ada.example', text: 'maison-ada.example' });
    expect(webAddress('https://ada.example/')).toEqual({ href: 'https://ada.example/', text: 'ada.example' });
    expect(webAddress('javascript:alert(1)')).toBeNull();
    expect(webAddress('  ')).toBeNull();
  });
});

describe('where to measure', () => {
  it.each([
    ['Bust', 'chest'],
    ['Chest', 'chest'],
    ['Waist', 'waist'],
    ['Trouser Waist', 'waist'],
    ['Hips', 'hips'],
    ['Shoulder Width', 'shoulder'],
    ['Arm Length', 'sleeve'],
    ['Sleeve', 'sleeve'],
    ['Inseam', 'inseam'],
    ['Neck Circumference', 'neck'],
    ['Tour de cou', 'neck'],
    ['Dress Length', 'length'],
    ['Armhole', 'armhole'],
    // A length between two points is that line (decision 135), not a ring at its first point.
    ['Waist to Hip', 'waistToHip'],
    ['Bust Point to Bust Point', 'bustSpan'],
    ['Rise', 'rise'],
    ['Knee', 'knee'],
    // A custom name, by what it says.
    ['Tour de bras', 'sleeve'],
    ['Cape swirl', 'tape'],
  ])('%s is drawn as %s', (name, spot) => {
    expect(spotOf(name)).toBe(spot);
  });

  it('draws a decorative figure with the measured line highlighted', () => {
    const el = drawing('Hips');
    expect(el.getAttribute('aria-hidden')).toBe('true');
    expect(el.querySelectorAll('.mark')).toHaveLength(1);
    expect(drawing('Cape swirl').querySelector('.mark')).toBeNull();
    // Every standard measurement is marked somewhere.
    for (const name of new Set(Object.values(GARMENT_TEMPLATES).flat())) expect(drawing(name).querySelector('.mark'), name).not.toBeNull();
  });
});
