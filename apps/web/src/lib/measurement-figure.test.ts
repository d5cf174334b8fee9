// @vitest-environment jsdom
import { GARMENT_TEMPLATES } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { drawing, spotOf } from './measurement-figure';

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
