import { describe, expect, it } from 'vitest';
import { clientMessages } from '@/features/clients/messages';
import { measurementMessages } from '@/features/measurements/messages';
import { projectMessages } from '@/features/projects/messages';
import { labelMessages } from '@/lib/labels';
import clients from './fr/clients.json';
import format from './fr/format.json';
import labels from './fr/labels.json';
import measurements from './fr/measurements.json';
import projects from './fr/projects.json';

/** The base catalog's keys: each message store was defined with its English texts (`t.base`). */
const keysOf = (store: { base?: Record<string, unknown> }) => Object.keys(store.base ?? {}).sort();

/** Placeholders such as {name} and {count} of every text, so a translation keeps them all. */
function placeholders(value: unknown): string[] {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
}

const catalogs = [
  ['clients', clientMessages, clients],
  ['measurements', measurementMessages, measurements],
  ['projects', projectMessages, projects],
  ['labels', labelMessages, labels],
] as const;

describe('French catalogs of the business screens are complete', () => {
  it.each(catalogs)('%s has every key of the English catalog, with the same placeholders', (_name, store, french) => {
    const base = (store as unknown as { base: Record<string, unknown> }).base;
    expect(Object.keys(french).sort()).toEqual(keysOf(store as never));
    for (const [key, english] of Object.entries(base)) {
      const translated = (french as Record<string, unknown>)[key];
      expect(translated, key).toBeTruthy();
      const englishText =
        typeof english === 'object' && english !== null && 'input' in english ? (english as { input: unknown }).input : english;
      expect(placeholders(translated), key).toEqual(placeholders(englishText));
    }
  });

  // A size's own text comes from the shared formatter (decision 124); only the converted form is a message.
  it('format has the same keys', () => {
    expect(Object.keys(format).sort()).toEqual(['converted']);
  });
});
