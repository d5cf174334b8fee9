import {
  BILLING_INTERVALS,
  errorEnvelopeSchema,
  paymentMethodBodySchema,
  PLAN_IDS,
  planPriceCents,
  SANDBOX_TEST_CARDS,
  subscribeBodySchema,
  subscribeResultSchema,
  SUBSCRIPTION_MESSAGES as M,
  subscriptionConfigSchema,
  subscriptionDetailsSchema,
  successEnvelope,
  TRIAL_DAYS,
  verifyQuerySchema,
  verifyResultSchema,
} from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf, requireAuth } from '../../lib/authenticate.js';
import { ok } from '../../lib/reply.js';
import { errorResponses, idParams, secured } from '../../lib/route-schemas.js';
import { boundStudio } from '../../lib/studio-limits.js';
import { GRACE_DAYS } from './state-machine.js';
import type { Billing } from './billing-setup.js';
import { receiptFileName, renderReceiptPdf } from './receipt-pdf.js';
import { sandboxRoutes } from './sandbox-routes.js';

const detailsData = successEnvelope(z.object({ subscription: subscriptionDetailsSchema }));
const payErrors = {
  ...errorResponses,
  402: errorEnvelopeSchema.describe('The card was refused; the message is the provider’s (CARD_DECLINED)'),
  409: errorEnvelopeSchema.describe(
    'Already on that plan (ALREADY_SUBSCRIBED, ALREADY_ON_FREE_PLAN), nothing to change (NO_ACTIVE_SUBSCRIPTION), or the subscription changed while paying (PAYMENT_NOT_APPLIED: refunded)',
  ),
  429: errorEnvelopeSchema.describe('Too many payment attempts (RATE_LIMITED)'),
  502: errorEnvelopeSchema.describe('The payment provider could not be reached (PROVIDER_UNAVAILABLE)'),
};

/** The subscription routes (decisions 042-044). */
export async function subscriptionRoutes(app: FastifyInstance, ctx: AppContext, billing: Billing) {
  const { service, provider } = billing;
  const schema = secured('subscriptions');

  // Public: what the web needs to draw the pricing page and the card form, and the provider's webhook.
  await app.register(async (pub) => {
    const r = pub.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/subscriptions/config',
      { schema: { tags: ['subscriptions'], response: { 200: successEnvelope(subscriptionConfigSchema) } } },
      async () =>
        ok('Payment settings', {
          provider: provider.name,
          publishableKey: provider.publishableKey,
          tokenizeUrl: provider.name === 'sandbox' ? '/api/v1/subscriptions/sandbox/payment-methods' : '',
          prices: PLAN_IDS.flatMap((planId) =>
            BILLING_INTERVALS.map((interval) => ({ planId, interval, amountCents: planPriceCents(planId, interval) })),
          ),
          trialDays: TRIAL_DAYS,
          graceDays: GRACE_DAYS,
          testCards: provider.name === 'sandbox' ? SANDBOX_TEST_CARDS.map((c) => ({ number: c.number, outcome: c.outcome })) : [],
        }),
    );

    // The signature covers the exact bytes sent, so this route alone reads its body unparsed.
    await pub.register(async (hook) => {
      hook.removeContentTypeParser('application/json');
      hook.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
      hook.post(
        '/subscriptions/webhook',
        {
          schema: {
            tags: ['subscriptions'],
            description: 'The payment provider’s signed events (Stripe-Signature, or Sandbox-Signature for the sandbox).',
            response: { 200: successEnvelope(z.object({ received: z.boolean(), duplicate: z.boolean() })), 400: errorEnvelopeSchema },
          },
        },
        async (req) => {
          const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          const { duplicate } = await service.webhook({ rawBody, headers: req.headers, now: new Date() });
          return ok('Event received', { received: true, duplicate });
        },
      );
    });

    if (provider.name === 'sandbox') await sandboxRoutes(pub, ctx, billing);
  });

  await app.register(async (auth) => {
    auth.addHook('onRequest', requireAuth(ctx));
    const r = auth.withTypeProvider<ZodTypeProvider>();

    r.get('/subscriptions/details', { schema: { ...schema, response: { 200: detailsData, ...errorResponses } } }, async (req) =>
      ok('Subscription details loaded', { subscription: await service.details({ actor: actorOf(req), now: new Date() }) }),
    );

    r.post(
      '/subscriptions',
      { schema: { ...schema, body: subscribeBodySchema, response: { 200: successEnvelope(subscribeResultSchema), ...payErrors } } },
      async (req) => {
        // The checkout's return addresses come from APP_URL, never from this request's Host or Origin (decision 048).
        const { message, link, subscription } = await service.subscribe({ actor: actorOf(req), input: req.body, now: new Date() });
        // Web clients read the checkout link under any of four names: all carry it.
        const links = link ? { checkoutUrl: link, paymentLink: link, authorizationUrl: link, link } : {};
        return ok(message, { ...links, subscription });
      },
    );

    r.post('/subscriptions/cancel', { schema: { ...schema, response: { 200: detailsData, ...payErrors } } }, async (req) =>
      ok(M.cancelled, { subscription: await service.cancel({ actor: actorOf(req), now: new Date() }) }),
    );

    r.patch(
      '/subscriptions/payment-method',
      { schema: { ...schema, body: paymentMethodBodySchema, response: { 200: detailsData, ...payErrors } } },
      async (req) =>
        ok(M.paymentMethodUpdated, {
          subscription: await service.updatePaymentMethod({
            actor: actorOf(req),
            paymentMethodId: req.body.paymentMethodId,
            now: new Date(),
          }),
        }),
    );

    r.get(
      '/subscriptions/verify',
      { schema: { ...schema, querystring: verifyQuerySchema, response: { 200: successEnvelope(verifyResultSchema), ...errorResponses } } },
      async (req) => {
        const result = await service.verify({ actor: actorOf(req), sessionId: req.query.session_id, now: new Date() });
        return ok(result.message, result);
      },
    );

    // Plain route: the answer is a file, not an envelope (like the invoice PDF).
    auth.get<{ Params: { id: string } }>(
      '/subscriptions/receipts/:id/pdf',
      { schema: { ...schema, params: idParams, response: errorResponses } },
      async (req, reply) => {
        const actor = actorOf(req);
        const { receipt, user } = await service.receipt({ actor, id: req.params.id });
        boundStudio(ctx.limiter, 'receiptPdf', actor.workspaceId);
        const pdf = await renderReceiptPdf({ receipt, user });
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${receiptFileName(receipt.number)}"`)
          .send(pdf);
      },
    );

    if (provider.name === 'sandbox') await sandboxRoutes(auth, ctx, billing, { signedIn: true });
  });
}
