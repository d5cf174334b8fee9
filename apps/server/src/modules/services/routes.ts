import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { can, type Actor } from '../../lib/actor.js';
import { handle, listAnswer } from '../../lib/declared-routes.js';
import { presentService } from './presenter.js';
import { serviceService } from './service.js';

/** Prices are shown to the roles that may set them (decision 150). */
const seen = (actor: Actor) => ({ showPrice: can(actor, 'services.write') });

/** The price-list routes as declared in packages/shared (decision 062). */
export async function serviceRoutes(app: FastifyInstance, ctx: AppContext) {
  const services = serviceService(ctx);
  const routes = API.services;

  handle(app, ctx, routes.create, async ({ actor, body }) => ({
    service: presentService(await services.create({ actor, input: body }), seen(actor)),
  }));

  handle(app, ctx, routes.list, async ({ actor, query }) =>
    listAnswer('services', await services.list({ actor, filters: query }), (row) => presentService(row, seen(actor))),
  );

  handle(
    app,
    ctx,
    routes.update,
    async ({ actor, params, body }) => ({
      service: presentService(await services.update({ actor, id: params.id, input: body }), seen(actor)),
    }),
    { versionOf: tables.services },
  );

  handle(app, ctx, routes.remove, async ({ actor, params }) => {
    await services.remove({ actor, id: params.id });
    return { deleted: true as const };
  });
}
