/**
 * The languages of the app, the client's documents and the portal (decisions 021, 128). A module
 * of its own so the client portal reads them without the account's settings (its budget, decision 085).
 */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', fr: 'Français' };
