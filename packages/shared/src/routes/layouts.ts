import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import { createLayoutBodySchema, layoutListQuerySchema, layoutSchema } from '../layouts.js';
import { pageOf } from '../pages.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  layoutCreated: 'Cutting layout ready',
  layoutsLoaded: 'Cutting layouts loaded',
  layoutLoaded: 'Cutting layout loaded',
} satisfies RouteMessages;

const layoutParams = idParams.extend({ layoutId: z.string().max(200) });
const layout = z.object({ layout: layoutSchema });

/** A generated pattern's cutting layouts on a fabric (decision 143). */
export const layoutRoutes = routeGroup(messages, {
  create: defineRoute({
    method: 'POST',
    path: '/patterns/:id/layouts',
    resource: 'patterns',
    access: 'patterns.read',
    description:
      'Lays the generated pattern’s main-fabric pieces out on a fabric from stock (`materialId`) or ' +
      'a width typed: each piece its cut count, grain along the length, pieces on the fold against ' +
      'the fold, the repeat respected. Answers the length needed and the layout. Premium and Enterprise.',
    params: idParams,
    body: createLayoutBodySchema,
    success: { status: 201, data: layout },
    message: 'layoutCreated',
    errors: {
      ...errorResponses,
      403: errorEnvelopeSchema.describe('The plan has no materials (FEATURE_NOT_AVAILABLE)'),
      422: errorEnvelopeSchema.describe(
        'Validation (VALIDATION_ERROR): a material that is not a fabric, or a fabric narrower than a piece (on `widthMm` or `materialId`, naming the piece)',
      ),
      429: errorEnvelopeSchema.describe('Too many layouts in a short time, or the studio’s heavy work is full (RATE_LIMITED)'),
    },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/patterns/:id/layouts',
    resource: 'patterns',
    access: 'patterns.read',
    params: idParams,
    query: layoutListQuerySchema,
    success: { status: 200, data: pageOf('layouts', layoutSchema) },
    message: 'layoutsLoaded',
    errors: errorResponses,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/patterns/:id/layouts/:layoutId',
    resource: 'patterns',
    access: 'patterns.read',
    params: layoutParams,
    success: { status: 200, data: layout },
    message: 'layoutLoaded',
    errors: errorResponses,
  }),
  svg: defineRoute({
    method: 'GET',
    path: '/patterns/:id/layouts/:layoutId.svg',
    resource: 'patterns',
    access: 'patterns.read',
    description: 'The cutting layout drawn at scale in millimetres: the fabric, its fold, each piece with its grain.',
    params: layoutParams,
    success: { status: 200, file: 'image/svg+xml', schema: z.unknown().describe('The SVG') },
    errors: errorResponses,
  }),
});
