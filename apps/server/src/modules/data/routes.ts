import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle, withMessage } from '../../lib/declared-routes.js';
import { boundStudio } from '../../lib/studio-limits.js';
import { zipStream } from '../../lib/zip-stream.js';
import { presentClient } from '../clients/presenter.js';
import { buildExport } from './export.js';
import { importClients } from './import.js';

const MINUTE = 60_000;
/** Both read or write a whole account at once; a person needs a handful an hour. */
const DATA_LIMITS = {
  exportPerUser: { max: 20, windowMs: 60 * MINUTE },
  importPerUser: { max: 30, windowMs: 60 * MINUTE },
};

/** The Data tab's routes as declared in packages/shared (decision 026, decision 062); everything is the actor's studio's. */
export async function dataRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = API.data;

  handle(app, ctx, routes.export, async ({ actor, reply }) => {
    ctx.limiter.consume(`export:${actor.user.id}`, DATA_LIMITS.exportPerUser, 'Too many exports. Please try again later.');
    boundStudio(ctx.limiter, 'export', actor.workspaceId);
    const { entries, mtime, filename } = await buildExport(ctx, actor);
    // Streamed one file at a time (decision 054): no Content-Length, the ZIP is never whole in memory.
    return reply
      .headers({ 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${filename}"` })
      .send(zipStream(entries, mtime));
  });

  handle(app, ctx, routes.importClients, async ({ actor, body }) => {
    ctx.limiter.consume(`import:${actor.user.id}`, DATA_LIMITS.importPerUser, 'Too many imports. Please try again later.');
    const rows = await importClients(ctx, { actor, rows: body.rows });
    const data = { imported: rows.length, clients: rows.map(presentClient) };
    return withMessage(data, rows.length === 1 ? 'clientsImportedOne' : 'clientsImported', { count: rows.length });
  });
}
