import { API, type SizeChart } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { handle, listAnswer } from '../../lib/declared-routes.js';
import { withIds } from '../../lib/ids.js';
import { proposeSizeFor } from './proposal.js';
import { sizeChartService, type SizeChartLine } from './service.js';

/** A size chart as every answer shows it: a note not given is "" (decision 017). */
export function presentSizeChart(row: SizeChartLine): SizeChart {
  return {
    ...withIds(row),
    designer: { id: row.supplierId, name: row.designerName },
    name: row.name,
    unit: row.unit,
    rule: row.rule,
    measures: row.measures,
    rows: row.rows,
    note: row.note ?? '',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The size charts routes as declared in packages/shared (decision 062). */
export async function sizeChartRoutes(app: FastifyInstance, ctx: AppContext) {
  const sizeCharts = sizeChartService(ctx);
  const routes = API.sizeCharts;

  handle(app, ctx, routes.create, async ({ actor, body }) => ({
    sizeChart: presentSizeChart(await sizeCharts.create({ actor, input: body })),
  }));

  handle(app, ctx, routes.list, async ({ actor, query }) =>
    listAnswer('sizeCharts', await sizeCharts.list({ actor, filters: query }), presentSizeChart),
  );

  handle(
    app,
    ctx,
    routes.update,
    async ({ actor, params, body }) => ({ sizeChart: presentSizeChart(await sizeCharts.update({ actor, id: params.id, input: body })) }),
    { versionOf: tables.sizeCharts },
  );

  handle(app, ctx, routes.remove, async ({ actor, params }) => {
    await sizeCharts.remove({ actor, id: params.id });
    return { deleted: true as const };
  });

  handle(app, ctx, routes.propose, ({ actor, params, query }) =>
    proposeSizeFor(ctx.db, actor, { chartId: params.id, clientId: query.clientId }),
  );
}
