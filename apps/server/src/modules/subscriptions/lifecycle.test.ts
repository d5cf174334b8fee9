import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingApi, CARDS, DAY, runBillingAt } from '../../test/billing.js';
import { expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, createVerifiedUser, outboxFor, type TestApp } from '../../test/harness.js';
import { upgradeAmountCents } from './checkout.js';

/**
 * The subscription state machine with a controllable clock (decision 043): trial, active,
 * past_due, Free; cancellation at the period's end; upgrade now, downgrade later; annual prices.
 * The billing worker runs at chosen moments; the calls run now.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'http://app.test' });
});
afterAll(async () => t.close());

const signUp = async (plan: 'free' | 'premium' | 'enterprise' = 'free') => {
  const u = await createVerifiedUser(t, { plan });
  return { ...u, api: billingApi(t, u.token) };
};
const at = (iso: unknown, plusMs = 0) => new Date(new Date(String(iso)).getTime() + plusMs);
const nextNumber = (api: ReturnType<typeof billingApi>) => api.call('GET', '/invoices/next-number');

describe('trial', () => {
  it('mails 3 days before the end and on the day, once each; then the Free rules apply with SUBSCRIPTION_INACTIVE', async () => {
    const { api, email } = await signUp('premium');
    const { trialEndDate } = await api.details();
    const before = outboxFor(t.dataDir, email).length;

    await runBillingAt(t, at(trialEndDate, -2.5 * DAY));
    await runBillingAt(t, at(trialEndDate, -2.4 * DAY));
    let mails = outboxFor(t.dataDir, email).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Your Atelier Premium trial ends in 3 days');

    await runBillingAt(t, at(trialEndDate, -6 * 3600_000));
    await runBillingAt(t, at(trialEndDate, -5 * 3600_000));
    mails = outboxFor(t.dataDir, email).slice(before);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('Subject: Your Atelier Premium trial ends today');
    expect((await nextNumber(api)).status).toBe(200);

    const run = await runBillingAt(t, at(trialEndDate, 60_000));
    expect(run.trialsEnded).toBeGreaterThanOrEqual(1);
    expect(await api.details()).toMatchObject({ planId: 'premium', effectivePlanId: 'free', status: 'inactive', isActive: false });
    const refused = await nextNumber(api);
    expectErrorEnvelope(refused.body, 403, 'SUBSCRIPTION_INACTIVE');
    expect(refused.body.message).toBe('Your Premium subscription is not active. Renew it on the Pricing page to use this again.');
  });

  it('writes the trial mail in the account’s language, the plan named in it (decision 203)', async () => {
    const { api, email } = await signUp('enterprise');
    expect((await api.call('PATCH', '/user/preferences', { settings: { language: 'fr' } })).status).toBe(200);
    const { trialEndDate } = await api.details();
    const before = outboxFor(t.dataDir, email).length;
    await runBillingAt(t, at(trialEndDate, -2.5 * DAY));
    const mails = outboxFor(t.dataDir, email).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Votre essai Atelier Entreprise se termine dans 3 jours');
  });

  it('answers FEATURE_NOT_AVAILABLE to a Free account that never paid, and sends it no trial mail', async () => {
    const { api, email } = await signUp('free');
    expectErrorEnvelope((await nextNumber(api)).body, 403, 'FEATURE_NOT_AVAILABLE');
    await runBillingAt(t, new Date(Date.now() + 12 * DAY));
    expect(outboxFor(t.dataDir, email).join('\n')).not.toContain('trial ends');
  });

  it('ends the trial at once when the user pays during it: the paid period starts now', async () => {
    const { api } = await signUp('enterprise');
    await api.subscribeWithCard('enterprise');
    const d = await api.details();
    expect(d).toMatchObject({ status: 'active', planId: 'enterprise' });
    await runBillingAt(t, at(d.trialEndDate, DAY));
    expect((await api.details()).status).toBe('active');
  });
});

describe('renewal, past_due, grace, Free', () => {
  it('renews from the saved card at the period’s end; a refused renewal is past_due with 7 days of grace, then Free', async () => {
    const { api, email } = await signUp();
    await api.subscribeWithCard('premium', CARDS.declinesAtRenewal);
    const first = await api.details();
    expect(first.status).toBe('active');

    const run = await runBillingAt(t, at(first.dueDate, 60_000));
    expect(run.failed).toBeGreaterThanOrEqual(1);
    const pastDue = await api.details();
    expect(pastDue).toMatchObject({
      status: 'past_due',
      isActive: true,
      effectivePlanId: 'premium',
      graceEndDate: at(first.dueDate, 7 * DAY).toISOString(),
    });
    expect(pastDue.invoices.map((i) => i.status)).toEqual(['failed', 'paid']);
    expect(outboxFor(t.dataDir, email).join('\n')).toContain('We could not renew your Atelier Premium plan');
    // Running again in the grace period charges nothing more.
    await runBillingAt(t, at(first.dueDate, 2 * DAY));
    expect((await api.details()).invoices).toHaveLength(2);

    await runBillingAt(t, at(first.dueDate, 7 * DAY + 60_000));
    expect(await api.details()).toMatchObject({ status: 'inactive', effectivePlanId: 'free', isActive: false });
    expectErrorEnvelope((await nextNumber(api)).body, 403, 'SUBSCRIPTION_INACTIVE');
    expect(outboxFor(t.dataDir, email).join('\n')).toContain('Your Atelier Premium plan has ended');
  });

  it('renews a good card once per period however often the worker runs', async () => {
    const { api } = await signUp();
    await api.subscribeWithCard('premium');
    const first = await api.details();
    await Promise.all([runBillingAt(t, at(first.dueDate, 60_000)), runBillingAt(t, at(first.dueDate, 120_000))]);
    await runBillingAt(t, at(first.dueDate, 180_000));
    const renewed = await api.details();
    expect(renewed.invoices.map((i) => [i.status, i.amountCents])).toEqual([
      ['paid', 600],
      ['paid', 600],
    ]);
    expect(renewed.startDate).toBe(first.dueDate);
  });

  it('settles a past-due renewal at once when the card is replaced', async () => {
    const { api } = await signUp();
    await api.subscribeWithCard('premium', CARDS.declinesAtRenewal);
    await runBillingAt(t, at((await api.details()).dueDate, 60_000));
    expect((await api.details()).status).toBe('past_due');
    const res = await api.call('PATCH', '/subscriptions/payment-method', { paymentMethodId: await api.tokenize(CARDS.ok) });
    expect(res.status).toBe(200);
    expect(res.body.data.subscription).toMatchObject({ status: 'active', graceEndDate: null });
  });
});

describe('cancellation and plan changes', () => {
  it('keeps access after cancelling until the period’s end, then Free; choosing the plan again before then resumes it', async () => {
    const { api } = await signUp();
    await api.subscribeWithCard('premium');
    await api.call('POST', '/subscriptions/cancel');
    const resumed = await api.call('POST', '/subscriptions', { planId: 'premium' });
    expect(resumed.body.message).toBe('Plan updated successfully');
    expect(resumed.body.data.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    await api.call('POST', '/subscriptions/cancel');
    const { dueDate } = await api.details();
    await runBillingAt(t, at(dueDate, -60_000));
    expect(await api.details()).toMatchObject({ status: 'cancelled', effectivePlanId: 'premium' });
    const run = await runBillingAt(t, at(dueDate, 60_000));
    expect(run.renewed).toBe(0);
    expect(await api.details()).toMatchObject({ status: 'inactive', effectivePlanId: 'free' });
    expect((await api.details()).invoices).toHaveLength(1);
  });

  it('upgrades at once, charging the rest of the period on the higher plan', async () => {
    const { api } = await signUp();
    await api.subscribeWithCard('premium');
    const res = await api.subscribeWithCard('enterprise');
    expect(res.body.message).toBe('Plan updated successfully');
    const d = res.body.data.subscription as { planId: string; effectivePlanId: string; invoices: { amountCents: number }[] };
    expect(d).toMatchObject({ planId: 'enterprise', effectivePlanId: 'enterprise' });
    // Just after paying for the month, the rest of it is (almost) the whole $5 difference.
    expect(d.invoices[0]?.amountCents).toBeGreaterThanOrEqual(499);
    expect(d.invoices[0]?.amountCents).toBeLessThanOrEqual(500);
  });

  it('prorates in cents, never below the providers’ 50-cent minimum', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const sub = {
      plan: 'premium' as const,
      interval: 'monthly' as const,
      currentPeriodStart: start,
      currentPeriodEnd: new Date('2026-02-01T00:00:00Z'),
    };
    expect(upgradeAmountCents(sub, 'enterprise', new Date('2026-01-16T12:00:00Z'))).toBe(250);
    expect(upgradeAmountCents(sub, 'enterprise', new Date('2026-01-31T23:00:00Z'))).toBe(50);
    expect(
      upgradeAmountCents({ ...sub, interval: 'annual', currentPeriodEnd: new Date('2027-01-01T00:00:00Z') }, 'enterprise', start),
    ).toBe(4800);
  });

  it('downgrades at the period’s end: Enterprise kept until then, the renewal charges Premium', async () => {
    const { api } = await signUp();
    await api.subscribeWithCard('enterprise');
    const res = await api.call('POST', '/subscriptions', { planId: 'premium' });
    expect(res.body.message).toBe('Plan updated successfully');
    expect(res.body.data.subscription).toMatchObject({
      planId: 'enterprise',
      effectivePlanId: 'enterprise',
      pendingPlanId: 'premium',
      nextAmountCents: 600,
    });
    await runBillingAt(t, at((await api.details()).dueDate, 60_000));
    const after = await api.details();
    expect(after).toMatchObject({ planId: 'premium', effectivePlanId: 'premium', status: 'active', pendingPlanId: null });
    expect(after.invoices[0]?.amountCents).toBe(600);
  });

  it('downgrades to Free at the period’s end, and switches to annual billing from the next period', async () => {
    const { api } = await signUp();
    await api.subscribeWithCard('premium');
    const toAnnual = await api.call('POST', '/subscriptions', { planId: 'premium', interval: 'annual' });
    expect(toAnnual.body.data.subscription).toMatchObject({ interval: 'monthly', pendingInterval: 'annual', nextAmountCents: 5760 });
    await runBillingAt(t, at((await api.details()).dueDate, 60_000));
    expect(await api.details()).toMatchObject({ interval: 'annual', status: 'active' });

    const toFree = await api.call('POST', '/subscriptions', { planId: 'free' });
    expect(toFree.body.data.subscription).toMatchObject({ status: 'cancelled', pendingPlanId: 'free', effectivePlanId: 'premium' });
    await runBillingAt(t, at((await api.details()).dueDate, 60_000));
    expect(await api.details()).toMatchObject({ planId: 'free', status: 'inactive' });
    expectErrorEnvelope((await nextNumber(api)).body, 403, 'FEATURE_NOT_AVAILABLE');
  });
});
