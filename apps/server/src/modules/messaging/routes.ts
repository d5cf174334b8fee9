import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle, listAnswer } from '../../lib/declared-routes.js';
import { presentConversationMessage } from '../conversation/presenter.js';
import { conversationService } from './conversation.js';
import { messagingService } from './service.js';
import { messageTemplateService } from './templates.js';

/** Messages to clients and their templates (decision 083), and each client's conversation (decision 131), as declared in packages/shared. */
export async function messagingRoutes(app: FastifyInstance, ctx: AppContext) {
  const templates = messageTemplateService(ctx);
  const messages = messagingService(ctx);
  const conversation = conversationService(ctx);

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

  // The client's conversation (decision 131).
  handle(app, ctx, API.conversation.list, async ({ actor, params, query }) => {
    const { read, seesMoney } = await conversation.list({ actor, clientId: params.id, page: query });
    return listAnswer('messages', read, (line) => presentConversationMessage(line, { seesMoney }));
  });
  handle(app, ctx, API.conversation.reply, async ({ actor, params, body }) => conversation.reply({ actor, clientId: params.id, body }));
  handle(app, ctx, API.conversation.read, async ({ actor, params }) => ({
    unread: await conversation.markRead({ actor, clientId: params.id }),
  }));
}
