import type { Language } from '../languages.js';

/**
 * The schemas' own sentences (what a form shows when a field is refused: 'Name is required',
 * 'Budget must be at most 99999999.99') in the reader's language (decision 204). The schemas are the
 * declaration and stay in English; each other language is a file mapping every English sentence's
 * template, its numbers written `{0}`, `{1}`…, to its own, loaded only for the language being read.
 */
export type CheckCatalog = Readonly<Record<string, string>>;

const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<CheckCatalog>> = {
  fr: () => import('./fr.js').then((m) => m.FR_CHECKS),
  es: () => import('./es.js').then((m) => m.ES_CHECKS),
  pt: () => import('./pt.js').then((m) => m.PT_CHECKS),
  de: () => import('./de.js').then((m) => m.DE_CHECKS),
  it: () => import('./it.js').then((m) => m.IT_CHECKS),
};

const loaded = new Map<Language, CheckCatalog>();

/** Loads a language's sentences once (the web on a change of language, the server at start). */
export async function loadChecks(language: Language): Promise<void> {
  if (language === 'en' || loaded.has(language)) return;
  loaded.set(language, await LOADERS[language]());
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
