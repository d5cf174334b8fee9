import type { ApiToken, User } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() } }));
const { createQueryClient } = await import('@/lib/query/query-client');
const { TokensTab } = await import('./tokens-tab');

const SECRET = 'atl_0123456789abcdefSECRET';
const token: ApiToken = {
  id: 't1',
  name: 'Shop sync',
  scope: 'read',
  prefix: 'atl_0123',
  expiresAt: null,
  lastUsedAt: null,
  createdAt: '2026-11-24T10:00:00.000Z',
};

function renderTab(user: User) {
  const session = { user, setUser: vi.fn(), logout: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/settings']}>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route path="settings" element={<TokensTab />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('TokensTab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a new token’s secret once, with the copy and the warning, and never again after Done', async () => {
    let tokens: ApiToken[] = [];
    const api = stubApi({
      'GET /tokens': () => ({ data: { tokens } }),
      'POST /tokens': () => {
        tokens = [token];
        return { status: 201, data: { token, secret: SECRET } };
      },
    });
    renderTab(sampleUser({ plan: 'enterprise', isSubActive: true }));
    expect(await screen.findByText('No token yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API token' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Shop sync' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const secretDialog = await screen.findByRole('dialog', { name: 'Copy your new token' });
    expect(within(secretDialog).getByText(/You will not see it again/)).toBeTruthy();
    expect((within(secretDialog).getByLabelText('Your new token') as HTMLInputElement).value).toBe(SECRET);
    expect(within(secretDialog).getByRole('button', { name: 'Copy token' })).toBeTruthy();
    const sent = api.mock.calls.find(([, init]) => init.method === 'POST');
    expect(JSON.parse(String(sent?.[1].body))).toEqual({ name: 'Shop sync', scope: 'read', expiresOn: null });

    fireEvent.click(within(secretDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Shop sync')).toBeTruthy();
    expect(screen.getByText('Read-only · starts with atl_0123')).toBeTruthy();
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('is the upgrade panel off Enterprise, without asking for tokens', () => {
    const api = stubApi({});
    renderTab(sampleUser({ plan: 'premium' }));
    expect(screen.getByTestId('tokens-upgrade')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });
});
