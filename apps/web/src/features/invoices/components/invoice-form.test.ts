import { describe, expect, it } from 'vitest';
import {
  appendItem,
  toCreateInvoiceBody,
  toUpdateInvoiceBody,
  canSubmitInvoice,
  itemAmount,
  emptyInvoiceForm,
  newItem,
  removeItem,
  subtotalOf,
  subtotalsByRate,
  type InvoiceFormValues,
} from './invoice-form';
import { proposedPayment } from './invoice-payment-form';

const EN = { language: 'en', currency: 'USD' };
const FR = { language: 'fr', currency: 'EUR' };

const complete = (): InvoiceFormValues => ({
  ...emptyInvoiceForm('INV-001', '2026-05-01'),
  clientId: 'c1',
  items: [{ description: 'Hem', quantity: '2', rate: '15' }],
});

describe('the invoice form rules', () => {
  it('starts with one item of quantity 1 and rate 0', () => {
    expect(emptyInvoiceForm().items).toEqual([{ description: '', quantity: '1', rate: '0' }]);
    expect(itemAmount(newItem(), EN)).toBe(0);
  });

  it('allows Create only with a client, a number, a due date and complete items', () => {
    expect(canSubmitInvoice(complete())).toBe(true);
    expect(canSubmitInvoice({ ...complete(), clientId: '' })).toBe(false);
    expect(canSubmitInvoice({ ...complete(), invoiceNumber: '  ' })).toBe(false);
    expect(canSubmitInvoice({ ...complete(), dueDate: '' })).toBe(false);
    expect(canSubmitInvoice({ ...complete(), items: [{ description: ' ', quantity: '1', rate: '5' }] })).toBe(false);
    expect(canSubmitInvoice({ ...complete(), items: [{ description: 'Hem', quantity: '0', rate: '5' }] })).toBe(false);
    expect(canSubmitInvoice({ ...complete(), items: [{ description: 'Hem', quantity: '1', rate: '0' }] })).toBe(false);
    expect(canSubmitInvoice({ ...complete(), items: [{ description: 'Hem', quantity: '', rate: '5' }] })).toBe(false);
    expect(canSubmitInvoice({ ...complete(), items: [...complete().items, newItem()] })).toBe(false);
  });

  it('never clears the last item row', () => {
    const one = [{ description: 'Hem', quantity: '1', rate: '5' }];
    expect(removeItem(one, 0)).toEqual(one);
    expect(removeItem([...one, newItem()], 0)).toEqual([newItem()]);
  });

  it('computes quantity × rate half-up to the cent, as the server does', () => {
    expect(itemAmount({ description: '', quantity: '3', rate: '19.99' }, EN)).toBe(59.97);
    expect(itemAmount({ description: '', quantity: '2.5', rate: '33.33' }, EN)).toBe(83.33);
    expect(itemAmount({ description: '', quantity: '0.5', rate: '0.05' }, EN)).toBe(0.03);
    expect(itemAmount({ description: '', quantity: '1,5', rate: '10' }, EN)).toBe(15);
    expect(itemAmount({ description: '', quantity: '', rate: '10' }, EN)).toBeNull();
    expect(
      subtotalOf(
        [
          { description: '', quantity: '1', rate: '0.1' },
          { description: '', quantity: '1', rate: '0.2' },
        ],
        EN,
      ),
    ).toBe(0.3);
  });

  it('omits the project when none is chosen and never sends amounts', () => {
    const built = toCreateInvoiceBody({ ...complete(), taxRate: '7.5', depositType: 'percent', depositValue: '30' }, EN);
    expect(built.ok && built.body).toEqual({
      clientId: 'c1',
      invoiceNumber: 'INV-001',
      dueDate: '2026-05-01',
      items: [{ description: 'Hem', quantity: 2, rate: 15 }],
      taxRate: 7.5,
      deposit: { type: 'percent', value: 30 },
    });
    const withProject = toCreateInvoiceBody({ ...complete(), projectId: 'p1' }, EN);
    expect(withProject.ok && withProject.body.projectId).toBe('p1');
  });

  it('clears options and the project on edit with null, and sends the status', () => {
    const built = toUpdateInvoiceBody({ ...complete(), status: 'paid' }, EN);
    expect(built.ok && built.body).toMatchObject({
      projectId: null,
      taxRate: null,
      discount: null,
      deposit: null,
      notes: null,
      status: 'paid',
    });
  });
});

describe('the payment proposal', () => {
  it('proposes the deposit while nothing is paid, then the balance', () => {
    const deposit = { type: 'percent' as const, value: 30, amount: 30 };
    expect(proposedPayment({ amountPaid: 0, balanceDue: 100, deposit })).toBe(30);
    expect(proposedPayment({ amountPaid: 30, balanceDue: 70, deposit })).toBe(70);
    expect(proposedPayment({ amountPaid: 0, balanceDue: 100, deposit: null })).toBe(100);
  });
});

describe('appendItem (the project’s materials, decision 144)', () => {
  const materials = { description: 'Materials: Wedding gown', quantity: 1, rate: 112.5 };
  it('takes a new invoice’s blank first row', () => {
    expect(appendItem([newItem()], materials, 'en')).toEqual([{ description: 'Materials: Wedding gown', quantity: '1', rate: '112.5' }]);
  });
  it('goes after the rows already written, which stay as typed', () => {
    const hem = { description: 'Hem', quantity: '2', rate: '15' };
    expect(appendItem([hem], materials, 'en')).toEqual([hem, { description: 'Materials: Wedding gown', quantity: '1', rate: '112.5' }]);
  });
});

describe('lines at the studio’s rates (decision 167)', () => {
  const twoRates = (): InvoiceFormValues => ({
    ...complete(),
    items: [
      { description: 'Gown', quantity: '1', rate: '1000', taxRateId: 'r20' },
      { description: 'Lining', quantity: '4', rate: '25,5', taxRateId: 'r55' },
      { description: 'Hem', quantity: '1', rate: '10', taxRateId: 'r20' },
    ],
  });

  it('sends each line’s rate, and none for a line without one', () => {
    const built = toCreateInvoiceBody(
      { ...twoRates(), items: [...twoRates().items, { description: 'Old', quantity: '1', rate: '5' }] },
      EN,
    );
    expect(built.ok && built.body.items.map((it) => it.taxRateId)).toEqual(['r20', 'r55', 'r20', undefined]);
  });

  it('adds the lines of each rate for the preview, a decimal comma read as a point', () => {
    expect(subtotalsByRate(twoRates().items, EN)).toEqual([
      { taxRateId: 'r20', subtotal: 1010 },
      { taxRateId: 'r55', subtotal: 102 },
    ]);
  });

  it('gives a new line the default rate, and an appended suggestion too', () => {
    expect(newItem('r20')).toEqual({ description: '', quantity: '1', rate: '0', taxRateId: 'r20' });
    expect(appendItem([newItem('r20')], { description: 'Zip', quantity: 1, rate: 3 }, 'en', 'r20')).toEqual([
      { description: 'Zip', quantity: '1', rate: '3', taxRateId: 'r20' },
    ]);
  });
});

describe('numbers as a French studio types them (decision 178)', () => {
  const typed = (rate: string, quantity = '1'): InvoiceFormValues => ({
    ...complete(),
    items: [{ description: 'Ourlet', quantity, rate }],
  });

  it('keeps 29,90 and 1 290,00 exactly, never a hundred times more', () => {
    const built = toCreateInvoiceBody(typed('29,90', '2,5'), FR);
    expect(built.ok && built.body.items[0]).toMatchObject({ rate: 29.9, quantity: 2.5 });
    const grouped = toCreateInvoiceBody({ ...typed('1 290,00'), discount: '12,50', taxRate: '5,5 %' }, FR);
    expect(grouped.ok && grouped.body).toMatchObject({ items: [{ rate: 1290 }], discount: 12.5, taxRate: 5.5 });
    expect(itemAmount({ description: '', quantity: '2', rate: '1\u202f290,50' }, FR)).toBe(2581);
  });

  it('refuses on the field what it cannot keep exactly, saying what is expected', () => {
    const built = toCreateInvoiceBody({ ...typed('29,999'), discount: 'douze' }, FR);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.errors['items.0.rate']).toBe('At most 2 decimals');
    expect(built.errors.discount).toMatch(/1.290,5/);
  });
});
