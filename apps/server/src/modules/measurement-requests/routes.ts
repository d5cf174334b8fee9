import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { presentMeasurement } from '../measurements/presenter.js';
import { presentMeasurementRequest, recordedValues } from './presenter.js';
import { measurementRequestService } from './service.js';

/** The studio's side of measurements taken at home (decision 084), signed in. */
export async function measurementRequestRoutes(app: FastifyInstance, ctx: AppContext) {
  const requests = measurementRequestService(ctx);
  const routes = API.measurementRequests;
  /** Each sent value beside the client's latest recorded one, read once for the answer. */
  const present = async (row: Parameters<typeof presentMeasurementRequest>[0]) =>
    presentMeasurementRequest(row, await recordedValues(ctx.db, row));

  handle(app, ctx, routes.create, async ({ actor, params, body }) => ({
    request: await present(await requests.create({ actor, clientId: params.id, input: body })),
  }));

  handle(app, ctx, routes.list, async ({ actor, params }) => {
    const rows = await requests.list({ actor, clientId: params.id });
    const recorded = await recordedValues(ctx.db, { workspaceId: actor.workspaceId, clientId: params.id });
    return { requests: rows.map((row) => presentMeasurementRequest(row, recorded)) };
  });

  handle(app, ctx, routes.approve, async ({ actor, params, body }) => {
    const { request, measurement } = await requests.approve({ actor, id: params.id, input: body });
    return { request: await present(request), measurement: presentMeasurement(measurement) };
  });

  handle(app, ctx, routes.reject, async ({ actor, params }) => ({
    request: await present(await requests.reject({ actor, id: params.id })),
  }));

  handle(app, ctx, routes.cancel, async ({ actor, params }) => ({
    request: await present(await requests.cancel({ actor, id: params.id })),
  }));
}
