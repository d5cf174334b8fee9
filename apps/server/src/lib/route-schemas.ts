import { errorEnvelopeSchema } from '@atelier/shared';
import { z } from 'zod';

/**
 * Path ids are any short string here: the service answers a malformed one with the same 404 as
 * an unknown one (lib/access.ts), instead of a 422 that would tell ids apart.
 */
export const idParams = z.object({ id: z.string().max(200) });

/** Tags and the bearer requirement every protected business route declares in the OpenAPI doc. */
export const secured = (tag: string) => ({ tags: [tag], security: [{ bearerAuth: [] }] });

/**
 * The error answers a business route can give, for the OpenAPI document. The error handler's
 * envelope matches errorEnvelopeSchema, so declaring it costs nothing at run time.
 */
export const errorResponses = {
  401: errorEnvelopeSchema.describe('Missing or expired session (UNAUTHORIZED)'),
  404: errorEnvelopeSchema.describe('No record of yours with that id, or a malformed id (NOT_FOUND)'),
  422: errorEnvelopeSchema.describe('The body or query failed validation (VALIDATION_ERROR, with field errors)'),
};
/** Creates may also be refused by the plan (PLAN_*_LIMIT_REACHED). */
export const createErrorResponses = {
  ...errorResponses,
  403: errorEnvelopeSchema.describe('The plan does not allow another record (PLAN_CLIENT_LIMIT_REACHED, PLAN_PROJECT_LIMIT_REACHED)'),
};
