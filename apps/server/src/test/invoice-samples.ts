import { invoiceSchema, type Invoice } from '@atelier/shared';
import { plainBrand } from '../lib/pdf-document.js';
import type { InvoicePdfStudio } from '../modules/invoices/pdf.js';
import { paymentStateOf } from '../modules/invoices/presenter.js';

/** Sample invoices for the PDF and mail tests: what the API would present, built without a database. */

type Item = { description: string; quantity: number; rate: number };

/** An invoice as the API presents it, with its amounts computed in cents as the contract says. */
export function sampleInvoice(overrides: Partial<Invoice> & { lines?: Item[] } = {}): Invoice {
  const { lines = [{ description: 'Wedding agbada, hand embroidered', quantity: 1, rate: 150000 }], ...rest } = overrides;
  const cents = (v: number) => Math.round(v * 100);
  const taxRate = rest.taxRate ?? 0;
  const items = lines.map((l, i) => {
    const amount = Math.round(l.quantity * cents(l.rate)) / 100;
    const category = taxRate > 0 ? ('S' as const) : ('O' as const);
    return { id: `item-${i}`, ...l, amount, taxRateId: null, taxRate, taxCategory: category, exemptionReason: '', net: amount, tax: 0 };
  });
  const subtotal = items.reduce((s, i) => s + cents(i.amount), 0);
  const discount = cents(rest.discount ?? 0);
  const tax = Math.round(((subtotal - discount) * taxRate) / 100);
  const total = subtotal - discount + tax;
  const payments = rest.payments ?? [];
  const paid = payments.reduce((s, p) => s + cents(p.amount), 0);
  return invoiceSchema.parse({
    _id: 'inv-1',
    id: 'inv-1',
    clientId: { _id: 'c1', id: 'c1', name: 'Łucja Nguyễn' },
    projectId: null,
    invoiceNumber: 'INV-007',
    dueDate: '2026-03-31T00:00:00.000Z',
    status: 'sent',
    currency: 'NGN',
    deposit: null,
    notes: '',
    kind: 'invoice',
    issuedAt: '2026-03-01T09:30:00.000Z',
    pricesIncludeTax: false,
    rounding: 'total',
    relatedInvoice: null,
    reason: '',
    creditNotes: [],
    credited: 0,
    depositInvoices: [],
    deducted: 0,
    sentAt: '2026-03-01T09:30:00.000Z',
    createdAt: '2026-02-28T18:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...rest,
    items,
    payments,
    subtotal: subtotal / 100,
    discount: discount / 100,
    taxRate,
    tax: tax / 100,
    taxBreakdown: [
      { rate: taxRate, category: taxRate > 0 ? 'S' : 'O', exemptionReason: '', net: (subtotal - discount) / 100, tax: tax / 100 },
    ],
    amount: total / 100,
    amountPaid: paid / 100,
    balanceDue: (total - paid) / 100,
    paymentState: paymentStateOf(total, paid),
  });
}

export const sampleStudio = (overrides: Partial<InvoicePdfStudio> = {}): InvoicePdfStudio => ({
  brand: plainBrand('Adaeze Couture'),
  ownerName: 'Adaeze Okafor',
  address: '12 Broad Street\nLagos Island, Lagos',
  phone: '+234 803 555 0101',
  email: 'studio@adaeze.example',
  website: 'adaeze.example',
  paperSize: 'a4',
  ...overrides,
});
