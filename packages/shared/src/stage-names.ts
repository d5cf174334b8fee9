/**
 * The one home of the built-in stages' names in other languages (decision 202), as the measurement
 * names are (decision 137): the studio's screens, the portal, the calendar and its feed read them
 * here. A stage is stored by its English name; a studio's own names are shown as written. No import:
 * the portal page reads this, within its budget (decision 085).
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

/** The built-in stages' names in a language, by their English name; empty for English. */
export function stageNamesIn(language: string): Readonly<Record<string, string>> {
  return language.startsWith('fr') ? FRENCH : {};
}

/** A stage's name in the language: a built-in one translated ('Cutting' → 'Coupe'), any other as written. */
export function stageName(name: string, language: string): string {
  return stageNamesIn(language)[name] ?? name;
}
