import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, sandboxSessions, subscriptions } from '../../db/schema/index.js';
import { billingApi, CARDS, payOnCheckoutPage, runBillingAt } from '../../test/billing.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { sandboxWebhookSecret } from './billing-setup.js';
import { SANDBOX_SIGNATURE_HEADER } from './providers/sandbox.js';
import { signPayload } from './providers/signature.js';

/**
 * A payment applies only to what it was priced for (decision 047), on the sandbox with a
 * controlled clock: the period is made to end 30 minutes from now, the billing worker runs at
 * its end, and the old checkout is paid afterwards.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'http://app.test' });
});
afterAll(async () => t.close());

const MINUTE = 60_000;

/** Premium annual, paid with 4242…, whose period ends `endsInMs` from now (the clock moved on to there). */
async function premiumAnnualEndingIn(endsInMs: number) {
  const u = await createVerifiedUser(t);
  const api = billingApi(t, u.token);
  expect((await api.subscribeWithCard('premium', CARDS.ok, 'annual')).status).toBe(200);
  const end = new Date(Date.now() + endsInMs);
  const start = new Date(end);
  start.setUTCFullYear(end.getUTCFullYear() - 1);
  await t.ctx.db.update(subscriptions).set({ currentPeriodStart: start, currentPeriodEnd: end }).where(eq(subscriptions.userId, u.user.id));
  return { ...u, api, end };
}

const lines = async (api: ReturnType<typeof billingApi>) =>
  (await api.details()).invoices.map((i) => [i.status, i.amountCents, i.description]);

describe('an upgrade checkout left open across a renewal', () => {
  it('is closed by the renewal: paying it afterwards is refused, and the new year stays Premium at its price', async () => {
    const { api, end } = await premiumAnnualEndingIn(30 * MINUTE);
    const { sessionId } = await api.checkout('enterprise');
    const page = await t.request({ method: 'GET', url: `/api/v1/subscriptions/sandbox/checkout/${sessionId}` });
    expect(page.body).toContain('Pay $0.50');

    const run = await runBillingAt(t, new Date(end.getTime() + MINUTE));
    expect(run.renewed).toBeGreaterThanOrEqual(1);
    const paid = await payOnCheckoutPage(t, sessionId, CARDS.ok);
    expect(paid.statusCode).toBe(410);
    expect(paid.body).toContain('Checkout expired');

    const d = await api.details();
    expect(d).toMatchObject({ planId: 'premium', effectivePlanId: 'premium', status: 'active', startDate: end.toISOString() });
    expect(await lines(api)).toEqual([
      ['paid', 5760, 'Premium plan, annual (renewal)'],
      ['paid', 5760, 'Premium plan, annual'],
    ]);
    const verify = await api.call('GET', `/subscriptions/verify?session_id=${sessionId}`);
    expect(verify.body.data).toMatchObject({ success: false, paymentStatus: 'expired' });
  });

  it('records its payment as not applied and refunds it through the provider when it arrives after the renewal anyway', async () => {
    const { api, end, user } = await premiumAnnualEndingIn(30 * MINUTE);
    const { sessionId } = await api.checkout('enterprise');
    const [session] = await t.ctx.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, sessionId));
    await runBillingAt(t, new Date(end.getTime() + MINUTE));

    // The checkout's payment event, delivered late (paid just before it closed): priced for the old period.
    const body = JSON.stringify({
      id: `evt_late_${user.id}`,
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `pi_sandbox_late_${user.id.slice(0, 8)}`,
          amount: 50,
          currency: 'usd',
          metadata: session!.metadata,
          payment_method: 'pm_sandbox_x',
          card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 },
        },
      },
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/subscriptions/webhook',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signPayload(body, sandboxWebhookSecret(t.ctx)) },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);

    expect(await api.details()).toMatchObject({
      planId: 'premium',
      effectivePlanId: 'premium',
      status: 'active',
      startDate: end.toISOString(),
    });
    const history = await lines(api);
    expect(history).toContainEqual([
      'paid',
      50,
      'Enterprise plan, annual (upgrade, rest of the period): not applied (the subscription changed after this price was set), so it is refunded',
    ]);
    expect(history).toContainEqual(['refunded', 50, expect.stringMatching(/^Refund of R-\d{6}, a payment not applied$/)]);
    // The sandbox gave the money back the way Stripe says so: its signed charge.refunded event.
    const events = await t.ctx.db.select().from(billingEvents).where(eq(billingEvents.type, 'charge.refunded'));
    expect(events.length).toBeGreaterThanOrEqual(1);
  });
});

describe('checkouts open for a short time only', () => {
  it('closes a checkout 31 minutes after it was made', async () => {
    const { api } = await premiumAnnualEndingIn(200 * 24 * 60 * MINUTE);
    const before = Date.now();
    const { sessionId } = await api.checkout('enterprise');
    const [session] = await t.ctx.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, sessionId));
    const ttl = session!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThanOrEqual(30 * MINUTE);
    expect(ttl).toBeLessThanOrEqual(32 * MINUTE);
  });

  it('closes a second subscribe checkout once the first is paid, so the account is not charged twice', async () => {
    const u = await createVerifiedUser(t);
    const api = billingApi(t, u.token);
    const first = await api.checkout('premium');
    const second = await api.checkout('premium');
    expect((await payOnCheckoutPage(t, first.sessionId, CARDS.ok)).statusCode).toBe(303);
    const again = await payOnCheckoutPage(t, second.sessionId, CARDS.ok);
    expect(again.statusCode).toBe(410);
    expect((await api.details()).invoices.map((i) => [i.status, i.amountCents])).toEqual([['paid', 600]]);
  });
});
