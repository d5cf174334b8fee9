import { ROLE_PERMISSIONS, type BillOfMaterials } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { createQueryClient } = await import('@/lib/query/query-client');
const { MaterialsInvoiceButtons } = await import('./materials-invoice-buttons');

const atCost = { description: 'Materials: Wedding gown', quantity: 1, rate: 100, amount: 100 };
const withMarkup = { description: 'Materials: Wedding gown', quantity: 1, rate: 112.5, amount: 112.5 };
const bill = (over: Partial<BillOfMaterials> = {}): BillOfMaterials => ({
  lines: [],
  totalCost: 100,
  unpricedLines: 0,
  markupPercent: 12.5,
  invoiceLines: { atCost, withMarkup },
  ...over,
});

function renderButtons(onAdd: (item: unknown) => void, user = sampleUser()) {
  const session = { user, setUser: vi.fn(), logout: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route index element={<MaterialsInvoiceButtons projectId="p1" onAdd={onAdd} />} />
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

describe('the invoice form’s materials buttons', () => {
  it('adds the project’s materials at cost, or with the studio’s markup', async () => {
    stubApi({ 'GET /projects/p1/materials': { data: { materials: bill() } } });
    const onAdd = vi.fn();
    renderButtons(onAdd);
    expect(await screen.findByText('The project’s materials cost $100.00.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add materials at cost' }));
    expect(onAdd).toHaveBeenLastCalledWith(atCost);
    fireEvent.click(screen.getByRole('button', { name: 'Add materials with markup (12.5 %)' }));
    expect(onAdd).toHaveBeenLastCalledWith(withMarkup);
  });

  it('offers nothing while nothing on the bill is priced', async () => {
    const fetch = stubApi({ 'GET /projects/p1/materials': { data: { materials: bill({ invoiceLines: null, totalCost: 0 }) } } });
    renderButtons(vi.fn());
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: 'Add materials at cost' })).toBeNull();
  });

  it('is not offered to a role that sees no prices, which never asks for the bill', async () => {
    const fetch = stubApi({});
    const staff = { id: 'w1', name: 'Studio', role: 'staff' as const, permissions: [...ROLE_PERMISSIONS.staff], active: true };
    renderButtons(vi.fn(), sampleUser({ studio: staff }));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: 'Add materials at cost' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
