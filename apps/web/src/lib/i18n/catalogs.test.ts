// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGES, type Language } from '@atelier/shared';
import { APP_LANGUAGES, i18n } from './i18n';

/**
 * Decisions 021 and 203: every English base catalog (`i18n('namespace', {...})` in a source file)
 * has, in every other language, the same keys, the same `{placeholders}` and, for counted texts,
 * that language's plural forms; `locales/<language>/<namespace>.json`, and for the texts declared in
 * code beside what they name, `declared.json` by namespace. The test loads every source module, so
 * a catalog added anywhere under src is checked without being listed here.
 */
const sources = import.meta.glob(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../main.tsx']);
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

type Base = Record<string, unknown>;
const languageOf = (path: string) => path.split('/').at(-2)!;
const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** A language's plural categories (CLDR): what a counted text may use. */
const formsOf = (language: string) => new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[]);

/** Every other language's catalogs, by namespace: its files, and declared.json's namespaces. */
function catalogsOf(language: string): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [path, catalog] of Object.entries(files)) {
    if (languageOf(path) !== language) continue;
    if (namespaceOf(path) === 'declared') Object.assign(out, catalog);
    else out[namespaceOf(path)] = catalog;
  }
  return out;
}

let base: Record<string, Base> = {};
const duplicates: string[] = [];

beforeAll(async () => {
  // @nanostores/i18n warns when a namespace is defined twice (two files, one name).
  const warn = vi.spyOn(console, 'warn').mockImplementation((message: unknown) => {
    if (typeof message === 'string' && message.includes('defined multiple times')) duplicates.push(message);
  });
  await Promise.all(Object.values(sources).map((load) => load()));
  warn.mockRestore();
  base = i18n.cache.en as unknown as Record<string, Base>;
}, 60_000);

/** What is wrong with one translated text against its English one. */
function problems(key: string, english: unknown, translated: unknown, forms = formsOf('fr')): string[] {
  if (typeof english === 'string') {
    if (typeof translated !== 'string' || !translated.trim()) return [`${key}: missing or not a text`];
    const want = placeholders(english).join(',');
    const got = placeholders(translated).join(',');
    return want === got ? [] : [`${key}: placeholders {${want}} in English, {${got}} translated`];
  }
  // A counted text: { one, other, ... } in English, the forms of its own language.
  const englishForms = english as Record<string, string>;
  if (!translated || typeof translated !== 'object') return [`${key}: missing or not plural forms`];
  const out: string[] = [];
  const own = translated as Record<string, unknown>;
  if (!('other' in own)) out.push(`${key}: no 'other' form`);
  for (const [form, text] of Object.entries(own)) {
    if (!forms.has(form)) out.push(`${key}.${form}: not a plural form of the language`);
    else out.push(...problems(`${key}.${form}`, englishForms[form] ?? englishForms.other, text, forms));
  }
  return out;
}

const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');

/**
 * The namespaces a language does not have yet (decision 203), read in English meanwhile; a language
 * without its folder is not offered. The test fails when a listed one arrives, so the list only shrinks.
 */
const STILL_TO_TRANSLATE: Partial<Record<Language, readonly string[] | 'all'>> = {};

describe('message catalogs', () => {
  it('finds the catalogs of the app (the test loads every source module)', () => {
    expect(Object.keys(base)).toEqual(expect.arrayContaining(['sidebar', 'nav', 'login', 'landing-hero', 'errors', 'success-messages']));
  });

  it('defines each namespace once', () => {
    expect(duplicates).toEqual([]);
  });

  it('has folders only for languages of LANGUAGES', () => {
    expect([...new Set(Object.keys(files).map(languageOf))].filter((language) => !OTHER_LANGUAGES.includes(language as never))).toEqual([]);
  });

  it.each(OTHER_LANGUAGES)(
    '%s: a catalog for every namespace but those listed as still to translate, and none without its English',
    (language) => {
      const own = Object.keys(catalogsOf(language));
      expect(own.filter((namespace) => !(namespace in base))).toEqual([]);
      const listed = STILL_TO_TRANSLATE[language] ?? [];
      const missing = Object.keys(base).filter((namespace) => !own.includes(namespace));
      expect(missing.sort()).toEqual(listed === 'all' ? Object.keys(base).sort() : [...listed].sort());
    },
  );

  it('offers English and exactly the languages with nothing left to translate', () => {
    const whole = OTHER_LANGUAGES.filter((language) => !STILL_TO_TRANSLATE[language]?.length);
    expect(APP_LANGUAGES).toEqual(['en', ...whole]);
  });

  it.each(OTHER_LANGUAGES)('%s: every key of the English catalog, no other key, the same placeholders', (language) => {
    const report: string[] = [];
    const forms = formsOf(language);
    for (const [namespace, catalog] of Object.entries(catalogsOf(language))) {
      const english = base[namespace];
      if (!english) continue;
      for (const key of Object.keys(catalog)) if (!(key in english)) report.push(`${namespace}: extra key ${key}`);
      for (const [key, text] of Object.entries(english)) report.push(...problems(`${namespace}: ${key}`, text, catalog[key], forms));
    }
    expect(report).toEqual([]);
  });

  it.each(OTHER_LANGUAGES)('%s: no sentence left in English', (language) => {
    const left: string[] = [];
    for (const [namespace, catalog] of Object.entries(catalogsOf(language)))
      for (const [key, text] of Object.entries(catalog))
        if (typeof text === 'string' && text === base[namespace]?.[key] && leftInEnglish(text)) left.push(`${namespace}: ${key}: ${text}`);
    expect(left).toEqual([]);
  });
});

/**
 * Names every language writes as English does (brands, a trade's own words): the only texts of two
 * words or more a catalogue may keep as they are in English.
 */
const SAME_IN_EVERY_LANGUAGE = new Set(['Mobile money']);

/** A text of two words or more, as a sentence or a label is, that a translation must have changed. */
const leftInEnglish = (text: string) =>
  !SAME_IN_EVERY_LANGUAGE.has(text) && /[A-Za-z]{3,}\s+[A-Za-z]{3,}/.test(text.replace(/\{\w+\}/g, ''));

describe('the catalog check itself', () => {
  it('reports a missing key, an extra key, a dropped placeholder and a wrong plural form', () => {
    expect(problems('k', 'Hello {name}', undefined)).toEqual(['k: missing or not a text']);
    expect(problems('k', 'Hello {name}', 'Bonjour')).toEqual(['k: placeholders {name} in English, {} translated']);
    expect(problems('k', 'Hello {name}', 'Bonjour {name}')).toEqual([]);
    expect(problems('k', { one: '{count} item', other: '{count} items' }, { one: '{count} article', few: 'x' })).toEqual([
      "k: no 'other' form",
      'k.few: not a plural form of the language',
    ]);
  });

  it('finds a sentence left in English and lets a name or a single word be', () => {
    expect(leftInEnglish('Save changes')).toBe(true);
    expect(leftInEnglish('Email')).toBe(false);
    expect(leftInEnglish('{name} {count}')).toBe(false);
    expect(leftInEnglish('Mobile money')).toBe(false);
  });
});
