import { ANALYTICS_PERIOD_LABELS, API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle, withMessage } from '../../lib/declared-routes.js';
import { analyticsCsv } from './csv-tables.js';
import { analyticsService } from './service.js';

/** The analytics routes as declared in packages/shared (decisions 034 and 062). */
export async function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const analytics = analyticsService(ctx);
  const routes = API.analytics;

  // The message names the period the figures cover, as the page shows it.
  handle(app, ctx, routes.stats, async ({ actor, query }) => {
    const stats = await analytics.stats({ actor, query });
    const { timePeriod, from, to } = stats.range;
    const label = timePeriod === 'custom' ? `${from} to ${to}` : ANALYTICS_PERIOD_LABELS[timePeriod];
    return withMessage(stats, 'analyticsLoaded', { period: label });
  });

  handle(app, ctx, routes.export, async ({ actor, query: { table, ...query }, reply }) => {
    const stats = await analytics.statsForExport({ actor, query });
    const { fileName, csv } = analyticsCsv(stats, table);
    return reply
      .headers({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${fileName}"` })
      .send(csv);
  });

  handle(app, ctx, routes.goals, async ({ actor }) => ({ goals: await analytics.goals({ actor }) }));

  handle(app, ctx, routes.saveGoals, async ({ actor, body }) => ({ goals: await analytics.setGoals({ actor, input: body }) }));
}
