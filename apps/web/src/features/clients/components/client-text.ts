import { CLIENT_STATUS_LABELS, type Client } from '@atelier/shared';
import { formatDateTime } from '@/lib/format';

/** 'No active projects', '1 active project', 'N active projects' (spec section 2, /clients). */
export function activeProjectsText(count: number): string {
  if (count <= 0) return 'No active projects';
  return count === 1 ? '1 active project' : `${count} active projects`;
}

/** The last order line of a card: the date of the client's latest project, or 'Never ordered'. */
export function lastOrderText(lastOrderDate: string | null): string {
  const date = formatDateTime(lastOrderDate);
  return date ? `Last Order Date: ${date}` : 'Never ordered';
}

export const statusLabel = (status: Client['status']): string => CLIENT_STATUS_LABELS[status];
export const otherStatus = (status: Client['status']): Client['status'] => (status === 'active' ? 'inactive' : 'active');

/** "2 measurements and 1 project", for the delete dialog. */
export function relatedText(related: { measurements: number; projects: number }): string {
  const m = related.measurements === 1 ? '1 measurement' : `${related.measurements} measurements`;
  const p = related.projects === 1 ? '1 project' : `${related.projects} projects`;
  return `${m} and ${p}`;
}
