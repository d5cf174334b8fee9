import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { notBuilt } from '../../lib/not-built.js';

/** The studio's tax settings and rates (decision 162). */
export async function taxRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = API.tax;
  handle(app, ctx, routes.settings, notBuilt);
  handle(app, ctx, routes.updateSettings, notBuilt);
  handle(app, ctx, routes.addRate, notBuilt);
  handle(app, ctx, routes.updateRate, notBuilt);
  handle(app, ctx, routes.removeRate, notBuilt);
}
