import type { PortalLink, User } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { ClientPortalDialog } = await import('./client-portal-dialog');

const link: PortalLink = {
  id: 'l1',
  clientId: 'c1',
  url: 'https://atelier.example/portal/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: null,
  lastOpenedAt: null,
};

function renderDialog(user: User = sampleUser(), canWrite = true) {
  const session = { user, setUser: vi.fn(), logout: vi.fn(async () => {}) };
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/clients']}>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route
              path="clients"
              element={<ClientPortalDialog clientId="c1" name="Grace Hopper" canWrite={canWrite} onClose={onClose} />}
            />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onClose };
}

const sent = (mock: ReturnType<typeof stubApi>, method: string) =>
  mock.mock.calls
    .filter(([, init]) => (init as RequestInit).method === method)
    .map(([url, init]) => ({ url, body: (init as RequestInit).body }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the client portal panel (decision 082)', () => {
  it('creates a link that expires after the days typed, then copies it with a toast', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = stubApi({
      'GET /clients/c1/portal-link': { data: { link: null } },
      'POST /clients/c1/portal-link': {
        status: 201,
        message: 'Portal link created',
        data: { link: { ...link, expiresAt: '2026-12-20T10:00:00.000Z' } },
      },
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Client portal of Grace Hopper' });
    expect(await within(dialog).findByText('No link yet. Create one to share with the client.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Expires after \(days\)/), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const field = (await within(dialog).findByLabelText('Link')) as HTMLInputElement;
    expect(field.value).toBe(link.url);
    expect(field.readOnly).toBe(true);
    expect(sent(api, 'POST')).toEqual([{ url: '/api/v1/clients/c1/portal-link', body: JSON.stringify({ expiresInDays: 30 }) }]);
    expect(within(dialog).getByText(/^Expires /)).toBeTruthy();
    expect(within(dialog).getByText('Not opened yet')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link.url));
    expect(toast.success).toHaveBeenCalledWith('Link copied');
  });

  it('refuses an expiry that is not 1 to 365 whole days before asking the server', async () => {
    const api = stubApi({ 'GET /clients/c1/portal-link': { data: { link: null } } });
    renderDialog();
    const input = await screen.findByLabelText(/Expires after \(days\)/);
    for (const value of ['0', '366', '1.5', 'two']) {
      fireEvent.change(input, { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
      expect(await screen.findByText('Enter a whole number of days from 1 to 365, or leave it empty.')).toBeTruthy();
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(sent(api, 'POST')).toEqual([]);
  });

  it('revokes the link after asking, and says when it was last opened', async () => {
    const api = stubApi({
      'GET /clients/c1/portal-link': { data: { link: { ...link, lastOpenedAt: new Date(Date.now() - 3 * 3600_000).toISOString() } } },
      'DELETE /clients/c1/portal-link': { message: 'Portal link revoked', data: { link: null } },
    });
    renderDialog();
    expect(await screen.findByText('Last opened 3 hours ago')).toBeTruthy();
    expect(screen.getByText('Works until you revoke it')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke the link' });
    expect(within(confirm).getByText(/Grace Hopper can no longer open the portal/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText('No link yet. Create one to share with the client.')).toBeTruthy();
    expect(sent(api, 'DELETE')).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Portal link revoked');
  });

  it('shows a member who may not change clients the link without Create, New link or Revoke', async () => {
    stubApi({ 'GET /clients/c1/portal-link': { data: { link } } });
    renderDialog(sampleUser(), false);
    expect(await screen.findByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New link' })).toBeNull();
  });

  it('shows Free the upgrade panel and asks the server nothing', async () => {
    const api = stubApi({});
    renderDialog(sampleUser({ plan: 'free', isSubActive: false }));
    expect(await screen.findByText('The client portal is part of Premium and Enterprise.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans and pricing' }).getAttribute('href')).toBe('/pricing');
    expect(api).not.toHaveBeenCalled();
  });
});
