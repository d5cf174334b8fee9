import { centsToDollars, dollarsToCents, PROJECT_STATUSES, type Project, type ProjectStatus } from '@atelier/shared';
import { matchesQuery } from '@/lib/format';

export type StatusFilter = 'all' | ProjectStatus;
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...PROJECT_STATUSES];

/** Search by project name or client name, then the status filter (/projects). */
export function filterProjects(projects: readonly Project[], query: string, status: StatusFilter): Project[] {
  return projects.filter((p) => (status === 'all' || p.status === status) && matchesQuery(query, p.name, p.clientId.name));
}

export type ProjectSummary = { total: number; inProgress: number; completed: number; revenue: number };

/** The four summary cards; revenue is the sum of budgets, added in cents so it stays exact. */
export function summarizeProjects(projects: readonly Project[]): ProjectSummary {
  let cents = 0;
  let inProgress = 0;
  let completed = 0;
  for (const p of projects) {
    if (p.budget !== null) cents += dollarsToCents(p.budget);
    if (p.status === 'in-progress') inProgress++;
    if (p.status === 'completed') completed++;
  }
  return { total: projects.length, inProgress, completed, revenue: centsToDollars(cents) };
}
