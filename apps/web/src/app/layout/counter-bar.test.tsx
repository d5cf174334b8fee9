import { ROLE_PERMISSIONS, type User } from '@atelier/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage, setLanguage } from '@/lib/i18n/i18n';
import { sampleUser } from '@/test/sample-user';
import { CounterBar } from './counter-bar';

function renderBar(user: User | null = sampleUser(), find?: ReactNode) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <CounterBar user={user} find={find} />
    </MemoryRouter>,
  );
}

const links = () => screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('CounterBar', () => {
  afterEach(() => {
    cleanup();
    act(() => setLanguage(undefined));
  });

  it('offers a new ticket and the scan, below lg only, as the counter’s navigation', () => {
    renderBar();
    expect(links()).toEqual([
      ['New ticket', '/tickets/new'],
      ['Scan', '/scan'],
    ]);
    const bar = screen.getByRole('navigation', { name: 'At the counter' });
    expect(bar.className).toContain('lg:hidden');
    expect(bar.className).toContain('fixed');
    // Each target at least 44 px tall (min-h-11).
    for (const link of screen.getAllByRole('link')) expect(link.className).toContain('min-h-11');
  });

  it('offers staff a new ticket: they write tickets', () => {
    renderBar(sampleUser({ studio: { id: 'w1', name: 'S', role: 'staff', permissions: [...ROLE_PERMISSIONS.staff], active: true } }));
    expect(screen.getByRole('link', { name: 'New ticket' }).getAttribute('href')).toBe('/tickets/new');
  });

  it('leaves a new ticket out for a role that cannot write one, and on a plan without tickets', () => {
    renderBar(sampleUser({ studio: { id: 'w1', name: 'S', role: 'staff', permissions: ['tickets.read'], active: true } }));
    expect(links()).toEqual([['Scan', '/scan']]);
    cleanup();
    renderBar(sampleUser({ plan: 'free' }));
    expect(links()).toEqual([['Scan', '/scan']]);
    cleanup();
    renderBar(null);
    expect(links()).toEqual([['Scan', '/scan']]);
  });

  it('draws the Find the layout hands in, after the links', () => {
    renderBar(sampleUser(), <button type="button">Find</button>);
    const bar = screen.getByRole('navigation', { name: 'At the counter' });
    expect([...bar.querySelectorAll('a, button')].map((el) => el.textContent)).toEqual(['New ticket', 'Scan', 'Find']);
  });

  it('says its labels in French', async () => {
    renderBar();
    // The French catalogue fetched first: a loaded machine may take longer than a query's wait to read it.
    await act(async () => {
      await loadLanguage('fr');
      setLanguage('fr');
    });
    expect(await screen.findByRole('link', { name: 'Nouveau ticket' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scanner' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Au comptoir' })).toBeTruthy();
  });
});
