import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle, type RouteExtras } from '../../lib/declared-routes.js';
import { boundNetwork, openLink, portalHeaders } from '../portal/guard.js';
import { portalCancel, portalMove, portalSlots } from './portal-moves.js';

const routes = API.portalBookings;

/**
 * A booked appointment on the client's portal (decision 156): the portal's own headers and bounds,
 * per network before the body and per link once it is found; every handler starts from the live link.
 */
export async function portalBookingRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (portal) => {
    portalHeaders(portal);
    const extras: RouteExtras = { preValidation: boundNetwork(ctx) };

    handle(
      portal,
      ctx,
      routes.slots,
      async ({ params, query }) => {
        const link = await openLink(ctx, params.token, 'read');
        return portalSlots(ctx, {
          link,
          eventId: params.id,
          ...(query.from ? { from: query.from } : {}),
          days: query.days ?? 7,
          now: new Date(),
        });
      },
      extras,
    );

    handle(
      portal,
      ctx,
      routes.cancel,
      async ({ params }) => {
        const link = await openLink(ctx, params.token, 'write');
        return { appointment: await portalCancel(ctx, { link, eventId: params.id, now: new Date() }) };
      },
      extras,
    );

    handle(
      portal,
      ctx,
      routes.move,
      async ({ params, body }) => {
        const link = await openLink(ctx, params.token, 'write');
        return { appointment: await portalMove(ctx, { link, eventId: params.id, start: body.start, now: new Date() }) };
      },
      extras,
    );
  });
}
