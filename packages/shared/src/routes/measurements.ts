import { z } from 'zod';
import {
  createMeasurementBodySchema,
  measurementListQuerySchema,
  measurementSchema,
  updateMeasurementBodySchema,
} from '../measurements.js';
import { measurementRecordSchema } from '../measurement-revisions.js';
import { pageOf } from '../pages.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { createErrorResponses, errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  measurementAdded: 'Measurement added successfully!',
  measurementsLoaded: 'Measurements loaded successfully!',
  measurementLoaded: 'Measurement loaded successfully!',
  measurementUpdated: 'Measurement updated successfully!',
  measurementDeleted: 'Measurement deleted successfully!',
} satisfies RouteMessages;

const measurement = z.object({ measurement: measurementSchema });
/** One record with its latest changes (decision 130): what its own GET and its edit answer. */
const record = z.object({ measurement: measurementRecordSchema });
const measurements = pageOf('measurements', measurementSchema);

/** The studio's measurement records (decision 012), and one client's under /clients/{clientId}/measurements. */
export const measurementRoutes = routeGroup(messages, {
  create: defineRoute({
    method: 'POST',
    path: '/measurements',
    resource: 'measurements',
    access: 'measurements.write',
    body: createMeasurementBodySchema,
    success: { status: 201, data: measurement },
    message: 'measurementAdded',
    errors: createErrorResponses,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/measurements',
    resource: 'measurements',
    access: 'measurements.read',
    query: measurementListQuerySchema,
    success: { status: 200, data: measurements },
    message: 'measurementsLoaded',
    errors: errorResponses,
  }),
  /** One client's records, newest first: the pattern generator picks one from them. */
  forClient: defineRoute({
    method: 'GET',
    path: '/clients/:clientId/measurements',
    resource: 'measurements',
    access: 'measurements.read',
    params: z.object({ clientId: z.string().max(200) }),
    query: measurementListQuerySchema.omit({ clientId: true }),
    success: { status: 200, data: measurements },
    message: 'measurementsLoaded',
    errors: errorResponses,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/measurements/:id',
    resource: 'measurements',
    access: 'measurements.read',
    record: 'measurements',
    params: idParams,
    success: { status: 200, data: record },
    message: 'measurementLoaded',
    errors: errorResponses,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/measurements/:id',
    resource: 'measurements',
    access: 'measurements.write',
    record: 'measurements',
    params: idParams,
    body: updateMeasurementBodySchema,
    success: { status: 200, data: record },
    message: 'measurementUpdated',
    errors: errorResponses,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/measurements/:id',
    resource: 'measurements',
    access: 'measurements.delete',
    record: 'measurements',
    params: idParams,
    success: { status: 200, data: z.object({}) },
    message: 'measurementDeleted',
    errors: errorResponses,
  }),
});
