import { ROLE_PERMISSIONS, type Group, type GroupMember } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { createQueryClient } = await import('@/lib/query/query-client');
const { GroupPage } = await import('./group-page');

const at = '2026-03-01T10:00:00.000Z';
const group: Group = {
  _id: 'g1',
  id: 'g1',
  name: 'Dupont – Martin wedding',
  kind: 'wedding',
  eventDate: '2031-06-14',
  code: 'K7M2QX',
  payer: { id: 'c9', name: 'Mrs Dupont' },
  notes: '',
  archivedAt: null,
  counts: { members: 2, measured: 1, fitted: 1, paid: 0, done: 0 },
  createdAt: at,
  updatedAt: at,
};
const member = (id: string, name: string, over: Partial<GroupMember>): GroupMember => ({
  _id: id,
  id,
  client: { id: `c-${id}`, name, phone: '', email: '', preferredChannel: 'email' },
  role: '',
  project: null,
  currentStage: '',
  measured: false,
  fitted: false,
  invoiced: false,
  paid: false,
  done: false,
  position: 0,
  ...over,
});
const members = [
  member('m1', 'Camille Dupont', {
    role: 'Bride',
    project: { id: 'p1', name: 'Ivory gown', status: 'in-progress' },
    currentStage: 'Sewing',
    measured: true,
    fitted: true,
  }),
  member('m2', 'Zoë Ångström-Lindqvist de la Tour d’Auvergne', { role: 'Bridesmaid', position: 1 }),
];

function renderAs(role: 'owner' | 'staff') {
  const user = sampleUser({ studio: { id: 'w1', name: 'S', role, permissions: [...ROLE_PERMISSIONS[role]], active: true } });
  const session = { user, setUser: vi.fn(), logout: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/groups/g1']}>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route path="groups/:id" element={<GroupPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  // jsdom lacks what Radix's checkbox and select measure with; none of it affects what is tested.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/groups/:id (decision 160)', () => {
  it('shows the counts, the code, and each member’s four states in words with their garment’s stage', async () => {
    stubApi({ 'GET /groups/g1': { data: { group, members } } });
    renderAs('owner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dupont – Martin wedding' })).toBeTruthy();
    const counts = within(screen.getByRole('list', { name: 'Progress' }));
    expect(counts.getByText('1 of 2 measured')).toBeTruthy();
    expect(counts.getByText('0 of 2 paid')).toBeTruthy();
    expect(screen.getByTestId('group-code').textContent).toBe('K7M2QX');
    const bride = within(screen.getByRole('article', { name: 'Camille Dupont' }));
    expect(bride.getByText('Bride')).toBeTruthy();
    expect(bride.getByRole('link', { name: 'Ivory gown' }).getAttribute('href')).toBe('/projects?project=p1');
    expect(bride.getByTestId('member-stage').textContent).toBe('Sewing');
    const states = bride.getByTestId('member-states').textContent;
    expect(states).toBe('Measured: YesFitted: YesPaid: Not yetCollected: Not yet');
    expect(screen.getByRole('button', { name: 'Invoices' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Camille Dupont from the group' })).toBeTruthy();
  });

  it('names a built-in stage in the studio’s language: Sewing is Couture in French', async () => {
    stubApi({ 'GET /groups/g1': { data: { group, members } } });
    await act(async () => setLanguage('fr'));
    try {
      renderAs('owner');
      const bride = within(await screen.findByRole('article', { name: 'Camille Dupont' }));
      await waitFor(() => expect(bride.getByTestId('member-stage').textContent).toBe('Couture'));
    } finally {
      await act(async () => setLanguage(undefined));
    }
  });

  it('offers staff members and messages but no invoices, and opens the add-member dialog', async () => {
    stubApi({ 'GET /groups/g1': { data: { group, members } } });
    renderAs('staff');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Invoices' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Message All' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Member' }));
    expect(dialog.getByRole('button', { name: 'New client', pressed: false })).toBeTruthy();
    expect(dialog.getByRole('checkbox', { name: 'Create their garment' })).toBeTruthy();
  });
});
