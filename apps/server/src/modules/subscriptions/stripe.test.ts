import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingApi, runBillingAt } from '../../test/billing.js';
import { expectErrorEnvelope } from '../../test/business.js';
import { deadUrl } from '../../test/fake-providers.js';
import { FAKE_STRIPE, startFakeStripe } from '../../test/fake-stripe.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';

/**
 * The Stripe provider (decision 042): the official SDK against a local fake Stripe,
 * events signed with the SDK's test header helper. The same calls and rules as the sandbox.
 */

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
const stripeEnv = (apiUrl: string) => ({
  APP_URL: 'http://app.test',
  STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey,
  STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE.publishableKey,
  STRIPE_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret,
  STRIPE_API_URL: apiUrl,
});
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp(stripeEnv(stripe.url));
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const signUp = async () => {
  const u = await createVerifiedUser(t, { plan: 'premium' });
  return { ...u, api: billingApi(t, u.token) };
};
const webhook = (e: { payload: string; header: string }) =>
  t.request({
    method: 'POST',
    url: '/api/v1/subscriptions/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': e.header },
    payload: e.payload,
  });

describe('Stripe configuration', () => {
  it('tells the web Stripe is on with the publishable key (never the secret), and mounts no sandbox', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/subscriptions/config' });
    expect(res.json().data).toMatchObject({
      provider: 'stripe',
      publishableKey: FAKE_STRIPE.publishableKey,
      tokenizeUrl: '',
      testCards: [],
    });
    expect(res.body).not.toContain(FAKE_STRIPE.secretKey);
    const { api } = await signUp();
    expect(
      (
        await api.call('POST', '/subscriptions/sandbox/payment-methods', {
          number: '4242424242424242',
          expMonth: 1,
          expYear: 2099,
          cvc: '123',
        })
      ).status,
    ).toBe(404);
  });
});

describe('paying with a card from Stripe.js (paymentMethodId)', () => {
  it('charges a PaymentIntent for the plan’s price and grants the plan once it succeeded', async () => {
    const { api, user } = await signUp();
    const res = await api.call('POST', '/subscriptions', { planId: 'premium', interval: 'annual', paymentMethodId: 'pm_card_visa' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Plan updated successfully');
    expect(res.body.data.subscription).toMatchObject({
      status: 'active',
      interval: 'annual',
      paymentMethod: { brand: 'visa', last4: '4242', exp: '12/34' },
    });
    const charge = stripe.charges.at(-1)!;
    expect(charge).toMatchObject({ amount: 5760, currency: 'usd', payment_method: 'pm_card_visa', off_session: 'true' });
    expect(charge.metadata).toMatchObject({ userId: user.id, planId: 'premium', interval: 'annual', purpose: 'subscribe' });

    // The same payment's own event, later, changes nothing.
    const again = await webhook(
      stripe.signedEvent('payment_intent.succeeded', {
        id: charge.id,
        object: 'payment_intent',
        amount: 5760,
        metadata: charge.metadata,
        payment_method: 'pm_card_visa',
      }),
    );
    expect(again.statusCode).toBe(200);
    expect((await api.details()).invoices).toHaveLength(1);
  });

  it('keeps the plan when Stripe declines the card, with Stripe’s message', async () => {
    const { api } = await signUp();
    for (const [pm, message] of [
      ['pm_card_chargeDeclined', 'Your card was declined.'],
      ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
    ] as const) {
      const res = await api.call('POST', '/subscriptions', { planId: 'enterprise', paymentMethodId: pm });
      expectErrorEnvelope(res.body, 402, 'CARD_DECLINED');
      expect(res.body.message).toBe(message);
    }
    expect(await api.details()).toMatchObject({
      status: 'trialing',
      invoices: [expect.objectContaining({ status: 'failed' }), expect.objectContaining({ status: 'failed' })],
    });
  });

  it('answers an unknown PaymentMethod as a setup failure on paymentMethodId', async () => {
    const { api } = await signUp();
    const res = await api.call('POST', '/subscriptions', { planId: 'premium', paymentMethodId: 'pm_nothing' });
    expect(res.body.errors?.[0]).toEqual({ field: 'paymentMethodId', message: 'Payment setup failed. Please try again.' });
  });

  it('renews off-session from the saved card when the period ends', async () => {
    const { api } = await signUp();
    await api.call('POST', '/subscriptions', { planId: 'premium', paymentMethodId: 'pm_card_visa' });
    const { dueDate } = await api.details();
    const before = stripe.charges.length;
    await runBillingAt(t, new Date(new Date(String(dueDate)).getTime() + 60_000));
    expect(stripe.charges.length).toBe(before + 1);
    expect(stripe.charges.at(-1)).toMatchObject({
      amount: 600,
      off_session: 'true',
      metadata: expect.objectContaining({ purpose: 'renewal', periodStart: dueDate }),
    });
    expect((await api.details()).startDate).toBe(dueDate);
  });
});

describe('Stripe Checkout, its webhook and the callback', () => {
  it('sends the browser to Checkout, and grants the plan when the signed event or the verification confirms payment', async () => {
    const { api } = await signUp();
    const { url, sessionId } = await api.checkout('enterprise');
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const pending = await api.call('GET', `/subscriptions/verify?session_id=${sessionId}`);
    expect(pending.body.data).toMatchObject({ success: false, paymentStatus: 'pending' });

    const { session } = stripe.completeCheckout(sessionId);
    const event = stripe.signedEvent('checkout.session.completed', { ...session, object: 'checkout.session' });
    const res = await webhook(event);
    expect(res.statusCode, res.body).toBe(200);
    expect(await api.details()).toMatchObject({ planId: 'enterprise', status: 'active', paymentMethod: { last4: '4242' } });
    expect((await webhook(event)).json().data).toEqual({ received: true, duplicate: true });

    const verify = await api.call('GET', `/subscriptions/verify?session_id=${sessionId}`);
    expect(verify.body.data).toMatchObject({ success: true, paymentStatus: 'paid' });
    expect((await api.details()).invoices).toHaveLength(1);
  });

  it('applies the payment’s own event if it comes first, and takes the card from the checkout’s', async () => {
    const { api } = await signUp();
    const { sessionId } = await api.checkout('premium', 'annual');
    const { session, intent } = stripe.completeCheckout(sessionId, 'pm_card_mastercard');
    expect((await webhook(stripe.signedEvent('payment_intent.succeeded', intent))).statusCode).toBe(200);
    expect(await api.details()).toMatchObject({ planId: 'premium', interval: 'annual', status: 'active', paymentMethod: null });
    expect((await webhook(stripe.signedEvent('checkout.session.completed', session))).statusCode).toBe(200);
    const d = await api.details();
    expect(d).toMatchObject({ paymentMethod: { brand: 'mastercard', last4: '4444' } });
    expect(d.invoices.map((i) => [i.status, i.amountCents])).toEqual([['paid', 5760]]);
  });

  it('refuses events with a wrong secret or older than 300 s', async () => {
    const object = { id: 'cs_nothing', object: 'checkout.session' };
    for (const e of [
      stripe.signedEvent('checkout.session.completed', object, { secret: 'whsec_other' }),
      stripe.signedEvent('checkout.session.completed', object, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
    ]) {
      const res = await webhook(e);
      expectErrorEnvelope(res.json(), 400, 'WEBHOOK_SIGNATURE_INVALID');
    }
  });
});

describe('account deletion', () => {
  it('deletes the Stripe customer, so no card of the account stays chargeable', async () => {
    const { api, token, password } = await signUp();
    await api.call('POST', '/subscriptions', { planId: 'premium', paymentMethodId: 'pm_card_visa' });
    const customer = String(stripe.charges.at(-1)!.customer);
    const res = await t.request({ method: 'POST', url: '/api/v1/user/delete-account', token, payload: { password } });
    expect(res.statusCode, res.body).toBe(200);
    expect(stripe.deletedCustomers).toContain(customer);
  });
});

describe('Stripe unreachable', () => {
  it('answers 502 PROVIDER_UNAVAILABLE and changes nothing', async () => {
    const down = await createTestApp(stripeEnv(await deadUrl()), { shareDatabaseOf: t });
    try {
      const u = await createVerifiedUser(down);
      const res = await billingApi(down, u.token).call('POST', '/subscriptions', { planId: 'premium', paymentMethodId: 'pm_card_visa' });
      expectErrorEnvelope(res.body, 502, 'PROVIDER_UNAVAILABLE');
      expect((await billingApi(down, u.token).details()).planId).toBe('free');
    } finally {
      await down.close();
    }
  });
});
