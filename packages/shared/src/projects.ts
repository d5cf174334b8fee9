import { z } from 'zod';
import { LIMITS } from './limits.js';
import { recordIdsSchema } from './envelope.js';
import { hasAtMostTwoDecimals } from './money.js';
import { optionalText, searchQuerySchema } from './clients.js';
import { pageQueryShape } from './pages.js';
import { text } from './text.js';
import { isoDateSchema } from './dates.js';
import { stageSchema } from './workflow.js';

export const PROJECT_TYPES = ['Wedding Dress', 'Suit', 'Evening Dress', 'Shirt', 'Pants', 'Skirt', 'Blouse', 'Jacket'] as const;
/** Cancelled (decision 181): kept with its history, its stock given back; the original four come first, as the spec lists them. */
export const PROJECT_STATUSES = ['planning', 'in-progress', 'review', 'completed', 'cancelled'] as const;
export const PROJECT_PRIORITIES = ['low', 'medium', 'high'] as const;
export const projectTypeSchema = z.enum(PROJECT_TYPES, { error: 'Select a project type' });
export const projectStatusSchema = z.enum(PROJECT_STATUSES);
/** A project no longer being made (decision 181): finished or cancelled. Every count of open projects, deadline and reminder leaves these out. */
export const CLOSED_PROJECT_STATUSES = ['completed', 'cancelled'] as const satisfies readonly (typeof PROJECT_STATUSES)[number][];
export const projectPrioritySchema = z.enum(PROJECT_PRIORITIES);
export type ProjectType = z.infer<typeof projectTypeSchema>;
export type ProjectStatus = z.infer<typeof projectStatusSchema>;
export type ProjectPriority = z.infer<typeof projectPrioritySchema>;

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  planning: 'Planning',
  'in-progress': 'In Progress',
  review: 'Review',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const PROJECT_PRIORITY_LABELS: Record<ProjectPriority, string> = { low: 'Low', medium: 'Medium', high: 'High' };

export const budgetSchema = z
  .number({ error: 'Budget must be a number' })
  .min(0, 'Budget cannot be negative')
  .max(LIMITS.budgetMax, `Budget must be at most ${LIMITS.budgetMax}`)
  .refine(hasAtMostTwoDecimals, 'Budget can have at most 2 decimals');

/**
 * The member a project or an event is assigned to (their user id), null for nobody; "" (a form's
 * 'Unassigned') is nobody too. The server answers 404 on the field unless they are a current
 * member of the studio (decision 075).
 */
export const assigneeIdSchema = z
  .string()
  .max(64)
  .nullish()
  .transform((v) => (v === '' ? null : v));

/** A list's `assigneeId` filter: a member's user id, or `me` for the caller (decision 075). */
export const assigneeFilterSchema = z.string().min(1, 'Use a member id or me').max(64, 'Use a member id or me');

const projectFields = {
  clientId: z.string().min(1, 'Select a client').max(64),
  name: text().trim().min(1, 'Name is required').max(LIMITS.projectName, `Name must be at most ${LIMITS.projectName} characters`),
  description: optionalText(LIMITS.description, 'Description'),
  type: projectTypeSchema,
  status: projectStatusSchema,
  priority: projectPrioritySchema,
  progress: z
    .number({ error: 'Progress must be a number' })
    .int('Progress is a whole number')
    .min(0, 'Progress is at least 0')
    .max(100, 'Progress is at most 100'),
  dueDate: isoDateSchema.nullish(),
  budget: budgetSchema.nullish(),
  assigneeId: assigneeIdSchema,
};

export const createProjectBodySchema = z.strictObject({
  ...projectFields,
  status: projectFields.status.default('planning'),
  priority: projectFields.priority.default('low'),
  progress: projectFields.progress.default(0),
});
export type CreateProjectBody = z.input<typeof createProjectBodySchema>;

export const updateProjectBodySchema = z.strictObject({
  clientId: projectFields.clientId.optional(),
  name: projectFields.name.optional(),
  description: projectFields.description.optional(),
  type: projectFields.type.optional(),
  status: projectFields.status.optional(),
  priority: projectFields.priority.optional(),
  progress: projectFields.progress.optional(),
  dueDate: projectFields.dueDate,
  budget: projectFields.budget,
  assigneeId: projectFields.assigneeId,
});
export type UpdateProjectBody = z.input<typeof updateProjectBodySchema>;

export const projectListQuerySchema = z.object({
  ...pageQueryShape,
  /** Matches the project's name or its client's name (the /projects search box). */
  search: searchQuerySchema.optional(),
  status: projectStatusSchema.optional(),
  clientId: z.string().max(64).optional(),
  /** Only the projects assigned to this member; `me` for the caller's own (decision 075). */
  assigneeId: assigneeFilterSchema.optional(),
});

export const projectSchema = recordIdsSchema.extend({
  clientId: recordIdsSchema.extend({ name: z.string() }),
  name: z.string(),
  description: z.string(),
  type: projectTypeSchema,
  status: projectStatusSchema,
  priority: projectPrioritySchema,
  progress: z.number().int(),
  dueDate: z.string().nullable(),
  budget: z.number().nullable(),
  /** The assigned member's user id (GET /team/members names them), or null. */
  assigneeId: z.string().nullable(),
  /** The code on its tag (decision 152): P-0031, or a ticket's garment's A-0427-2; unique in the studio. */
  code: z.string(),
  /**
   * The production stages in order (decision 077); [] for a project without. While a project has
   * stages its progress and completion follow them.
   */
  stages: z.array(stageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/**
 * GET /projects/summary: the four cards of /projects, counted on the server over every project
 * of the studio, not over the pages the screen has loaded (decision 069). `revenue` is Σ budgets.
 */
export const projectSummarySchema = z.object({
  total: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  revenue: z.number(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;
