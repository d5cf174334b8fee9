import type { SubscriptionDetails, User } from '@atelier/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { browserLocation } = await import('@/features/billing/api/subscriptions');
const { PricingPage } = await import('./pricing-page');
const { rememberCheckout } = await import('@/features/billing/checkout-return');

const details = (over: Partial<SubscriptionDetails> = {}): SubscriptionDetails => ({
  planId: 'free',
  effectivePlanId: 'free',
  status: 'inactive',
  isActive: false,
  interval: null,
  startDate: null,
  dueDate: null,
  trialEndDate: null,
  graceEndDate: null,
  cancelAtPeriodEnd: false,
  pendingPlanId: null,
  pendingInterval: null,
  nextAmountCents: 0,
  endedReason: null,
  paymentMethod: null,
  invoices: [],
  ...over,
});

const wrap = (subscription: SubscriptionDetails) => ({ subscription });

const config = { provider: 'sandbox', publishableKey: '', tokenizeUrl: '', prices: [], trialDays: 14, graceDays: 7, testCards: [] };

const renderPage = (user: User) => renderSignedIn(<PricingPage />, { path: 'pricing', user });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe("/pricing, 'Choose Your Plan'", () => {
  it('says a Free account is already on Free, and sends nothing', async () => {
    const fetch = stubApi({ 'GET /subscriptions/details': { data: wrap(details()) }, 'GET /subscriptions/config': { data: config } });
    renderPage(sampleUser({ plan: 'free', isSubActive: false }));
    const free = await screen.findByTestId('plan-card-free');
    await waitFor(() => expect(within(free).getByRole('button', { name: 'Your current plan' })).toHaveProperty('disabled', false));
    fireEvent.click(within(free).getByRole('button', { name: 'Your current plan' }));
    expect(toast.info).toHaveBeenCalledWith("You're already on the Free plan.");
    expect(fetch.mock.calls.some(([, init]) => (init as RequestInit).method === 'POST')).toBe(false);
  });

  it('says why the plan ended when its payment was refunded or disputed (decision 047)', async () => {
    for (const [endedReason, text] of [
      ['refunded', 'Your last payment was refunded, so your plan ended and the Free plan applies. Your data is kept.'],
      ['disputed', 'Your last payment was disputed with your bank, so your plan ended and the Free plan applies. Your data is kept.'],
    ] as const) {
      stubApi({ 'GET /subscriptions/details': { data: wrap(details({ endedReason })) }, 'GET /subscriptions/config': { data: config } });
      renderPage(sampleUser({ plan: 'free', isSubActive: false }));
      expect((await screen.findByTestId('subscription-line')).textContent).toBe(text);
      cleanup();
    }
  });

  it('says the plan already paid for is already subscribed, with its Active badge', async () => {
    stubApi({
      'GET /subscriptions/details': {
        data: wrap(
          details({
            planId: 'premium',
            effectivePlanId: 'premium',
            status: 'active',
            isActive: true,
            interval: 'monthly',
            dueDate: '2026-12-23T00:00:00.000Z',
            nextAmountCents: 600,
          }),
        ),
      },
      'GET /subscriptions/config': { data: config },
    });
    renderPage(sampleUser({ plan: 'premium' }));
    const premium = await screen.findByTestId('plan-card-premium');
    await waitFor(() => expect(within(premium).getByTestId('plan-status').textContent).toBe('Active'));
    fireEvent.click(within(premium).getByRole('button', { name: 'Your current plan' }));
    expect(toast.info).toHaveBeenCalledWith('You are already subscribed to this plan.');
  });

  it('buys a paid plan at the annual price through the checkout link', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const fetch = stubApi({
      'GET /subscriptions/details': { data: wrap(details()) },
      'GET /subscriptions/config': { data: config },
      'POST /subscriptions': { data: { paymentLink: '/api/v1/subscriptions/sandbox/checkout/cs_1', subscription: details() } },
    });
    renderPage(sampleUser({ plan: 'free', isSubActive: false }));
    fireEvent.click(screen.getByRole('switch', { name: 'Annual billing' }));
    const premium = screen.getByTestId('plan-card-premium');
    expect(within(premium).getByText('$57.60')).toBeTruthy();
    const upgrade = within(premium).getByRole('button', { name: /Upgrade to Premium/ });
    await waitFor(() => expect(upgrade).toHaveProperty('disabled', false));
    fireEvent.click(upgrade);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/v1/subscriptions/sandbox/checkout/cs_1'));
    const post = fetch.mock.calls.find(([, init]) => (init as RequestInit).method === 'POST');
    expect(JSON.parse(String((post?.[1] as RequestInit).body))).toEqual({ planId: 'premium', interval: 'annual' });
  });

  it('asks before a downgrade, naming the date the current plan ends', async () => {
    stubApi({
      'GET /subscriptions/details': {
        data: wrap(
          details({
            planId: 'enterprise',
            effectivePlanId: 'enterprise',
            status: 'active',
            isActive: true,
            interval: 'monthly',
            dueDate: '2026-12-23T12:00:00.000Z',
            nextAmountCents: 1100,
          }),
        ),
      },
      'GET /subscriptions/config': { data: config },
    });
    renderPage(sampleUser({ plan: 'enterprise' }));
    const premium = await screen.findByTestId('plan-card-premium');
    const button = await within(premium).findByRole('button', { name: /Switch to Premium/ });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Premium' });
    expect(dialog.textContent).toContain('You keep Enterprise until December 23, 2026');
  });

  it("says 'Payment failed, try again' once when a checkout of this tab was left unpaid", async () => {
    stubApi({ 'GET /subscriptions/details': { data: wrap(details()) }, 'GET /subscriptions/config': { data: config } });
    rememberCheckout('premium');
    renderPage(sampleUser({ plan: 'free', isSubActive: false }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('Payment failed, try again'));
    cleanup();
    vi.clearAllMocks();
    stubApi({ 'GET /subscriptions/details': { data: wrap(details()) }, 'GET /subscriptions/config': { data: config } });
    renderPage(sampleUser({ plan: 'free', isSubActive: false }));
    await screen.findByRole('button', { name: 'Your current plan' });
    expect(toast.info).not.toHaveBeenCalled();
  });
});
