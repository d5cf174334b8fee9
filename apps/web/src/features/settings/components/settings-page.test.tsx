import { DEFAULT_SETTINGS, type User } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleProfile } from '@/test/sample-user';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { SettingsPage } = await import('./settings-page');

const profile = sampleProfile({
  activeSessions: [
    { id: 's1', device: 'Chrome on Linux', location: '127.0.0.1', lastActive: new Date().toISOString(), current: true },
    { id: 's2', device: 'Safari on iPhone', location: '10.0.0.2', lastActive: '2025-01-01T00:00:00.000Z', current: false },
  ],
});

type Call = { method: string; url: string; body: unknown };

/** The API answers as the contract says; only `fetch` is replaced, the real api-client runs. */
function stubApi(answers: Record<string, { status?: number; message?: string; data: unknown }>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const path = url.replace('/api/v1', '');
      calls.push({ method, url: path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[`${method} ${path}`];
      if (!answer) return new Response(JSON.stringify({ success: false, message: 'Not stubbed' }), { status: 500 });
      const status = answer.status ?? 200;
      const body = status < 400 ? { success: true, status_code: status, message: answer.message ?? 'OK', data: answer.data } : answer.data;
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

function Probe() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderPage(url = '/settings') {
  const setUser = vi.fn<(user: User) => void>();
  const session = { user: profile as User, setUser, logout: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route
              path="settings"
              element={
                <>
                  <SettingsPage />
                  <Probe />
                </>
              }
            />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { setUser };
}

const ok = { 'GET /user/profile': { message: 'Profile loaded', data: { user: profile } } };

describe('SettingsPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("shows 'Loading settings...', then the owner's tabs with Profile open", async () => {
    stubApi(ok);
    renderPage();
    expect(screen.getByText('Loading settings...')).toBeTruthy();
    const tabs = await screen.findAllByRole('tab');
    // In five groups by what they concern (decision 209), each a list named by its heading.
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Studio',
      'Workflow',
      'Billing',
      'Data',
      'Tax',
      'Team',
      'Messages',
      'Online booking',
      'Profile',
      'Notifications',
      'Preferences',
      'Security',
      'API tokens',
    ]);
    expect(screen.getAllByRole('tablist').map((list) => list.getAttribute('aria-labelledby') && list.textContent)).toHaveLength(5);
    expect(screen.getByRole('tablist', { name: 'Your account' }).textContent).toContain('Profile');
    expect(screen.getByRole('tablist', { name: 'Clients’ contact' }).textContent).toBe('MessagesOnline booking');
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ada Stitch');
  });

  it('opens the tab the URL names, and a chosen tab goes into the URL', async () => {
    stubApi(ok);
    renderPage('/settings?tab=security');
    expect((await screen.findByRole('tab', { name: 'Security' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Preferences' }), { button: 0 });
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?tab=preferences'));
    expect(screen.getByRole('tab', { name: 'Preferences' }).getAttribute('aria-selected')).toBe('true');
  });

  it('advises reloading or contacting support when the profile cannot load', async () => {
    stubApi({ 'GET /user/profile': { status: 500, data: { success: false, message: 'Boom' } } });
    renderPage();
    expect(await screen.findByText(/Reload the page to try again\. If it keeps happening, contact support\./)).toBeTruthy();
  });

  it('saves the full name split at the first space and puts the answer in the session', async () => {
    const saved = { ...profile, firstName: 'Mary', lastName: 'Ann Evans' };
    const calls = stubApi({ ...ok, 'PATCH /user/profile': { message: 'Profile updated successfully', data: { user: saved } } });
    const { setUser } = renderPage();
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Mary Ann Evans' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile updated successfully'));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({ firstName: 'Mary', lastName: 'Ann Evans' });
    expect(patch?.body).not.toHaveProperty('email');
    const user = setUser.mock.calls[0]?.[0];
    expect(user).toMatchObject({ firstName: 'Mary', lastName: 'Ann Evans', settings: DEFAULT_SETTINGS });
    // The session keeps the user, not the profile's device list.
    expect(user).not.toHaveProperty('activeSessions');
  });

  it('asks for the current password only for a new email, and sends it with the change (decision 050)', async () => {
    const calls = stubApi({
      ...ok,
      'PATCH /user/profile': { message: 'Profile updated successfully', data: { user: { ...profile, pendingEmail: 'new@example.com' } } },
    });
    renderPage();
    const email = await screen.findByLabelText('Email');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.change(email, { target: { value: 'new@example.com' } });
    const password = screen.getByLabelText('Current password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    // Without it nothing is sent; the field says why and takes the focus.
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    const message = 'Enter your current password to change your email address.';
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(password.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(message);
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.change(password, { target: { value: 'my current password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      email: 'new@example.com',
      currentPassword: 'my current password',
    });
  });

  it("shows the server's refusal of a wrong password on the password field", async () => {
    const refusal = {
      success: false,
      status_code: 400,
      code: 'INVALID_PASSWORD',
      message: 'Current password is incorrect',
      errors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
    };
    stubApi({ ...ok, 'PATCH /user/profile': { status: 400, data: refusal } });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'a wrong one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    const password = screen.getByLabelText('Current password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Current password is incorrect')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(password));
  });

  it('for an account without a password, mails a code to the current address and sends it as otp', async () => {
    const social = { ...profile, hasPassword: false };
    const calls = stubApi({
      'GET /user/profile': { data: { user: social } },
      'POST /user/email/code': { message: `Code sent to ${profile.email}`, data: {} },
      'PATCH /user/profile': { data: { user: { ...social, pendingEmail: 'new@example.com' } } },
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'new@example.com' } });
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/user/email/code')).toBe(true));
    fireEvent.change(screen.getByLabelText('Code sent to your current address'), { target: { value: '12a34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ email: 'new@example.com', otp: '1234' });
  });

  it("refuses differing new passwords with 'New passwords do not match!' and sends nothing", async () => {
    const calls = stubApi(ok);
    renderPage('/settings?tab=security');
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'old-password' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-password-1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'new-password-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('New passwords do not match!')).toBeTruthy();
    expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.url === '/user/password')).toEqual([]);
  });

  it('logs out of all other sessions and keeps only this device in the list', async () => {
    stubApi({ ...ok, 'POST /user/logout-all': { message: 'Logged out from all sessions', data: {} } });
    renderPage('/settings?tab=security');
    const list = await screen.findByTestId('active-sessions');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('This device')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log out of all other sessions' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(toast.success).toHaveBeenCalledWith('Logged out from all sessions');
    expect(within(list).getByText('Chrome on Linux')).toBeTruthy();
  });
});
