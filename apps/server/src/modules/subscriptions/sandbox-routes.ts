import { API, asLanguage, sandboxCardBodySchema, type Language } from '@atelier/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { AppError } from '../../lib/errors.js';
import type { Limit } from '../../lib/rate-limiter.js';
import type { Billing } from './billing-setup.js';
import { tokenizeCard } from './providers/sandbox-cards.js';
import { depositOf } from './providers/sandbox-deposits.js';
import { sandboxWords } from './providers/sandbox-words.js';
import { checkoutPage, endedPage, type CheckoutView } from './providers/sandbox-page.js';
import { SandboxProvider } from './providers/sandbox.js';

/**
 * The sandbox provider's own pages and calls (decision 042), mounted only when it is the provider:
 * the hosted checkout page (public: its unguessable address is the key, as a provider's is) and the
 * card tokenizing call that stands in for Stripe.js (signed in).
 */

const routes = API.subscriptions;
const MINUTE = 60_000;
/** Card entry is where card-testing bots push: a person types a card a few times, not dozens. */
const TOKENIZE_LIMIT: Limit = { max: 20, windowMs: 10 * MINUTE, failClosed: true };
const CHECKOUT_PAY_LIMIT: Limit = { max: 10, windowMs: 10 * MINUTE };

const exp = (month: number, year: number) => `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** The form's fields as the shared schema reads them (numbers for the expiry); bad text stays text and fails there. */
function cardFromForm(body: Record<string, string>) {
  const num = (v: string | undefined) => (v && /^\s*\d{1,4}\s*$/.test(v) ? Number(v) : v);
  return { number: body.number ?? '', expMonth: num(body.expMonth), expYear: num(body.expYear), cvc: body.cvc ?? '' };
}

export async function sandboxRoutes(app: FastifyInstance, ctx: AppContext, billing: Billing) {
  if (!(billing.provider instanceof SandboxProvider)) return;
  const sandbox: SandboxProvider = billing.provider;

  handle(app, ctx, routes.sandboxPaymentMethod, async ({ actor, body }) => {
    await ctx.limiter.consume(
      `tokenize:${actor.user.id}`,
      TOKENIZE_LIMIT,
      'Too many card attempts. Please wait a few minutes and try again.',
    );
    const card = await tokenizeCard(ctx.db, { userId: actor.user.id, card: body, now: new Date() });
    return { paymentMethod: { id: card.id, brand: card.brand, last4: card.last4, exp: exp(card.expMonth, card.expYear) } };
  });

  // The checkout page's form posts as a browser does, urlencoded; only its scope reads that.
  await app.register(async (page) => pageRoutes(page, ctx, sandbox));
}

/**
 * Who pays and in what (decision 190): a booking's deposit names its currency and the booking page's
 * language in the session's metadata; a plan's checkout is in dollars, in English as before.
 */
function checkoutLocale(session: { metadata: unknown }): { currency: string; language: Language; deposit: boolean } {
  const m = (session.metadata ?? {}) as { currency?: unknown; language?: unknown };
  const deposit = depositOf(session.metadata) !== null;
  return {
    currency: typeof m.currency === 'string' ? m.currency : 'USD',
    language: asLanguage(m.language),
    deposit,
  };
}

function pageRoutes(app: FastifyInstance, ctx: AppContext, sandbox: SandboxProvider) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').send(body);
  const home = `${ctx.config.appUrl}/pricing`;

  async function openSession(id: string, reply: FastifyReply) {
    const session = await sandbox.session(id);
    if (!session)
      return {
        done: html(reply, 404, endedPage('Checkout not found', 'This checkout does not exist. Start again from the Pricing page.', home)),
      };
    const back = session.cancelUrl;
    const { language, deposit } = checkoutLocale(session);
    const w = sandboxWords(language);
    if (session.status === 'paid')
      return { done: html(reply, 410, endedPage(w.paidTitle, deposit ? w.paidDeposit : w.paidPlan, back, language)) };
    if (session.status !== 'open' || session.expiresAt <= new Date())
      return { done: html(reply, 410, endedPage(w.expiredTitle, deposit ? w.expiredDeposit : w.expiredPlan, back, language)) };
    return { session };
  }

  handle(app, ctx, routes.sandboxCheckoutPage, async ({ params, reply }) => {
    const { session, done } = await openSession(params.id, reply);
    if (!session) return done;
    return html(
      reply,
      200,
      checkoutPage({
        sessionId: session.id,
        description: session.description,
        amountCents: session.amountCents,
        ...checkoutLocale(session),
        cancelUrl: session.cancelUrl,
      }),
    );
  });

  handle(app, ctx, routes.sandboxCheckoutPay, async ({ params, body: raw, reply }) => {
    const { session, done } = await openSession(params.id, reply);
    if (!session) return done;
    const body = (raw && typeof raw === 'object' ? raw : {}) as Record<string, string>;
    const view: CheckoutView = {
      sessionId: session.id,
      description: session.description,
      amountCents: session.amountCents,
      ...checkoutLocale(session),
      cancelUrl: session.cancelUrl,
      values: { expMonth: body.expMonth, expYear: body.expYear },
    };
    try {
      await ctx.limiter.consume(
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
  });
}
