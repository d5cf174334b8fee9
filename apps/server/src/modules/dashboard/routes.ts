import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle, listAnswer } from '../../lib/declared-routes.js';
import { firstStepsService } from './first-steps.js';
import { presentActivity, presentDashboard } from './presenter.js';
import { dashboardService } from './service.js';

/** The dashboard routes as declared in packages/shared: `data` is the stats themselves (decision 034); the activity log pages (decision 069); a new studio's first steps (decision 211). */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const dashboard = dashboardService(ctx);
  const firstSteps = firstStepsService(ctx);
  handle(app, ctx, API.dashboard.stats, async ({ actor }) => presentDashboard(await dashboard.stats({ actor })));
  handle(app, ctx, API.dashboard.activity, async ({ actor, query }) =>
    listAnswer('activity', await dashboard.activity({ actor, page: query }), presentActivity),
  );
  handle(app, ctx, API.dashboard.firstSteps, ({ actor }) => firstSteps.read({ actor }));
  handle(app, ctx, API.dashboard.dismissFirstSteps, ({ actor }) => firstSteps.dismiss({ actor }));
}
