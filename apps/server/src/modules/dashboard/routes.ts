import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { presentDashboard } from './presenter.js';
import { dashboardService } from './service.js';

/** The dashboard route as declared in packages/shared: `data` is the stats themselves (decision 034). */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const dashboard = dashboardService(ctx);
  handle(app, ctx, API.dashboard.stats, async ({ actor }) => presentDashboard(await dashboard.stats({ actor })));
}
