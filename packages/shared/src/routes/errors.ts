import { errorEnvelopeSchema } from '../envelope.js';

/**
 * The error answers routes declare for the OpenAPI document. The server's error handler writes
 * every error as errorEnvelopeSchema, so declaring them costs nothing at run time.
 */
export const errorResponses = {
  401: errorEnvelopeSchema.describe('Missing or expired session (UNAUTHORIZED)'),
  404: errorEnvelopeSchema.describe('No record of yours with that id, or a malformed id (NOT_FOUND)'),
  422: errorEnvelopeSchema.describe('The body or query failed validation (VALIDATION_ERROR, with field errors)'),
};

/** Every create: the studio may hold no more records of the kind (decision 070), besides validation. */
export const storeLimitResponse = errorEnvelopeSchema.describe(
  'The body or query failed validation (VALIDATION_ERROR, with field errors), or the studio ' +
    'holds the most records of this kind (STORE_LIMIT_REACHED, the field names the store)',
);

/** Creates may also be refused by the plan (PLAN_*_LIMIT_REACHED) or the store's bound (STORE_LIMIT_REACHED). */
export const createErrorResponses = {
  ...errorResponses,
  422: storeLimitResponse,
  403: errorEnvelopeSchema.describe('The plan does not allow another record (PLAN_CLIENT_LIMIT_REACHED, PLAN_PROJECT_LIMIT_REACHED)'),
};
