import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { handle, listAnswer } from '../../lib/declared-routes.js';
import { presentMeasurement, presentMeasurementRecord } from './presenter.js';
import { measurementService } from './service.js';

/** The measurement routes as declared in packages/shared (decision 062), plus one client's list under /clients/{clientId}/measurements. */
export async function measurementRoutes(app: FastifyInstance, ctx: AppContext) {
  const measurements = measurementService(ctx);
  const routes = API.measurements;

  handle(app, ctx, routes.create, async ({ actor, body }) => ({
    measurement: presentMeasurement(await measurements.create({ actor, input: body })),
  }));

  handle(app, ctx, routes.list, async ({ actor, query }) =>
    listAnswer('measurements', await measurements.list({ actor, filters: query, clientField: 'clientId' }), presentMeasurement),
  );

  handle(app, ctx, routes.forClient, async ({ actor, params, query }) =>
    listAnswer('measurements', await measurements.list({ actor, filters: { ...query, clientId: params.clientId } }), presentMeasurement),
  );

  handle(app, ctx, routes.get, async ({ actor, params }) => {
    const { row, revisions } = await measurements.get({ actor, id: params.id });
    return { measurement: presentMeasurementRecord(row, revisions) };
  });

  handle(
    app,
    ctx,
    routes.update,
    async ({ actor, params, body }) => {
      const { row, revisions } = await measurements.update({ actor, id: params.id, input: body });
      return { measurement: presentMeasurementRecord(row, revisions) };
    },
    { versionOf: tables.measurements },
  );

  handle(app, ctx, routes.remove, async ({ actor, params }) => {
    await measurements.remove({ actor, id: params.id });
    return {};
  });
}
