import { z } from 'zod';
import { isoDateSchema } from './dates.js';
import { assigneeIdSchema, PROJECT_TYPES, projectTypeSchema, type ProjectType } from './projects.js';
import { BUILT_IN_WORKFLOWS, DEFAULT_WORKFLOW, stageNameSchema, stageStatusSchema, WORKFLOW_LIMITS } from './workflow.js';

/** The stages a new project of the type gets while the studio has not written its own (decision 077). */
export function builtInWorkflow(type: ProjectType): readonly string[] {
  return BUILT_IN_WORKFLOWS[type] ?? DEFAULT_WORKFLOW;
}

/** POST /projects/{id}/stages: a stage added at the end, or at `position`. */
export const createStageBodySchema = z.strictObject({
  name: stageNameSchema,
  status: stageStatusSchema.default('todo'),
  dueDate: isoDateSchema.nullish(),
  assigneeId: assigneeIdSchema,
  position: z.number().int('Position is a whole number').min(0, 'Position is at least 0').optional(),
});
export type CreateStageBody = z.input<typeof createStageBodySchema>;

/** PATCH /projects/{id}/stages/{stageId}: rename, move its status, set its due date or who is on it. */
export const updateStageBodySchema = z.strictObject({
  name: stageNameSchema.optional(),
  status: stageStatusSchema.optional(),
  dueDate: isoDateSchema.nullish(),
  assigneeId: assigneeIdSchema,
});
export type UpdateStageBody = z.input<typeof updateStageBodySchema>;

/** PUT /projects/{id}/stages/order: every stage id of the project once, in the new order. */
export const reorderStagesBodySchema = z.strictObject({
  stageIds: z
    .array(z.string().max(64))
    .min(1, 'List every stage of the project')
    .max(WORKFLOW_LIMITS.stagesPerProject, `A project has at most ${WORKFLOW_LIMITS.stagesPerProject} stages`),
});
export type ReorderStagesBody = z.input<typeof reorderStagesBodySchema>;

/**
 * PUT /projects/{id}/stages/current: the board's move (decision 077). The stages before the named
 * one that are not skipped become done, it becomes in progress and the later ones go back to do;
 * `stageId: null` is the board's Done column: every stage not skipped is done.
 */
export const setCurrentStageBodySchema = z.strictObject({
  stageId: z.string().max(64).nullable(),
});
export type SetCurrentStageBody = z.input<typeof setCurrentStageBodySchema>;

export const workflowStageNamesSchema = z
  .array(stageNameSchema)
  .max(WORKFLOW_LIMITS.stagesPerTemplate, `A workflow has at most ${WORKFLOW_LIMITS.stagesPerTemplate} stages`)
  .superRefine((names, ctx) => {
    const seen = new Set<string>();
    names.forEach((n, i) => {
      const key = n.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: `'${n}' is listed twice; each stage name can appear once` });
      seen.add(key);
    });
  });

/** One project type's workflow: the studio's own stages, or the built-in ones (`custom: false`). */
export const workflowSchema = z.object({
  projectType: projectTypeSchema,
  stages: z.array(z.string()),
  custom: z.boolean(),
});
export type Workflow = z.infer<typeof workflowSchema>;

/**
 * GET /workflows: every project type's workflow, in PROJECT_TYPES order, and the board's columns:
 * the stage names of all of them, in the order they first appear (decision 077).
 */
export const workflowListSchema = z.object({
  workflows: z.array(workflowSchema),
  boardColumns: z.array(z.string()),
});

/** PUT /workflows/{projectType}: the stages new projects of that type get; an empty list gives none. */
export const updateWorkflowBodySchema = z.strictObject({ stages: workflowStageNamesSchema });
export type UpdateWorkflowBody = z.input<typeof updateWorkflowBodySchema>;

export const workflowParamsSchema = z.object({ projectType: z.enum(PROJECT_TYPES, { error: 'Select a project type' }) });
