import { paymentMethodTokenSchema, sandboxCardBodySchema, successEnvelope } from '@atelier/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/authenticate.js';
import { AppError } from '../../lib/errors.js';
import type { Limit } from '../../lib/rate-limiter.js';
import { ok } from '../../lib/reply.js';
import { errorResponses, secured } from '../../lib/route-schemas.js';
import type { Billing } from './billing-setup.js';
import { tokenizeCard } from './providers/sandbox-cards.js';
import { checkoutPage, endedPage, type CheckoutView } from './providers/sandbox-page.js';
import { SandboxProvider } from './providers/sandbox.js';

/**
 * The sandbox provider's own pages and calls (decision 042), mounted only when it is the provider:
 * the hosted checkout page (public: its unguessable address is the key, as a provider's is) and the
 * card tokenizing call that stands in for Stripe.js (signed in).
 */

const MINUTE = 60_000;
/** Card entry is where card-testing bots push: a person types a card a few times, not dozens. */
export const TOKENIZE_LIMIT: Limit = { max: 20, windowMs: 10 * MINUTE };
export const CHECKOUT_PAY_LIMIT: Limit = { max: 10, windowMs: 10 * MINUTE };

const exp = (month: number, year: number) => `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** The form's fields as the shared schema reads them (numbers for the expiry); bad text stays text and fails there. */
function cardFromForm(body: Record<string, string>) {
  const num = (v: string | undefined) => (v && /^\s*\d{1,4}\s*$/.test(v) ? Number(v) : v);
  return { number: body.number ?? '', expMonth: num(body.expMonth), expYear: num(body.expYear), cvc: body.cvc ?? '' };
}

export async function sandboxRoutes(app: FastifyInstance, ctx: AppContext, billing: Billing, opts: { signedIn?: boolean } = {}) {
  if (!(billing.provider instanceof SandboxProvider)) return;
  const sandbox: SandboxProvider = billing.provider;

  if (opts.signedIn) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/subscriptions/sandbox/payment-methods',
      {
        schema: {
          ...secured('subscriptions'),
          description: 'Sandbox only: tokenizes a test card like Stripe.js createPaymentMethod; send the answered id as paymentMethodId.',
          body: sandboxCardBodySchema,
          response: { 201: successEnvelope(z.object({ paymentMethod: paymentMethodTokenSchema })), ...errorResponses },
        },
      },
      async (req, reply) => {
        const actor = actorOf(req);
        ctx.limiter.consume(
          `tokenize:${actor.user.id}`,
          TOKENIZE_LIMIT,
          'Too many card attempts. Please wait a few minutes and try again.',
        );
        const card = await tokenizeCard(ctx.db, { userId: actor.user.id, card: req.body, now: new Date() });
        reply.code(201);
        return ok(
          'Card accepted',
          { paymentMethod: { id: card.id, brand: card.brand, last4: card.last4, exp: exp(card.expMonth, card.expYear) } },
          201,
        );
      },
    );
    return;
  }

  // The page's form posts as a browser does, urlencoded; only these routes read that.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const params = z.object({ id: z.string().max(100) });
  const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').send(body);
  const home = `${ctx.config.appUrl}/pricing`;

  async function openSession(id: string, reply: FastifyReply) {
    const session = await sandbox.session(id);
    if (!session)
      return {
        done: html(reply, 404, endedPage('Checkout not found', 'This checkout does not exist. Start again from the Pricing page.', home)),
      };
    const back = session.cancelUrl;
    if (session.status === 'paid')
      return { done: html(reply, 410, endedPage('Already paid', 'This checkout has been paid. Your plan is active.', back)) };
    if (session.status !== 'open' || session.expiresAt <= new Date())
      return {
        done: html(reply, 410, endedPage('Checkout expired', 'This checkout has expired. Start again from the Pricing page.', back)),
      };
    return { session };
  }

  app.get<{ Params: { id: string } }>(
    '/subscriptions/sandbox/checkout/:id',
    { schema: { tags: ['subscriptions'], description: 'Sandbox only: the hosted checkout page (HTML).', params } },
    async (req, reply) => {
      const { session, done } = await openSession(req.params.id, reply);
      if (!session) return done;
      return html(
        reply,
        200,
        checkoutPage({
          sessionId: session.id,
          description: session.description,
          amountCents: session.amountCents,
          cancelUrl: session.cancelUrl,
        }),
      );
    },
  );

  app.post<{ Params: { id: string }; Body: Record<string, string> }>(
    '/subscriptions/sandbox/checkout/:id',
    {
      schema: {
        tags: ['subscriptions'],
        description: 'Sandbox only: the checkout page’s Pay (a form post); redirects to /pricing/callback.',
        params,
      },
    },
    async (req, reply) => {
      const { session, done } = await openSession(req.params.id, reply);
      if (!session) return done;
      const body = req.body && typeof req.body === 'object' ? req.body : {};
      const view: CheckoutView = {
        sessionId: session.id,
        description: session.description,
        amountCents: session.amountCents,
        cancelUrl: session.cancelUrl,
        values: { expMonth: body.expMonth, expYear: body.expYear },
      };
      try {
        ctx.limiter.consume(
          `checkout-pay:${session.id}`,
          CHECKOUT_PAY_LIMIT,
          'Too many attempts on this checkout. Please wait a few minutes and try again.',
        );
        const parsed = sandboxCardBodySchema.safeParse(cardFromForm(body));
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return html(
            reply,
            422,
            checkoutPage({
              ...view,
              error: { message: issue?.message ?? 'Check the card details.', field: String(issue?.path[0] ?? '') || undefined },
            }),
          );
        }
        const { redirect } = await sandbox.pay(session.id, parsed.data, new Date());
        return reply.code(303).header('location', redirect).send();
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return html(reply, err.statusCode, checkoutPage({ ...view, error: { message: err.message, field: err.errors?.[0]?.field } }));
      }
    },
  );
}
