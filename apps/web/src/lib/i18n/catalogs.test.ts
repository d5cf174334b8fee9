// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { declaredCatalogs, i18n } from './i18n';

/**
 * Decision 021: every English base catalog (`i18n('namespace', {...})` in a source file)
 * has a complete French file, with the same keys, the same `{placeholders}` and, for counted
 * texts, plural forms. The test loads every source module, so a catalog added anywhere under src
 * is checked without being listed here.
 */
const sources = import.meta.glob(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../main.tsx']);
const french = import.meta.glob<Record<string, unknown>>('../../locales/fr/*.json', { eager: true, import: 'default' });

type Base = Record<string, unknown>;
const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** French plural categories (CLDR): what a counted French text may use. */
const FRENCH_FORMS = new Set(new Intl.PluralRules('fr').resolvedOptions().pluralCategories as string[]);

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

/** What is wrong with one French text against its English one. */
function problems(key: string, english: unknown, translated: unknown): string[] {
  if (typeof english === 'string') {
    if (typeof translated !== 'string' || !translated.trim()) return [`${key}: missing or not a text`];
    const want = placeholders(english).join(',');
    const got = placeholders(translated).join(',');
    return want === got ? [] : [`${key}: placeholders {${want}} in English, {${got}} in French`];
  }
  // A counted text: { one, other, ... } in English, French forms of its own language.
  const forms = english as Record<string, string>;
  if (!translated || typeof translated !== 'object') return [`${key}: missing or not plural forms`];
  const out: string[] = [];
  const french = translated as Record<string, unknown>;
  if (!('other' in french)) out.push(`${key}: no 'other' form`);
  for (const [form, text] of Object.entries(french)) {
    if (!FRENCH_FORMS.has(form)) out.push(`${key}.${form}: not a French plural form`);
    else out.push(...problems(`${key}.${form}`, forms[form] ?? forms.other, text));
  }
  return out;
}

describe('message catalogs', () => {
  it('finds the catalogs of the app (the test loads every source module)', () => {
    expect(Object.keys(base)).toEqual(expect.arrayContaining(['sidebar', 'nav', 'login', 'landing-hero', 'errors']));
  });

  it('defines each namespace once', () => {
    expect(duplicates).toEqual([]);
  });

  it('has a French file for every namespace, and no French file without its English catalog', () => {
    // A namespace declared in every language in code (the routes' success messages, decision 138) has no file.
    const frenchNamespaces = [...Object.keys(french).map(namespaceOf), ...declaredCatalogs.keys()].sort();
    expect(frenchNamespaces).toEqual(Object.keys(base).sort());
  });

  it('has every key of the English catalog in French, no other key, and the same placeholders', () => {
    const report: string[] = [];
    const catalogs: [string, Record<string, unknown>][] = [
      ...Object.entries(french).map(([path, catalog]): [string, Record<string, unknown>] => [namespaceOf(path), catalog]),
      ...[...declaredCatalogs].map(([namespace, texts]): [string, Record<string, unknown>] => [namespace, texts.fr]),
    ];
    for (const [namespace, catalog] of catalogs) {
      const english = base[namespace];
      if (!english) continue;
      for (const key of Object.keys(catalog)) if (!(key in english)) report.push(`${namespace}: extra key ${key}`);
      for (const [key, text] of Object.entries(english)) report.push(...problems(`${namespace}: ${key}`, text, catalog[key]));
    }
    expect(report).toEqual([]);
  });
});

describe('the catalog check itself', () => {
  it('reports a missing key, an extra key, a dropped placeholder and a wrong plural form', () => {
    expect(problems('k', 'Hello {name}', undefined)).toEqual(['k: missing or not a text']);
    expect(problems('k', 'Hello {name}', 'Bonjour')).toEqual(['k: placeholders {name} in English, {} in French']);
    expect(problems('k', 'Hello {name}', 'Bonjour {name}')).toEqual([]);
    expect(problems('k', { one: '{count} item', other: '{count} items' }, { one: '{count} article', few: 'x' })).toEqual([
      "k: no 'other' form",
      'k.few: not a French plural form',
    ]);
  });
});
