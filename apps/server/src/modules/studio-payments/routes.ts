import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { studioStripeWebhook } from './webhook.js';

/** Connect's webhook for the studios' own accounts (decisions 157, 229); its signature covers the exact bytes sent. */
export async function studioPaymentRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
    handle(raw, ctx, API.book.stripeWebhook, async ({ req }) => {
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      await studioStripeWebhook(ctx, { rawBody, signature: req.headers['stripe-signature'], now: new Date() });
      return { received: true };
    });
  });
}
