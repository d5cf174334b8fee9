import { describe, expect, it } from 'vitest';
import { GARMENT_TEMPLATES } from './garments.js';
import { FREESEWING_MEASUREMENTS } from './measurement-kinds.js';
import { LANGUAGES } from './languages.js';
import { measurementName, measurementNamesIn } from './measurement-names.js';

const standardNames = [...new Set(Object.values(GARMENT_TEMPLATES).flat())];
const generatorNames = Object.values(FREESEWING_MEASUREMENTS).flatMap((m) => [m.label, ...m.aliases]);

const otherLanguages = LANGUAGES.filter((language) => language !== 'en');

describe('the measurements’ names in every language (decisions 137, 203)', () => {
  it.each(otherLanguages.flatMap((language) => [...new Set([...standardNames, ...generatorNames])].map((name) => [language, name])))(
    '%s: %s has its own name',
    (language, name) => {
      const own = measurementName(name, language);
      expect(own).not.toBe(name);
      expect(own).toMatch(/^[A-ZÀ-ÝÄÖÜ]/);
    },
  );

  it('names the newer standard measurements (decision 135)', () => {
    expect(
      ['Under-bust', 'Bust Point to Bust Point', 'Shoulder to Bust Point', 'Bicep', 'Wrist', 'Nape to Waist', 'Thigh', 'Knee', 'Rise'].map(
        (n) => measurementName(n, 'fr'),
      ),
    ).toEqual([
      'Tour de dessous de poitrine',
      'Écart de poitrine',
      'Hauteur de poitrine',
      'Tour de biceps',
      'Tour de poignet',
      'Longueur nuque-taille',
      'Tour de cuisse',
      'Tour de genou',
      'Hauteur de fourche',
    ]);
  });

  it('reads a name whatever its case and spaces; keeps a custom name and every English name as written', () => {
    expect(measurementName('  waist ', 'fr-FR')).toBe('Tour de taille');
    expect(measurementName('Agbada Drop', 'fr')).toBe('Agbada Drop');
    expect(measurementName('Waist', 'en')).toBe('Waist');
    expect(measurementName('waist', 'de-AT')).toBe('Taillenweite');
    expect(measurementName('Hem Circumference', 'es')).toBe('Vuelo del bajo');
    expect(measurementName('waist', 'en')).toBe('waist');
  });

  it('lists every French name by its English one for the web’s catalog, and none for English', () => {
    const french = measurementNamesIn('fr');
    for (const name of standardNames) expect(french[name], name).toBe(measurementName(name, 'fr'));
    expect(measurementNamesIn('en')).toEqual({});
  });
});
