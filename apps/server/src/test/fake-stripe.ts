import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { fakeConnect } from './fake-stripe-connect.js';

/**
 * Stripe's API as far as our provider uses it, on 127.0.0.1 and a free port: the real
 * SDK talks to it through its host, port and protocol options, and events are signed with the
 * SDK's own test header helper. Nothing reaches the internet. Cards are Stripe's test
 * PaymentMethods (pm_card_visa, pm_card_chargeDeclined, …), with Stripe's error shapes.
 */

export const FAKE_STRIPE = {
  secretKey: 'sk_test_fake0123456789',
  publishableKey: 'pk_test_fake0123456789',
  webhookSecret: 'whsec_fake0123456789',
};

type Obj = Record<string, unknown>;
const CARDS: Record<string, { brand: string; last4: string; decline?: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', decline: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', decline: 'Your card has insufficient funds.' },
};

/** Stripe's form encoding (a[b][0][c]=v) read back into nested objects. */
function parseForm(body: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Obj;
    });
  }
  return out;
}

const paymentMethod = (id: string, customer: string | null) => {
  const card = CARDS[id]!;
  return {
    id,
    object: 'payment_method',
    type: 'card',
    customer,
    card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 },
  };
};
const errorBody = (status: number, error: Obj) => ({ status, body: { error } });

/** The app's settings for Stripe Connect against the local fake: the studios' own accounts take deposits (decisions 157, 229). */
export const connectStripeEnv = (fakeUrl: string, connectWebhookSecret: string) => ({
  STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey,
  STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE.publishableKey,
  STRIPE_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret,
  STRIPE_CONNECT_WEBHOOK_SECRET: connectWebhookSecret,
  STRIPE_API_URL: fakeUrl,
});

export async function startFakeStripe() {
  let n = 0;
  const next = (prefix: string) => `${prefix}_fake_${++n}`;
  const sessions = new Map<string, Obj>();
  const intents = new Map<string, Obj>();
  const byIdempotencyKey = new Map<string, { status: number; body: unknown }>();
  /** Every PaymentIntent created, as the test's view of "money taken". */
  const charges: Obj[] = [];
  /** Every Refund made, as the test's view of "money given back". */
  const refunds: Obj[] = [];
  const deletedCustomers: string[] = [];
  /** Connect (decision 157): the studios' own accounts; a request's Stripe-Account header names one. */
  const connect = fakeConnect(next);
  /** While true, each request is carried out but its answer lost (the connection drops): a timeout after Stripe acted. */
  let losingAnswers = false;

  function route(
    method: string,
    url: URL,
    form: Obj,
    idempotencyKey: string | undefined,
    account?: string,
  ): { status: number; body: unknown } {
    const parts = url.pathname.split('/').filter(Boolean);
    const connected = connect.route(method, parts, form);
    if (connected) return connected;
    if (method === 'DELETE' && parts[1] === 'customers') {
      deletedCustomers.push(parts[2] ?? '');
      return { status: 200, body: { id: parts[2], object: 'customer', deleted: true } };
    }
    if (method === 'POST' && url.pathname === '/v1/customers')
      return { status: 200, body: { id: next('cus'), object: 'customer', email: form.email, metadata: form.metadata ?? {} } };
    if (method === 'POST' && parts[1] === 'payment_methods' && parts[3] === 'attach') {
      const id = parts[2] ?? '';
      if (!CARDS[id])
        return errorBody(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such PaymentMethod: '${id}'`,
          param: 'payment_method',
        });
      return { status: 200, body: paymentMethod(id, String(form.customer)) };
    }
    if (method === 'POST' && url.pathname === '/v1/payment_intents') {
      const pm = String(form.payment_method);
      if (!CARDS[pm])
        return errorBody(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${pm}'` });
      const intent = {
        id: next('pi'),
        object: 'payment_intent',
        latest_charge: next('ch'),
        amount: Number(form.amount),
        currency: form.currency,
        customer: form.customer,
        payment_method: pm,
        metadata: form.metadata ?? {},
        off_session: form.off_session,
        status: 'succeeded',
      };
      charges.push({ ...intent, idempotencyKey });
      const decline = CARDS[pm]?.decline;
      if (decline) {
        intents.set(intent.id, { ...intent, status: 'requires_payment_method', last_payment_error: { message: decline } });
        return errorBody(402, {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: decline,
          payment_intent: intents.get(intent.id),
        });
      }
      intents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    if (method === 'POST' && url.pathname === '/v1/refunds') {
      const intent = intents.get(String(form.payment_intent));
      if (!intent || intent.status !== 'succeeded')
        return errorBody(400, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${String(form.payment_intent)}'`,
          param: 'payment_intent',
        });
      const refunded = Number(intent.amount_refunded ?? 0);
      const amount = form.amount === undefined ? Number(intent.amount) - refunded : Number(form.amount);
      if (refunded >= Number(intent.amount))
        return errorBody(400, {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `Charge ${String(intent.latest_charge)} has already been refunded.`,
        });
      if (amount > Number(intent.amount) - refunded)
        return errorBody(400, {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          message: 'Refund amount is greater than unrefunded amount on charge.',
        });
      intent.amount_refunded = refunded + amount;
      const refund = {
        id: next('re'),
        object: 'refund',
        amount,
        payment_intent: intent.id,
        charge: intent.latest_charge,
        status: 'succeeded',
        idempotencyKey,
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    if (method === 'POST' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[4] === 'expire') {
      const session = sessions.get(parts[3] ?? '');
      if (!session)
        return errorBody(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such checkout.session: '${parts[3]}'`,
        });
      if (session.status !== 'open')
        return errorBody(400, {
          type: 'invalid_request_error',
          message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
        });
      Object.assign(session, { status: 'expired' });
      return { status: 200, body: session };
    }
    if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = next('cs_test');
      const lineItems = form.line_items as Record<string, { price_data: { unit_amount: string } }>;
      const session = {
        id,
        object: 'checkout.session',
        mode: form.mode,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(lineItems['0']?.price_data.unit_amount),
        client_reference_id: form.client_reference_id,
        customer: form.customer,
        metadata: form.metadata ?? {},
        payment_intent: null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        expires_at: form.expires_at === undefined ? undefined : Number(form.expires_at),
        payment_intent_data: form.payment_intent_data,
        // Made on a connected account (Stripe-Account header), as a studio's deposit is.
        account: account ?? null,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (method === 'GET' && parts[1] === 'checkout' && parts[2] === 'sessions') {
      const session = sessions.get(parts[3] ?? '');
      if (!session)
        return errorBody(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such checkout.session: '${parts[3]}'`,
        });
      const intent = session.payment_intent ? intents.get(String(session.payment_intent)) : null;
      const expand = url.searchParams.getAll('expand[]').concat(url.searchParams.getAll('expand[0]'));
      const expanded =
        intent && expand.includes('payment_intent.payment_method')
          ? { ...intent, payment_method: paymentMethod(String(intent.payment_method), String(session.customer)) }
          : (intent?.id ?? null);
      return { status: 200, body: { ...session, payment_intent: expanded } };
    }
    return errorBody(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname}).` });
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
      const known = key && req.method === 'POST' ? byIdempotencyKey.get(`${url.pathname}:${key}`) : undefined;
      const account = typeof req.headers['stripe-account'] === 'string' ? req.headers['stripe-account'] : undefined;
      const answer = known ?? route(req.method ?? 'GET', url, parseForm(raw), key, account);
      if (key && req.method === 'POST' && !known) byIdempotencyKey.set(`${url.pathname}:${key}`, answer);
      if (losingAnswers) {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${n}` }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const sdk = new Stripe(FAKE_STRIPE.secretKey);

  return {
    url: `http://127.0.0.1:${port}`,
    charges,
    refunds,
    deletedCustomers,
    /** Connect's accounts, and the owner finishing onboarding. */
    accounts: connect.accounts,
    links: connect.links,
    enableCharges: connect.enableCharges,
    /** Checkout Sessions as created (their success_url, cancel_url, expires_at). */
    session: (id: string) => sessions.get(id),
    /** From now on (until false) every call is carried out at Stripe and its answer never arrives. */
    loseAnswers(on: boolean) {
      losingAnswers = on;
    },
    /** A PaymentIntent Stripe holds (paid elsewhere: another page, the dashboard), so it can be refunded. */
    seedIntent(intent: Obj) {
      intents.set(String(intent.id), { latest_charge: next('ch'), ...intent });
    },
    /** The Charge of a PaymentIntent as Stripe's charge.* events carry it. */
    chargeOf(intentId: string, extra: Obj = {}) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no payment intent ${intentId}`);
      return {
        id: intent.latest_charge,
        object: 'charge',
        payment_intent: intent.id,
        amount: intent.amount,
        amount_refunded: intent.amount_refunded ?? 0,
        refunded: Number(intent.amount_refunded ?? 0) >= Number(intent.amount),
        ...extra,
      };
    },
    /** The customer pays on the hosted page with a test card: the session is paid, the card saved. */
    completeCheckout(id: string, pm = 'pm_card_visa') {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      // Stripe takes no payment on a session that is not open (expired by its expires_at or by a call).
      if (session.status !== 'open' || (typeof session.expires_at === 'number' && session.expires_at * 1000 <= Date.now()))
        throw new Error(`checkout ${id} is ${String(session.status)}`);
      const data = session.payment_intent_data as { metadata?: Obj } | undefined;
      const intent = {
        id: next('pi'),
        object: 'payment_intent',
        latest_charge: next('ch'),
        amount: session.amount_total,
        currency: 'usd',
        customer: session.customer,
        payment_method: pm,
        metadata: data?.metadata ?? {},
        status: 'succeeded',
      };
      intents.set(intent.id, intent);
      charges.push(intent);
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
      return { session: { ...session }, intent };
    },
    /** A Stripe event and its Stripe-Signature header, signed by the SDK's test helper. */
    signedEvent(type: string, object: Obj, opts: { id?: string; timestamp?: number; secret?: string; account?: string } = {}) {
      const payload = JSON.stringify({
        id: opts.id ?? next('evt'),
        object: 'event',
        // A Connect event names the connected account it happened on.
        ...(opts.account ? { account: opts.account } : {}),
        type,
        created: Math.floor(Date.now() / 1000),
        data: { object },
      });
      const header = sdk.webhooks.generateTestHeaderString({
        payload,
        secret: opts.secret ?? FAKE_STRIPE.webhookSecret,
        ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
      });
      return { payload, header };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
