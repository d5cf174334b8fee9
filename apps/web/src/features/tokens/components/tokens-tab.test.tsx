import { ROLE_PERMISSIONS, type ApiToken, type StudioRole, type User } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
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
  member: { id: 'u1', name: 'Ada Owner', role: 'owner' },
  roleChangedAt: null,
};

const asRole = (role: StudioRole) =>
  sampleUser({
    plan: 'enterprise',
    isSubActive: true,
    studio: { id: 'w1', name: 'Studio', role, permissions: [...ROLE_PERMISSIONS[role]], active: true },
  });

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

  it('shows the owner every member’s tokens with the member, and revokes a manager’s by keyboard', async () => {
    const theirs: ApiToken = { ...token, id: 't2', member: { id: 'u2', name: 'Mona Manager', role: 'manager' } };
    let tokens = [theirs, token];
    const api = stubApi({
      'GET /tokens': () => ({ data: { tokens } }),
      'DELETE /tokens/t2': () => {
        tokens = [token];
        return { data: { token: theirs } };
      },
    });
    renderTab(asRole('owner'));
    expect(await screen.findByText('Mona Manager · Manager')).toBeTruthy();
    expect(screen.getByText('Ada Owner · Owner')).toBeTruthy();
    expect(screen.getByText(/you see every member’s tokens/)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Revoke Shop sync of Mona Manager' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the token Shop sync?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    await waitFor(() => expect(screen.queryByText('Mona Manager · Manager')).toBeNull());
    expect(api.mock.calls.some(([url, init]) => String(url).endsWith('/tokens/t2') && init.method === 'DELETE')).toBe(true);
  });

  it('shows staff the token they kept, the role it acts with since the change, and no Create', async () => {
    const kept: ApiToken = { ...token, member: { id: 'u2', name: 'Mona', role: 'staff' }, roleChangedAt: '2026-11-25T09:00:00.000Z' };
    stubApi({ 'GET /tokens': () => ({ data: { tokens: [kept] } }) });
    renderTab(asRole('staff'));
    expect(await screen.findByText(/^Acts as Staff since .*when its member’s role changed$/)).toBeTruthy();
    expect(screen.queryByText('Mona · Staff')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create token' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Revoke Shop sync' })).toBeTruthy();
  });

  it('is the upgrade panel off Enterprise, without asking for tokens', () => {
    const api = stubApi({});
    renderTab(sampleUser({ plan: 'premium' }));
    expect(screen.getByTestId('apiTokens-upgrade')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });
});
