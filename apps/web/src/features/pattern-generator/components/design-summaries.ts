import { DESIGNS } from '@atelier/shared';
import { i18n, useMessages } from '@/lib/i18n/i18n';

/**
 * What each design drafts, in the user's language (the recipe's enum labels: the English base is
 * the shared catalogue's own text, so it stays one definition; locales/fr/generator-designs.json).
 */
export const designSummaryMessages = i18n('generator-designs', Object.fromEntries(DESIGNS.map((d) => [d.id, d.summary])));

/** Each design named by what it drafts ('Bodice with sleeves'), decision 132; locales/fr/generator-design-names.json. */
export const designDraftsMessages = i18n('generator-design-names', Object.fromEntries(DESIGNS.map((d) => [d.id, d.drafts])));

/** A design's summary by id; a design the web does not know yet shows the server's text. */
export function useDesignSummary(): (id: string, fallback: string) => string {
  const t = useMessages(designSummaryMessages) as Record<string, string | undefined>;
  return (id, fallback) => t[id] ?? fallback;
}

/**
 * A design as the generator names it, 'Bodice with sleeves (Bella)' (decision 132): what it drafts
 * in the user's language, then FreeSewing's name; a design the web does not know yet shows its name.
 */
export function useDesignLabel(): (id: string, name: string) => string {
  const t = useMessages(designDraftsMessages) as Record<string, string | undefined>;
  return (id, name) => {
    const drafts = t[id];
    return drafts ? `${drafts} (${name})` : name;
  };
}
