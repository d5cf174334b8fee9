import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import {
  createGarmentTemplateBodySchema,
  garmentTemplateSchema,
  measurementHistorySchema,
  updateGarmentTemplateBodySchema,
} from '../garment-templates.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  garmentTemplatesLoaded: 'Garment templates loaded',
  garmentTemplateAdded: 'Garment template added',
  garmentTemplateLoaded: 'Garment template loaded',
  garmentTemplateUpdated: 'Garment template updated',
  garmentTemplateDeleted: 'Garment template deleted',
  measurementHistoryLoaded: 'Measurement history loaded',
} satisfies RouteMessages;

const template = z.object({ template: garmentTemplateSchema });

/** Advanced measurement templates are a Premium feature (decision 078); names are unique in the studio. */
const templateErrors = {
  ...errorResponses,
  403: errorEnvelopeSchema.describe('Not on the plan (FEATURE_NOT_AVAILABLE), or the role may not (FORBIDDEN)'),
  409: errorEnvelopeSchema.describe('The studio has a garment with that name (TEMPLATE_NAME_TAKEN)'),
};

/** The studio's own garment types and their measurement lists (decision 078). */
export const garmentTemplateRoutes = routeGroup(messages, {
  list: defineRoute({
    method: 'GET',
    path: '/garment-templates',
    resource: 'garment-templates',
    access: 'measurements.read',
    feature: 'garmentTemplates',
    description: 'Every garment template of the studio, by name (at most 100).',
    success: { status: 200, data: z.object({ templates: z.array(garmentTemplateSchema) }) },
    message: 'garmentTemplatesLoaded',
    errors: templateErrors,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/garment-templates',
    resource: 'garment-templates',
    access: 'studio.write',
    feature: 'garmentTemplates',
    body: createGarmentTemplateBodySchema,
    success: { status: 201, data: template },
    message: 'garmentTemplateAdded',
    errors: templateErrors,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/garment-templates/:id',
    resource: 'garment-templates',
    access: 'measurements.read',
    record: 'garmentTemplates',
    feature: 'garmentTemplates',
    params: idParams,
    success: { status: 200, data: template },
    message: 'garmentTemplateLoaded',
    errors: templateErrors,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/garment-templates/:id',
    resource: 'garment-templates',
    access: 'studio.write',
    record: 'garmentTemplates',
    feature: 'garmentTemplates',
    params: idParams,
    body: updateGarmentTemplateBodySchema,
    success: { status: 200, data: template },
    message: 'garmentTemplateUpdated',
    errors: templateErrors,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/garment-templates/:id',
    resource: 'garment-templates',
    access: 'studio.write',
    record: 'garmentTemplates',
    feature: 'garmentTemplates',
    params: idParams,
    description: 'Records taken with it keep their garment name and values.',
    success: { status: 200, data: z.object({}) },
    message: 'garmentTemplateDeleted',
    errors: templateErrors,
  }),
  /** One client's measurements per garment, each visit beside its change since the last. */
  history: defineRoute({
    method: 'GET',
    path: '/clients/:clientId/measurement-history',
    resource: 'measurements',
    access: 'measurements.read',
    params: z.object({ clientId: z.string().max(200) }),
    success: { status: 200, data: measurementHistorySchema },
    message: 'measurementHistoryLoaded',
    errors: errorResponses,
  }),
});
