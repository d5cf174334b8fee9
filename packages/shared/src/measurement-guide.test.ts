import { describe, expect, it } from 'vitest';
import { GARMENT_TEMPLATES } from './garments.js';
import { LANGUAGES } from './languages.js';
import { guidedSpot, measurementHint } from './measurement-guide.js';
import { FREESEWING_MEASUREMENTS, measurementKind } from './measurement-kinds.js';

const standardNames = [...new Set(Object.values(GARMENT_TEMPLATES).flat())];

describe('the measurement guide', () => {
  it.each(standardNames)('%s: a hint in every language, and a place on the figure', (name) => {
    expect(measurementHint(name, 'en')).toMatch(/^[A-Z].+\.$/);
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      expect(measurementHint(name, language), language).toMatch(/^[A-ZÀ-ÝÄÖÜ].+\.$/);
      expect(measurementHint(name, language), language).not.toBe(measurementHint(name, 'en'));
    }
    expect(guidedSpot(name)).not.toBeNull();
  });

  it('marks a length between two points as that line, not as a ring at its first point', () => {
    expect(guidedSpot('Waist to Hip')).toBe('waistToHip');
    expect(guidedSpot('Bust Point to Bust Point')).toBe('bustSpan');
    expect(guidedSpot('Shoulder to Bust Point')).toBe('shoulderToBust');
    expect(guidedSpot('Rise')).toBe('rise');
  });

  it('reads a name whatever its case and spaces, and knows nothing of a custom one', () => {
    expect(measurementHint('  waist to hip ', 'fr-FR')).toBe(measurementHint('Waist to Hip', 'fr'));
    expect(measurementHint('Agbada Drop', 'en')).toBe('');
    expect(guidedSpot('Agbada Drop')).toBeNull();
  });
});

describe('the standard lists', () => {
  it("keep the spec's names first, in the spec's order, then add what a tailor expects", () => {
    expect(GARMENT_TEMPLATES.dress.slice(0, 11)).toEqual([
      'Bust',
      'Waist',
      'Hips',
      'Shoulder Width',
      'Arm Length',
      'Dress Length',
      'Back Width',
      'Front Length',
      'Back Length',
      'Neck Circumference',
      'Armhole',
    ]);
    expect(GARMENT_TEMPLATES.dress.slice(11)).toEqual([
      'Under-bust',
      'Bust Point to Bust Point',
      'Shoulder to Bust Point',
      'Bicep',
      'Wrist',
      'Hollow to Hem',
    ]);
    expect(GARMENT_TEMPLATES.blouse.slice(7)).toContain('Nape to Waist');
    expect(GARMENT_TEMPLATES.suit.slice(11)).toEqual(['Thigh', 'Knee', 'Rise']);
  });

  it('add no name that is another name of one already listed (Nape to Waist is Back Length)', () => {
    const bodyOf = (name: string) =>
      Object.entries(FREESEWING_MEASUREMENTS).find(([key, m]) =>
        [key, m.label, ...m.aliases].some((n) => n.toLowerCase() === name.toLowerCase()),
      )?.[0] ?? name;
    const specCount = { dress: 11, suit: 11, blouse: 7 } as const;
    for (const [garment, count] of Object.entries(specCount)) {
      const names: readonly string[] = GARMENT_TEMPLATES[garment as keyof typeof specCount];
      const spec = new Set(names.slice(0, count).map(bodyOf));
      const added = names.slice(count).map(bodyOf);
      expect(
        added.filter((body) => spec.has(body)),
        garment,
      ).toEqual([]);
      expect(new Set(added).size, garment).toBe(added.length);
    }
    expect(measurementKind('Under-bust')).toBe('circumference');
    expect(measurementKind('Wrist')).toBe('circumference');
  });
});
