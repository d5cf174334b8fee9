import { BUILT_IN_WORKFLOWS } from './workflow.js';

/**
 * The one home of the built-in stages' names in other languages (decision 202), as the measurement
 * names are (decision 137): the studio's screens, the portal, the calendar and its feed read them
 * here. A stage is stored by its English name; a studio's own names are shown as written.
 */
const FRENCH: Readonly<Record<string, string>> = {
  Design: 'Création',
  Cutting: 'Coupe',
  Sewing: 'Couture',
  'First fitting': 'Premier essayage',
  Alterations: 'Retouches',
  'Final fitting': 'Dernier essayage',
  Finishing: 'Finitions',
  Basting: 'Bâti',
  Fitting: 'Essayage',
};

/** The built-in workflows' stage names (decision 077), each once. */
export const BUILT_IN_STAGE_NAMES: readonly string[] = [...new Set(Object.values(BUILT_IN_WORKFLOWS).flat())];

/** The built-in stages' names in a language, by their English name; empty for English. */
export function stageNamesIn(language: string): Readonly<Record<string, string>> {
  return language.startsWith('fr') ? FRENCH : {};
}

/** A stage's name in the language: a built-in one translated ('Cutting' → 'Coupe'), any other as written. */
export function stageName(name: string, language: string): string {
  return stageNamesIn(language)[name] ?? name;
}
