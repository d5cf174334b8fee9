import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingApi } from '../../test/billing.js';
import { expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { addInterval } from './state-machine.js';
import { sandboxWebhookSecret } from './billing-setup.js';
import { SANDBOX_SIGNATURE_HEADER } from './providers/sandbox.js';
import { signPayload } from './providers/signature.js';

/**
 * POST /subscriptions/webhook (decisions 042 and 043): verified (signature, 300 s), applied once (event ids,
 * payment ids), never rolled back by a late event, unknown kinds acknowledged and ignored.
 * The events are the sandbox's, signed as it signs them.
 */

let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  secret = sandboxWebhookSecret(t.ctx);
});
afterAll(async () => t.close());

let n = 0;
const event = (type: string, object: Record<string, unknown>, id = `evt_test_${++n}_${Date.now()}`) =>
  JSON.stringify({ id, type, created: Math.floor(Date.now() / 1000), data: { object } });

const post = (body: string, signature: string | null = signPayload(body, secret)) =>
  t.request({
    method: 'POST',
    url: '/api/v1/subscriptions/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { [SANDBOX_SIGNATURE_HEADER]: signature } : {}) },
    payload: body,
  });

const payment = (userId: string, paymentId: string, extra: Record<string, unknown> = {}, metadata: Record<string, string> = {}) => ({
  id: paymentId,
  amount: 600,
  currency: 'usd',
  payment_method: 'pm_sandbox_webhook',
  card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 },
  metadata: {
    userId,
    customerId: `cus_sandbox_${userId}`,
    planId: 'premium',
    interval: 'monthly',
    purpose: 'subscribe',
    periodStart: '',
    periodEnd: '',
    ...metadata,
  },
  ...extra,
});

const signUp = async () => {
  const u = await createVerifiedUser(t);
  return { ...u, api: billingApi(t, u.token) };
};

describe('webhook signatures', () => {
  it('refuses a missing, wrong, tampered or stale signature with 400 and changes nothing', async () => {
    const { user, api } = await signUp();
    const body = event('payment_intent.succeeded', payment(user.id, `pi_sig_${user.id}`));
    const tampered = body.replace('"amount":600', '"amount":1');
    const cases: [string, string | null][] = [
      [body, null],
      [body, 'garbage'],
      [body, signPayload(body, 'not-the-secret')],
      [tampered, signPayload(body, secret)],
      [body, signPayload(body, secret, Math.floor(Date.now() / 1000) - 301)],
    ];
    for (const [payload, signature] of cases) {
      const res = await post(payload, signature);
      expect(res.statusCode).toBe(400);
      expectErrorEnvelope(res.json(), 400, 'WEBHOOK_SIGNATURE_INVALID');
    }
    expect(await api.details()).toMatchObject({ planId: 'free', invoices: [] });
  });

  it('accepts a signature 299 s old', async () => {
    const { user } = await signUp();
    const body = event('payment_intent.succeeded', payment(user.id, `pi_old_${user.id}`));
    expect((await post(body, signPayload(body, secret, Math.floor(Date.now() / 1000) - 299))).statusCode).toBe(200);
  });

  it('answers 400 to a signed body that is not JSON', async () => {
    const res = await post('{not json');
    expectErrorEnvelope(res.json(), 400, 'BAD_REQUEST');
  });
});

describe('webhook events applied once', () => {
  it('grants the plan on a confirmed payment; a replay or a duplicate of the same payment changes nothing', async () => {
    const { user, api } = await signUp();
    const body = event('payment_intent.succeeded', payment(user.id, `pi_once_${user.id}`));
    const first = await post(body);
    expect(first.json().data).toEqual({ received: true, duplicate: false });
    const d = await api.details();
    expect(d).toMatchObject({ planId: 'premium', status: 'active', paymentMethod: { last4: '4242' } });

    expect((await post(body)).json().data).toEqual({ received: true, duplicate: true });
    // The same payment reported again under a new event id (a provider may send both).
    expect((await post(event('payment_intent.succeeded', payment(user.id, `pi_once_${user.id}`)))).statusCode).toBe(200);
    const after = await api.details();
    expect(after.invoices).toHaveLength(1);
    expect(after.dueDate).toBe(d.dueDate);
  });

  it('keeps the plan when a payment fails, recording the failure', async () => {
    const { user, api } = await signUp();
    await post(
      event(
        'payment_intent.payment_failed',
        payment(user.id, `pi_fail_${user.id}`, { last_payment_error: { message: 'Your card was declined.' } }),
      ),
    );
    const d = await api.details();
    expect(d).toMatchObject({ planId: 'free', status: 'inactive' });
    expect(d.invoices.map((i) => i.status)).toEqual(['failed']);
  });

  it('does not roll back: a failed renewal arriving after the same period’s successful one leaves it active', async () => {
    const { user, api } = await signUp();
    await post(event('payment_intent.succeeded', payment(user.id, `pi_first_${user.id}`)));
    const { dueDate } = await api.details();
    const periodStart = String(dueDate);
    const renewal = { purpose: 'renewal', periodStart, periodEnd: addInterval(new Date(periodStart), 'monthly').toISOString() };
    await post(event('payment_intent.succeeded', payment(user.id, `pi_renew_ok_${user.id}`, {}, renewal)));
    await post(
      event(
        'payment_intent.payment_failed',
        payment(user.id, `pi_renew_late_${user.id}`, { last_payment_error: { message: 'Your card was declined.' } }, renewal),
      ),
    );
    const d = await api.details();
    expect(d).toMatchObject({ status: 'active', startDate: periodStart, dueDate: renewal.periodEnd });
    expect(d.invoices.map((i) => i.status).sort()).toEqual(['failed', 'paid', 'paid']);
    // And a renewal older than the current period only lands in the history.
    await post(event('payment_intent.succeeded', payment(user.id, `pi_renew_old_${user.id}`, {}, renewal)));
    expect((await api.details()).dueDate).toBe(renewal.periodEnd);
  });

  it('reads the sandbox’s refund and dispute events as Stripe’s: a dispute of the period’s payment ends access at once, once (decision 047)', async () => {
    const { user, api } = await signUp();
    const paymentId = `pi_disputed_${user.id}`;
    await post(event('payment_intent.succeeded', payment(user.id, paymentId)));
    expect(await api.details()).toMatchObject({ planId: 'premium', status: 'active' });
    const dispute = event('charge.dispute.created', {
      id: `dp_${user.id}`,
      object: 'dispute',
      payment_intent: paymentId,
      amount: 600,
      reason: 'fraudulent',
    });
    expect((await post(dispute)).statusCode).toBe(200);
    expect(
      (
        await post(
          event('charge.dispute.created', {
            id: `dp_${user.id}`,
            object: 'dispute',
            payment_intent: paymentId,
            amount: 600,
            reason: 'fraudulent',
          }),
        )
      ).statusCode,
    ).toBe(200);
    const d = await api.details();
    expect(d).toMatchObject({ planId: 'free', effectivePlanId: 'free', status: 'inactive', endedReason: 'disputed' });
    expect(d.invoices.map((i) => i.status)).toEqual(['refunded', 'paid']);
    // A refund reported afterwards adds its line; access stays ended.
    expect(
      (
        await post(
          event('charge.refunded', {
            id: `ch_${paymentId}`,
            object: 'charge',
            payment_intent: paymentId,
            amount: 600,
            amount_refunded: 600,
            refunded: true,
          }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await api.details()).invoices.map((i) => i.status)).toEqual(['refunded', 'refunded', 'paid']);
  });

  it('acknowledges and ignores an unknown event or one without our metadata', async () => {
    const { user, api } = await signUp();
    expect((await post(event('customer.created', { id: 'cus_x' }))).json().data).toEqual({ received: true, duplicate: false });
    expect((await post(event('payment_intent.succeeded', { id: 'pi_foreign', amount: 100, metadata: {} }))).statusCode).toBe(200);
    expect((await post(event('payment_intent.succeeded', payment(user.id, 'pi_bad_plan', {}, { planId: 'free' })))).statusCode).toBe(200);
    expect(await api.details()).toMatchObject({ planId: 'free', invoices: [] });
  });
});
