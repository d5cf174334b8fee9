import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { handle, listAnswer, withMessage, type RouteExtras } from '../../lib/declared-routes.js';
import { sendPdf } from '../../lib/reply.js';
import { boundNetwork, openLink, portalHeaders } from '../portal/guard.js';
import { acceptQuote, declineQuote } from './accept.js';
import { quoteDocuments } from './documents.js';
import { presentQuote, presentQuotePreview } from './presenter.js';
import { quoteService } from './service.js';

/** The studio's quote routes as declared in packages/shared (decision 158). */
export async function quoteRoutes(app: FastifyInstance, ctx: AppContext) {
  const quotes = quoteService(ctx);
  const documents = quoteDocuments(ctx, quotes);
  const routes = API.quotes;

  handle(app, ctx, routes.list, async ({ actor, query }) =>
    listAnswer('quotes', await quotes.list({ actor, filters: query }), presentQuote),
  );

  handle(app, ctx, routes.get, async ({ actor, params }) => ({ quote: presentQuote(await quotes.get({ actor, id: params.id })) }));

  handle(app, ctx, routes.create, async ({ actor, body }) => ({ quote: presentQuote(await quotes.create({ actor, input: body })) }));

  handle(app, ctx, routes.preview, async ({ actor, body }) => {
    const { priced, currency } = await quotes.preview({ actor, input: body });
    return { preview: presentQuotePreview(priced, currency) };
  });

  handle(
    app,
    ctx,
    routes.update,
    async ({ actor, params, body }) => ({ quote: presentQuote(await quotes.update({ actor, id: params.id, input: body })) }),
    { versionOf: tables.quotes },
  );

  handle(app, ctx, routes.remove, async ({ actor, params }) => {
    await quotes.remove({ actor, id: params.id });
    return {};
  });

  // A file, not an envelope; the token comes in the header, never in the URL (decision 031).
  handle(app, ctx, routes.pdf, async ({ actor, params, reply }) => sendPdf(reply, await documents.pdf({ actor, id: params.id })));

  handle(app, ctx, routes.send, async ({ actor, params }) => {
    const { quote, mailedTo } = await documents.send({ actor, id: params.id });
    const data = { quote, mailedTo };
    return mailedTo
      ? withMessage(data, 'quoteSent', { code: quote.code, to: mailedTo })
      : withMessage(data, 'quoteOnPortal', { code: quote.code });
  });
}

/**
 * The client's side of quotes (decisions 082, 158), public: its own scope gives every answer the
 * portal's no-index, no-store and no-referrer headers, each request is bounded per network before
 * its body is read and per link once the link is found, as the rest of the portal.
 */
export async function portalQuoteRoutes(app: FastifyInstance, ctx: AppContext) {
  const documents = quoteDocuments(ctx, quoteService(ctx));
  await app.register(async (portal) => {
    portalHeaders(portal);
    const extras: RouteExtras = { preValidation: boundNetwork(ctx) };
    const routes = API.portalQuotes;

    handle(
      portal,
      ctx,
      routes.list,
      async ({ params }) => ({ quotes: await documents.portalList(await openLink(ctx, params.token, 'read')) }),
      extras,
    );

    handle(
      portal,
      ctx,
      routes.pdf,
      async ({ params, reply }) => {
        const link = await openLink(ctx, params.token, 'read');
        const { fileName, pdf } = await documents.portalPdf(link, params.id);
        return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(pdf);
      },
      extras,
    );

    handle(
      portal,
      ctx,
      routes.accept,
      async ({ params, body, req }) => {
        const link = await openLink(ctx, params.token, 'write');
        const who = { link, id: params.id, ip: req.ip, userAgent: String(req.headers['user-agent'] ?? ''), now: new Date() };
        return { quote: await acceptQuote(ctx, { ...who, shown: body.documentSha256 }) };
      },
      extras,
    );

    handle(
      portal,
      ctx,
      routes.decline,
      async ({ params, body, req }) => {
        const link = await openLink(ctx, params.token, 'write');
        const who = { link, id: params.id, ip: req.ip, userAgent: String(req.headers['user-agent'] ?? ''), now: new Date() };
        return { quote: await declineQuote(ctx, { ...who, reason: body.reason ?? '' }) };
      },
      extras,
    );
  });
}
