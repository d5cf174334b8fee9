import type { Language } from '../languages.js';
import { DE_CHECKS } from './de.js';
import { ES_CHECKS } from './es.js';
import { FR_CHECKS } from './fr.js';
import type { CheckCatalog } from './index.js';
import { IT_CHECKS } from './it.js';
import { PT_CHECKS } from './pt.js';

/** Every language's schema sentences (decision 204), for the server; the web fetches one file at a time. */
export const ALL_CHECKS: Readonly<Record<Exclude<Language, 'en'>, CheckCatalog>> = {
  fr: FR_CHECKS,
  es: ES_CHECKS,
  pt: PT_CHECKS,
  de: DE_CHECKS,
  it: IT_CHECKS,
};
