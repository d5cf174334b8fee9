import {
  dollarsToCents,
  centsToDollars,
  PROJECT_STATUSES,
  type CreateProjectBody,
  type Project,
  type ProjectPriority,
  type ProjectStatus,
  type UpdateProjectBody,
} from '@atelier/shared';
import { matchesQuery } from '@/lib/format';

export type StatusFilter = 'all' | ProjectStatus;
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...PROJECT_STATUSES];

/** Search by project name or client name, then the status filter (spec section 2, /projects). */
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

export const PRIORITY_CLASSES: Record<ProjectPriority, string> = {
  high: 'bg-destructive-soft text-destructive',
  medium: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200',
  low: 'bg-success-soft text-success-soft-foreground',
};

export const STATUS_CLASSES: Record<ProjectStatus, string> = {
  planning: 'bg-muted text-foreground',
  'in-progress': 'bg-accent-soft text-accent-foreground',
  review: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200',
  completed: 'bg-success-soft text-success-soft-foreground',
};

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export type ProjectFormValues = {
  clientId: string;
  name: string;
  description: string;
  type: string;
  status: ProjectStatus;
  priority: ProjectPriority;
  progress: string;
  dueDate: string;
  budget: string;
};

export const emptyProjectForm: ProjectFormValues = {
  clientId: '',
  name: '',
  description: '',
  type: '',
  status: 'planning',
  priority: 'low',
  progress: '0',
  dueDate: '',
  budget: '',
};

export function projectToForm(p: Project): ProjectFormValues {
  return {
    clientId: p.clientId.id,
    name: p.name,
    description: p.description,
    type: p.type,
    status: p.status,
    priority: p.priority,
    progress: String(p.progress),
    // The date input wants YYYY-MM-DD; due dates are calendar dates stored at midnight UTC.
    dueDate: p.dueDate ? p.dueDate.slice(0, 10) : '',
    budget: p.budget === null ? '' : String(p.budget),
  };
}

type Built<B> = { ok: true; body: B } | { ok: false; errors: Record<string, string> };

/** Typed text to a number; a decimal comma (some phone keypads) counts as a point. */
const num = (text: string): number => Number(text.trim().replace(',', '.'));

function common(v: ProjectFormValues) {
  const errors: Record<string, string> = {};
  if (!v.clientId) errors.clientId = 'Select a client';
  if (!v.name.trim()) errors.name = 'Enter a project name';
  if (!v.type) errors.type = 'Select a project type';
  const progress = v.progress.trim() === '' ? 0 : num(v.progress);
  if (!Number.isInteger(progress) || progress < 0 || progress > 100) errors.progress = 'Progress is a whole number from 0 to 100';
  const budget = v.budget.trim() === '' ? null : num(v.budget);
  if (budget !== null && !Number.isFinite(budget)) errors.budget = 'Budget must be a number';
  return { errors, progress, budget };
}

/**
 * The POST body (spec section 5): client, name and type are needed; the budget is sent as a
 * number only if given; description and due date are omitted when empty.
 */
export function buildCreateProject(v: ProjectFormValues): Built<CreateProjectBody> {
  const { errors, progress, budget } = common(v);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const body: CreateProjectBody = {
    clientId: v.clientId,
    name: v.name.trim(),
    type: v.type as CreateProjectBody['type'],
    status: v.status,
    priority: v.priority,
    progress,
  };
  if (v.description.trim()) body.description = v.description.trim();
  if (v.dueDate) body.dueDate = v.dueDate;
  if (budget !== null) body.budget = budget;
  return { ok: true, body };
}

/** The PATCH body: emptied description, due date or budget are sent as null so they are cleared. */
export function buildUpdateProject(v: ProjectFormValues): Built<UpdateProjectBody> {
  const { errors, progress, budget } = common(v);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      clientId: v.clientId,
      name: v.name.trim(),
      type: v.type as UpdateProjectBody['type'],
      status: v.status,
      priority: v.priority,
      progress,
      description: v.description.trim() || null,
      dueDate: v.dueDate || null,
      budget,
    },
  };
}
