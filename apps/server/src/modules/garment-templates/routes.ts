import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { handle } from '../../lib/declared-routes.js';
import { measurementHistory } from '../measurements/history.js';
import { presentGarmentTemplate } from './presenter.js';
import { garmentTemplateService } from './service.js';

/** The studio's garment templates and a client's measurement history, as declared in packages/shared (decision 078). */
export async function garmentTemplateRoutes(app: FastifyInstance, ctx: AppContext) {
  const templates = garmentTemplateService(ctx);
  const routes = API.garmentTemplates;

  handle(app, ctx, routes.list, async ({ actor }) => ({ templates: (await templates.list({ actor })).map(presentGarmentTemplate) }));

  handle(app, ctx, routes.create, async ({ actor, body }) => ({
    template: presentGarmentTemplate(await templates.create({ actor, input: body })),
  }));

  handle(app, ctx, routes.get, async ({ actor, params }) => ({
    template: presentGarmentTemplate(await templates.get({ actor, id: params.id })),
  }));

  handle(
    app,
    ctx,
    routes.update,
    async ({ actor, params, body }) => ({
      template: presentGarmentTemplate(await templates.update({ actor, id: params.id, input: body })),
    }),
    { versionOf: tables.garmentTemplates },
  );

  handle(app, ctx, routes.remove, async ({ actor, params }) => {
    await templates.remove({ actor, id: params.id });
    return {};
  });

  handle(app, ctx, routes.history, async ({ actor, params }) => measurementHistory(ctx, { actor, clientId: params.clientId }));
}
