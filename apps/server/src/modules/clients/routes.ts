import {
  clientDeletionSummarySchema,
  clientDetailDataSchema,
  clientListQuerySchema,
  clientSchema,
  createClientBodySchema,
  successEnvelope,
  updateClientBodySchema,
} from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/authenticate.js';
import { ok } from '../../lib/reply.js';
import { createErrorResponses, errorResponses, idParams, secured } from '../../lib/route-schemas.js';
import { presentClient } from './presenter.js';
import { clientService } from './service.js';

const clientData = successEnvelope(z.object({ client: clientSchema }));
const clientsData = successEnvelope(z.object({ clients: z.array(clientSchema) }));
const detailData = successEnvelope(clientDetailDataSchema);
const deletedData = successEnvelope(z.object({ deleted: clientDeletionSummarySchema }));

/** The client routes. Registered behind requireAuth; every call acts in the actor's studio. */
export async function clientRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const clients = clientService(ctx);
  const schema = secured('clients');

  r.post(
    '/clients',
    { schema: { ...schema, body: createClientBodySchema, response: { 201: clientData, ...createErrorResponses } } },
    async (req, reply) => {
      const client = await clients.create({ actor: actorOf(req), input: req.body });
      reply.code(201);
      return ok('Client added successfully!', { client: presentClient(client) }, 201);
    },
  );

  r.get(
    '/clients',
    { schema: { ...schema, querystring: clientListQuerySchema, response: { 200: clientsData, ...errorResponses } } },
    async (req) => {
      const rows = await clients.list({ actor: actorOf(req), filters: req.query });
      return ok('Clients loaded successfully!', { clients: rows.map(presentClient) });
    },
  );

  r.get('/clients/:id', { schema: { ...schema, params: idParams, response: { 200: detailData, ...errorResponses } } }, async (req) => {
    const { client, related, deletion } = await clients.get({ actor: actorOf(req), id: req.params.id });
    return ok('Client loaded successfully!', { client: presentClient(client), related, deletion });
  });

  r.patch(
    '/clients/:id',
    { schema: { ...schema, params: idParams, body: updateClientBodySchema, response: { 200: clientData, ...errorResponses } } },
    async (req) => {
      const client = await clients.update({ actor: actorOf(req), id: req.params.id, input: req.body });
      return ok('Client updated successfully!', { client: presentClient(client) });
    },
  );

  r.delete('/clients/:id', { schema: { ...schema, params: idParams, response: { 200: deletedData, ...errorResponses } } }, async (req) => {
    const deleted = await clients.remove({ actor: actorOf(req), id: req.params.id });
    return ok('Client deleted successfully!', { deleted });
  });
}
