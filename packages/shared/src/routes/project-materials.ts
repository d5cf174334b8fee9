import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import {
  addProjectMaterialBodySchema,
  billOfMaterialsSchema,
  projectMaterialMoveBodySchema,
  projectMaterialParams,
  updateProjectMaterialBodySchema,
} from '../project-materials.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  projectMaterialsLoaded: 'Materials loaded',
  projectMaterialAdded: 'Material added to the project',
  projectMaterialUpdated: 'Material quantity updated',
  projectMaterialRemoved: 'Material removed from the project',
  projectMaterialReserved: 'Material reserved',
  projectMaterialCut: 'Material cut',
} satisfies RouteMessages;

const bill = z.object({ materials: billOfMaterialsSchema });

const bomErrors = {
  ...errorResponses,
  403: errorEnvelopeSchema.describe('Not on the plan (FEATURE_NOT_AVAILABLE), or the role may not (FORBIDDEN)'),
  404: errorEnvelopeSchema.describe('No project or line of the studio with that id, or a material that is not the studio’s (NOT_FOUND)'),
};
const stockErrors = {
  ...bomErrors,
  409: errorEnvelopeSchema.describe(
    'More than is available, or than the project holds (INSUFFICIENT_STOCK, naming the material and what is left)',
  ),
};

/**
 * A project's bill of materials (decision 144). Every route answers the whole bill: its lines with
 * what the ledger holds for the project, and its cost for the roles that see prices.
 */
export const projectMaterialRoutes = routeGroup(messages, {
  list: defineRoute({
    method: 'GET',
    path: '/projects/:id/materials',
    resource: 'projects',
    access: 'materials.read',
    feature: 'materials',
    record: 'projects',
    params: idParams,
    description: 'The lines of material the project needs, what is reserved and cut for it, and their cost (null for staff).',
    success: { status: 200, data: bill },
    message: 'projectMaterialsLoaded',
    errors: bomErrors,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/projects/:id/materials',
    resource: 'projects',
    access: 'projects.write',
    feature: 'materials',
    record: 'projects',
    params: idParams,
    body: addProjectMaterialBodySchema,
    description:
      'Adds a line: a material of the studio and the quantity the project needs, in millimetres or units. One line per material.',
    success: { status: 201, data: bill },
    message: 'projectMaterialAdded',
    errors: bomErrors,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/projects/:id/materials/:lineId',
    resource: 'projects',
    access: 'projects.write',
    feature: 'materials',
    record: 'projects',
    params: projectMaterialParams,
    body: updateProjectMaterialBodySchema,
    success: { status: 200, data: bill },
    message: 'projectMaterialUpdated',
    errors: bomErrors,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/projects/:id/materials/:lineId',
    resource: 'projects',
    access: 'projects.write',
    feature: 'materials',
    record: 'projects',
    params: projectMaterialParams,
    description: 'Removes the line and releases what is reserved of its material for the project; what was cut stays cut.',
    success: { status: 200, data: bill },
    message: 'projectMaterialRemoved',
    errors: bomErrors,
  }),
  reserve: defineRoute({
    method: 'POST',
    path: '/projects/:id/materials/:lineId/reserve',
    resource: 'projects',
    access: 'materials.reserve',
    feature: 'materials',
    record: 'projects',
    params: projectMaterialParams,
    body: projectMaterialMoveBodySchema,
    description: 'Sets aside the quantity given, or what is left of the line to reserve.',
    success: { status: 201, data: bill },
    message: 'projectMaterialReserved',
    errors: stockErrors,
  }),
  cut: defineRoute({
    method: 'POST',
    path: '/projects/:id/materials/:lineId/cut',
    resource: 'projects',
    access: 'materials.reserve',
    feature: 'materials',
    record: 'projects',
    params: projectMaterialParams,
    body: projectMaterialMoveBodySchema,
    description: 'Cuts the quantity given, or what is reserved for the project: the reservation first, then what is free.',
    success: { status: 201, data: bill },
    message: 'projectMaterialCut',
    errors: stockErrors,
  }),
});
