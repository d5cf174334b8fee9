import type { Language } from '@atelier/shared';
import { EN_REFUSALS, type RefusalKey } from './en.js';
import { FR_REFUSALS } from './fr.js';

export type { RefusalKey } from './en.js';

/** Every language's refusals: a language of LANGUAGES without its catalogue does not compile. */
export const REFUSALS: Record<Language, Record<RefusalKey, string>> = { en: EN_REFUSALS, fr: FR_REFUSALS };
