import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import {
  createStageBodySchema,
  reorderStagesBodySchema,
  setCurrentStageBodySchema,
  updateStageBodySchema,
  updateWorkflowBodySchema,
  workflowListSchema,
  workflowParamsSchema,
  workflowSchema,
} from '../project-stages.js';
import { projectSchema } from '../projects.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  stageAdded: 'Stage added',
  stageUpdated: 'Stage updated',
  stageRemoved: 'Stage removed',
  stagesReordered: 'Stages reordered',
  stageMoved: 'Project moved',
  workflowsLoaded: 'Workflows loaded',
  workflowUpdated: 'Workflow saved',
  workflowReset: 'Workflow reset to the built-in stages',
} satisfies RouteMessages;

const project = z.object({ project: projectSchema });
const stageParams = z.object({ id: z.string().max(200), stageId: z.string().max(200) });

/** Timeline management is a Premium feature (decision 077); the assignee must be a member of the studio. */
const stageErrors = {
  ...errorResponses,
  403: errorEnvelopeSchema.describe('Not on the plan (FEATURE_NOT_AVAILABLE), or the role may not (FORBIDDEN)'),
  404: errorEnvelopeSchema.describe('No project or stage of the studio with that id, or an assignee who is not a member (NOT_FOUND)'),
};

/**
 * A project's production stages (decision 077). Every change answers the whole project, whose
 * progress and status follow its stages.
 */
export const stageRoutes = routeGroup(messages, {
  add: defineRoute({
    method: 'POST',
    path: '/projects/:id/stages',
    movesStages: true,
    resource: 'projects',
    access: 'projects.write',
    feature: 'timeline',
    record: 'projects',
    params: idParams,
    body: createStageBodySchema,
    success: { status: 201, data: project },
    message: 'stageAdded',
    errors: stageErrors,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/projects/:id/stages/:stageId',
    movesStages: true,
    resource: 'projects',
    access: 'projects.write',
    feature: 'timeline',
    record: 'projects',
    params: stageParams,
    body: updateStageBodySchema,
    success: { status: 200, data: project },
    message: 'stageUpdated',
    errors: stageErrors,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/projects/:id/stages/:stageId',
    movesStages: true,
    resource: 'projects',
    access: 'projects.write',
    feature: 'timeline',
    record: 'projects',
    params: stageParams,
    success: { status: 200, data: project },
    message: 'stageRemoved',
    errors: stageErrors,
  }),
  reorder: defineRoute({
    method: 'PUT',
    path: '/projects/:id/stages/order',
    resource: 'projects',
    access: 'projects.write',
    feature: 'timeline',
    record: 'projects',
    params: idParams,
    body: reorderStagesBodySchema,
    description: 'Every stage id of the project once, in the new order; a list that leaves one out or names another is 422 on stageIds.',
    success: { status: 200, data: project },
    message: 'stagesReordered',
    errors: stageErrors,
  }),
  setCurrent: defineRoute({
    method: 'PUT',
    path: '/projects/:id/stages/current',
    movesStages: true,
    resource: 'projects',
    access: 'projects.write',
    feature: 'timeline',
    record: 'projects',
    params: idParams,
    body: setCurrentStageBodySchema,
    description:
      'The board’s move: earlier stages not skipped become done, the named one in progress, later ones to do; stageId null finishes them all.',
    success: { status: 200, data: project },
    message: 'stageMoved',
    errors: stageErrors,
  }),
});

/** The studio's workflow per project type: the stages each new project of the type starts with (decision 077). */
export const workflowRoutes = routeGroup(messages, {
  list: defineRoute({
    method: 'GET',
    path: '/workflows',
    resource: 'workflows',
    access: 'projects.read',
    success: { status: 200, data: workflowListSchema },
    message: 'workflowsLoaded',
    errors: { 401: errorResponses[401] },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/workflows/:projectType',
    resource: 'workflows',
    access: 'studio.write',
    feature: 'timeline',
    params: workflowParamsSchema,
    body: updateWorkflowBodySchema,
    success: { status: 200, data: z.object({ workflow: workflowSchema }) },
    message: 'workflowUpdated',
    errors: { ...stageErrors, 404: errorResponses[404] },
  }),
  reset: defineRoute({
    method: 'DELETE',
    path: '/workflows/:projectType',
    resource: 'workflows',
    access: 'studio.write',
    feature: 'timeline',
    params: workflowParamsSchema,
    description: 'Back to the built-in stages of the project type.',
    success: { status: 200, data: z.object({ workflow: workflowSchema }) },
    message: 'workflowReset',
    errors: { ...stageErrors, 404: errorResponses[404] },
  }),
});
