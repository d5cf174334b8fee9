/** The refusals of the pattern generator, patterns, layouts, drafting, photos, files, printing, in English (decision 200). */
export const EN_PATTERNS = {} as const;
