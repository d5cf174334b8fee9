import type { DashboardTexts } from '../messages';
import { formatChange } from '@/lib/percent';

/**
 * The cards' change lines, worded exactly: '+N from last month',
 * 'N from last month' (N negative, '-2 from last month'), 'No change from last month'.
 */
export function clientChangeLine(change: number, t: Pick<DashboardTexts, 'clientsUp' | 'clientsDown' | 'clientsSame'>): string {
  if (change > 0) return t.clientsUp({ count: change });
  if (change < 0) return t.clientsDown({ count: change });
  return t.clientsSame;
}

/**
 * Revenue's change from last month: a signed percent, or 'New' when last month received
 * nothing (the API's null; a percent of 0 would be a division by zero).
 */
export function revenueChangeLine(
  changePercentage: number | null,
  language: string,
  t: Pick<DashboardTexts, 'revenueChange' | 'revenueNew'>,
): string {
  if (changePercentage === null) return t.revenueNew;
  return t.revenueChange({ percent: formatChange(changePercentage, language) });
}
