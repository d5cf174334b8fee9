import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import { pageOf } from '../pages.js';
import { createPatternBodySchema, patternListQuerySchema, patternSchema, updatePatternBodySchema } from '../patterns.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses, storeLimitResponse } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  patternsLoaded: 'Patterns loaded successfully',
  publicPatternsLoaded: 'Public patterns loaded successfully',
  patternCreated: 'Pattern created successfully',
  patternLoaded: 'Pattern loaded',
  patternUpdated: 'Pattern updated successfully',
  patternDeleted: 'Pattern deleted successfully',
  patternMadePublic: 'Pattern moved to public library successfully!',
  patternCopied: 'Pattern copied to your patterns',
} satisfies RouteMessages;

const pattern = z.object({ pattern: patternSchema });
const patternList = pageOf('patterns', patternSchema);

/** A save carries an image: it counts against the plan's storage, and saves and copies are bounded per minute. */
const patternWriteErrors = {
  ...errorResponses,
  403: errorEnvelopeSchema.describe('The image would pass the plan storage (STORAGE_LIMIT_REACHED), or the role may not (FORBIDDEN)'),
  429: errorEnvelopeSchema.describe('Too many images saved or patterns copied (RATE_LIMITED)'),
};

/**
 * The studio's own patterns and the public library (decision 036). Both lists are kept in one
 * storage key, each in its own slot with its own fetch time (decision 020).
 */
export const patternRoutes = routeGroup(messages, {
  list: defineRoute({
    method: 'GET',
    path: '/patterns',
    resource: 'patterns',
    access: 'patterns.read',
    query: patternListQuerySchema,
    success: { status: 200, data: patternList },
    message: 'patternsLoaded',
    errors: errorResponses,
  }),
  public: defineRoute({
    method: 'GET',
    path: '/patterns/public',
    resource: 'patterns',
    access: 'patterns.read',
    query: patternListQuerySchema,
    success: { status: 200, data: patternList },
    message: 'publicPatternsLoaded',
    errors: errorResponses,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/patterns',
    resource: 'patterns',
    access: 'patterns.write',
    body: createPatternBodySchema,
    success: { status: 201, data: pattern },
    message: 'patternCreated',
    errors: { ...patternWriteErrors, 422: storeLimitResponse },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/patterns/:id',
    resource: 'patterns',
    access: 'patterns.read',
    params: idParams,
    success: { status: 200, data: pattern },
    message: 'patternLoaded',
    errors: errorResponses,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/patterns/:id',
    resource: 'patterns',
    access: 'patterns.write',
    record: 'patterns',
    params: idParams,
    body: updatePatternBodySchema,
    success: { status: 200, data: pattern },
    message: 'patternUpdated',
    errors: patternWriteErrors,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/patterns/:id',
    resource: 'patterns',
    access: 'patterns.delete',
    record: 'patterns',
    params: idParams,
    success: { status: 200, data: z.object({}) },
    message: 'patternDeleted',
    errors: errorResponses,
  }),
  /** One-way: a public pattern cannot be made private again (decision 036). */
  makePublic: defineRoute({
    method: 'PATCH',
    path: '/patterns/public/:id',
    resource: 'patterns',
    access: 'patterns.write',
    params: idParams,
    success: { status: 200, data: pattern },
    message: 'patternMadePublic',
    errors: errorResponses,
  }),
  copy: defineRoute({
    method: 'POST',
    path: '/patterns/:id/copy',
    resource: 'patterns',
    access: 'patterns.write',
    params: idParams,
    success: { status: 201, data: pattern },
    message: 'patternCopied',
    errors: { ...patternWriteErrors, 422: storeLimitResponse },
  }),
  image: defineRoute({
    method: 'GET',
    path: '/patterns/:id/image',
    resource: 'patterns',
    access: 'patterns.read',
    description:
      'The PNG (own pattern, or any public one); marked while the owner’s plan marks downloads, for every reader (decision 053). ETag and If-None-Match.',
    params: idParams,
    // original=1 is still accepted (the designer sends it) and answers what the plan allows: decision 053.
    query: z.object({ v: z.string().max(64).optional(), original: z.enum(['1']).optional() }),
    success: { status: 200, file: 'image/png', schema: z.unknown().describe('The PNG'), notModified: true },
    errors: { ...errorResponses, 429: errorEnvelopeSchema.describe('Too many images loaded (RATE_LIMITED)') },
  }),
});
