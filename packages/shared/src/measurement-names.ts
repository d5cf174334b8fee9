import { sharedWordsIn } from './words/index.js';

/**
 * The one way to name a measurement in a language (decision 137): the studio's screens, the portal
 * and the pattern PDFs all read it here, so a name cannot read one way on the screen and another on
 * paper. Each language's names are in words/<language>.ts: the standard names of the garment lists
 * (decision 135), then the other names the pattern generator knows a FreeSewing measurement by
 * (decision 038). English is the name itself. No zod: the portal page reads this (decision 085).
 */

/** Names are matched as records key them, case-insensitively (decision 012), per language. */
const byKey = new Map<Readonly<Record<string, string>>, ReadonlyMap<string, string>>();
function keyed(names: Readonly<Record<string, string>>): ReadonlyMap<string, string> {
  let map = byKey.get(names);
  if (!map) byKey.set(names, (map = new Map(Object.entries(names).map(([name, text]) => [name.trim().toLowerCase(), text]))));
  return map;
}

/** Every name the language has its own word for, by its English name: {} for English (the web's catalog of labels). */
export function measurementNamesIn(language: string): Readonly<Record<string, string>> {
  return sharedWordsIn(language)?.measurements ?? {};
}

/**
 * A measurement's name in the language: a known name translated ('Waist' → 'Tour de taille'),
 * any other name (the tailor's own) as written, and every name as written in English.
 */
export function measurementName(name: string, language: string): string {
  const names = sharedWordsIn(language)?.measurements;
  return (names && keyed(names).get(name.trim().toLowerCase())) ?? name;
}
