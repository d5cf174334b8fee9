import { ROLE_PERMISSIONS, type Service } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { createQueryClient } = await import('@/lib/query/query-client');
const { ServiceLineMenu } = await import('./service-line-menu');

const at = '2026-11-26T10:00:00.000Z';
const service = (id: string, name: string, over: Partial<Service> = {}): Service => ({
  _id: id,
  id,
  name,
  price: 15,
  minutes: 30,
  stage: 'Sewing',
  garmentType: null,
  active: true,
  createdAt: at,
  updatedAt: at,
  ...over,
});
const list = {
  'GET /services?limit=50': {
    data: {
      services: [service('s1', 'Take in waist', { price: 25.5 }), service('s2', 'Old pleating', { active: false })],
      nextCursor: null,
    },
  },
};

function renderMenu(onAdd: (line: unknown) => void, user = sampleUser()) {
  const session = { user, setUser: vi.fn(), logout: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route index element={<ServiceLineMenu onAdd={onAdd} />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the invoice form’s price list (decision 150)', () => {
  it('adds a service offered, by its name at its price, and leaves out one no longer offered', async () => {
    stubApi(list);
    const onAdd = vi.fn();
    renderMenu(onAdd);
    const trigger = await screen.findByRole('button', { name: 'Add from price list' });
    fireEvent.pointerDown(trigger, { button: 0, pointerType: 'mouse' });
    const item = await screen.findByRole('menuitem', { name: /Take in waist · \$25\.50/ });
    expect(screen.queryByRole('menuitem', { name: /Old pleating/ })).toBeNull();
    fireEvent.click(item);
    expect(onAdd).toHaveBeenCalledWith({ serviceId: 's1', description: 'Take in waist', quantity: 1, rate: 25.5 });
  });

  it('offers nothing to a role that does not see prices', async () => {
    const fetch = stubApi(list);
    const staff = { id: 'w1', name: 'Studio', role: 'staff' as const, permissions: [...ROLE_PERMISSIONS.staff], active: true };
    renderMenu(vi.fn(), sampleUser({ studio: staff }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Add from price list' })).toBeNull();
  });
});
