import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { accountingService } from './service.js';

/** The accountant's FEC and CSV journal (decision 166). */
export async function accountingRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = accountingService(ctx);
  handle(app, ctx, API.accounting.export, async ({ actor, query, reply }) => {
    const file = await service.export({ actor, query });
    return reply
      .headers({ 'content-type': file.contentType, 'content-disposition': `attachment; filename="${file.fileName}"` })
      .send(file.body);
  });
}
