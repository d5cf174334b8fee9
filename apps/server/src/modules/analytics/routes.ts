import {
  ANALYTICS_PERIOD_LABELS,
  analyticsExportQuerySchema,
  analyticsQuerySchema,
  analyticsStatsSchema,
  errorEnvelopeSchema,
  revenueGoalsBodySchema,
  revenueGoalsSchema,
  successEnvelope,
} from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/authenticate.js';
import { ok } from '../../lib/reply.js';
import { errorResponses, secured } from '../../lib/route-schemas.js';
import { analyticsCsv } from './csv-tables.js';
import { analyticsService } from './service.js';

const statsData = successEnvelope(analyticsStatsSchema);
const goalsData = successEnvelope(z.object({ goals: revenueGoalsSchema }));
const analyticsErrors = {
  401: errorResponses[401],
  422: errorResponses[422],
  403: errorEnvelopeSchema.describe(
    'Analytics are not on the plan, or a custom range or CSV is not (FEATURE_NOT_AVAILABLE); or the role may not (FORBIDDEN)',
  ),
};

/** The analytics routes (decision 034). */
export async function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = secured('analytics');
  const analytics = analyticsService(ctx);

  r.get(
    '/analytics/stats',
    { schema: { ...schema, querystring: analyticsQuerySchema, response: { 200: statsData, ...analyticsErrors } } },
    async (req) => {
      const stats = await analytics.stats({ actor: actorOf(req), query: req.query });
      const label =
        stats.range.timePeriod === 'custom' ? `${stats.range.from} to ${stats.range.to}` : ANALYTICS_PERIOD_LABELS[stats.range.timePeriod];
      return ok(`Analytics data for ${label} loaded successfully!`, stats);
    },
  );

  r.get(
    '/analytics/export',
    {
      schema: {
        ...schema,
        description: 'One table of the analytics page as CSV (Enterprise: advanced analytics).',
        produces: ['text/csv'],
        querystring: analyticsExportQuerySchema,
        response: { 200: z.string().describe('The CSV file (text/csv)'), ...analyticsErrors },
      },
    },
    async (req, reply) => {
      const { table, ...query } = req.query;
      const stats = await analytics.statsForExport({ actor: actorOf(req), query });
      const { fileName, csv } = analyticsCsv(stats, table);
      return reply
        .headers({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${fileName}"` })
        .send(csv);
    },
  );

  r.get('/analytics/goals', { schema: { ...schema, response: { 200: goalsData, ...analyticsErrors } } }, async (req) => {
    return ok('Revenue goals loaded', { goals: await analytics.goals({ actor: actorOf(req) }) });
  });

  r.put(
    '/analytics/goals',
    { schema: { ...schema, body: revenueGoalsBodySchema, response: { 200: goalsData, ...analyticsErrors } } },
    async (req) => {
      return ok('Revenue goals saved', { goals: await analytics.setGoals({ actor: actorOf(req), input: req.body }) });
    },
  );
}
