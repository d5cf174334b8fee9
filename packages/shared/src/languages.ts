/**
 * The languages of the app, the client's documents and the portal (decisions 021, 128). A module
 * of its own so the client portal reads them without the account's settings (its budget, decision 085).
 */
export const LANGUAGES = ['en', 'fr', 'es', 'pt', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
/**
 * The locale a document, a mail or a calendar writes its dates and numbers in: English as in Britain
 * (the documents' day-month order), every other language with Intl's usual region for it.
 */
export const documentLocale = (language: Language): string => (language === 'en' ? 'en-GB' : language);

export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  pt: 'Português',
  de: 'Deutsch',
  it: 'Italiano',
};

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** A stored or sent language, English when it is none of ours (an old row, a hand-written call). */
export const asLanguage = (value: unknown): Language => (isLanguage(value) ? value : 'en');

/**
 * The first of a browser's languages (`navigator.languages`, in the person's order) that the app
 * speaks, by its base ('pt-BR' is Portuguese, 'de-AT' German); English when none is.
 */
export function languageFromTags(tags: readonly string[]): Language {
  for (const tag of tags) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
