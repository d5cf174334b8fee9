import { DEFAULT_SETTINGS } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPreferences } from '@/lib/preferences';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';
import { fabric, order, supplier } from './purchasing-test-data';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { PurchaseOrdersPage } = await import('./purchase-orders-page');

function renderPage(user = sampleUser()) {
  const session = { user, setUser: vi.fn(), logout: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/purchase-orders']}>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route path="purchase-orders" element={<PurchaseOrdersPage />} />
            <Route path="purchase-orders/:id" element={<p>Order page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  // Radix Select asks for these, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => setPreferences({ ...DEFAULT_SETTINGS, measurementUnit: 'inches' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  setPreferences(DEFAULT_SETTINGS);
});

const sent = order('p2', { number: 'PO-0002', status: 'partly-received', total: 1234.5, sentAt: '2026-11-20T10:00:00.000Z' });
const base = {
  'GET /purchase-orders?limit=50': { data: { purchaseOrders: [order('p1'), sent], nextCursor: null } },
  'GET /suppliers?limit=50': { data: { suppliers: [supplier('s1', 'Bolt Mill')], nextCursor: null } },
  'GET /materials?limit=50': { data: { materials: [fabric('m1', 'Wool crepe')], nextCursor: null } },
};

describe('/purchase-orders', () => {
  it('lists each order with its number, supplier, status, total and date', async () => {
    stubApi(base);
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'PO-0002' }));
    expect(card.getByText('Bolt Mill')).toBeTruthy();
    expect(card.getByTestId('status').textContent).toBe('Partly received');
    expect(card.getByTestId('total').textContent).toBe('$1,234.50');
    expect(card.getByRole('link', { name: 'PO-0002' }).getAttribute('href')).toBe('/purchase-orders/p2');
    expect(within(screen.getByRole('article', { name: 'PO-0001' })).getByTestId('status').textContent).toBe('Draft');
  });

  it('asks the server for one status', async () => {
    const fetch = stubApi({ ...base, 'GET /purchase-orders?status=received&limit=50': { data: { purchaseOrders: [], nextCursor: null } } });
    renderPage();
    await screen.findByRole('article', { name: 'PO-0001' });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Status' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Received' }));
    expect(await screen.findByText('No purchase orders match.')).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/v1/purchase-orders?status=received&limit=50');
  });

  it('makes an order in yards, refusing first a quantity it cannot read, and opens it', async () => {
    const fetch = stubApi({
      ...base,
      'POST /purchase-orders': { status: 201, message: 'Purchase order created', data: { purchaseOrder: order('p3') } },
    });
    renderPage();
    await screen.findByRole('article', { name: 'PO-0001' });
    fireEvent.click(screen.getByRole('button', { name: 'New Order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Purchase Order' }));
    fireEvent.keyDown(dialog.getByRole('combobox', { name: 'Supplier' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Bolt Mill' }));
    fireEvent.keyDown(dialog.getByRole('combobox', { name: 'Material, line 1' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Wool crepe' }));
    fireEvent.change(dialog.getByLabelText('Quantity (yd), line 1'), { target: { value: 'lots' } });
    fireEvent.change(dialog.getByLabelText(/^Price per yard \(\$\), line 1/), { target: { value: '20' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Order' }));
    const error = 'Quantity (yd), line 1: write a number of yd, such as 3, 2,5 or 3 1/2.';
    expect(await dialog.findByText(error)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(error);

    fireEvent.change(dialog.getByLabelText('Quantity (yd), line 1'), { target: { value: '3 1/2' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Order' }));
    expect(await screen.findByText('Order page')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init.method === 'POST')!;
    expect(JSON.parse(post[1].body as string)).toEqual({
      supplierId: 's1',
      lines: [{ materialId: 'm1', quantity: 3200, unitPrice: 21.87 }],
    });
  });
});
