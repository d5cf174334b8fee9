import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth';
import { setLanguage } from '@/lib/i18n/i18n';
import { sampleUser } from '@/test/sample-user';
import { SIDEBAR } from '../routes';
import { SidebarContext } from './nav-items';
import { Sidebar } from './sidebar';

const user = sampleUser();

function renderSidebar(onLogout = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/clients']}>
      <SidebarContext value={SIDEBAR}>
        <Sidebar open onNavigate={() => {}} onLogout={onLogout} />
      </SidebarContext>
    </MemoryRouter>,
  );
  return onLogout;
}

describe('Sidebar', () => {
  afterEach(() => {
    cleanup();
    useAuthStore.setState({ user: null, token: null });
    act(() => setLanguage(undefined));
  });

  it('lists every entry in order, marks the current one and offers Logout', () => {
    useAuthStore.setState({ user, token: 't' });
    const onLogout = renderSidebar();
    const links = screen.getAllByRole('link').filter((a) => a.closest('nav'));
    // Which entries there are, and their order, is nav-items.test.ts's; here each is drawn, in the routes' order.
    expect(links.map((a) => a.textContent)).toEqual(SIDEBAR.items.map((item) => item.label));
    expect(links.length).toBeGreaterThanOrEqual(20);
    expect(screen.getByRole('link', { name: 'Pattern Designer' }).getAttribute('href')).toBe('/patterns');
    expect(screen.getByRole('link', { name: 'Clients' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalled();
  });

  it('shows the name, initials and plan label of the user', () => {
    useAuthStore.setState({ user, token: 't' });
    renderSidebar();
    expect(screen.getByTestId('sidebar-user-name').textContent).toBe('Ada Stitch');
    expect(screen.getByTestId('sidebar-plan-label').textContent).toBe('Premium Plan');
    expect(screen.getByTestId('sidebar-avatar').textContent).toBe('AS');
  });

  it('shows Admin for admins and the picture when there is one', () => {
    useAuthStore.setState({ user: { ...user, isAdmin: true, image: 'https://example.com/a.png' }, token: 't' });
    renderSidebar();
    expect(screen.getByTestId('sidebar-plan-label').textContent).toBe('Admin');
    expect(screen.getByTestId('sidebar-avatar').querySelector('img')?.getAttribute('src')).toBe('https://example.com/a.png');
  });

  it('falls back to Guest User and Basic User without a user', () => {
    renderSidebar();
    expect(screen.getByTestId('sidebar-user-name').textContent).toBe('Guest User');
    expect(screen.getByTestId('sidebar-plan-label').textContent).toBe('Basic User');
  });

  it('follows the language preference: French entries and plan label', async () => {
    useAuthStore.setState({ user, token: 't' });
    renderSidebar();
    act(() => setLanguage('fr'));
    expect(await screen.findByRole('link', { name: 'Tableau de bord' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Navigation principale' })).toBeTruthy();
    expect(screen.getByTestId('sidebar-plan-label').textContent).toBe('Forfait Premium');
  });
});
