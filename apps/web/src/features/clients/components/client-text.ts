import type { Client } from '@atelier/shared';
import { clientMessages, type ClientTexts } from '../messages';

/**
 * The card's and dialogs' composed texts. Each takes the catalog of the current language
 * (components pass what `useMessages` gave them); without one, the catalog's current value.
 */

/** 'No active projects', '1 active project', 'N active projects' (/clients). */
export function activeProjectsText(count: number, t: ClientTexts = clientMessages.get()): string {
  return count <= 0 ? t.noActiveProjects : t.activeProjects(count);
}

/** The last order line of a card, from an already formatted date, or 'Never ordered'. */
export function lastOrderText(date: string, t: ClientTexts = clientMessages.get()): string {
  return date ? t.lastOrder({ date }) : t.neverOrdered;
}

export const otherStatus = (status: Client['status']): Client['status'] => (status === 'active' ? 'inactive' : 'active');

/** "2 measurements and 1 project", for the delete dialog. */
export function relatedText(related: { measurements: number; projects: number }, t: ClientTexts = clientMessages.get()): string {
  return t.related({ measurements: t.measurementCount(related.measurements), projects: t.projectCount(related.projects) });
}
