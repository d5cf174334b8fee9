import { API, BILLING_INTERVALS, PLAN_IDS, planPriceCents, SANDBOX_TEST_CARDS, TRIAL_DAYS } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle, listAnswer, withMessage } from '../../lib/declared-routes.js';
import { boundStudio } from '../../lib/studio-limits.js';
import type { Billing } from './billing-setup.js';
import { presentReceipt } from './presenter.js';
import { userSettings } from '../../lib/user-settings.js';
import { studioLanguageOf } from '../../lib/client-language.js';
import { receiptFileName, type ReceiptPdfInput } from './receipt-pdf.js';
import { documentBrand } from '../studio/brand.js';
import { sandboxRoutes } from './sandbox-routes.js';
import { GRACE_DAYS } from './state-machine.js';

const routes = API.subscriptions;

/** The subscription routes as declared in packages/shared (decisions 042-044, 062). */
export async function subscriptionRoutes(app: FastifyInstance, ctx: AppContext, billing: Billing) {
  const { service, provider } = billing;

  handle(app, ctx, routes.config, () => ({
    provider: provider.name,
    publishableKey: provider.publishableKey,
    tokenizeUrl: provider.name === 'sandbox' ? '/api/v1/subscriptions/sandbox/payment-methods' : '',
    prices: PLAN_IDS.flatMap((planId) =>
      BILLING_INTERVALS.map((interval) => ({ planId, interval, amountCents: planPriceCents(planId, interval) })),
    ),
    trialDays: TRIAL_DAYS,
    graceDays: GRACE_DAYS,
    testCards: provider.name === 'sandbox' ? SANDBOX_TEST_CARDS.map((c) => ({ number: c.number, outcome: c.outcome })) : [],
  }));

  // The signature covers the exact bytes sent, so this route alone reads its body unparsed.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
    handle(raw, ctx, routes.webhook, async ({ req }) => {
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const { duplicate } = await service.webhook({ rawBody, headers: req.headers, now: new Date() });
      return { received: true, duplicate };
    });
  });

  handle(app, ctx, routes.details, async ({ actor }) => ({ subscription: await service.details({ actor, now: new Date() }) }));

  handle(app, ctx, routes.receipts, async ({ actor, query }) => {
    const language = await studioLanguageOf(ctx.db, actor.workspaceId);
    return listAnswer('receipts', await service.receipts({ actor, page: query }), (row) => presentReceipt(row, language));
  });

  handle(app, ctx, routes.subscribe, async ({ actor, body }) => {
    // The checkout's return addresses come from APP_URL, never from this request's Host or Origin (decision 048).
    const { messageKey, link, subscription } = await service.subscribe({ actor, input: body, now: new Date() });
    // Web clients read the checkout link under any of four names: all carry it.
    const links = link ? { checkoutUrl: link, paymentLink: link, authorizationUrl: link, link } : {};
    return withMessage({ ...links, subscription }, messageKey);
  });

  handle(app, ctx, routes.cancel, async ({ actor }) => ({ subscription: await service.cancel({ actor, now: new Date() }) }));

  handle(app, ctx, routes.paymentMethod, async ({ actor, body }) => ({
    subscription: await service.updatePaymentMethod({ actor, paymentMethodId: body.paymentMethodId, now: new Date() }),
  }));

  handle(app, ctx, routes.verify, async ({ actor, query }) => {
    const result = await service.verify({ actor, sessionId: query.session_id, now: new Date() });
    return withMessage(result, 'paymentOutcome', { outcome: result.message });
  });

  handle(app, ctx, routes.receiptPdf, async ({ actor, params, reply }) => {
    const { receipt, user } = await service.receipt({ actor, id: params.id });
    await boundStudio(ctx.limiter, 'receiptPdf', actor.workspaceId);
    // Drawn in the worker pool under the studio's bound (decision 097).
    // Only what the receipt prints crosses to the worker: never the whole user row.
    const { firstName, lastName, email, address } = user;
    const input: ReceiptPdfInput = {
      receipt,
      language: userSettings(user).language,
      user: { firstName, lastName, email, address },
      brand: await documentBrand(ctx.db, actor.workspaceId),
    };
    const pdf = await ctx.heavy.run<Buffer>(actor.workspaceId, 'receiptPdf', input);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${receiptFileName(receipt.number)}"`)
      .send(pdf);
  });

  if (provider.name === 'sandbox') await sandboxRoutes(app, ctx, billing);
}
