import { describe, expect, it } from 'vitest';
import { correctionText, wornText } from './correction-text';
import { fittingMessages } from './fitting-messages';

const t = fittingMessages.get();

describe('a fitting’s lines, figures in the page’s language', () => {
  it('writes a correction with its sign and a decimal comma in French', () => {
    const correction = { change: -1.5, unit: 'cm' as const, name: 'Taille', design: null, reason: 'serré assis' };
    expect(correctionText(correction, 'fr')).toBe('−1,5 cm Taille — serré assis');
    expect(correctionText({ ...correction, change: 0.25, unit: 'in' as const, name: 'Waist', reason: '' }, 'en')).toBe('+0.25 in Waist');
  });

  it('writes the heels’ height as the page’s language does', () => {
    const worn = { undergarments: 'Bustier', shoes: 'Escarpins satin', heelHeightMm: 85, other: '' };
    expect(wornText(worn, t, 'fr')).toBe('Bustier, Escarpins satin, heels 8,5 cm');
    expect(wornText(worn, t, 'en')).toBe('Bustier, Escarpins satin, heels 8.5 cm');
  });
});
