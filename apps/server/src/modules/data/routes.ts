import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle, withMessage } from '../../lib/declared-routes.js';
import { boundStudio } from '../../lib/studio-limits.js';
import { zipStream, type DeflatedEntry } from '../../lib/zip-stream.js';
import { presentClient } from '../clients/presenter.js';
import { buildExport } from './export.js';
import { importClients } from './import.js';

const MINUTE = 60_000;
/** Both read or write a whole account at once; a person needs a handful an hour. */
const DATA_LIMITS = {
  exportPerUser: { max: 20, windowMs: 60 * MINUTE },
  importPerUser: { max: 30, windowMs: 60 * MINUTE },
};

/**
 * The export's CSV and JSON files deflated in the worker pool (decision 097); a ZIP already
 * streaming waits for the studio's place rather than failing half sent.
 */
const deflater = (ctx: AppContext, studio: string) => (data: Uint8Array) =>
  ctx.heavy.run<DeflatedEntry>(studio, 'deflate', data, { queued: true });

/** The Data tab's routes as declared in packages/shared (decision 026, decision 062); everything is the actor's studio's. */
export async function dataRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = API.data;

  handle(app, ctx, routes.export, async ({ actor, reply }) => {
    await ctx.limiter.consume(`export:${actor.user.id}`, DATA_LIMITS.exportPerUser, 'Too many exports. Please try again later.');
    await boundStudio(ctx.limiter, 'export', actor.workspaceId);
    const { entries, mtime, filename } = await buildExport(ctx, actor);
    // Streamed one file at a time (decision 054): no Content-Length, the ZIP is never whole in memory.
    return reply
      .headers({ 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${filename}"` })
      .send(zipStream(entries, mtime, deflater(ctx, actor.workspaceId)));
  });

  handle(app, ctx, routes.importClients, async ({ actor, body }) => {
    await ctx.limiter.consume(`import:${actor.user.id}`, DATA_LIMITS.importPerUser, 'Too many imports. Please try again later.');
    const rows = await importClients(ctx, { actor, rows: body.rows });
    const data = { imported: rows.length, clients: rows.map(presentClient) };
    return withMessage(data, rows.length === 1 ? 'clientsImportedOne' : 'clientsImported', { count: rows.length });
  });
}
