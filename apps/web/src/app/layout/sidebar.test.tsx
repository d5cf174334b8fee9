import { ROLE_PERMISSIONS } from '@atelier/shared';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth';
import { loadLanguage, setLanguage } from '@/lib/i18n/i18n';
import { sampleUser } from '@/test/sample-user';
import { SIDEBAR } from '../routes';
import { FOLDED_KEY } from './nav-folds';
import { navSectionsFor, SidebarContext } from './nav-items';
import { Sidebar } from './sidebar';

const user = sampleUser();
const staff = sampleUser({ studio: { id: 'w1', name: 'S', role: 'staff', permissions: [...ROLE_PERMISSIONS.staff], active: true } });

function renderSidebar(onLogout = vi.fn(), at = '/clients') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <SidebarContext value={SIDEBAR}>
        <Sidebar open onNavigate={() => {}} onLogout={onLogout} />
      </SidebarContext>
    </MemoryRouter>,
  );
  return onLogout;
}

const sectionButton = (name: string) => screen.getByRole('button', { name });
/** The links a section's button controls, as drawn (a folded list's links are hidden, so none). */
const linksOf = (name: string) => {
  const list = document.getElementById(sectionButton(name).getAttribute('aria-controls') ?? '')!;
  return within(list)
    .queryAllByRole('link')
    .map((a) => a.textContent);
};

describe('Sidebar', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.restoreAllMocks();
    useAuthStore.setState({ user: null, token: null });
    act(() => setLanguage(undefined));
  });

  it('lists every entry under its section, sections in order, marks the current one and offers Logout', () => {
    useAuthStore.setState({ user, token: 't' });
    const onLogout = renderSidebar();
    const links = screen.getAllByRole('link').filter((a) => a.closest('nav'));
    // Which entries there are, and their order, is nav-items.test.ts's; here each is drawn under its section.
    const groups = navSectionsFor(SIDEBAR.items, user);
    expect(links.map((a) => a.textContent)).toEqual(groups.flatMap((g) => g.items.map((item) => item.label)));
    expect(links.length).toBeGreaterThanOrEqual(21);
    const buttons = within(screen.getByRole('navigation')).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Today', 'Clients', 'Workroom', 'Stock', 'Money', 'Studio']);
    expect(linksOf('Today')).toEqual(['Dashboard', 'Calendar', 'Bookings']);
    expect(linksOf('Stock')).toEqual(['Materials', 'Catalogue', 'Size charts', 'Pieces', 'Purchase Orders', 'Suppliers']);
    expect(screen.getByRole('link', { name: 'Suppliers' }).getAttribute('href')).toBe('/suppliers');
    expect(screen.getByRole('link', { name: 'Pattern Designer' }).getAttribute('href')).toBe('/patterns');
    expect(screen.getByRole('link', { name: 'Clients' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalled();
  });

  it('draws staff no Money entry but the Price list and Pay, and no section empty', () => {
    useAuthStore.setState({ user: staff, token: 't' });
    renderSidebar();
    expect(linksOf('Money')).toEqual(['Price list', 'Pay']);
    expect(linksOf('Stock')).toEqual(['Materials', 'Catalogue', 'Size charts', 'Pieces']);
    for (const name of ['Invoices', 'Quotes', 'Analytics', 'Suppliers']) expect(screen.queryByRole('link', { name })).toBeNull();
    for (const button of within(screen.getByRole('navigation')).getAllByRole('button'))
      expect(linksOf(button.textContent!).length, button.textContent!).toBeGreaterThan(0);
  });

  it('folds and unfolds a section from its button, and remembers it on the device', () => {
    useAuthStore.setState({ user, token: 't' });
    renderSidebar();
    const money = sectionButton('Money');
    expect(money.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(money);
    expect(money.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Invoices' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(FOLDED_KEY)!)).toEqual(['money']);

    cleanup();
    renderSidebar();
    expect(sectionButton('Money').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(sectionButton('Money'));
    expect(screen.getByRole('link', { name: 'Invoices' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(FOLDED_KEY)!)).toEqual([]);
  });

  it('keeps the section of the page on screen open, folded or not', () => {
    localStorage.setItem(FOLDED_KEY, JSON.stringify(['workroom', 'money']));
    useAuthStore.setState({ user, token: 't' });
    renderSidebar(vi.fn(), '/tickets/new');
    const workroom = sectionButton('Workroom');
    expect(workroom.getAttribute('aria-expanded')).toBe('true');
    expect(workroom.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(workroom);
    expect(screen.getByRole('link', { name: 'Tickets' })).toBeTruthy();
    expect(linksOf('Money')).toEqual([]);
  });

  it('puts each section button and each link in the tab order, a section’s links after its button', () => {
    useAuthStore.setState({ user, token: 't' });
    renderSidebar();
    const nav = screen.getByRole('navigation');
    const focusable = [...nav.querySelectorAll<HTMLElement>('button, a[href]')];
    for (const element of focusable) {
      expect(element.tabIndex, element.textContent!).toBe(0);
      expect(element.hasAttribute('disabled'), element.textContent!).toBe(false);
    }
    const today = focusable.findIndex((el) => el.textContent === 'Today');
    expect(focusable.slice(today, today + 4).map((el) => el.textContent)).toEqual(['Today', 'Dashboard', 'Calendar', 'Bookings']);
    expect(sectionButton('Today').getAttribute('aria-controls')).toBe(screen.getByRole('link', { name: 'Dashboard' }).closest('ul')!.id);
  });

  it('draws the sections when the device refuses storage', () => {
    useAuthStore.setState({ user, token: 't' });
    const refuse = () => {
      throw new Error('denied');
    };
    const read = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    const write = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    renderSidebar();
    fireEvent.click(sectionButton('Money'));
    expect(read).toHaveBeenCalledWith(FOLDED_KEY);
    expect(write).toHaveBeenCalledWith(FOLDED_KEY, '["money"]');
    expect(sectionButton('Money').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Invoices' })).toBeNull();
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

  it('follows the language preference: French sections, entries and plan label', async () => {
    useAuthStore.setState({ user, token: 't' });
    renderSidebar();
    // The French catalogue fetched first: a loaded machine may take longer than a query's wait to read it.
    await act(async () => {
      await loadLanguage('fr');
      setLanguage('fr');
    });
    expect(await screen.findByRole('link', { name: 'Tableau de bord' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Aujourd’hui' })).toBeTruthy();
    for (const name of ['Atelier', 'Stock', 'Finances', 'Studio']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fournisseurs' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Navigation principale' })).toBeTruthy();
    expect(screen.getByTestId('sidebar-plan-label').textContent).toBe('Forfait Premium');
  });
});
