import { DEFAULT_SETTINGS, FIRST_STEP_KEYS, ROLE_PERMISSIONS, type User } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

const toasts = spyOnToasts();
const { createQueryClient } = await import('@/lib/query/query-client');
const { FirstStepsCard } = await import('./first-steps-card');

// Decision 211: after the conventions, the studio's first steps, each opening its place and ticked by the server.

function renderCard(user: User) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route element={<Outlet context={{ user, setUser: () => {}, logout: async () => {} }} />}>
            <Route path="/dashboard" element={<FirstStepsCard />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const confirmed = sampleUser({ settings: { ...DEFAULT_SETTINGS, conventionsConfirmedAt: '2026-11-25T10:00:00.000Z' } });
const steps = (done: readonly string[]) => ({ steps: FIRST_STEP_KEYS.map((key) => ({ key, done: done.includes(key) })), dismissed: false });

describe('the first steps on the dashboard', () => {
  it('lists each step as a link to its place, says which are done, and hides for the studio when asked', async () => {
    const fetch = stubApi({
      'GET /dashboard/first-steps': { data: steps(['conventions', 'tax']) },
      'POST /dashboard/first-steps/dismiss': { data: { steps: [], dismissed: true } },
    });
    renderCard(confirmed);
    const card = await screen.findByRole('region', { name: 'First steps' });
    expect(within(card).getByText('2 of 7 done')).toBeTruthy();
    const links = within(card).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/settings?tab=studio',
      '/settings?tab=tax',
      '/services',
      '/settings?tab=booking',
      '/settings?tab=team',
      '/settings?tab=studio',
      '/clients?new=1',
    ]);
    expect(links[1]!.textContent).toContain('(Done)');
    expect(links[2]!.textContent).toContain('(To do)');

    fireEvent.click(within(card).getByRole('button', { name: 'Hide the first steps' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'First steps' })).toBeNull());
    expect(fetch.mock.calls.some(([url, init]) => init.method === 'POST' && String(url).endsWith('/dashboard/first-steps/dismiss'))).toBe(
      true,
    );
    expect(toasts.success).toHaveBeenCalledWith('First steps hidden. Everything stays in Settings.');
  });

  it('is gone once every step is done, and is not asked before the conventions nor of staff', async () => {
    const fetch = stubApi({ 'GET /dashboard/first-steps': { data: steps(FIRST_STEP_KEYS) } });
    renderCard(confirmed);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    renderCard(sampleUser({ settings: { ...DEFAULT_SETTINGS, conventionsConfirmedAt: '' } }));
    renderCard({
      ...confirmed,
      studio: { id: 'w1', name: "Ada's studio", role: 'staff', permissions: [...ROLE_PERMISSIONS.staff], active: true },
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'First steps' })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
