import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { searchService } from './service.js';

/** One search for anything (decision 210), as declared in packages/shared. */
export async function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  const search = searchService(ctx);
  handle(app, ctx, API.search.find, async ({ actor, query }) => ({ groups: await search.find({ actor, query }) }));
}
