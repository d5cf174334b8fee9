import type { Language } from '@atelier/shared';
import { serverFault } from './errors.js';

/**
 * The server's words in each language (decision 203): English always, every other language as its
 * translation arrives. A table missing a language reads English there, and says so: every table is
 * registered by name, and a test holds the list of those still missing a language to the one it
 * commits, so a gap is visible and only ever shrinks.
 */
export type LanguageTable<T> = { readonly en: T } & { readonly [L in Exclude<Language, 'en'>]?: T };

const tables = new Map<string, LanguageTable<unknown>>();

/** Registers a table under its name and returns its reader: the language's words, else English. */
export function languageTable<T>(name: string, table: LanguageTable<T>): (language: Language) => T {
  if (tables.has(name)) throw serverFault(`The language table ${name} is declared twice.`);
  tables.set(name, table);
  return (language) => table[language] ?? table.en;
}

/** Every registered table's languages: the test's view of what is translated. */
export function registeredTables(): ReadonlyMap<string, readonly string[]> {
  return new Map([...tables].map(([name, table]) => [name, Object.keys(table).filter((key) => table[key as Language] !== undefined)]));
}
