import { z } from 'zod';
import {
  createProjectBodySchema,
  projectListQuerySchema,
  projectSchema,
  projectSummarySchema,
  updateProjectBodySchema,
} from '../projects.js';
import { pageOf } from '../pages.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { createErrorResponses, errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  projectAdded: 'Project added successfully!',
  projectsLoaded: 'Projects loaded successfully!',
  projectSummaryLoaded: 'Project summary loaded',
  projectLoaded: 'Project loaded successfully!',
  projectUpdated: 'Project updated successfully!',
  projectDeleted: 'Project deleted successfully!',
} satisfies RouteMessages;

const project = z.object({ project: projectSchema });

/** The studio's projects; each answers its client populated as `clientId: { _id, id, name }`. */
export const projectRoutes = routeGroup(messages, {
  create: defineRoute({
    method: 'POST',
    path: '/projects',
    movesStages: true,
    resource: 'projects',
    access: 'projects.write',
    body: createProjectBodySchema,
    success: { status: 201, data: project },
    message: 'projectAdded',
    errors: createErrorResponses,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/projects',
    resource: 'projects',
    access: 'projects.read',
    query: projectListQuerySchema,
    success: { status: 200, data: pageOf('projects', projectSchema) },
    message: 'projectsLoaded',
    errors: errorResponses,
  }),
  summary: defineRoute({
    method: 'GET',
    path: '/projects/summary',
    resource: 'projects',
    access: 'projects.read',
    success: { status: 200, data: z.object({ summary: projectSummarySchema }) },
    message: 'projectSummaryLoaded',
    errors: errorResponses,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/projects/:id',
    resource: 'projects',
    access: 'projects.read',
    record: 'projects',
    params: idParams,
    success: { status: 200, data: project },
    message: 'projectLoaded',
    errors: errorResponses,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/projects/:id',
    movesStages: true,
    resource: 'projects',
    access: 'projects.write',
    record: 'projects',
    params: idParams,
    body: updateProjectBodySchema,
    success: { status: 200, data: project },
    message: 'projectUpdated',
    errors: errorResponses,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/projects/:id',
    movesStages: true,
    resource: 'projects',
    access: 'projects.delete',
    record: 'projects',
    params: idParams,
    success: { status: 200, data: z.object({}) },
    message: 'projectDeleted',
    errors: errorResponses,
  }),
});
