import { clientImportBodySchema, clientImportDataSchema, errorEnvelopeSchema, successEnvelope } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/authenticate.js';
import { ok } from '../../lib/reply.js';
import { boundStudio } from '../../lib/studio-limits.js';
import { zipStream } from '../../lib/zip-stream.js';
import { createErrorResponses, errorResponses, secured } from '../../lib/route-schemas.js';
import { presentClient } from '../clients/presenter.js';
import { buildExport } from './export.js';
import { importClients } from './import.js';

const MINUTE = 60_000;
/** Both read or write a whole account at once; a person needs a handful an hour. */
export const DATA_LIMITS = {
  exportPerUser: { max: 20, windowMs: 60 * MINUTE },
  importPerUser: { max: 30, windowMs: 60 * MINUTE },
};

/** The Data tab's calls (decision 026). Registered behind requireAuth; everything is the actor's studio's. */
export async function dataRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/user/export',
    {
      schema: {
        ...secured('user'),
        description: 'A ZIP with clients.csv, measurements.csv, projects.csv and atelier-export.json (decision 026).',
        produces: ['application/zip'],
        response: { 200: z.unknown().describe('The ZIP file (application/zip)'), 401: errorResponses[401], 429: errorEnvelopeSchema.describe('Too many exports (RATE_LIMITED)') },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      ctx.limiter.consume(`export:${actor.user.id}`, DATA_LIMITS.exportPerUser, 'Too many exports. Please try again later.');
      boundStudio(ctx.limiter, 'export', actor.workspaceId);
      const { entries, mtime, filename } = await buildExport(ctx, actor);
      // Streamed one file at a time (decision 054): no Content-Length, the ZIP is never whole in memory.
      return reply.headers({ 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${filename}"` }).send(zipStream(entries, mtime));
    },
  );

  r.post(
    '/clients/import',
    {
      schema: {
        ...secured('clients'),
        body: clientImportBodySchema,
        response: { 201: successEnvelope(clientImportDataSchema), ...createErrorResponses },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      ctx.limiter.consume(`import:${actor.user.id}`, DATA_LIMITS.importPerUser, 'Too many imports. Please try again later.');
      const rows = await importClients(ctx, { actor, rows: req.body.rows });
      reply.code(201);
      const message = rows.length === 1 ? '1 client imported successfully' : `${rows.length} clients imported successfully`;
      return ok(message, { imported: rows.length, clients: rows.map(presentClient) }, 201);
    },
  );
}
