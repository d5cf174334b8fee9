import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';
import { supplier } from './purchasing-test-data';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { SuppliersPage } = await import('./suppliers-page');

const renderPage = (user = sampleUser()) => renderSignedIn(<SuppliersPage />, { path: 'suppliers', user });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const mill = supplier('s1', 'Bolt Mill', { purchaseOrders: 2 });
const list = { 'GET /suppliers?limit=50': { data: { suppliers: [mill], nextCursor: null } } };

describe('/suppliers', () => {
  it('lists each supplier with how to reach them, the lead time and the orders', async () => {
    stubApi(list);
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'Bolt Mill' }));
    expect(card.getByText('Ines · orders@mill.test · +33 1 23 45 67 89')).toBeTruthy();
    expect(card.getByText('10 days to deliver · 2 purchase orders')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Purchase orders' }).getAttribute('href')).toBe('/purchase-orders');
  });

  it('adds a supplier with the phone as written, after refusing a lead time that is no whole number', async () => {
    const fetch = stubApi({
      ...list,
      'POST /suppliers': { status: 201, message: 'Supplier added', data: { supplier: supplier('s2', 'Soie & Co') } },
    });
    renderPage();
    await screen.findByRole('article', { name: 'Bolt Mill' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Supplier' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Supplier' }));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Soie & Co' } });
    fireEvent.change(dialog.getByLabelText(/^Phone/), { target: { value: '06 12 34 56 78' } });
    fireEvent.change(dialog.getByLabelText(/^Lead time/), { target: { value: 'two weeks' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Supplier' }));
    expect(await dialog.findByText('Lead time: write a whole number of days, such as 10.')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init.method === 'POST')).toBe(false);

    fireEvent.change(dialog.getByLabelText(/^Lead time/), { target: { value: '14' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Supplier' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetch.mock.calls.find(([, init]) => init.method === 'POST')!;
    expect(JSON.parse(post[1].body as string)).toEqual({ name: 'Soie & Co', phone: '06 12 34 56 78', leadTimeDays: 14 });
    expect(toast.success).toHaveBeenCalledWith('Supplier added');
  });

  it('toasts the server’s words when a supplier with orders is not deleted, and keeps the question open', async () => {
    const message = 'Bolt Mill has purchase orders: it cannot be deleted';
    stubApi({
      ...list,
      'DELETE /suppliers/s1': { status: 409, data: { success: false, code: 'SUPPLIER_HAS_ORDERS', message } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Bolt Mill' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Supplier' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(screen.getByRole('dialog', { name: 'Delete Supplier' })).toBeTruthy();
  });
});
