import { createI18n, localeFrom, type ComponentsJSON, type Messages, type Translations } from '@nanostores/i18n';
import { atom } from 'nanostores';
import { useSyncExternalStore } from 'react';
import { LANGUAGES, type Language } from '@atelier/shared';

/**
 * Every text of the web app comes from a message catalog (issue 8, decision 021). English is the
 * base catalog, written beside each component with `i18n('namespace', { key: 'English text' })`
 * so the spec's texts stay exactly as written and are type-checked; other languages are flat JSON
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

/** Loads the catalogs of the namespaces on screen; a namespace with no file stays in English. */
export async function loadCatalogs(language: Language, namespaces: string[]): Promise<ComponentsJSON> {
  if (language === 'en') return {};
  const files = catalogs[language];
  const out: ComponentsJSON = {};
  await Promise.all(
    Object.entries(files)
      .filter(([path]) => namespaces.includes(namespaceOf(path)))
      .map(async ([path, load]) => {
        out[namespaceOf(path)] = (await load()) as ComponentsJSON[string];
      }),
  );
  return out;
}

export const i18n = createI18n(locale, {
  baseLocale: 'en',
  get: (code, namespaces) => loadCatalogs(code, namespaces),
});

/** Sets the app's language from the user's preference (unknown values fall back to English). */
export function setLanguage(language: string | undefined) {
  languageSetting.set((LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : undefined);
}

/** A component's messages in the current language; re-renders when the language or catalog changes. */
export function useMessages<Body extends Translations>(messages: Messages<Body>): Body {
  return useSyncExternalStore(messages.listen, messages.get, messages.get);
}

/** The current language, for Intl formatting. */
export function useLocale(): Language {
  return useSyncExternalStore(locale.listen, locale.get, locale.get);
}

export { count, params } from '@nanostores/i18n';
