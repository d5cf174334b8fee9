import { type Invoice, type User } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '@/test/sample-user';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() } }));
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { InvoicesPage } = await import('./invoices-page');

type Answer = { status?: number; message?: string; data: unknown };

/** The API answers as the contract says; only `fetch` is replaced, the real api-client runs. */
function stubApi(answers: Record<string, Answer>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url.replace('/api/v1', '')}`;
      const answer = answers[key];
      if (!answer) return new Response(JSON.stringify({ success: false, message: 'Not stubbed' }), { status: 500 });
      const status = answer.status ?? 200;
      const body = status < 400 ? { success: true, status_code: status, message: answer.message ?? 'OK', data: answer.data } : answer.data;
      return new Response(JSON.stringify(body), { status });
    }),
  );
}

const invoice: Invoice = {
  _id: 'i1',
  id: 'i1',
  clientId: { _id: 'c1', id: 'c1', name: 'Grace Hopper' },
  projectId: null,
  invoiceNumber: 'INV-007',
  dueDate: '2026-05-01T00:00:00.000Z',
  status: 'sent',
  items: [{ description: 'Wedding gown', quantity: 1, rate: 1000, amount: 1000 }],
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

const base: Record<string, Answer> = {
  'GET /clients': {
    data: {
      clients: [
        {
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
        },
      ],
    },
  },
  'GET /projects': { data: { projects: [] } },
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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('/invoices', () => {
  it('shows the upgrade panel on 403 FEATURE_NOT_AVAILABLE, without a toast or a move to /pricing', async () => {
    stubApi({
      ...base,
      'GET /invoices': {
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
    stubApi({ ...base, 'GET /invoices': { status: 500, data: { success: false, status_code: 500, code: 'INTERNAL', message: 'Boom' } } });
    renderPage();
    expect(await screen.findByText('Error: Boom')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('lets a downgraded studio read its invoices without changing them', async () => {
    stubApi({ ...base, 'GET /invoices': { data: { invoices: [invoice] } } });
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
    stubApi({ ...base, 'GET /invoices': { data: { invoices: [] } }, 'GET /invoices/next-number': { data: { invoiceNumber: 'INV-010' } } });
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
    stubApi({ ...base, 'GET /invoices': { data: { invoices: [invoice] } } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'View details of invoice INV-007' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('invoice-amount-paid').textContent).toBe('€300.00');
    expect(within(dialog).getByTestId('invoice-balance-due').textContent).toBe('€700.00');
    expect(within(dialog).getByText('Deposit asked')).toBeTruthy();
    // The client has no email: sending is disabled and says why.
    expect((within(dialog).getByRole('button', { name: /Send by email/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByText(/has no email address/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('700'));
  });
});
