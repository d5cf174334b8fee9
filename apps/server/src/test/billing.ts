import { expect } from 'vitest';
import { runBilling } from '../modules/subscriptions/worker.js';
import type { TestApp } from './harness.js';

/**
 * Subscription helpers for the API tests: the sandbox driven as the web and a browser
 * would drive it, through HTTP only, and the billing worker run at a chosen moment.
 */

export const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
  declinesAtRenewal: '4000000000000341',
} as const;

type Json = Record<string, unknown>;

export function billingApi(t: TestApp, token: string) {
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
    const res = await t.request({ method, url: `/api/v1${url}`, token, ...(payload === undefined ? {} : { payload: payload as Json }) });
    return {
      status: res.statusCode,
      body: res.json() as Json & { message: string; code?: string; data: Json; errors?: { field: string; message: string }[] },
    };
  };
  const expectOk = async (p: ReturnType<typeof call>, status = 200) => {
    const res = await p;
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body;
  };
  return {
    call,
    async tokenize(number: string = CARDS.ok, extra: Json = {}) {
      const body = await expectOk(
        call('POST', '/subscriptions/sandbox/payment-methods', {
          number,
          expMonth: 12,
          expYear: new Date().getUTCFullYear() + 3,
          cvc: '123',
          ...extra,
        }),
        201,
      );
      return (body.data.paymentMethod as { id: string }).id;
    },
    async details() {
      const body = await expectOk(call('GET', '/subscriptions/details'));
      return body.data.subscription as Json & {
        status: string;
        planId: string;
        invoices: (Json & { id: string; status: string; amountCents: number })[];
      };
    },
    /** Subscribes with a card typed in the card form (tokenized first, as Stripe.js would). */
    async subscribeWithCard(planId: string, number: string = CARDS.ok, interval?: 'monthly' | 'annual') {
      const paymentMethodId = await this.tokenize(number);
      return call('POST', '/subscriptions', { planId, paymentMethodId, ...(interval ? { interval } : {}) });
    },
    /** Asks for a checkout link; answers the link and the session id in it. */
    async checkout(planId: string, interval?: 'monthly' | 'annual') {
      const body = await expectOk(call('POST', '/subscriptions', { planId, ...(interval ? { interval } : {}) }));
      const url = String(body.data.checkoutUrl);
      return { url, sessionId: url.split('/').at(-1) ?? '', body };
    },
  };
}

/** The sandbox checkout page's Pay, as a browser posts its form (no bearer token: the page is public). */
export async function payOnCheckoutPage(t: TestApp, sessionId: string, number: string, fields: Record<string, string> = {}) {
  const form = new URLSearchParams({ number, expMonth: '12', expYear: String(new Date().getUTCFullYear() + 3), cvc: '123', ...fields });
  return t.request({
    method: 'POST',
    url: `/api/v1/subscriptions/sandbox/checkout/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

/** The billing worker's pass at `at` (renewals, grace, trial mails). */
export async function runBillingAt(t: TestApp, at: Date) {
  const run = await runBilling(t.ctx, t.billing, at);
  await t.ctx.background.idle();
  return run;
}

export const DAY = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
