import { type Invoice } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleTaxSettings } from '@/test/sample-tax';
import { sampleUser } from '@/test/sample-user';
import { stubApi, type StubAnswer } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { InvoicesPage } = await import('./invoices-page');

const FIRST_PAGE = 'GET /invoices?limit=50';
const item = (id: string, description: string, quantity: number, rate: number, taxRate: number) => ({
  id,
  description,
  quantity,
  rate,
  amount: quantity * rate,
  taxRateId: taxRate === 20 ? 'r20' : 'r55',
  taxRate,
  taxCategory: 'S' as const,
  exemptionReason: '',
  net: quantity * rate,
  tax: Math.round(quantity * rate * taxRate) / 100,
});

const issued: Invoice = {
  _id: 'i1',
  id: 'i1',
  clientId: { _id: 'c1', id: 'c1', name: 'Grace Hopper' },
  projectId: null,
  invoiceNumber: 'F-2026-0001',
  dueDate: '2026-12-01T00:00:00.000Z',
  status: 'sent',
  paymentState: 'unpaid',
  items: [item('it1', 'Wedding gown', 1, 1000, 20), item('it2', 'Silk lining', 4, 25, 5.5)],
  kind: 'invoice',
  issuedAt: '2026-11-20T00:00:00.000Z',
  pricesIncludeTax: false,
  rounding: 'total',
  taxBreakdown: [
    { rate: 20, category: 'S', exemptionReason: '', net: 1000, tax: 200 },
    { rate: 5.5, category: 'S', exemptionReason: '', net: 100, tax: 5.5 },
  ],
  relatedInvoice: null,
  reason: '',
  creditNotes: [],
  credited: 0,
  depositInvoices: [],
  deducted: 0,
  currency: 'EUR',
  subtotal: 1100,
  discount: 0,
  taxRate: 20,
  tax: 205.5,
  amount: 1305.5,
  deposit: null,
  payments: [],
  amountPaid: 0,
  balanceDue: 1305.5,
  notes: '',
  sentAt: null,
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
};
const draft: Invoice = { ...issued, invoiceNumber: 'DRAFT-1', status: 'draft', issuedAt: null };

const base: Record<string, StubAnswer | (() => StubAnswer)> = {
  'GET /clients?limit=50': { data: { clients: [], nextCursor: null } },
  'GET /invoices/summary': { data: { summary: { total: 1, paid: 0, overdue: 0, revenue: 0, otherRevenue: [] } } },
  'GET /tax/settings': { data: { settings: sampleTaxSettings() } },
  'GET /clients/c1': {
    data: {
      client: {
        _id: 'c1',
        id: 'c1',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '',
        address: '',
        notes: '',
        status: 'active',
      },
      related: { measurements: 0, projects: 0 },
      deletion: { allowed: true, code: null, message: null },
    },
  },
};

function renderPage() {
  const session = { user: sampleUser(), setUser: vi.fn(), logout: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/invoices']}>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route path="invoices" element={<InvoicesPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function openDetails(number: string) {
  fireEvent.click(await screen.findByRole('button', { name: `View details of invoice ${number}` }));
  return screen.findByRole('dialog', { name: 'Invoice Details' });
}

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('an invoice and its tax', () => {
  it('shows each rate’s tax on its amount, and an issued invoice offers no edit or delete', async () => {
    stubApi({ ...base, [FIRST_PAGE]: { data: { invoices: [issued], nextCursor: null } } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'F-2026-0001' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit invoice F-2026-0001' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete invoice F-2026-0001' })).toBeNull();
    const dialog = await openDetails('F-2026-0001');
    const totals = within(dialog).getByTestId('invoice-totals');
    expect(within(totals).getByText('Tax 20% on €1,000.00')).toBeTruthy();
    expect(within(totals).getByText('Tax 5.5% on €100.00')).toBeTruthy();
    expect(
      within(totals)
        .getAllByTestId('invoice-tax-row')
        .map((r) => r.textContent),
    ).toEqual(['€200.00', '€5.50']);
    expect(within(dialog).getByText('Issued invoices are corrected by a credit note.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Issue/ })).toBeNull();
  });

  it('names on the draft each field that stops it being issued (INVOICE_NOT_READY), with the way to Settings › Tax', async () => {
    const fetchMock = stubApi({
      ...base,
      [FIRST_PAGE]: { data: { invoices: [draft], nextCursor: null } },
      'POST /invoices/i1/issue': {
        status: 422,
        data: {
          success: false,
          status_code: 422,
          code: 'INVOICE_NOT_READY',
          message: 'The invoice cannot be issued yet',
          errors: [
            { field: 'vatNumber', message: 'VAT number is required while registered' },
            { field: 'client.vatNumber', message: 'The client’s VAT number is required for a reverse charge' },
          ],
        },
      },
    });
    renderPage();
    const dialog = await openDetails('DRAFT-1');
    expect(within(dialog).getByText(/Provisional number/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    // Asked once more before the number is final (decision 179).
    const confirm = await screen.findByRole('dialog', { name: 'Issue invoice DRAFT-1?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Issue' }));
    const missing = await within(dialog).findByTestId('missing-terms');
    expect(within(missing).getByText('VAT number is required while registered')).toBeTruthy();
    expect(within(missing).getByText('The client’s VAT number is required for a reverse charge')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Fill them in under Settings › Tax' }).getAttribute('href')).toBe('/settings?tab=tax');
    expect(fetchMock.mock.calls.some(([url, init]) => init.method === 'POST' && String(url).endsWith('/invoices/i1/issue'))).toBe(true);
    // Shown on the invoice, not toasted away.
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('issues a credit note for the chosen items and quantities, then gives its number', async () => {
    const creditNote: Invoice = {
      ...issued,
      id: 'cn1',
      _id: 'cn1',
      invoiceNumber: 'AV-2026-0001',
      kind: 'credit-note',
      reason: 'Lining returned',
      relatedInvoice: { id: 'i1', invoiceNumber: 'F-2026-0001', amount: 1305.5, issuedAt: issued.issuedAt },
    };
    const fetchMock = stubApi({
      ...base,
      [FIRST_PAGE]: { data: { invoices: [issued], nextCursor: null } },
      'POST /invoices/i1/credit-notes': {
        status: 201,
        message: 'Credit note AV-2026-0001 issued',
        data: { creditNote, invoice: { ...issued, credited: 52.75, balanceDue: 1252.75 } },
      },
    });
    renderPage();
    const details = await openDetails('F-2026-0001');
    fireEvent.click(within(details).getByRole('button', { name: 'Credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a credit note' });
    fireEvent.click(within(dialog).getByLabelText('Some items'));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Credit Silk lining' }));
    fireEvent.change(within(dialog).getByLabelText('Quantity to credit of Silk lining'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Lining returned' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByText('Credit note AV-2026-0001 is issued.')).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url, init]) => init.method === 'POST' && String(url).endsWith('/credit-notes'));
    expect(JSON.parse(String(sent?.[1].body))).toEqual({ reason: 'Lining returned', items: [{ itemId: 'it2', quantity: 2 }] });
    expect(screen.getByRole('link', { name: 'Open AV-2026-0001' }).getAttribute('href')).toBe('/invoices?invoice=cn1');
    expect(toast.success).toHaveBeenCalledWith('Credit note AV-2026-0001 issued');
  });

  it('refuses more than an item’s quantity before sending the credit note', async () => {
    const fetchMock = stubApi({ ...base, [FIRST_PAGE]: { data: { invoices: [issued], nextCursor: null } } });
    renderPage();
    const details = await openDetails('F-2026-0001');
    fireEvent.click(within(details).getByRole('button', { name: 'Credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a credit note' });
    fireEvent.click(within(dialog).getByLabelText('Some items'));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Credit Wedding gown' }));
    fireEvent.change(within(dialog).getByLabelText('Quantity to credit of Wedding gown'), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Mistake' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(await within(dialog).findByText(/At most 1,/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/credit-notes'))).toBe(false);
  });

  it('offers a deposit invoice only where the studio invoices deposits so, and lists credit notes on their own', async () => {
    const asking = { ...issued, deposit: { type: 'percent' as const, value: 30, amount: 391.65 } };
    const depositInvoice = { ...issued, id: 'd1', _id: 'd1', invoiceNumber: 'FA-2026-0001', kind: 'deposit' as const };
    const deducting = { ...asking, depositInvoices: [{ id: 'd1', invoiceNumber: 'FA-2026-0001', amount: 391.65, issuedAt: null }] };
    let added = false;
    const fetchMock = stubApi({
      ...base,
      'GET /tax/settings': { data: { settings: sampleTaxSettings({ depositMode: 'invoice' }) } },
      // The list asked again after the new document answers the invoice as the server now keeps it.
      [FIRST_PAGE]: () => ({ data: { invoices: [added ? deducting : asking], nextCursor: null } }),
      'GET /invoices?kind=credit-note&limit=50': { data: { invoices: [], nextCursor: null } },
      'POST /invoices/i1/deposit-invoice': () => {
        added = true;
        return { status: 201, message: 'Deposit invoice FA-2026-0001 added', data: { depositInvoice, invoice: deducting } };
      },
    });
    renderPage();
    const details = await openDetails('F-2026-0001');
    fireEvent.click(await within(details).findByRole('button', { name: 'Deposit invoice' }));
    expect(await within(details).findByRole('link', { name: 'Open FA-2026-0001' })).toBeTruthy();
    expect(within(details).queryByRole('button', { name: 'Deposit invoice' })).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Deposit invoice FA-2026-0001 added');
    fireEvent.click(within(details).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Show' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Credit notes' }));
    expect(await screen.findByText('No invoices found.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/invoices?kind=credit-note&limit=50'))).toBe(true);
  });

  it('offers no deposit invoice where deposits are payments on the invoice', async () => {
    stubApi({
      ...base,
      [FIRST_PAGE]: { data: { invoices: [{ ...issued, deposit: { type: 'percent', value: 30, amount: 391.65 } }], nextCursor: null } },
    });
    renderPage();
    const details = await openDetails('F-2026-0001');
    expect(within(details).getByText('Deposit asked')).toBeTruthy();
    expect(within(details).queryByRole('button', { name: 'Deposit invoice' })).toBeNull();
  });
});
