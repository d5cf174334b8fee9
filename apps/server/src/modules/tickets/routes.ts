import { sendPdf } from '../../lib/reply.js';
import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { handle, listAnswer } from '../../lib/declared-routes.js';
import { printingDocuments, printStudioOf } from '../printing/documents.js';
import { presentTicket } from './presenter.js';
import { claimCheckTicketOf, ticketTagsOf } from './print.js';
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

  // Read first, so another studio's ticket is 404 before any drawing is spent (decision 153).
  const printing = printingDocuments(ctx);

  handle(app, ctx, routes.claimCheck, async ({ actor, params, query, reply }) => {
    const { record, owner } = await tickets.get({ actor, id: params.id });
    const studio = await printStudioOf(ctx, actor.workspaceId);
    const ticket = claimCheckTicketOf(record, viewFor(actor, owner, new Date()));
    return sendPdf(reply, await printing.claimCheck({ actor, input: { studio, ticket, format: query.format ?? 'receipt' } }));
  });

  handle(app, ctx, routes.tags, async ({ actor, params, query, reply }) => {
    const { record } = await tickets.get({ actor, id: params.id });
    const studio = await printStudioOf(ctx, actor.workspaceId);
    const input = {
      studioName: studio.brand.name,
      tags: ticketTagsOf(record),
      format: query.format ?? 'receipt',
      language: studio.language,
      updatedAt: record.updatedAt.toISOString(),
    };
    return sendPdf(reply, await printing.tags({ actor, input, name: record.code }));
  });
}
