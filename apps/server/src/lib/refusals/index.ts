import type { Language } from '@atelier/shared';
import { EN_REFUSALS, type RefusalKey } from './en/index.js';
import { DE_REFUSALS } from './de/index.js';
import { ES_REFUSALS } from './es/index.js';
import { FR_REFUSALS } from './fr/index.js';
import { IT_REFUSALS } from './it/index.js';
import { PT_REFUSALS } from './pt/index.js';

export type { RefusalKey } from './en/index.js';

/** Every language's refusals: a language of LANGUAGES without its catalogue does not compile. */
export const REFUSALS: Record<Language, Record<RefusalKey, string>> = {
  en: EN_REFUSALS,
  fr: FR_REFUSALS,
  es: ES_REFUSALS,
  pt: PT_REFUSALS,
  de: DE_REFUSALS,
  it: IT_REFUSALS,
};
