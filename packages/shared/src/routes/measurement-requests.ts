import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import {
  approveMeasurementRequestBodySchema,
  createMeasurementRequestBodySchema,
  MEASUREMENT_REQUEST_LIMITS,
  measurementRequestSchema,
} from '../measurement-requests.js';
import { measurementSchema } from '../measurements.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  measurementRequestCreated: 'Request sent to the client’s portal',
  measurementRequestsLoaded: 'Measurement requests loaded',
  measurementRequestApproved: 'Measurements approved and recorded',
  measurementRequestRejected: 'Measurements rejected',
  measurementRequestCancelled: 'Request cancelled',
} satisfies RouteMessages;

const request = z.object({ request: measurementRequestSchema });
const changed = errorEnvelopeSchema.describe(
  'The request is no longer in a state that allows this: already sent, decided or cancelled, or sent again since it was read (MEASUREMENT_REQUEST_CHANGED)',
);

/** The studio's side of measurements the client takes at home (decision 084). */
export const measurementRequestRoutes = routeGroup(messages, {
  create: defineRoute({
    method: 'POST',
    path: '/clients/:id/measurement-requests',
    resource: 'measurement-requests',
    access: 'measurements.write',
    record: 'clients',
    params: idParams,
    body: createMeasurementRequestBodySchema,
    description:
      'Asks the client to measure themselves for a built-in garment or one of the studio’s ' +
      'templates (Premium and Enterprise): the list and its hints are copied into the request, ' +
      'which the client sees on their portal.',
    success: { status: 201, data: request },
    message: 'measurementRequestCreated',
    errors: {
      ...errorResponses,
      403: errorEnvelopeSchema.describe('The plan has no client portal (FEATURE_NOT_AVAILABLE), or the role may not (FORBIDDEN)'),
      409: errorEnvelopeSchema.describe(
        'The client already has a request for that garment waiting to be sent or decided (MEASUREMENT_REQUEST_PENDING)',
      ),
      429: errorEnvelopeSchema.describe('Too many requests asked by the studio in a short time (RATE_LIMITED)'),
    },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/clients/:id/measurement-requests',
    resource: 'measurement-requests',
    access: 'measurements.read',
    record: 'clients',
    params: idParams,
    description:
      `The client's requests, newest first (the latest ${MEASUREMENT_REQUEST_LIMITS.list}), ` +
      `each sent value beside the client's latest recorded value of that name.`,
    success: { status: 200, data: z.object({ requests: z.array(measurementRequestSchema) }) },
    message: 'measurementRequestsLoaded',
    errors: errorResponses,
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/measurement-requests/:id/approve',
    resource: 'measurement-requests',
    access: 'measurements.write',
    record: 'measurementRequests',
    params: idParams,
    body: approveMeasurementRequestBodySchema,
    description:
      'Makes what the client sent a measurement record taken by the client, in the request’s unit, and marks the request approved.',
    success: { status: 200, data: z.object({ request: measurementRequestSchema, measurement: measurementSchema }) },
    message: 'measurementRequestApproved',
    errors: { ...errorResponses, 409: changed },
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/measurement-requests/:id/reject',
    resource: 'measurement-requests',
    access: 'measurements.write',
    record: 'measurementRequests',
    params: idParams,
    description: 'Declines what the client sent; nothing is recorded. Ask again for new values.',
    success: { status: 200, data: request },
    message: 'measurementRequestRejected',
    errors: { ...errorResponses, 409: changed },
  }),
  cancel: defineRoute({
    method: 'DELETE',
    path: '/measurement-requests/:id',
    resource: 'measurement-requests',
    access: 'measurements.write',
    record: 'measurementRequests',
    params: idParams,
    description: 'Withdraws a request the client has not answered yet; it leaves their portal at once.',
    success: { status: 200, data: request },
    message: 'measurementRequestCancelled',
    errors: { ...errorResponses, 409: changed },
  }),
});
