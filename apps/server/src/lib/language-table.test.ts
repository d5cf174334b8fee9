import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { languageTable, registeredTables } from './language-table.js';

/**
 * Decision 203: the server's tables of words still missing a language, by name. A translation that
 * arrives removes its language here (the test fails until it does); a new table starts complete or
 * is listed, so no gap is silent. English is what a missing language reads meanwhile.
 */
const STILL_IN_ENGLISH: Record<string, readonly string[]> = {};

const src = path.resolve(import.meta.dirname, '..');
/** Every module of the server's modules and lib, tests and declarations aside. */
const modules = ['modules', 'lib'].flatMap((dir) =>
  fs
    .readdirSync(path.join(src, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .map((file) => path.join(src, dir, file)),
);

describe('the server’s tables of words', () => {
  it('lists exactly the languages each table still lacks', async () => {
    // Every module, for the tables the app loads only when needed (the PDFs, the workers' words).
    for (const file of modules) await import(pathToFileURL(file).href);
    const missing = Object.fromEntries(
      [...registeredTables()]
        .map(([name, languages]) => [name, LANGUAGES.filter((language) => !languages.includes(language))] as const)
        .filter(([, lacking]) => lacking.length > 0)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    expect(missing).toEqual(STILL_IN_ENGLISH);
  });

  it('reads English where a language is missing, and refuses a name declared twice', () => {
    const words = languageTable('test.greeting', { en: 'Hello', fr: 'Bonjour' });
    expect(words('fr')).toBe('Bonjour');
    expect(words('de')).toBe('Hello');
    expect(() => languageTable('test.greeting', { en: 'Hi' })).toThrow('test.greeting');
  });
});
