import { dashboardStatsSchema, successEnvelope } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/authenticate.js';
import { ok } from '../../lib/reply.js';
import { errorResponses, secured } from '../../lib/route-schemas.js';
import { presentDashboard } from './presenter.js';
import { dashboardService } from './service.js';

const statsData = successEnvelope(dashboardStatsSchema);

/** The dashboard route: `data` is the stats themselves (decision 034). */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const dashboard = dashboardService(ctx);
  r.get(
    '/dashboard/stats',
    { schema: { ...secured('dashboard'), response: { 200: statsData, 401: errorResponses[401] } } },
    async (req) => {
      return ok('Dashboard data loaded', presentDashboard(await dashboard.stats({ actor: actorOf(req) })));
    },
  );
}
