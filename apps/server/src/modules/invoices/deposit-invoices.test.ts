import type { Invoice } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { issuingStudio } from '../../test/issuing.js';

/** Decision 165: a deposit as its own issued invoice, which the final invoice deducts. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const withDeposit = { items: [{ description: 'Coat', quantity: 1, rate: 100 }], taxRate: 20, deposit: { type: 'percent', value: 30 } };

describe('POST /api/v1/invoices/:id/deposit-invoice', () => {
  it('is refused while the studio takes deposits as payments, or when the invoice asks none', async () => {
    const s = await issuingStudio(t);
    const inv = await s.draft(withDeposit);
    const refused = await s.api.call('POST', `/invoices/${inv.id}/deposit-invoice`);
    expectErrorEnvelope(refused.body, 409, 'DEPOSIT_INVOICE_UNAVAILABLE');
    expect(refused.body.message).toContain('deposits as payments');
    await s.settings({ depositMode: 'invoice' });
    const plain = await s.draft();
    expectErrorEnvelope((await s.api.call('POST', `/invoices/${plain.id}/deposit-invoice`)).body, 409, 'DEPOSIT_INVOICE_UNAVAILABLE');
  });

  it('issues the deposit invoice at the invoice rate and the final invoice deducts it', async () => {
    const s = await issuingStudio(t);
    await s.settings({ depositMode: 'invoice' });
    const inv = await s.draft(withDeposit);
    const data = await s.ok(201, 'POST', `/invoices/${inv.id}/deposit-invoice`);
    const deposit = data.depositInvoice as Invoice;
    const final = data.invoice as Invoice;
    // 30 % of 120.00, tax included: 30.00 net and 6.00 of tax at 20 %.
    expect(deposit).toMatchObject({
      kind: 'deposit',
      amount: 36,
      tax: 6,
      pricesIncludeTax: true,
      status: 'sent',
      relatedInvoice: { id: inv.id, invoiceNumber: final.invoiceNumber },
    });
    expect(deposit.issuedAt).not.toBeNull();
    // The draft's number is provisional (decision 185): the line names the work, which stays true.
    expect(deposit.items).toMatchObject([{ description: 'Deposit for Coat', amount: 36, net: 30, tax: 6 }]);
    expect(final).toMatchObject({ issuedAt: null, deducted: 36, balanceDue: 84 });
    expect(final.depositInvoices).toEqual([
      { id: deposit.id, invoiceNumber: deposit.invoiceNumber, amount: 36, issuedAt: expect.any(String) },
    ]);
    expectErrorEnvelope((await s.api.call('POST', `/invoices/${inv.id}/deposit-invoice`)).body, 409, 'DEPOSIT_INVOICE_UNAVAILABLE');
    expectErrorEnvelope((await s.api.call('DELETE', `/invoices/${inv.id}`)).body, 409, 'INVOICE_ISSUED');

    // The deposit is paid on its own invoice; the final one asks the rest.
    expect(await s.pay(deposit.id, 36)).toMatchObject({ status: 'paid', balanceDue: 0 });
    const issued = await s.issue(inv.id);
    expect(issued).toMatchObject({ amount: 120, deducted: 36, balanceDue: 84 });
    expectErrorEnvelope(
      (await s.api.call('POST', `/invoices/${inv.id}/payments`, { amount: 90, date: '2030-06-01', method: 'cash' })).body,
      422,
    );
    expect(await s.pay(inv.id, 84)).toMatchObject({ status: 'paid', paymentState: 'paid', balanceDue: 0 });
    // Both in the invoice series, one after the other: the draft's number moved on when the deposit invoice took the next.
    expect([deposit.invoiceNumber, issued.invoiceNumber]).toEqual(['INV-002', 'INV-003']);
  });
});
