import { type Invoice, type User } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '@/test/sample-user';
import { stubApi as stubAnswers, type StubAnswer } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { InvoicesPage } = await import('./invoices-page');

type Answer = StubAnswer;

/** The API answers as the contract says; only `fetch` is replaced, the real api-client runs. Lists answer pages (decision 069). */
const stubApi = (answers: Record<string, Answer>) => stubAnswers({ ...base, ...answers });
const FIRST_PAGE = 'GET /invoices?limit=50';
const page = (invoices: Invoice[], nextCursor: string | null = null) => ({ data: { invoices, nextCursor } });

const invoice: Invoice = {
  _id: 'i1',
  id: 'i1',
  clientId: { _id: 'c1', id: 'c1', name: 'Grace Hopper' },
  projectId: null,
  invoiceNumber: 'INV-007',
  dueDate: '2026-05-01T00:00:00.000Z',
  status: 'sent',
  paymentState: 'deposit-paid',
  items: [
    {
      id: 'i1',
      description: 'Wedding gown',
      quantity: 1,
      rate: 1000,
      amount: 1000,
      taxRateId: null,
      taxRate: 0,
      taxCategory: 'O',
      exemptionReason: '',
      net: 1000,
      tax: 0,
    },
  ],
  kind: 'invoice',
  issuedAt: '2026-04-01T00:00:00.000Z',
  pricesIncludeTax: false,
  rounding: 'total',
  taxBreakdown: [{ rate: 0, category: 'O', exemptionReason: '', net: 1000, tax: 0 }],
  relatedInvoice: null,
  reason: '',
  creditNotes: [],
  credited: 0,
  depositInvoices: [],
  deducted: 0,
  currency: 'EUR',
  subtotal: 1000,
  discount: 0,
  taxRate: 0,
  tax: 0,
  amount: 1000,
  deposit: { type: 'percent', value: 30, amount: 300 },
  payments: [{ _id: 'p1', id: 'p1', amount: 300, date: '2026-04-01', method: 'cash', note: '', createdAt: '2026-04-01T10:00:00.000Z' }],
  amountPaid: 300,
  balanceDue: 700,
  notes: '',
  sentAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const grace = {
  _id: 'c1',
  id: 'c1',
  name: 'Grace Hopper',
  email: '',
  phone: '',
  address: '',
  notes: '',
  status: 'active',
  projects: 0,
  lastOrderDate: null,
};
const detailOf = (client: typeof grace) => ({
  data: { client, related: { measurements: 0, projects: 0 }, deletion: { allowed: true, code: null, message: null } },
});

const base: Record<string, Answer> = {
  'GET /clients?limit=50': { data: { clients: [grace], nextCursor: null } },
  'GET /clients/c1': detailOf(grace),
  'GET /invoices/summary': { data: { summary: { total: 0, paid: 0, overdue: 0, revenue: 0, otherRevenue: [] } } },
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderPage(user: User = sampleUser()) {
  const session = { user, setUser: vi.fn(), logout: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/invoices']}>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route
              path="invoices"
              element={
                <>
                  <InvoicesPage />
                  <Where />
                </>
              }
            />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  // Radix Select asks jsdom for what it lacks (the status filter).
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('/invoices', () => {
  it('shows the upgrade panel on 403 FEATURE_NOT_AVAILABLE, without a toast or a move to /pricing', async () => {
    stubApi({
      [FIRST_PAGE]: {
        status: 403,
        data: {
          success: false,
          status_code: 403,
          code: 'FEATURE_NOT_AVAILABLE',
          message: 'Invoices are included in the Premium and Enterprise plans. Upgrade to use them.',
        },
      },
    });
    renderPage(sampleUser({ plan: 'free', isSubActive: false }));
    expect(await screen.findByText('Invoices are part of Premium and Enterprise.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans and pricing' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByText(/^Error:/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Invoice' })).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/invoices');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows other load errors with Retry, as every list does', async () => {
    stubApi({ [FIRST_PAGE]: { status: 500, data: { success: false, status_code: 500, code: 'INTERNAL', message: 'Boom' } } });
    renderPage();
    expect(await screen.findByText('Error: Boom')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('lets a downgraded studio read its invoices without changing them', async () => {
    stubApi({ [FIRST_PAGE]: page([invoice]) });
    renderPage(sampleUser({ plan: 'free', isSubActive: false }));
    expect(await screen.findByRole('heading', { name: 'INV-007' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Invoice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit invoice INV-007' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete invoice INV-007' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View details of invoice INV-007' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Record payment' })).toBeNull();
  });

  it('proposes the next number in the create dialog and keeps Create disabled until complete', async () => {
    stubApi({ [FIRST_PAGE]: page([]), 'GET /invoices/next-number': { data: { invoiceNumber: 'INV-010' } } });
    renderPage();
    expect(await screen.findByText('No invoices found.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Invoice' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Create a new invoice for a client.')).toBeTruthy();
    await waitFor(() => expect((within(dialog).getByLabelText('Invoice Number') as HTMLInputElement).value).toBe('INV-010'));
    const create = within(dialog).getByRole('button', { name: 'Create Invoice' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Quantity of item 1'), { target: { value: '2.5' } });
    fireEvent.change(within(dialog).getByLabelText('Rate of item 1'), { target: { value: '33.33' } });
    expect(within(dialog).getByLabelText('Amount of item 1').textContent).toBe('$83.33');
    expect((within(dialog).getByRole('button', { name: 'Remove item 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the totals, the payments and the balance due in the invoice currency', async () => {
    stubApi({ [FIRST_PAGE]: page([invoice]) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'View details of invoice INV-007' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('invoice-amount-paid').textContent).toBe('€300.00');
    expect(within(dialog).getByTestId('invoice-balance-due').textContent).toBe('€700.00');
    expect(within(dialog).getByText('Deposit asked')).toBeTruthy();
    // The client has no email (read by id: no client page is loaded here): sending is disabled and says why.
    await waitFor(() => expect((within(dialog).getByRole('button', { name: /Send by email/ }) as HTMLButtonElement).disabled).toBe(true));
    expect(within(dialog).getByText(/has no email address/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('700.00'));
  });

  it("toasts a sent invoice with the route's message and the address the server mailed it to", async () => {
    stubApi({
      'GET /clients/c1': detailOf({ ...grace, email: 'grace+gowns@example.com' }),
      [FIRST_PAGE]: page([invoice]),
      'POST /invoices/i1/send': {
        message: 'Invoice INV-007 sent to grace+gowns@example.com',
        data: { invoice: { ...invoice, sentAt: '2026-04-02T10:00:00.000Z' } },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'View details of invoice INV-007' }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: /Send by email/ }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Invoice INV-007 sent to grace+gowns@example.com'));
  });

  it('counts the summary cards on the server, over every invoice, not over the loaded page (decision 069)', async () => {
    stubApi({
      [FIRST_PAGE]: page([invoice], 'next-1'),
      'GET /invoices/summary': {
        data: { summary: { total: 250, paid: 120, overdue: 7, revenue: 98765.5, otherRevenue: [{ currency: 'EUR', amount: 300 }] } },
      },
    });
    renderPage();
    const cards = await screen.findByRole('region', { name: 'Invoice summary' });
    await waitFor(() => expect(within(cards).getByText('250')).toBeTruthy());
    expect(within(cards).getByText('120')).toBeTruthy();
    expect(within(cards).getByText('7')).toBeTruthy();
    expect(within(cards).getByText('$98,765.50')).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'INV-007' })).toHaveLength(1);
  });

  it('searches and filters on the server as the user types, and loads the next page with its cursor', async () => {
    const second = { ...invoice, id: 'i2', _id: 'i2', invoiceNumber: 'INV-002' };
    const found = { ...invoice, id: 'i9', _id: 'i9', invoiceNumber: 'INV-099' };
    const fetchMock = stubApi({
      [FIRST_PAGE]: page([invoice], 'after-i1'),
      'GET /invoices?limit=50&cursor=after-i1': page([second]),
      'GET /invoices?search=INV-099&limit=50': page([found]),
      'GET /invoices?search=INV-099&status=paid&limit=50': page([]),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'INV-007' })).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Load more' });
    fireEvent.click(more);
    expect(await screen.findByRole('heading', { name: 'INV-002' })).toBeTruthy();
    // The last page: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Search invoices'), { target: { value: ' INV-099 ' } });
    expect(await screen.findByRole('heading', { name: 'INV-099' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'INV-007' })).toBeNull();
    // One request once typing paused, not one per key.
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((u) => u.includes('search='))).toEqual(['/api/v1/invoices?search=INV-099&limit=50']);

    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Filter by status' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Paid' }));
    expect(await screen.findByText('No invoices found.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/invoices?search=INV-099&status=paid&limit=50'))).toBe(true);
  });
});
