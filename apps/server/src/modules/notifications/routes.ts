import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { presentNotification } from './presenter.js';
import { notificationService } from './service.js';

/** The studio's notices of what clients did through the portal (decision 082), signed in. */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = notificationService(ctx);

  handle(app, ctx, API.notifications.list, async ({ actor, query }) => {
    const { rows, nextCursor, unread } = await service.list({ actor, query });
    return { notifications: rows.map(presentNotification), nextCursor, unread };
  });

  handle(app, ctx, API.notifications.markRead, async ({ actor, body }) => ({ unread: await service.markRead({ actor, ids: body.ids }) }));
}
