import { describe, expect, it } from 'vitest';
import { asLanguage, documentLocale, languageFromTags, LANGUAGE_LABELS, LANGUAGES } from './languages.js';

describe('the languages (decision 203)', () => {
  it('reads the first of a browser’s languages the app speaks, by its base', () => {
    expect(languageFromTags(['fr-CA', 'en-US'])).toBe('fr');
    expect(languageFromTags(['ja-JP', 'de-AT', 'en-GB'])).toBe('de');
    expect(languageFromTags(['pt-BR'])).toBe('pt');
    expect(languageFromTags(['ja', 'zh-CN'])).toBe('en');
    expect(languageFromTags([])).toBe('en');
  });

  it('names each language in itself and keeps a stored one only when it is ours', () => {
    expect(LANGUAGES.map((language) => LANGUAGE_LABELS[language])).toEqual([
      'English',
      'Français',
      'Español',
      'Português',
      'Deutsch',
      'Italiano',
    ]);
    expect(asLanguage('it')).toBe('it');
    expect(asLanguage('xx')).toBe('en');
    expect(asLanguage(null)).toBe('en');
  });

  it('writes documents’ dates as each language’s people do, English day first', () => {
    const day = new Date('2026-11-28T12:00:00Z');
    const long = (language: (typeof LANGUAGES)[number]) =>
      new Intl.DateTimeFormat(documentLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(day);
    expect(long('en')).toBe('28 November 2026');
    expect(long('de')).toBe('28. November 2026');
    expect(long('es')).toBe('28 de noviembre de 2026');
  });
});
