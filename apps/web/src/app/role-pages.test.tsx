import { ROLE_PERMISSIONS } from '@atelier/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useOutletContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth';
import { sampleUser } from '@/test/sample-user';
import { RequirePermission, StudioInactivePanel } from './role-pages';

/** A page that reads the layout's outlet context, as every page of the app does for the session. */
function InvoicesPage() {
  const session = useOutletContext<{ who: string } | undefined>();
  return <p>Invoices page for {session?.who ?? 'nobody'}</p>;
}

function renderInvoices() {
  render(
    <MemoryRouter initialEntries={['/invoices']}>
      <Routes>
        <Route element={<Outlet context={{ who: 'Ada' }} />}>
          <Route element={<RequirePermission permission="invoices.read" />}>
            <Route path="invoices" element={<InvoicesPage />} />
          </Route>
        </Route>
        <Route path="pricing" element={<p>Pricing page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('pages by role', () => {
  afterEach(() => {
    cleanup();
    useAuthStore.setState({ user: null, token: null });
  });

  it("opens a page the role holds, with the layout's session context handed on", () => {
    useAuthStore.setState({ user: sampleUser(), token: 't' });
    renderInvoices();
    expect(screen.getByText('Invoices page for Ada')).toBeTruthy();
  });

  it('says plainly that the role does not include a page opened by its address, without moving to /pricing', () => {
    const staff = sampleUser({ studio: { id: 'w1', name: 'S', role: 'staff', permissions: [...ROLE_PERMISSIONS.staff], active: true } });
    useAuthStore.setState({ user: staff, token: 't' });
    renderInvoices();
    expect(screen.getByRole('heading', { name: 'Not part of your role' })).toBeTruthy();
    expect(screen.getByText(/Your role in this studio does not include this page/)).toBeTruthy();
    expect(screen.queryByText(/Invoices page/)).toBeNull();
    expect(screen.queryByText('Pricing page')).toBeNull();
  });

  it("shows a plan without the guard's feature that feature's upgrade panel as the page, never the page itself", () => {
    const user = sampleUser({ plan: 'free' });
    useAuthStore.setState({ user, token: 't' });
    render(
      <MemoryRouter initialEntries={['/quotes']}>
        <Routes>
          <Route element={<Outlet context={{ user }} />}>
            <Route element={<RequirePermission permission="quotes.read" feature="quotes" />}>
              <Route path="quotes" element={<p>Quotes page</p>} />
            </Route>
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Quotes are part of Premium and Enterprise.' })).toBeTruthy();
    expect(screen.getByTestId('quotes-upgrade')).toBeTruthy();
    expect(screen.queryByText('Quotes page')).toBeNull();
  });

  it('tells a member of a studio off Enterprise to ask the owner, with a way to sign out', () => {
    const onSignOut = vi.fn();
    render(<StudioInactivePanel onSignOut={onSignOut} />);
    expect(screen.getByRole('heading', { name: 'Your studio is no longer on Enterprise' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalled();
  });
});
