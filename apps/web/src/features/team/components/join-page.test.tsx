import type { User } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { pendingInviteToken, rememberInviteToken } = await import('../pending-invite');
const { JoinPage } = await import('./join-page');

const invite = {
  studioName: 'Maison Lune',
  invitedBy: 'Ada Stitch',
  email: 'bo@example.com',
  role: 'staff',
  expiresAt: '2026-12-01T10:00:00.000Z',
};
const joined = sampleUser({
  id: 'u2',
  email: 'bo@example.com',
  studio: { id: 'w9', name: 'Maison Lune', role: 'staff', permissions: ['clients.read'], active: true },
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderJoin(user: User | null) {
  const setUser = vi.fn<(user: User) => void>();
  const session = { user, setUser, logout: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/join']}>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route path="join" element={<JoinPage />} />
            <Route path="dashboard" element={<Where />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { setUser };
}

const bodyOf = (mock: ReturnType<typeof stubApi>, key: string) => {
  const call = mock.mock.calls.find(([url, init]) => `${init.method} ${url.replace('/api/v1', '')}` === key);
  return call ? JSON.parse(String(call[1].body)) : undefined;
};

describe('JoinPage', () => {
  beforeEach(() => window.history.replaceState(null, '', '/join'));
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('reads the secret from the fragment, keeps it for the tab, takes it off the address and looks it up in the body', async () => {
    window.history.replaceState(null, '', '/join#token=inv_secret');
    const api = stubApi({ 'POST /invites/lookup': { data: { invite } } });
    renderJoin(null);
    expect(await screen.findByText('Ada Stitch invites you to join Maison Lune as staff.')).toBeTruthy();
    expect(bodyOf(api, 'POST /invites/lookup')).toEqual({ token: 'inv_secret' });
    expect(pendingInviteToken()).toBe('inv_secret');
    expect(window.location.hash).toBe('');
    expect(String(api.mock.calls[0]?.[0])).not.toContain('inv_secret');
  });

  it('signed out: offers sign-in and sign-up, which come back here while the secret is kept', async () => {
    rememberInviteToken('inv_kept');
    const api = stubApi({ 'POST /invites/lookup': { data: { invite } } });
    renderJoin(null);
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    expect(bodyOf(api, 'POST /invites/lookup')).toEqual({ token: 'inv_kept' });
    expect(screen.queryByRole('button', { name: 'Join the studio' })).toBeNull();
  });

  it('signed in: joins only once leaving the current studio is confirmed, then becomes the member', async () => {
    rememberInviteToken('inv_kept');
    const api = stubApi({
      'POST /invites/lookup': { data: { invite } },
      'POST /invites/accept': { data: { user: joined } },
    });
    const { setUser } = renderJoin(sampleUser());
    fireEvent.click(await screen.findByRole('button', { name: 'Join the studio' }));
    expect(screen.getByText('Confirm that you leave your current studio')).toBeTruthy();
    expect(bodyOf(api, 'POST /invites/accept')).toBeUndefined();

    fireEvent.click(screen.getByRole('checkbox', { name: 'I leave my current studio' }));
    fireEvent.click(screen.getByRole('button', { name: 'Join the studio' }));
    await waitFor(() => expect(setUser).toHaveBeenCalledWith(joined));
    expect(bodyOf(api, 'POST /invites/accept')).toEqual({ token: 'inv_kept', leaveCurrentStudio: true });
    expect(toast.success).toHaveBeenCalledWith('Welcome to Maison Lune!');
    expect(pendingInviteToken()).toBeNull();
    expect(await screen.findByTestId('where')).toBeTruthy();
  });

  it('says why a link cannot be used: expired or used (410), another address (403), a studio not empty (409)', async () => {
    rememberInviteToken('inv_old');
    stubApi({
      'POST /invites/lookup': { status: 410, data: { success: false, status_code: 410, code: 'INVITE_UNAVAILABLE', message: 'x' } },
    });
    renderJoin(null);
    expect(await screen.findByText(/This invitation has expired, was already used or was revoked/)).toBeTruthy();
    // A dead link no longer brings sign-in back to /join.
    expect(pendingInviteToken()).toBeNull();
    cleanup();

    rememberInviteToken('inv_new');

    stubApi({
      'POST /invites/lookup': { data: { invite } },
      'POST /invites/accept': { status: 409, data: { success: false, status_code: 409, code: 'STUDIO_NOT_EMPTY', message: 'x' } },
    });
    renderJoin(sampleUser());
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I leave my current studio' }));
    fireEvent.click(screen.getByRole('button', { name: 'Join the studio' }));
    expect(await screen.findByText(/Your own studio still holds clients/)).toBeTruthy();
  });

  it('says the link is incomplete when there is no secret at all', () => {
    stubApi({});
    renderJoin(null);
    expect(screen.getByText(/This invitation link is incomplete/)).toBeTruthy();
  });
});
