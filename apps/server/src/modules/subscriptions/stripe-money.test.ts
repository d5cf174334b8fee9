import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/index.js';
import { billingApi, runBillingAt } from '../../test/billing.js';
import { expectErrorEnvelope } from '../../test/business.js';
import { FAKE_STRIPE, startFakeStripe } from '../../test/fake-stripe.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';

/**
 * Money moves only as priced, with Stripe (decision 047): the official SDK against the local fake
 * Stripe, events through the real webhook route signed with the SDK's test header helper, the
 * billing worker run at chosen moments.
 */

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({
    APP_URL: 'http://app.test',
    STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey,
    STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE.publishableKey,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret,
    STRIPE_API_URL: stripe.url,
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const MINUTE = 60_000;
const webhook = (e: { payload: string; header: string }) =>
  t.request({
    method: 'POST',
    url: '/api/v1/subscriptions/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': e.header },
    payload: e.payload,
  });

async function subscribed(planId: 'premium' | 'enterprise', interval: 'monthly' | 'annual' = 'monthly') {
  const u = await createVerifiedUser(t);
  const api = billingApi(t, u.token);
  const res = await api.call('POST', '/subscriptions', { planId, interval, paymentMethodId: 'pm_card_visa' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...u, api, intentId: String(stripe.charges.at(-1)!.id) };
}

describe('an upgrade checkout paid for a period that has since renewed', () => {
  it('is not applied and is refunded through Stripe; its checkout was open for 31 minutes only', async () => {
    const { api, user } = await subscribed('premium', 'annual');
    const end = new Date(Date.now() + 30 * MINUTE);
    const start = new Date(end);
    start.setUTCFullYear(end.getUTCFullYear() - 1);
    await t.ctx.db.update(subscriptions).set({ currentPeriodStart: start, currentPeriodEnd: end }).where(eq(subscriptions.userId, user.id));

    const asked = Date.now();
    const checkout = await api.call('POST', '/subscriptions', { planId: 'enterprise' });
    const sessionId = String(checkout.body.data.checkoutUrl).split('/').at(-1)!;
    const session = stripe.session(sessionId)!;
    expect(session.amount_total).toBe(50);
    const ttl = Number(session.expires_at) * 1000 - asked;
    expect(ttl).toBeGreaterThan(30 * MINUTE);
    expect(ttl).toBeLessThanOrEqual(32 * MINUTE);

    // Paid at Stripe at the last moment; its event reaches us only after the renewal ran.
    const { session: paid, intent } = stripe.completeCheckout(sessionId);
    expect((await runBillingAt(t, new Date(end.getTime() + MINUTE))).renewed).toBeGreaterThanOrEqual(1);
    expect((await webhook(stripe.signedEvent('checkout.session.completed', paid))).statusCode).toBe(200);

    expect(await api.details()).toMatchObject({
      planId: 'premium',
      effectivePlanId: 'premium',
      status: 'active',
      startDate: end.toISOString(),
    });
    expect(stripe.refunds.filter((r) => r.payment_intent === intent.id).map((r) => r.amount)).toEqual([50]);
    const verify = await api.call('GET', `/subscriptions/verify?session_id=${sessionId}`);
    expect(verify.body.data).toMatchObject({ success: false, paymentStatus: 'failed' });
    expect(String(verify.body.data.message)).toContain('not applied');

    // Stripe's own word of that refund, and a replay of the payment's event, change nothing more.
    expect((await webhook(stripe.signedEvent('charge.refunded', stripe.chargeOf(intent.id)))).statusCode).toBe(200);
    expect((await webhook(stripe.signedEvent('payment_intent.succeeded', intent))).statusCode).toBe(200);
    const d = await api.details();
    expect(d).toMatchObject({ planId: 'premium', status: 'active' });
    expect(
      d.invoices
        .filter((i) => i.amountCents === 50)
        .map((i) => i.status)
        .sort(),
    ).toEqual(['paid', 'refunded']);
    expect(stripe.refunds.filter((r) => r.payment_intent === intent.id)).toHaveLength(1);
  });
});

describe('a refund owed while Stripe cannot be reached', () => {
  it('stays owed, and the billing worker makes it once under the same key', async () => {
    const { api, user } = await subscribed('premium');
    // An upgrade priced from Enterprise, which this account never had: it applies to nothing.
    const { dueDate, startDate } = await api.details();
    const metadata = {
      userId: user.id,
      customerId: String(stripe.charges.at(-1)!.customer),
      planId: 'enterprise',
      interval: 'monthly',
      purpose: 'upgrade',
      periodStart: String(startDate),
      periodEnd: String(dueDate),
      fromPlan: 'enterprise',
    };
    const intent = {
      id: `pi_stale_${user.id.slice(0, 8)}`,
      object: 'payment_intent',
      amount: 250,
      metadata,
      payment_method: 'pm_card_visa',
      status: 'succeeded',
    };
    const owedRefunds = () => stripe.refunds.filter((r) => r.payment_intent === intent.id);
    stripe.seedIntent(intent);

    stripe.loseAnswers(true);
    try {
      expect((await webhook(stripe.signedEvent('payment_intent.succeeded', intent))).statusCode).toBe(200);
    } finally {
      stripe.loseAnswers(false);
    }
    expect(owedRefunds()).toHaveLength(1);
    expect(await api.details()).toMatchObject({ planId: 'premium', status: 'active' });

    const run = await runBillingAt(t, new Date());
    expect(run.refunds).toBeGreaterThanOrEqual(1);
    expect(owedRefunds()).toHaveLength(1);
    expect(owedRefunds()[0]!.idempotencyKey).toBe(`refund:${intent.id}`);
    await runBillingAt(t, new Date());
    expect(owedRefunds()).toHaveLength(1);
    const d = await api.details();
    expect(
      d.invoices
        .filter((i) => i.amountCents === 250)
        .map((i) => i.status)
        .sort(),
    ).toEqual(['paid', 'refunded']);
  });
});

describe('a renewal whose answer is lost', () => {
  it('is charged once: the next run asks Stripe under the same key (the subscription and the period)', async () => {
    const { api, user } = await subscribed('premium');
    const { dueDate } = await api.details();
    const mine = () =>
      stripe.charges.filter(
        (c) => (c.metadata as Record<string, string>).userId === user.id && (c.metadata as Record<string, string>).purpose === 'renewal',
      );

    stripe.loseAnswers(true);
    try {
      const first = await runBillingAt(t, new Date(new Date(String(dueDate)).getTime() + MINUTE));
      expect(first.renewed).toBe(0);
    } finally {
      stripe.loseAnswers(false);
    }
    expect(mine()).toHaveLength(1);
    expect((await api.details()).startDate).not.toBe(dueDate);

    const second = await runBillingAt(t, new Date(new Date(String(dueDate)).getTime() + 2 * MINUTE));
    expect(second.renewed).toBeGreaterThanOrEqual(1);
    expect(mine()).toHaveLength(1);
    expect(mine()[0]!.idempotencyKey).toBe(`renewal:${user.id}:${dueDate}`);
    const d = await api.details();
    expect(d.startDate).toBe(dueDate);
    expect(d.invoices.map((i) => [i.status, i.amountCents])).toEqual([
      ['paid', 600],
      ['paid', 600],
    ]);
  });
});

describe('refunds and disputes reported by Stripe', () => {
  const nextNumber = (api: ReturnType<typeof billingApi>) => api.call('GET', '/invoices/next-number');

  it('keeps access on a part refund; a whole refund of the period ends it at once, with a line, once however often it is told', async () => {
    const { api, intentId } = await subscribed('premium');
    expect((await nextNumber(api)).status).toBe(200);

    expect(
      (await webhook(stripe.signedEvent('charge.refunded', stripe.chargeOf(intentId, { amount_refunded: 100, refunded: false }))))
        .statusCode,
    ).toBe(200);
    expect(await api.details()).toMatchObject({ status: 'active', effectivePlanId: 'premium', endedReason: null });

    const whole = stripe.signedEvent('charge.refunded', stripe.chargeOf(intentId, { amount_refunded: 600, refunded: true }));
    expect((await webhook(whole)).statusCode).toBe(200);
    const d = await api.details();
    expect(d).toMatchObject({
      planId: 'free',
      effectivePlanId: 'free',
      status: 'inactive',
      isActive: false,
      endedReason: 'refunded',
      nextAmountCents: 0,
    });
    expect(d.invoices.map((i) => [i.status, i.amountCents, i.description])).toEqual([
      ['refunded', 600, 'Refund of R-000001: access to the plan ended'],
      ['paid', 600, 'Premium plan, monthly'],
    ]);
    expectErrorEnvelope((await nextNumber(api)).body, 403, 'FEATURE_NOT_AVAILABLE');

    expect((await webhook(whole)).json().data).toEqual({ received: true, duplicate: true });
    expect(
      (await webhook(stripe.signedEvent('charge.refunded', stripe.chargeOf(intentId, { amount_refunded: 600, refunded: true }))))
        .statusCode,
    ).toBe(200);
    expect((await api.details()).invoices).toHaveLength(2);
    // Nothing renews a refunded period.
    await runBillingAt(t, new Date(Date.now() + 40 * 24 * 60 * MINUTE));
    const customer = stripe.charges.find((x) => x.id === intentId)!.customer;
    expect(stripe.charges.filter((c) => c.customer === customer)).toHaveLength(1);
  });

  it('ends access at once on a dispute of the period’s payment, with a line, once however often it is told', async () => {
    const { api, intentId } = await subscribed('enterprise');
    const dispute = {
      id: `dp_${intentId}`,
      object: 'dispute',
      charge: stripe.chargeOf(intentId).id,
      payment_intent: intentId,
      amount: 1100,
      currency: 'usd',
      reason: 'fraudulent',
      status: 'needs_response',
    };
    expect((await webhook(stripe.signedEvent('charge.dispute.created', dispute))).statusCode).toBe(200);
    const d = await api.details();
    expect(d).toMatchObject({ planId: 'free', effectivePlanId: 'free', status: 'inactive', endedReason: 'disputed' });
    expect(d.invoices.map((i) => [i.status, i.amountCents, i.description])).toEqual([
      ['refunded', 1100, 'R-000001 disputed with the card’s bank: access to the plan ended'],
      ['paid', 1100, 'Enterprise plan, monthly'],
    ]);
    expect((await webhook(stripe.signedEvent('charge.dispute.created', dispute))).statusCode).toBe(200);
    expect((await api.details()).invoices).toHaveLength(2);

    // Subscribing again starts afresh.
    const again = await api.call('POST', '/subscriptions', { planId: 'premium', paymentMethodId: 'pm_card_visa' });
    expect(again.body.data.subscription).toMatchObject({ planId: 'premium', status: 'active', endedReason: null });
  });

  it('leaves only a line when the refunded payment paid an earlier period', async () => {
    const { api, intentId } = await subscribed('premium');
    const { dueDate } = await api.details();
    await runBillingAt(t, new Date(new Date(String(dueDate)).getTime() + MINUTE));
    expect(
      (await webhook(stripe.signedEvent('charge.refunded', stripe.chargeOf(intentId, { amount_refunded: 600, refunded: true }))))
        .statusCode,
    ).toBe(200);
    const d = await api.details();
    expect(d).toMatchObject({ status: 'active', effectivePlanId: 'premium', startDate: dueDate, endedReason: null });
    expect(d.invoices.map((i) => [i.status, i.description]).sort()).toEqual([
      ['paid', 'Premium plan, monthly'],
      ['paid', 'Premium plan, monthly (renewal)'],
      ['refunded', 'Refund of R-000001'],
    ]);
  });
});

describe('the checkout’s addresses under a foreign Host and Origin', () => {
  it('sends Stripe success and cancel addresses on APP_URL', async () => {
    const u = await createVerifiedUser(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/subscriptions',
      token: u.token,
      headers: { host: 'evil.example', origin: 'http://evil.example' },
      payload: { planId: 'premium' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = stripe.session(String(res.json().data.checkoutUrl).split('/').at(-1)!)!;
    expect(session).toMatchObject({
      success_url: 'http://app.test/pricing/callback?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/pricing',
    });
  });
});
