import type { EN_PATTERNS } from '../en/patterns.js';

/** The refusals of the pattern generator, patterns, layouts, drafting, photos, files, printing (decision 200); the type asks for every English key. */
export const IT_PATTERNS: Record<keyof typeof EN_PATTERNS, string> = {};
