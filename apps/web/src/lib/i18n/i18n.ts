import { createI18n, localeFrom, type ComponentsJSON, type Messages, type Translations } from '@nanostores/i18n';
import { atom } from 'nanostores';
import { useSyncExternalStore } from 'react';
import { LANGUAGES, measurementNamesIn, stageNamesIn, type Language } from '@atelier/shared';

/**
 * Every text of the web app comes from a message catalog (decision 021). English is the
 * base catalog, written beside each component with `i18n('namespace', { key: 'English text' })`
 * so the original texts stay exactly as written and are type-checked; other languages are flat JSON
 * files, one per namespace, in `src/locales/<language>/<namespace>.json`, loaded on demand.
 */

/** The signed-in user's `language` preference; undefined until known (the landing page, sign-in). */
export const languageSetting = atom<Language | undefined>(undefined);
const fallback = atom<Language>('en');
export const locale = localeFrom<Language>(languageSetting, fallback);

type Catalog = Record<string, () => Promise<unknown>>;
/** Each non-English namespace file is its own chunk, fetched only when a screen needs it. */
const catalogs: Record<Exclude<Language, 'en'>, Catalog> = {
  fr: import.meta.glob('../../locales/fr/*.json', { import: 'default' }),
};

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

/**
 * Loads the catalogs of the namespaces on screen. Every namespace asked for gets an answer, `{}`
 * (English) when it has no file or its chunk failed to load: @nanostores/i18n re-renders only once
 * every namespace it asked for has come back, so one missing answer would leave the whole screen
 * in English until the language changed again.
 */
/**
 * The measurements' and the built-in stages' names join the labels from the shared package, the one
 * home the pattern PDFs and the calendar read too (decisions 137 and 202): they arrive with the rest of the catalog, so a screen never shows a
 * French name beside an English unit while the file loads.
 */
function withSharedTexts(language: Language, out: ComponentsJSON): ComponentsJSON {
  if (!('labels' in out)) return out;
  const names = Object.entries(measurementNamesIn(language)).map(([name, text]) => [`measurement.${name}`, text]);
  const stages = Object.entries(stageNamesIn(language)).map(([name, text]) => [`stage.${name}`, text]);
  return { ...out, labels: { ...Object.fromEntries(names), ...Object.fromEntries(stages), ...out.labels } };
}

async function loadCatalogs(language: Language, namespaces: string[]): Promise<ComponentsJSON> {
  const out: ComponentsJSON = Object.fromEntries(namespaces.map((ns) => [ns, {}]));
  if (language === 'en') return out;
  for (const ns of namespaces) {
    const declared = declaredCatalogs.get(ns)?.[language];
    if (declared) out[ns] = declared;
  }
  const files = catalogs[language];
  await Promise.all(
    Object.entries(files)
      .filter(([path]) => namespaces.includes(namespaceOf(path)))
      .map(async ([path, load]) => {
        try {
          out[namespaceOf(path)] = (await load()) as ComponentsJSON[string];
        } catch (err) {
          console.error('Could not load the catalog', path, err);
        }
      }),
  );
  return withSharedTexts(language, out);
}

export const i18n = createI18n(locale, {
  baseLocale: 'en',
  get: (code, namespaces) => loadCatalogs(code, namespaces),
});

/**
 * The namespaces whose every language is declared in code rather than in locales files: the API's
 * success messages, declared beside their routes in packages/shared (decision 138). Read-only
 * outside this module; the catalogs test checks them as it checks the French files.
 */
export const declaredCatalogs = new Map<string, Readonly<Record<Language, Readonly<Record<string, string>>>>>();

/** A namespace whose texts come in every language at once; its French needs no locales file. */
export function declaredI18n<Body extends Record<string, string>>(namespace: string, texts: Readonly<Record<Language, Body>>) {
  declaredCatalogs.set(namespace, texts);
  return i18n(namespace, texts.en);
}

/** Sets the app's language from the user's preference (unknown values fall back to English). */
export function setLanguage(language: string | undefined) {
  languageSetting.set((LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : undefined);
}

/** A component's messages in the current language; re-renders when the language or catalog changes. */
export function useMessages<Body extends Translations>(messages: Messages<Body>): Body {
  return useSyncExternalStore(messages.listen, messages.get, messages.get);
}

/**
 * For texts read outside React (toasts from the error handler and the auth store): keeps the
 * catalog subscribed, so it follows every language change and is loaded before it is needed.
 * Returns the reader of its current texts.
 */
export function textsOf<Body extends Translations>(messages: Messages<Body>): () => Body {
  messages.listen(() => {});
  return messages.get;
}

/** Keeps `<html lang>` on the current language (screen readers, hyphenation); returns the unsubscribe. */
export function syncDocumentLanguage(doc: Document = document): () => void {
  return locale.subscribe((language) => {
    doc.documentElement.lang = language;
  });
}

/** The current language, for Intl formatting. */
export function useLocale(): Language {
  return useSyncExternalStore(locale.listen, locale.get, locale.get);
}

export { count, params } from '@nanostores/i18n';
