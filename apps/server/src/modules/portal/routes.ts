import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle, listAnswer, type RouteExtras } from '../../lib/declared-routes.js';
import { presentPortalMessage } from '../conversation/presenter.js';
import { markThreadReadByClient, readThread } from '../conversation/thread.js';
import { submitSelfMeasurements } from '../measurement-requests/portal-submit.js';
import { answerAppointment, recordOpening, sendMessage, setClientLanguage } from './answers.js';
import { appointmentIcs, invoicePdf } from './files.js';
import { boundNetwork, openLink, portalHeaders } from './guard.js';
import { portalLinkService } from './link-service.js';
import { readPortalView } from './view.js';

/**
 * The client's side of the portal (decision 082), public: the token in the address is the key
 * (redacted from the logs). Its own scope gives every answer, errors included, the no-index,
 * no-store and no-referrer headers; each request is bounded per network before its body is read,
 * and per link once the link is found. Every handler starts from the live link or the one 404.
 */
export async function portalRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (portal) => {
    portalHeaders(portal);
    const extras: RouteExtras = { preValidation: boundNetwork(ctx) };
    const routes = API.portal;

    handle(
      portal,
      ctx,
      routes.view,
      async ({ params }) => {
        const now = new Date();
        const link = await openLink(ctx, params.token, 'read');
        const view = await readPortalView(ctx, link, now);
        await recordOpening(ctx, link, now);
        return { portal: view };
      },
      extras,
    );

    handle(
      portal,
      ctx,
      routes.appointmentIcs,
      async ({ params, reply }) => {
        const link = await openLink(ctx, params.token, 'read');
        const text = await appointmentIcs(ctx, link, params.id, new Date());
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', 'attachment; filename="appointment.ics"')
          .send(text);
      },
      extras,
    );

    handle(
      portal,
      ctx,
      routes.invoicePdf,
      async ({ params, reply }) => {
        const link = await openLink(ctx, params.token, 'read');
        const { fileName, pdf } = await invoicePdf(ctx, link, params.id, new Date());
        return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(pdf);
      },
      extras,
    );

    handle(
      portal,
      ctx,
      routes.confirm,
      async ({ params, body }) => {
        const link = await openLink(ctx, params.token, 'write');
        const now = new Date();
        const shown = body.documentSha256;
        const appointment = await answerAppointment(ctx, { link, eventId: params.id, response: 'confirmed', note: '', now, shown });
        return { appointment };
      },
      extras,
    );

    handle(
      portal,
      ctx,
      routes.reschedule,
      async ({ params, body }) => {
        const link = await openLink(ctx, params.token, 'write');
        const appointment = await answerAppointment(ctx, {
          link,
          eventId: params.id,
          response: 'reschedule',
          note: body.message,
          now: new Date(),
        });
        return { appointment };
      },
      extras,
    );

    handle(
      portal,
      ctx,
      routes.message,
      async ({ params, body }) => {
        const link = await openLink(ctx, params.token, 'write');
        return { message: await sendMessage(ctx, { link, message: body.message }) };
      },
      extras,
    );

    // The client's conversation (decision 131): only the link's own client's thread.
    handle(
      portal,
      ctx,
      routes.messages,
      async ({ params, query }) => {
        const link = await openLink(ctx, params.token, 'read');
        const read = await readThread(ctx.db, {
          pageKey: ctx.pageKey,
          workspaceId: link.workspaceId,
          clientId: link.clientId,
          page: query,
        });
        return listAnswer('messages', read, presentPortalMessage);
      },
      extras,
    );

    // The client read their conversation (decision 136). Counted as a read of the link: it tells the
    // studio nothing and mails no one, which is what the link's write bound keeps in check.
    handle(
      portal,
      ctx,
      routes.messagesRead,
      async ({ params }) => {
        const link = await openLink(ctx, params.token, 'read');
        const scope = { workspaceId: link.workspaceId, clientId: link.clientId };
        return { unread: await markThreadReadByClient(ctx.db, { ...scope, now: new Date() }) };
      },
      extras,
    );

    handle(
      portal,
      ctx,
      routes.language,
      async ({ params, body }) => {
        const link = await openLink(ctx, params.token, 'write');
        return { language: await setClientLanguage(ctx, { link, language: body.language }) };
      },
      extras,
    );

    // Measurements taken at home (decision 084): the request's own rules live with the studio's side.
    handle(
      portal,
      ctx,
      routes.submitMeasurements,
      async ({ params, body }) => {
        const link = await openLink(ctx, params.token, 'write');
        return submitSelfMeasurements(ctx, { link, id: params.id, body });
      },
      extras,
    );
  });
}

/** The studio's side of a client's portal link (decision 082), signed in. */
export async function portalLinkRoutes(app: FastifyInstance, ctx: AppContext) {
  const links = portalLinkService(ctx);
  const routes = API.portalLinks;

  handle(app, ctx, routes.get, async ({ actor, params }) => ({ link: await links.get({ actor, clientId: params.id }) }));

  handle(app, ctx, routes.create, async ({ actor, params, body }) => ({
    link: await links.create({ actor, clientId: params.id, input: body }),
  }));

  handle(app, ctx, routes.revoke, async ({ actor, params }) => ({ link: await links.revoke({ actor, clientId: params.id }) }));
}
