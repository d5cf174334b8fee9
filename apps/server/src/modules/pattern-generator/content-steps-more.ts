import type { Language } from '@atelier/shared';
import { de } from './content-steps-de.js';
import { es } from './content-steps-es.js';
import { it } from './content-steps-it.js';
import { pt } from './content-steps-pt.js';
import type { Steps } from './content-steps-type.js';

/** The generator's sewing steps in Spanish, Portuguese, German and Italian, one file each (decisions 132, 203). */
export const MORE_STEPS: Record<Exclude<Language, 'en' | 'fr'>, Steps> = { es, pt, de, it };
