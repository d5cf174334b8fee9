import { z } from 'zod';
import {
  createMaterialBodySchema,
  materialListQuerySchema,
  materialSchema,
  movementListQuerySchema,
  movementSchema,
  projectMovementBodySchema,
  stockMovementBodySchema,
  updateMaterialBodySchema,
} from '../materials.js';
import { pageOf } from '../pages.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { createErrorResponses, errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  materialAdded: 'Material added',
  materialsLoaded: 'Materials loaded',
  materialLoaded: 'Material loaded',
  materialUpdated: 'Material updated',
  materialDeleted: 'Material deleted',
  movementsLoaded: 'Stock movements loaded',
  movementRecorded: 'Stock movement recorded',
} satisfies RouteMessages;

const material = z.object({ material: materialSchema });
/** A movement with the material's sums after it. */
const movementAnswer = z.object({ movement: movementSchema, material: materialSchema });

/** The studio's fabric and notion stock, and the ledger every quantity is read from (decision 142). */
export const materialRoutes = routeGroup(messages, {
  create: defineRoute({
    method: 'POST',
    path: '/materials',
    resource: 'materials',
    access: 'materials.write',
    feature: 'materials',
    body: createMaterialBodySchema,
    success: { status: 201, data: material },
    message: 'materialAdded',
    errors: createErrorResponses,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/materials',
    resource: 'materials',
    access: 'materials.read',
    feature: 'materials',
    query: materialListQuerySchema,
    success: { status: 200, data: pageOf('materials', materialSchema) },
    message: 'materialsLoaded',
    errors: errorResponses,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/materials/:id',
    resource: 'materials',
    access: 'materials.read',
    feature: 'materials',
    record: 'materials',
    params: idParams,
    success: { status: 200, data: material },
    message: 'materialLoaded',
    errors: errorResponses,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/materials/:id',
    resource: 'materials',
    access: 'materials.write',
    feature: 'materials',
    record: 'materials',
    params: idParams,
    body: updateMaterialBodySchema,
    success: { status: 200, data: material },
    message: 'materialUpdated',
    errors: errorResponses,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/materials/:id',
    resource: 'materials',
    access: 'materials.delete',
    feature: 'materials',
    record: 'materials',
    params: idParams,
    description: 'Deletes the material and its ledger; refused with MATERIAL_RESERVED while some of it is set aside for a project.',
    success: { status: 200, data: z.object({ deleted: z.object({ movements: z.number().int() }) }) },
    message: 'materialDeleted',
    errors: errorResponses,
  }),
  movements: defineRoute({
    method: 'GET',
    path: '/materials/:id/movements',
    resource: 'materials',
    access: 'materials.read',
    record: 'materials',
    params: idParams,
    query: movementListQuerySchema,
    success: { status: 200, data: pageOf('movements', movementSchema) },
    message: 'movementsLoaded',
    errors: errorResponses,
  }),
  /** Stock kept by those who buy it (decision 142). */
  move: defineRoute({
    method: 'POST',
    path: '/materials/:id/movements',
    resource: 'materials',
    access: 'materials.write',
    record: 'materials',
    params: idParams,
    body: stockMovementBodySchema,
    description:
      'Records a delivery received or a count corrected (with its reason). An adjustment that would leave less on hand than ' +
      'is set aside for projects is refused with INSUFFICIENT_STOCK (409), naming the material and what is set aside.',
    success: { status: 201, data: movementAnswer },
    message: 'movementRecorded',
    errors: createErrorResponses,
  }),
  /** A project's use of the stock, open to staff (decision 142). */
  use: defineRoute({
    method: 'POST',
    path: '/materials/:id/project-movements',
    resource: 'materials',
    access: 'materials.reserve',
    record: 'materials',
    params: idParams,
    body: projectMovementBodySchema,
    description:
      'Sets some of the material aside for a project, gives it back, cuts it (the project’s reservation first) or returns ' +
      'an offcut. What would take more than is available, or give back more than the project holds, is refused with ' +
      'INSUFFICIENT_STOCK (409), naming the material and what is left.',
    success: { status: 201, data: movementAnswer },
    message: 'movementRecorded',
    errors: createErrorResponses,
  }),
});
