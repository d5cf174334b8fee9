import { GARMENT_LABELS, PORTAL_LIMITS } from '@atelier/shared';
import labelsFr from '../locales/fr/labels.json';
import { describe, expect, it } from 'vitest';
import fr from './fr.json';
import { PORTAL_MESSAGE_MAX } from './limits';
import { dataName, en, garmentName, pickLanguage, translator } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the portal catalog', () => {
  it("speaks the studio's language, else the browser's before the page is known, else English", () => {
    expect(pickLanguage('fr', ['en-US'])).toBe('fr');
    expect(pickLanguage('en', ['fr-FR'])).toBe('en');
    expect(pickLanguage(undefined, ['de-DE', 'fr-CA'])).toBe('fr');
    expect(pickLanguage(undefined, ['de-DE'])).toBe('en');
    expect(pickLanguage(undefined, [])).toBe('en');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    const t = translator('fr');
    expect(t('greeting', { name: 'Grace' })).toBe('Bonjour Grace');
    expect(translator('en')('due', {})).toBe('Due {date}');
  });

  it('has every English text in French, with the same placeholders', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      const french = (fr as Record<string, string>)[key];
      expect(french?.trim(), key).toBeTruthy();
      expect(placeholders(french!), key).toEqual(placeholders(text));
    }
  });

  it("names the built-in measurements, stages and project types in French, and keeps a studio's own names", () => {
    expect(dataName('fr', 'measurement', 'Hips')).toBe('Tour de hanches');
    expect(dataName('fr', 'stage', 'Cutting')).toBe('Coupe');
    expect(dataName('fr', 'projectType', 'Wedding Dress')).toBe('Robe de mariée');
    expect(dataName('fr', 'measurement', 'Cape swirl')).toBe('Cape swirl');
    expect(dataName('en', 'measurement', 'Hips')).toBe('Hips');
  });

  it('names a built-in garment in French and keeps a template’s name', () => {
    expect(garmentName('fr', 'Dress')).toBe('Robe');
    for (const [type, label] of Object.entries(GARMENT_LABELS))
      expect(garmentName('fr', label), type).toBe((labelsFr as Record<string, string>)[`garment.${type}`]);
    expect(garmentName('fr', 'Alice Able shirt')).toBe('Alice Able shirt');
    expect(garmentName('en', 'Dress')).toBe('Dress');
  });

  it("keeps the page's message limit equal to the contract's", () => {
    expect(PORTAL_MESSAGE_MAX).toBe(PORTAL_LIMITS.message);
  });
});
