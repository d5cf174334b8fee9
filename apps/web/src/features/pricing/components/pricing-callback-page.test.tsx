import type { SubscriptionDetails, User } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type * as ReactRouter from 'react-router';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '@/test/sample-user';
import { stubApi, type StubAnswer } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const navigate = vi.fn();
vi.mock('react-router', async (original) => ({ ...(await original<typeof ReactRouter>()), useNavigate: () => navigate }));
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { PricingCallbackPage } = await import('./pricing-callback-page');

const subscription = { planId: 'premium', status: 'active' } as SubscriptionDetails;
const verified = (over: Partial<{ success: boolean; message: string; paymentStatus: string }> = {}): StubAnswer => ({
  data: { success: true, message: 'Payment received', paymentStatus: 'paid', subscription, ...over },
});

function renderAt(url: string) {
  const setUser = vi.fn<(user: User) => void>();
  const session = { user: sampleUser({ plan: 'free' }), setUser, logout: vi.fn(async () => {}) };
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route path="pricing/callback" element={<PricingCallbackPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { setUser, ...view };
}

/** Lets pending answers and timers run, `ms` of fake time. */
const advance = (ms = 0) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('/pricing/callback, the payment result page', () => {
  it('forwards every query parameter of the page to the verification call', async () => {
    const fetch = stubApi({
      'GET /subscriptions/verify?session_id=cs_123&provider=sandbox&x=a+b': verified(),
      'GET /auth': { data: { user: sampleUser() } },
    });
    renderAt('/pricing/callback?session_id=cs_123&provider=sandbox&x=a+b');
    await advance();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/subscriptions/verify?session_id=cs_123&provider=sandbox&x=a+b');
  });

  it('shows processing, then success; refreshes the session; after 5000 ms goes to /dashboard, replacing history', async () => {
    stubApi({ 'GET /subscriptions/verify?session_id=cs_1': verified(), 'GET /auth': { data: { user: sampleUser({ plan: 'premium' }) } } });
    const { setUser } = renderAt('/pricing/callback?session_id=cs_1');
    expect(screen.getByRole('heading', { level: 1, name: 'Processing Payment' })).toBeTruthy();
    expect(screen.getByText('Verifying payment...')).toBeTruthy();
    await advance();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeTruthy();
    expect(screen.getByText('Payment received')).toBeTruthy();
    expect(screen.getByText('You will be redirected shortly...')).toBeTruthy();
    expect(setUser).toHaveBeenCalledWith(expect.objectContaining({ plan: 'premium' }));
    await advance(4999);
    expect(navigate).not.toHaveBeenCalled();
    await advance(1);
    expect(toast.success).toHaveBeenCalledWith('Subscription activated successfully');
    expect(navigate).toHaveBeenCalledWith('/dashboard', { replace: true });
  });

  it('defaults the message to our own when the server sends none', async () => {
    stubApi({
      'GET /subscriptions/verify?session_id=ok': verified({ message: '' }),
      'GET /subscriptions/verify?session_id=no': verified({ success: false, message: '', paymentStatus: 'failed' }),
      'GET /auth': { data: { user: sampleUser() } },
    });
    renderAt('/pricing/callback?session_id=ok');
    await advance();
    expect(screen.getByText('Payment verified successfully')).toBeTruthy();
    cleanup();
    renderAt('/pricing/callback?session_id=no');
    await advance();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByText('Payment verification failed')).toBeTruthy();
  });

  it('on a declined payment shows the reason and goes back to /pricing with the info toast, replacing history', async () => {
    stubApi({
      'GET /subscriptions/verify?session_id=cs_2': verified({
        success: false,
        message: 'Your card was declined.',
        paymentStatus: 'failed',
      }),
    });
    const { setUser } = renderAt('/pricing/callback?session_id=cs_2');
    await advance();
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    await advance(5000);
    expect(toast.info).toHaveBeenCalledWith('Payment failed, try again');
    expect(navigate).toHaveBeenCalledWith('/pricing', { replace: true });
    expect(setUser).not.toHaveBeenCalled();
  });

  it("shows the server's message when the call itself fails, then /pricing", async () => {
    stubApi({
      'GET /subscriptions/verify?session_id=bad': {
        status: 422,
        data: { success: false, status_code: 422, code: 'VALIDATION_ERROR', message: 'The payment reference is invalid' },
      },
    });
    renderAt('/pricing/callback?session_id=bad');
    await advance();
    expect(screen.getByText('The payment reference is invalid')).toBeTruthy();
    await advance(5000);
    expect(navigate).toHaveBeenCalledWith('/pricing', { replace: true });
  });

  it('asks again while the provider has not confirmed the payment', async () => {
    let calls = 0;
    const fetch = stubApi({
      'GET /subscriptions/verify?session_id=slow': () =>
        ++calls < 3 ? verified({ success: false, message: '', paymentStatus: 'pending' }) : verified(),
      'GET /auth': { data: { user: sampleUser() } },
    });
    renderAt('/pricing/callback?session_id=slow');
    await advance();
    expect(screen.getByRole('heading', { level: 1, name: 'Processing Payment' })).toBeTruthy();
    await advance(1500);
    await advance(1500);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeTruthy();
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/verify')).length).toBe(3);
  });

  it('cancels the redirect when the page is left', async () => {
    stubApi({ 'GET /subscriptions/verify?session_id=cs_3': verified(), 'GET /auth': { data: { user: sampleUser() } } });
    const { unmount } = renderAt('/pricing/callback?session_id=cs_3');
    await advance();
    unmount();
    await advance(10_000);
    expect(navigate).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('moves on at once with the button, once', async () => {
    stubApi({ 'GET /subscriptions/verify?session_id=cs_4': verified(), 'GET /auth': { data: { user: sampleUser() } } });
    renderAt('/pricing/callback?session_id=cs_4');
    await advance();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the dashboard now' }));
    await advance(10_000);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/dashboard', { replace: true });
  });

  it("stops the redirect with 'Stay on this page', and still moves on with the button", async () => {
    stubApi({
      'GET /subscriptions/verify?session_id=cs_5': verified({
        success: false,
        message: 'Your card was declined.',
        paymentStatus: 'failed',
      }),
    });
    renderAt('/pricing/callback?session_id=cs_5');
    await advance();
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await advance(10_000);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByText('You will be redirected shortly...')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to plans now' }));
    await advance();
    expect(toast.info).toHaveBeenCalledWith('Payment failed, try again');
    expect(navigate).toHaveBeenCalledWith('/pricing', { replace: true });
  });
});
