import { sharedWordsIn } from './words/index.js';

/**
 * The one way to name a built-in stage in a language (decision 202), as the measurements are
 * (decision 137): the studio's screens, the portal, the calendar and its feed read it here; each
 * language's names are in words/<language>.ts. A stage is stored by its English name; a studio's
 * own names are shown as written. No zod: the portal page reads this, within its budget (decision 085).
 */

/** The built-in stages' names in a language, by their English name; empty for English. */
export function stageNamesIn(language: string): Readonly<Record<string, string>> {
  return sharedWordsIn(language)?.stages ?? {};
}

/** A stage's name in the language: a built-in one translated ('Cutting' → 'Coupe'), any other as written. */
export function stageName(name: string, language: string): string {
  return stageNamesIn(language)[name] ?? name;
}
