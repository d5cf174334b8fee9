import type { Language } from '@atelier/shared';
import { EN_REFUSALS, type RefusalKey } from './en.js';
import { DE_REFUSALS } from './de.js';
import { ES_REFUSALS } from './es.js';
import { FR_REFUSALS } from './fr.js';
import { IT_REFUSALS } from './it.js';
import { PT_REFUSALS } from './pt.js';

export type { RefusalKey } from './en.js';

/** Every language's refusals: a language of LANGUAGES without its catalogue does not compile. */
export const REFUSALS: Record<Language, Record<RefusalKey, string>> = {
  en: EN_REFUSALS,
  fr: FR_REFUSALS,
  es: ES_REFUSALS,
  pt: PT_REFUSALS,
  de: DE_REFUSALS,
  it: IT_REFUSALS,
};
