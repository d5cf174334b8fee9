import { DEFAULT_SETTINGS } from '@atelier/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPreferences } from '@/lib/preferences';
import { renderSignedIn } from '@/test/render-signed-in';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';
import { order } from './purchasing-test-data';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { PurchaseOrderPage } = await import('./purchase-order-page');

const renderPage = (user = sampleUser()) =>
  renderSignedIn(<PurchaseOrderPage />, { path: 'purchase-orders/:id', entry: '/purchase-orders/p1', user });

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
});
beforeEach(() => setPreferences({ ...DEFAULT_SETTINGS, measurementUnit: 'cm' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  setPreferences(DEFAULT_SETTINGS);
});

const twoLines = order('p1', {
  status: 'sent',
  lines: [
    { ...order('p1').lines[0]!, received: 1000 },
    {
      _id: 'l2',
      id: 'l2',
      materialId: 'm2',
      materialName: 'Buttons',
      specialOrderId: null,
      measure: 'count',
      quantity: 24,
      received: 0,
      unitPrice: 0.5,
      amount: 12,
    },
  ],
  total: 82,
});

describe('/purchase-orders/:id', () => {
  it('shows a draft’s lines and the server’s total, with Send, Edit and Delete but no Receive', async () => {
    stubApi({ 'GET /purchase-orders/p1': { data: { purchaseOrder: order('p1') } } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'PO-0001' })).toBeTruthy();
    expect(screen.getByTestId('status').textContent).toBe('Draft');
    const line = within(screen.getByTestId('order-line-view'));
    expect(line.getByTestId('ordered').textContent).toBe('3.5 m');
    expect(line.getByTestId('received').textContent).toBe('0 m');
    expect(line.getByTestId('price').textContent).toBe('$20.00 / metre');
    expect(screen.getByTestId('order-total').textContent).toBe('$70.00');
    for (const name of ['Mark Sent', 'Edit', 'Delete', 'Download PDF']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
  });

  it('marks a draft sent once confirmed', async () => {
    const fetch = stubApi({
      'GET /purchase-orders/p1': { data: { purchaseOrder: order('p1') } },
      'POST /purchase-orders/p1/send': { message: 'Purchase order marked sent', data: { purchaseOrder: order('p1', { status: 'sent' }) } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Sent' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark as Sent' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Mark Sent' }));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('Sent'));
    expect(fetch.mock.calls.some(([url, init]) => url === '/api/v1/purchase-orders/p1/send' && init.method === 'POST')).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Purchase order marked sent');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('receives a delivery: each line defaults to what is left, and the server’s refusal lands on its line', async () => {
    const fetch = stubApi({
      'GET /purchase-orders/p1': { data: { purchaseOrder: twoLines } },
      'POST /purchase-orders/p1/receive': {
        status: 422,
        data: {
          success: false,
          code: 'VALIDATION_ERROR',
          message: 'Only 20 more are to come',
          errors: [{ field: 'lines.1.quantity', message: 'Only 20 more are to come' }],
        },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Receive' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Receive a Delivery' }));
    const crepe = dialog.getByLabelText<HTMLInputElement>('Wool crepe: received (m)');
    expect(crepe.value).toBe('2.5');
    expect(dialog.getByLabelText<HTMLInputElement>('Buttons: received (units)').value).toBe('24');
    fireEvent.change(crepe, { target: { value: '1 1/2' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record' }));
    expect(await dialog.findByText('Only 20 more are to come')).toBeTruthy();
    expect(dialog.getByLabelText('Buttons: received (units)').getAttribute('aria-invalid')).toBe('true');
    const post = fetch.mock.calls.find(([, init]) => init.method === 'POST')!;
    expect(JSON.parse(post[1].body as string)).toEqual({
      lines: [
        { lineId: 'l1', quantity: 1500 },
        { lineId: 'l2', quantity: 24 },
      ],
    });
  });

  it('refuses more than is left on its line without asking the server', async () => {
    const fetch = stubApi({ 'GET /purchase-orders/p1': { data: { purchaseOrder: twoLines } } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Receive' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Receive a Delivery' }));
    fireEvent.change(dialog.getByLabelText('Wool crepe: received (m)'), { target: { value: '3' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record' }));
    expect(await dialog.findByText('Wool crepe: received (m): at most 2.5 m is still to come.')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init.method === 'POST')).toBe(false);
  });

  it('is the not-found state for an order that is not there', async () => {
    stubApi({
      'GET /purchase-orders/p1': { status: 404, data: { success: false, code: 'NOT_FOUND', message: 'Purchase order not found' } },
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'All purchase orders' })).toBeTruthy();
    expect(screen.queryByTestId('purchase-order-page')).toBeNull();
  });
});
