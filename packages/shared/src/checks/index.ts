import type { Language } from '../languages.js';

/**
 * The schemas' own sentences (what a form shows when a field is refused: 'Name is required',
 * 'Budget must be at most 99999999.99') in the reader's language (decision 204). The schemas are the
 * declaration and stay in English; each other language is a file mapping every English sentence's
 * template, its numbers written `{0}`, `{1}`…, to its own.
 */
export type CheckCatalog = Readonly<Record<string, string>>;

const loaded = new Map<Language, CheckCatalog>();

/**
 * Makes a language's sentences readable: the server adds every language at start (`ALL_CHECKS`), the
 * web one file when its language is read. No dynamic import here: the shared package would then carry
 * the bundler's preload helper into every page's first script.
 */
export function addChecks(language: Language, catalog: CheckCatalog): void {
  loaded.set(language, catalog);
}

/** The numbers of a sentence, in order: what `{0}`, `{1}`… stand for. */
const NUMBER = /\d+(?:\.\d+)?/g;

/** A sentence's template: each number becomes `{0}`, `{1}`… in order. */
export function checkTemplate(sentence: string): string {
  let index = 0;
  return sentence.replace(NUMBER, () => `{${index++}}`);
}

/**
 * A schema's sentence in a language whose sentences are loaded, its numbers written in that locale
 * (4-digit numbers such as years ungrouped); as written when the language has no such sentence.
 */
export function checkIn(language: Language, sentence: string): string {
  const catalog = loaded.get(language);
  if (!catalog) return sentence;
  const own = catalog[checkTemplate(sentence)];
  if (own === undefined) return sentence;
  const numbers = sentence.match(NUMBER) ?? [];
  const format = new Intl.NumberFormat(language, { useGrouping: 'min2', maximumFractionDigits: 20 });
  return own.replace(/\{(\d+)\}/g, (whole, at: string) => {
    const value = numbers[Number(at)];
    return value === undefined ? whole : format.format(Number(value));
  });
}
