import { PLAN_COMPARISON, PLANS, PRICING_FAQ } from '@atelier/shared';
import { i18n, useMessages } from '@/lib/i18n/i18n';

/**
 * The plans' texts live in packages/shared (names, features, comparison, FAQ), where the server
 * reads the limits too (shared schemas and data stay as they are). The web translates
 * them here, keyed by the English text itself: a text changed in shared is a key the French
 * catalog lacks, which the catalog test reports.
 */
function planStrings(): Record<string, string> {
  const texts = new Set<string>();
  for (const plan of PLANS) {
    [plan.name, plan.description, plan.cta, ...plan.limitations, ...plan.features.map((f) => f.name)].forEach((t) => texts.add(t));
  }
  for (const group of PLAN_COMPARISON) {
    texts.add(group.category);
    for (const row of group.rows) {
      texts.add(row.feature);
      for (const value of [row.free, row.premium, row.enterprise]) if (typeof value === 'string') texts.add(value);
    }
  }
  for (const item of PRICING_FAQ) [item.q, item.a].forEach((t) => texts.add(t));
  return Object.fromEntries([...texts].map((t) => [t, t]));
}

export const messages = i18n('plan-texts', planStrings());

/** Translates a text of the shared plan data; an unknown text is shown as it is. */
export function usePlanText(): (english: string) => string {
  const t = useMessages(messages);
  return (english) => t[english] ?? english;
}
