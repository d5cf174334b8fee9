import { DESIGNS } from '@atelier/shared';
import { i18n, useMessages } from '@/lib/i18n/i18n';

/**
 * What each design drafts, in the user's language (the recipe's enum labels: the English base is
 * the shared catalogue's own text, so it stays one definition; locales/fr/generator-designs.json).
 */
export const designSummaryMessages = i18n('generator-designs', Object.fromEntries(DESIGNS.map((d) => [d.id, d.summary])));

/** A design's summary by id; a design the web does not know yet shows the server's text. */
export function useDesignSummary(): (id: string, fallback: string) => string {
  const t = useMessages(designSummaryMessages) as Record<string, string | undefined>;
  return (id, fallback) => t[id] ?? fallback;
}
