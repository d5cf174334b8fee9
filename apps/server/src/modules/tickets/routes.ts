import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { handle, listAnswer } from '../../lib/declared-routes.js';
import { presentTicket } from './presenter.js';
import { ticketService, viewFor } from './service.js';

/** The alteration ticket routes as declared in packages/shared (decisions 062, 151). */
export async function ticketRoutes(app: FastifyInstance, ctx: AppContext) {
  const tickets = ticketService(ctx);
  const routes = API.tickets;
  type Answer = Awaited<ReturnType<typeof tickets.get>>;
  const answer = (actor: Parameters<typeof viewFor>[0], { record, owner }: Answer) => ({
    ticket: presentTicket(record, viewFor(actor, owner, new Date())),
  });

  handle(app, ctx, routes.create, async ({ actor, body }) => answer(actor, await tickets.create({ actor, input: body })));

  handle(app, ctx, routes.list, async ({ actor, query }) => {
    const { list, owner } = await tickets.list({ actor, filters: query });
    const view = viewFor(actor, owner, new Date());
    return listAnswer('tickets', list, (record) => presentTicket(record, view));
  });

  handle(app, ctx, routes.suggestPickup, async ({ actor, query }) => ({ suggestion: await tickets.suggest({ actor, query }) }));

  handle(app, ctx, routes.settings, async ({ actor }) => ({ settings: await tickets.settings({ actor }) }));

  handle(app, ctx, routes.updateSettings, async ({ actor, body }) => ({ settings: await tickets.updateSettings({ actor, input: body }) }));

  handle(app, ctx, routes.get, async ({ actor, params }) => answer(actor, await tickets.get({ actor, id: params.id })));

  handle(
    app,
    ctx,
    routes.update,
    async ({ actor, params, body }) => answer(actor, await tickets.update({ actor, id: params.id, input: body })),
    { versionOf: tables.tickets },
  );
}
