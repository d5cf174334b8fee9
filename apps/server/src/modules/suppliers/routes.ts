import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { handle, listAnswer } from '../../lib/declared-routes.js';
import { presentSupplier } from './presenter.js';
import { supplierService } from './service.js';

/** The supplier routes as declared in packages/shared (decisions 062, 145); every call acts in the actor's studio. */
export async function supplierRoutes(app: FastifyInstance, ctx: AppContext) {
  const suppliers = supplierService(ctx);
  const routes = API.suppliers;

  handle(app, ctx, routes.create, async ({ actor, body }) => ({
    supplier: presentSupplier(await suppliers.create({ actor, input: body })),
  }));

  handle(app, ctx, routes.list, async ({ actor, query }) =>
    listAnswer('suppliers', await suppliers.list({ actor, filters: query }), presentSupplier),
  );

  handle(app, ctx, routes.get, async ({ actor, params }) => ({ supplier: presentSupplier(await suppliers.get({ actor, id: params.id })) }));

  handle(
    app,
    ctx,
    routes.update,
    async ({ actor, params, body }) => ({
      supplier: presentSupplier(await suppliers.update({ actor, id: params.id, input: body })),
    }),
    { versionOf: tables.suppliers },
  );

  handle(app, ctx, routes.remove, async ({ actor, params }) => {
    await suppliers.remove({ actor, id: params.id });
    return {};
  });
}
