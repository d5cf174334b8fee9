import {
  createMeasurementBodySchema,
  measurementListQuerySchema,
  measurementSchema,
  successEnvelope,
  updateMeasurementBodySchema,
} from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/authenticate.js';
import { ok } from '../../lib/reply.js';
import { createErrorResponses, errorResponses, idParams, secured } from '../../lib/route-schemas.js';
import { presentMeasurement } from './presenter.js';
import { measurementService } from './service.js';

const measurementData = successEnvelope(z.object({ measurement: measurementSchema }));
const measurementsData = successEnvelope(z.object({ measurements: z.array(measurementSchema) }));
const deletedData = successEnvelope(z.object({}));
const clientParams = z.object({ clientId: z.string().max(200) });

/** The measurement routes, plus the per-client list under /clients/{clientId}/measurements. */
export async function measurementRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = secured('measurements');
  const measurements = measurementService(ctx);

  r.post(
    '/measurements',
    { schema: { ...schema, body: createMeasurementBodySchema, response: { 201: measurementData, ...createErrorResponses } } },
    async (req, reply) => {
      const row = await measurements.create({ actor: actorOf(req), input: req.body });
      reply.code(201);
      return ok('Measurement added successfully!', { measurement: presentMeasurement(row) }, 201);
    },
  );

  r.get(
    '/measurements',
    { schema: { ...schema, querystring: measurementListQuerySchema, response: { 200: measurementsData, ...errorResponses } } },
    async (req) => {
      const rows = await measurements.list({ actor: actorOf(req), filters: req.query, clientField: 'clientId' });
      return ok('Measurements loaded successfully!', { measurements: rows.map(presentMeasurement) });
    },
  );

  r.get(
    '/clients/:clientId/measurements',
    {
      schema: {
        ...schema,
        params: clientParams,
        querystring: measurementListQuerySchema.omit({ clientId: true }),
        response: { 200: measurementsData, ...errorResponses },
      },
    },
    async (req) => {
      const rows = await measurements.list({ actor: actorOf(req), filters: { ...req.query, clientId: req.params.clientId } });
      return ok('Measurements loaded successfully!', { measurements: rows.map(presentMeasurement) });
    },
  );

  r.get(
    '/measurements/:id',
    { schema: { ...schema, params: idParams, response: { 200: measurementData, ...errorResponses } } },
    async (req) => {
      const row = await measurements.get({ actor: actorOf(req), id: req.params.id });
      return ok('Measurement loaded successfully!', { measurement: presentMeasurement(row) });
    },
  );

  r.patch(
    '/measurements/:id',
    { schema: { ...schema, params: idParams, body: updateMeasurementBodySchema, response: { 200: measurementData, ...errorResponses } } },
    async (req) => {
      const row = await measurements.update({ actor: actorOf(req), id: req.params.id, input: req.body });
      return ok('Measurement updated successfully!', { measurement: presentMeasurement(row) });
    },
  );

  r.delete(
    '/measurements/:id',
    { schema: { ...schema, params: idParams, response: { 200: deletedData, ...errorResponses } } },
    async (req) => {
      await measurements.remove({ actor: actorOf(req), id: req.params.id });
      return ok('Measurement deleted successfully!', {});
    },
  );
}
