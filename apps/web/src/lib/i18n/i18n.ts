import { createI18n, localeFrom, type ComponentsJSON, type Messages, type Translations } from '@nanostores/i18n';
import { atom } from 'nanostores';
import { useSyncExternalStore } from 'react';
import { VISITOR_LANGUAGE_COOKIE, VISITOR_LANGUAGE_KEY } from '../visitor-language-key';
import {
  addChecks,
  isLanguage,
  languageFromTags,
  LANGUAGES,
  measurementNamesIn,
  stageNamesIn,
  type CheckCatalog,
  type Language,
} from '@atelier/shared';

/**
 * Every text of the web app comes from a message catalog (decision 021). English is the
 * base catalog, written beside each component with `i18n('namespace', { key: 'English text' })`
 * so the original texts stay exactly as written and are type-checked; other languages are flat JSON
 * files, one per namespace, in `src/locales/<language>/<namespace>.json`, loaded on demand.
 */

/** The signed-in user's `language` preference; undefined until known (the landing page, sign-in). */
export const languageSetting = atom<Language | undefined>(undefined);

/**
 * The language of the public pages (landing, pricing, sign-in, sign-up, legal, booking); a signed-in
 * user's setting overrides it. English, as the pages are prerendered, until adoptVisitorLanguage runs
 * once they are hydrated: a first render in another language would not match the prerendered HTML.
 */
export const visitorLanguage = atom<Language>('en');
export const locale = localeFrom<Language>(languageSetting, visitorLanguage);
/** The schemas' sentences, one file per language (decision 204), fetched once the language is read. */
const checkFiles = import.meta.glob<Record<string, CheckCatalog>>('../../../../../packages/shared/src/checks/{fr,es,pt,de,it}.ts');
function readChecks(language: Language): void {
  const load = Object.entries(checkFiles).find(([path]) => path.endsWith(`/${language}.ts`))?.[1];
  void load?.()
    .then((module) => {
      const catalog = Object.values(module)[0];
      if (catalog) addChecks(language, catalog);
    })
    .catch(() => undefined);
}
locale.subscribe(readChecks);

/** The visitor's own choice kept on this device, else their browser's first language the app speaks. */
export function adoptVisitorLanguage(): void {
  const chosen = typeof localStorage === 'undefined' ? null : localStorage.getItem(VISITOR_LANGUAGE_KEY);
  const browser = languageFromTags((typeof navigator === 'undefined' ? [] : (navigator.languages ?? [])).filter((tag) => offered(tag)));
  visitorLanguage.set(isLanguage(chosen) && APP_LANGUAGES.includes(chosen) ? chosen : browser);
}

/** A visitor's choice on a public page, kept on this device for their next visit (decision 203). */
export function chooseVisitorLanguage(language: Language): void {
  visitorLanguage.set(language);
  // The server reads it to send the public pages drawn in this language (decision 208).
  document.cookie = `${VISITOR_LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(VISITOR_LANGUAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice holds for this visit.
  }
}

/**
 * Every language's catalogue is a folder of JSON files, `locales/<language>/<namespace>.json`, each
 * its own chunk fetched only when a screen needs it: a language of LANGUAGES needs only its folder
 * (decision 203). `declared.json` holds, by namespace, the texts whose English is declared in code
 * beside what they name: the routes' success messages, the sidebar's entries, the records' activity.
 */
const files = import.meta.glob('../../locales/*/*.json', { import: 'default' });
const DECLARED = 'declared';
/** The namespaces `declared.json` holds, each created where its English is (lib/success-messages.ts, nav-items.ts, activity-text.ts). */
const DECLARED_NAMESPACES = new Set(['success-messages', 'nav', 'record-activity']);

function languageOf(path: string): string {
  return path.split('/').at(-2) ?? '';
}

/** The namespaces a language has files for. */
const namespacesIn = (language: string) =>
  new Set(
    Object.keys(files)
      .filter((path) => languageOf(path) === language)
      .map(fileNamespace),
  );

/**
 * The languages the app offers (a member's setting, the public pages' switch): English and every
 * language whose folder has a file for each namespace French has, French being whole (the catalogue
 * test holds it to every English namespace). A language still being translated is not offered until
 * then (decision 203).
 */
const FRENCH_NAMESPACES = namespacesIn('fr');
export const APP_LANGUAGES: readonly Language[] = LANGUAGES.filter((language) => {
  if (language === 'en') return true;
  const own = namespacesIn(language);
  return [...FRENCH_NAMESPACES].every((namespace) => own.has(namespace));
});
const offered = (tag: string) => (APP_LANGUAGES as readonly string[]).includes(tag.toLowerCase().split('-')[0] ?? '');

function fileNamespace(path: string): string {
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
  const wanted = Object.entries(files).filter(([path]) => languageOf(path) === language);
  await Promise.all(
    wanted.map(async ([path, load]) => {
      const namespace = fileNamespace(path);
      const asked = namespace === DECLARED ? namespaces.some((ns) => DECLARED_NAMESPACES.has(ns)) : namespaces.includes(namespace);
      if (!asked) return;
      try {
        const catalog = (await load()) as ComponentsJSON[string];
        if (namespace !== DECLARED) out[namespace] = catalog;
        else for (const ns of namespaces) if (ns in catalog) out[ns] = (catalog as ComponentsJSON)[ns]!;
      } catch (err) {
        console.error('Could not load the catalog', path, err);
      }
    }),
  );
  return withSharedTexts(language, out);
}

/**
 * A member's whole catalogue is fetched once the browser is idle after their language is known, so a
 * screen opened later shows its words at once rather than English while its file loads. Visitors
 * (the booking page, the landing page) fetch only what they read.
 */
function warmCatalogue(language: Language | undefined): void {
  if (!language || language === 'en' || typeof window === 'undefined') return;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1_000));
  idle(() => {
    for (const [path, load] of Object.entries(files)) if (languageOf(path) === language) void load().catch(() => undefined);
  });
}
languageSetting.subscribe(warmCatalogue);

const define = createI18n(locale, {
  baseLocale: 'en',
  get: (code, namespaces) => loadCatalogs(code, namespaces),
});

/** Each namespace's messages by store, to know which a prerendered page read. */
const namespaceOf = new WeakMap<object, string>();
/** The namespaces read by the page being prerendered (prerender.tsx), else null. */
let readDuringRender: Set<string> | null = null;

/**
 * `i18n('namespace', { key: 'English' })`. On the server (the build's prerender, a studio's booking
 * page) every namespace follows the language at once: a store is kept listened to, so a change of
 * language with its catalogue in the cache redraws it before the next page is rendered.
 */
export const i18n: typeof define = Object.assign(
  ((name, base) => {
    const messages = define(name, base);
    namespaceOf.set(messages, name);
    if (import.meta.env.SSR) messages.listen(() => {});
    return messages;
  }) as typeof define,
  { cache: define.cache, loading: define.loading },
);

/** Every namespace of a language, fetched: the prerender draws a page in it at once (decision 208). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return;
  const namespaces = Object.keys(files)
    .filter((path) => languageOf(path) === language)
    .map(fileNamespace)
    .filter((namespace) => namespace !== DECLARED);
  const declared = [...DECLARED_NAMESPACES];
  addToCache(language, await loadCatalogs(language, [...namespaces, ...declared, 'labels']));
}

/** @nanostores/i18n types its cache as one namespace's texts, while it keeps every namespace's by language. */
const cacheOf = (language: Language) => (define.cache[language] ?? {}) as unknown as ComponentsJSON;
function addToCache(language: Language, catalogue: ComponentsJSON): void {
  define.cache[language] = { ...cacheOf(language), ...catalogue } as unknown as (typeof define.cache)[Language];
}

/** The texts of some namespaces in a language, as loaded: what a prerendered page carries. */
export function cachedTexts(language: Language, namespaces: string[]): ComponentsJSON {
  const cache = cacheOf(language);
  return Object.fromEntries(namespaces.flatMap((namespace) => (cache[namespace] ? [[namespace, cache[namespace]]] : [])));
}

/** The namespaces a render reads, and their texts in its language: what a prerendered page carries to hydrate in it. */
export function recordNamespacesRead(): () => string[] {
  const read = new Set<string>();
  readDuringRender = read;
  return () => {
    readDuringRender = null;
    return [...read];
  };
}

/**
 * Texts a prerendered page carries (decision 208), put in the cache before it hydrates, so its first
 * render is in the page's language with no file to wait for.
 */
export function adoptPrerenderedLanguage(doc: Document = document): void {
  const data = doc.getElementById('page-catalogue');
  const language = doc.documentElement.lang;
  if (!data?.textContent || !isLanguage(language)) return;
  try {
    addToCache(language, JSON.parse(data.textContent) as ComponentsJSON);
    visitorLanguage.set(language);
  } catch {
    // A page cut short: it hydrates in English and is redrawn in the visitor's language.
  }
}

/** Sets the app's language from the user's preference (unknown values fall back to English). */
export function setLanguage(language: string | undefined) {
  languageSetting.set((LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : undefined);
}

/** A component's messages in the current language; re-renders when the language or catalog changes. */
export function useMessages<Body extends Translations>(messages: Messages<Body>): Body {
  if (readDuringRender) readDuringRender.add(namespaceOf.get(messages) ?? '');
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

/** The page's title and description, as index.html has them in English (decision 208). */
export const documentTexts = i18n('document', {
  title: 'Atelier — studio management for tailors and designers',
  description: 'Atelier runs a tailoring business: clients, measurements, projects, invoices, patterns and a calendar in one place.',
});

/** Keeps the tab's title and the page's description in the current language; returns the unsubscribe. */
export function syncDocumentTitle(doc: Document = document): () => void {
  return documentTexts.subscribe((texts) => {
    doc.title = texts.title;
    doc.querySelector('meta[name="description"]')?.setAttribute('content', texts.description);
  });
}
