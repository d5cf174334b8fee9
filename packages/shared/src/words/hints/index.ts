import type { Language } from '../../languages.js';
import { DE_HINTS } from './de.js';
import { ES_HINTS } from './es.js';
import { FR_HINTS } from './fr.js';
import { IT_HINTS } from './it.js';
import { PT_HINTS } from './pt.js';

/**
 * How to take each standard measurement in every language but English (whose hints are the guide's
 * own), apart from the names: a page that names measurements but never shows how to take them (the
 * booking page) does not carry them (decision 203).
 */
const HINTS: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>>> = {
  fr: FR_HINTS,
  es: ES_HINTS,
  pt: PT_HINTS,
  de: DE_HINTS,
  it: IT_HINTS,
};

/** The hints of a language or a tag of it ('fr-CA'); undefined for English. */
export function hintsIn(language: string): Readonly<Record<string, string>> | undefined {
  const base = language.toLowerCase().split('-')[0] as Exclude<Language, 'en'>;
  return Object.hasOwn(HINTS, base) ? HINTS[base] : undefined;
}
