import { GARMENT_LABELS, PORTAL_LIMITS } from '@atelier/shared';
import labelsFr from '../locales/fr/labels.json';
import { describe, expect, it } from 'vitest';
import { PORTAL_MESSAGE_MAX } from './limits';
import { dataName, en, garmentName, pickLanguage, PORTAL_LANGUAGES, translator } from './messages';

const catalogs = import.meta.glob<Record<string, string>>('./locales/*.json', { eager: true, import: 'default' });

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the portal catalog', () => {
  it("speaks the studio's language, else the browser's before the page is known, else English", () => {
    expect(pickLanguage('fr', ['en-US'])).toBe('fr');
    expect(pickLanguage('en', ['fr-FR'])).toBe('en');
    expect(pickLanguage(undefined, ['ja-JP', 'fr-CA'])).toBe('fr');
    expect(pickLanguage(undefined, ['de-AT'])).toBe('de');
    expect(pickLanguage(undefined, ['ja-JP'])).toBe('en');
    expect(pickLanguage(undefined, [])).toBe('en');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    const t = translator('fr');
    expect(t('greeting', { name: 'Grace' })).toBe('Bonjour Grace');
    expect(translator('en')('due', {})).toBe('Due {date}');
  });

  it.each(Object.entries(catalogs))('%s has every English text, with the same placeholders', (_, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(catalog[key]?.trim(), key).toBeTruthy();
      expect(placeholders(catalog[key]!), key).toEqual(placeholders(text));
    }
  });

  it('speaks English and every language with its file', () => {
    expect(PORTAL_LANGUAGES).toEqual(['en', ...Object.keys(catalogs).map((path) => path.slice(10, -5))]);
    expect(PORTAL_LANGUAGES).toContain('fr');
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
