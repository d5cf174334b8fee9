import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingApi, CARDS, payOnCheckoutPage } from '../../test/billing.js';
import { expectErrorEnvelope, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { extractPdf } from '../../test/pdf.js';

/** The subscription calls on the embedded sandbox (decision 042): every call and message. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'http://app.test' });
});
afterAll(async () => t.close());

const signUp = async (plan: 'free' | 'premium' | 'enterprise' = 'free') => {
  const u = await createVerifiedUser(t, { plan });
  return { ...u, api: billingApi(t, u.token) };
};

describe('GET /subscriptions/config', () => {
  it('says the sandbox is on, how to tokenize a card, the test cards and the prices in cents (annual 20% off)', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/subscriptions/config' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      provider: 'sandbox',
      publishableKey: '',
      tokenizeUrl: '/api/v1/subscriptions/sandbox/payment-methods',
      trialDays: 14,
      graceDays: 7,
    });
    expect(data.prices).toContainEqual({ planId: 'premium', interval: 'monthly', amountCents: 600 });
    expect(data.prices).toContainEqual({ planId: 'premium', interval: 'annual', amountCents: 5760 });
    expect(data.prices).toContainEqual({ planId: 'enterprise', interval: 'annual', amountCents: 10560 });
    expect(data.testCards.map((c: { number: string }) => c.number)).toEqual(expect.arrayContaining([CARDS.ok, CARDS.declined]));
  });
});

describe('GET /subscriptions/details', () => {
  it('answers Free and inactive for a new Free account, and the trial for a Premium signup', async () => {
    const free = await signUp('free');
    expect(await free.api.details()).toMatchObject({
      planId: 'free',
      effectivePlanId: 'free',
      status: 'inactive',
      isActive: false,
      paymentMethod: null,
      invoices: [],
    });
    const trial = await signUp('premium');
    const d = await trial.api.details();
    expect(d).toMatchObject({ planId: 'premium', effectivePlanId: 'premium', status: 'trialing', isActive: true, paymentMethod: null });
    expect(new Date(String(d.dueDate)).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
  });

  it('needs a signed-in user', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/subscriptions/details' });
    expectErrorEnvelope(res.json(), 401, 'UNAUTHORIZED');
  });
});

describe('POST /subscriptions: the refusals', () => {
  it("answers 'Please select a plan.' without a plan or with an unknown one", async () => {
    const { api } = await signUp();
    for (const body of [{}, { planId: '' }, { planId: 'gold' }]) {
      const res = await api.call('POST', '/subscriptions', body);
      expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
      expect(res.body.errors?.[0]).toEqual({ field: 'planId', message: 'Please select a plan.' });
    }
  });

  it('answers "You\'re already on the Free plan." when Free chooses Free', async () => {
    const { api } = await signUp();
    const res = await api.call('POST', '/subscriptions', { planId: 'free' });
    expectErrorEnvelope(res.body, 409, 'ALREADY_ON_FREE_PLAN');
    expect(res.body.message).toBe("You're already on the Free plan.");
  });

  it("answers 'You are already subscribed to this plan.' for the plan already paid", async () => {
    const { api } = await signUp();
    expect((await api.subscribeWithCard('premium')).status).toBe(200);
    const res = await api.call('POST', '/subscriptions', { planId: 'premium' });
    expectErrorEnvelope(res.body, 409, 'ALREADY_SUBSCRIBED');
    expect(res.body.message).toBe('You are already subscribed to this plan.');
  });
});

describe('POST /subscriptions with a card from the card form', () => {
  it('takes the payment, then grants the plan: active, the card shown, a paid receipt', async () => {
    const { api } = await signUp('premium');
    const res = await api.subscribeWithCard('premium');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Plan updated successfully');
    const sub = res.body.data.subscription as Record<string, unknown>;
    expect(sub).toMatchObject({ planId: 'premium', status: 'active', interval: 'monthly', nextAmountCents: 600, cancelAtPeriodEnd: false });
    expect(sub.paymentMethod).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(sub.invoices).toEqual([expect.objectContaining({ status: 'paid', amountCents: 600, amount: 6, planId: 'premium' })]);
  });

  it('leaves the plan unchanged when the card is declined: 402 with the card error, a failed entry in the history', async () => {
    const { api } = await signUp();
    for (const [number, message] of [
      [CARDS.declined, 'Your card was declined.'],
      [CARDS.insufficient, 'Your card has insufficient funds.'],
    ] as const) {
      const res = await api.subscribeWithCard('enterprise', number);
      expectErrorEnvelope(res.body, 402, 'CARD_DECLINED');
      expect(res.body.message).toBe(message);
    }
    const d = await api.details();
    expect(d).toMatchObject({ planId: 'free', status: 'inactive', effectivePlanId: 'free' });
    expect(d.invoices.map((i) => i.status)).toEqual(['failed', 'failed']);
  });

  it('refuses an unknown card id as a setup failure on paymentMethodId, and another account’s card too', async () => {
    const a = await signUp();
    const b = await signUp();
    const bCard = await b.api.tokenize();
    for (const paymentMethodId of ['pm_sandbox_unknown', bCard]) {
      const res = await a.api.call('POST', '/subscriptions', { planId: 'premium', paymentMethodId });
      expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
      expect(res.body.errors?.[0]).toEqual({ field: 'paymentMethodId', message: 'Payment setup failed. Please try again.' });
    }
  });

  it('charges twelve months less 20% for annual billing', async () => {
    const { api } = await signUp();
    const res = await api.subscribeWithCard('enterprise', CARDS.ok, 'annual');
    const sub = res.body.data.subscription as { interval: string; invoices: { amountCents: number }[]; dueDate: string; startDate: string };
    expect(sub.interval).toBe('annual');
    expect(sub.invoices[0]?.amountCents).toBe(10560);
    const days = (Date.parse(sub.dueDate) - Date.parse(sub.startDate)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(365);
  });
});

describe('the sandbox card form (tokenizing)', () => {
  it('says the card errors on their field, and never answers the number', async () => {
    const { api } = await signUp();
    const cases = [
      [{ number: '4242424242424241' }, 'number', 'Your card number is incorrect.'],
      [{ number: '5555555555554444' }, 'number', 'The sandbox takes test cards only: use 4242 4242 4242 4242.'],
      [{ expYear: 2001 }, 'expYear', 'Your card has expired.'],
      [{ cvc: '12' }, 'cvc', 'Security code is invalid'],
    ] as const;
    for (const [extra, field, message] of cases) {
      const res = await api.call('POST', '/subscriptions/sandbox/payment-methods', {
        number: CARDS.ok,
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
        ...extra,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.errors?.[0]).toEqual({ field, message });
    }
    const ok = await api.call('POST', '/subscriptions/sandbox/payment-methods', {
      number: '4242 4242 4242 4242',
      expMonth: 4,
      expYear: 2099,
      cvc: '123',
    });
    expect(ok.body.data.paymentMethod).toEqual({ id: expect.stringMatching(/^pm_sandbox_/), brand: 'visa', last4: '4242', exp: '04/99' });
    expect(JSON.stringify(ok.body)).not.toContain('4242424242424242');
  });

  it('is rate limited', async () => {
    const { api } = await signUp();
    let last = 0;
    for (let i = 0; i < 21; i += 1)
      last = (
        await api.call('POST', '/subscriptions/sandbox/payment-methods', { number: CARDS.ok, expMonth: 12, expYear: 2099, cvc: '123' })
      ).status;
    expect(last).toBe(429);
  });
});

describe('the hosted checkout (sandbox), the callback and verification', () => {
  it('answers the link under all four field names, serves an accessible page listing the test cards, and grants the plan once paid', async () => {
    const { api } = await signUp();
    const { url, sessionId, body } = await api.checkout('premium');
    expect(url).toMatch(/^http:\/\/app\.test\/api\/v1\/subscriptions\/sandbox\/checkout\/cs_sandbox_[0-9a-f]{32}$/);
    expect(body.data).toMatchObject({ paymentLink: url, authorizationUrl: url, link: url });
    expect((body.data.subscription as { planId: string }).planId).toBe('free');

    const page = await t.request({ method: 'GET', url: `/api/v1/subscriptions/sandbox/checkout/${sessionId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<label for="number">Card number</label>');
    expect(page.body).toContain('4242 4242 4242 4242');
    expect(page.body).toContain('4000 0000 0000 0002');
    expect(page.body).toContain('Pay $6.00');
    expect(page.body).not.toMatch(/<script|https?:\/\/(?!app\.test)/);

    const declined = await payOnCheckoutPage(t, sessionId, CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('role="alert">Your card was declined.');
    expect((await api.details()).planId).toBe('free');

    const paid = await payOnCheckoutPage(t, sessionId, CARDS.ok);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://app.test/pricing/callback?session_id=${sessionId}`);
    const verify = await api.call('GET', `/subscriptions/verify?session_id=${sessionId}&provider=sandbox`);
    expect(verify.status).toBe(200);
    expect(verify.body.data).toMatchObject({ success: true, message: 'Payment verified successfully', paymentStatus: 'paid' });
    const d = await api.details();
    expect(d).toMatchObject({ planId: 'premium', status: 'active' });
    expect(d.invoices.map((i) => i.status)).toEqual(['paid', 'failed']);

    const again = await t.request({ method: 'GET', url: `/api/v1/subscriptions/sandbox/checkout/${sessionId}` });
    expect(again.statusCode).toBe(410);
  });

  it('verifies as not paid while the page was left unpaid, for a missing reference, and for another account’s checkout', async () => {
    const a = await signUp();
    const b = await signUp();
    const { sessionId } = await a.api.checkout('enterprise', 'annual');
    const open = await a.api.call('GET', `/subscriptions/verify?session_id=${sessionId}`);
    expect(open.body.data).toMatchObject({
      success: false,
      paymentStatus: 'pending',
      message: 'The payment was not completed. Your plan has not changed.',
    });
    const none = await a.api.call('GET', '/subscriptions/verify');
    expect(none.body.data).toMatchObject({ success: false, paymentStatus: 'failed' });
    expect(String(none.body.data.message)).toMatch(/^Payment verification failed/);
    const stranger = await b.api.call('GET', `/subscriptions/verify?session_id=${sessionId}`);
    expect(stranger.body.data).toMatchObject({ success: false, paymentStatus: 'failed' });
  });

  it('builds the checkout’s page, return and cancel addresses from APP_URL only, whatever the Host and Origin of the call (decision 048)', async () => {
    for (const headers of [
      { host: 'evil.example', origin: 'http://evil.example' },
      { host: 'evil.example' },
      { origin: 'http://localhost' },
      { host: 'localhost', origin: 'http://localhost' },
    ]) {
      const { token } = await signUp();
      const res = await t.request({ method: 'POST', url: '/api/v1/subscriptions', token, headers, payload: { planId: 'premium' } });
      expect(res.statusCode, res.body).toBe(200);
      const link = res.json().data.checkoutUrl as string;
      expect(link, JSON.stringify(headers)).toMatch(
        /^http:\/\/app\.test\/api\/v1\/subscriptions\/sandbox\/checkout\/cs_sandbox_[0-9a-f]{32}$/,
      );
      const sessionId = link.split('/').at(-1)!;
      const page = await t.request({
        method: 'GET',
        url: `/api/v1/subscriptions/sandbox/checkout/${sessionId}`,
        headers: { host: 'evil.example' },
      });
      expect(page.body).toContain('href="http://app.test/pricing"');
      expect(page.body).not.toMatch(/evil\.example|localhost/);
      const paid = await payOnCheckoutPage(t, sessionId, CARDS.ok);
      expect(paid.headers.location).toBe(`http://app.test/pricing/callback?session_id=${sessionId}`);
    }
  });

  it('shows a page for an unknown checkout rather than an error envelope', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/subscriptions/sandbox/checkout/cs_sandbox_nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Checkout not found');
  });
});

describe('cancel, payment method, receipts', () => {
  it("cancels at the period's end with access kept, and says so", async () => {
    const { api } = await signUp();
    await api.subscribeWithCard('premium');
    const res = await api.call('POST', '/subscriptions/cancel');
    expect(res.body.message).toBe('Subscription cancelled successfully');
    expect(res.body.data.subscription).toMatchObject({
      status: 'cancelled',
      isActive: true,
      effectivePlanId: 'premium',
      cancelAtPeriodEnd: true,
      nextAmountCents: 0,
    });
    const none = await (await signUp()).api.call('POST', '/subscriptions/cancel');
    expectErrorEnvelope(none.body, 409, 'NO_ACTIVE_SUBSCRIPTION');
  });

  it('replaces the card', async () => {
    const { api } = await signUp();
    await api.subscribeWithCard('premium');
    const pm = await api.tokenize(CARDS.declinesAtRenewal, { expMonth: 3 });
    const res = await api.call('PATCH', '/subscriptions/payment-method', { paymentMethodId: pm });
    expect(res.body.message).toBe('Payment method updated successfully');
    expect((res.body.data.subscription as { paymentMethod: unknown }).paymentMethod).toMatchObject({
      last4: '0341',
      exp: expect.stringMatching(/^03\//),
    });
    const bad = await api.call('PATCH', '/subscriptions/payment-method', {});
    expectErrorEnvelope(bad.body, 422, 'VALIDATION_ERROR');
  });

  it('makes each paid receipt a PDF like the invoices, the account’s own only', async () => {
    const { api, token } = await signUp();
    await api.subscribeWithCard('enterprise');
    const receipt = (await api.details()).invoices[0];
    expect(receipt?.pdfUrl).toBe(`/api/v1/subscriptions/receipts/${receipt?.id}/pdf`);
    const pdf = await t.request({ method: 'GET', url: String(receipt?.pdfUrl), token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await extractPdf(pdf.rawPayload)).pages.join('\n');
    expect(text).toContain('Receipt');
    expect(text).toContain('$11.00 USD');
    expect(text).toContain('VISA ending in 4242');
    const stranger = await signUp();
    expect((await t.request({ method: 'GET', url: String(receipt?.pdfUrl), token: stranger.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/v1/subscriptions/receipts/${UNKNOWN_ID}/pdf`, token })).statusCode).toBe(404);
  });
});
