import type { Invoice } from '@atelier/shared';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n';
import { InvoiceCard, InvoiceRow } from './invoice-item';

/** €1,000.00 with a €300.00 deposit paid: €700.00 left, as the server presents it (decision 125). */
const depositPaid: Invoice = {
  _id: 'i1',
  id: 'i1',
  clientId: { _id: 'c1', id: 'c1', name: 'Grace Hopper' },
  projectId: null,
  invoiceNumber: 'INV-125',
  dueDate: '2030-05-01T00:00:00.000Z',
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

const actions = { onView: () => {}, onDownload: () => {}, downloading: false };
const card = (invoice: Invoice) => {
  render(<InvoiceCard invoice={invoice} {...actions} />);
  return within(screen.getByRole('article', { name: invoice.invoiceNumber }));
};

describe('an invoice with a payment on the list (decision 125)', () => {
  afterEach(() => {
    cleanup();
    act(() => setLanguage(undefined));
  });

  it('wears "Deposit paid" with the amount due, never "Draft", on a card and a row', () => {
    const c = card(depositPaid);
    expect(c.getByText('Deposit paid')).toBeTruthy();
    expect(c.getByText('€700.00 due')).toBeTruthy();
    expect(c.queryByText('Sent')).toBeNull();
    cleanup();

    // Even a draft kept from before says what the money says.
    render(<InvoiceRow invoice={{ ...depositPaid, status: 'draft' }} {...actions} />);
    const row = within(screen.getByRole('article', { name: 'INV-125' }));
    expect(row.getByText('Deposit paid')).toBeTruthy();
    expect(row.getByText('€700.00 due')).toBeTruthy();
    expect(row.queryByText('Draft')).toBeNull();
  });

  it('keeps Overdue on the badge and says the deposit on the line; Paid once nothing is due; Draft before any payment', () => {
    const overdue = card({ ...depositPaid, status: 'overdue' });
    expect(overdue.getByText('Overdue')).toBeTruthy();
    expect(overdue.getByText('Deposit paid, €700.00 due')).toBeTruthy();
    cleanup();

    const settled = card({ ...depositPaid, status: 'sent', paymentState: 'paid', amountPaid: 1000, balanceDue: 0 });
    expect(settled.getByText('Paid')).toBeTruthy();
    expect(settled.queryByText(/due/)).toBeNull();
    cleanup();

    const draft = card({ ...depositPaid, status: 'draft', paymentState: 'unpaid', payments: [], amountPaid: 0, balanceDue: 1000 });
    expect(draft.getByText('Draft')).toBeTruthy();
    expect(draft.queryByText(/Deposit paid|due/)).toBeNull();
  });

  it('speaks French when the language preference is French', async () => {
    const c = card(depositPaid);
    act(() => setLanguage('fr'));
    await waitFor(() => expect(c.getByText('Acompte versé')).toBeTruthy());
    expect(c.getByText(/^700,00\s€ à payer$/)).toBeTruthy();
  });
});
