import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { messagingService } from './service.js';
import { messageTemplateService } from './templates.js';

/** Messages to clients and their templates, as declared in packages/shared (decision 083). */
export async function messagingRoutes(app: FastifyInstance, ctx: AppContext) {
  const templates = messageTemplateService(ctx);
  const messages = messagingService(ctx);

  handle(app, ctx, API.messageTemplates.list, async ({ actor }) => ({ templates: await templates.list({ actor }) }));
  handle(app, ctx, API.messageTemplates.update, async ({ actor, params, body }) => ({
    template: await templates.update({ actor, kind: params.kind, input: body }),
  }));
  handle(app, ctx, API.messageTemplates.reset, async ({ actor, params }) => ({
    template: await templates.reset({ actor, kind: params.kind }),
  }));

  handle(app, ctx, API.messaging.send, async ({ actor, params, body }) => ({
    message: await messages.send({ actor, clientId: params.id, body }),
  }));
  handle(app, ctx, API.messaging.preview, async ({ actor, params, body }) => ({
    preview: await messages.preview({ actor, clientId: params.id, body }),
  }));
  handle(app, ctx, API.messaging.usage, async ({ actor }) => ({ usage: await messages.usage({ actor }) }));
}
