import type { Language } from '../languages.js';
import { DE_WORDS } from './de.js';
import { ES_WORDS } from './es.js';
import { FR_WORDS } from './fr.js';
import { IT_WORDS } from './it.js';
import { PT_WORDS } from './pt.js';
import type { SharedWords } from './types.js';

export * from './types.js';

/** Every language's shared words but English's: a language of LANGUAGES without its file does not compile. */
const WORDS: Readonly<Record<Exclude<Language, 'en'>, SharedWords>> = {
  fr: FR_WORDS,
  es: ES_WORDS,
  pt: PT_WORDS,
  de: DE_WORDS,
  it: IT_WORDS,
};

/** The shared words of a language or a tag of it ('fr-CA'); undefined for English, whose words are the names. */
export function sharedWordsIn(language: string): SharedWords | undefined {
  const base = language.toLowerCase().split('-')[0] as Exclude<Language, 'en'>;
  return Object.hasOwn(WORDS, base) ? WORDS[base] : undefined;
}
