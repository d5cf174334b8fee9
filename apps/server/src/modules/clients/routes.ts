import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { handle, listAnswer } from '../../lib/declared-routes.js';
import { clientOverviewService } from './overview.js';
import { presentClientOverview } from './overview-presenter.js';
import { presentClient } from './presenter.js';
import { clientService } from './service.js';

/** The client routes as declared in packages/shared (decision 062); every call acts in the actor's studio. */
export async function clientRoutes(app: FastifyInstance, ctx: AppContext) {
  const clients = clientService(ctx);
  const overview = clientOverviewService(ctx);
  const routes = API.clients;

  handle(app, ctx, routes.create, async ({ actor, body }) => ({ client: presentClient(await clients.create({ actor, input: body })) }));

  handle(app, ctx, routes.list, async ({ actor, query }) =>
    listAnswer('clients', await clients.list({ actor, filters: query }), presentClient),
  );

  handle(app, ctx, routes.get, async ({ actor, params }) => {
    const { client, related, deletion } = await clients.get({ actor, id: params.id });
    return { client: presentClient(client), related, deletion };
  });

  handle(app, ctx, routes.overview, async ({ actor, params }) => ({
    overview: presentClientOverview(await overview.get({ actor, id: params.id })),
  }));

  handle(
    app,
    ctx,
    routes.update,
    async ({ actor, params, body }) => ({
      client: presentClient(await clients.update({ actor, id: params.id, input: body })),
    }),
    { versionOf: tables.clients },
  );

  handle(app, ctx, routes.remove, async ({ actor, params }) => ({ deleted: await clients.remove({ actor, id: params.id }) }));
}
