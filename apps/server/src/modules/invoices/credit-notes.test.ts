import type { Invoice } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { issuingStudio } from '../../test/issuing.js';
import { joinedMember } from '../../test/team.js';

/** Decision 163: a credit note corrects an issued invoice, whole or some items, and may refund. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const twoLines = {
  items: [
    { description: 'Jacket (hours)', quantity: 3, rate: 33.33 },
    { description: 'Lining', quantity: 1, rate: 50.01 },
  ],
  discount: 10,
  taxRate: 20,
};

describe('POST /api/v1/invoices/:id/credit-notes', () => {
  it('credits some items, then all that is left: the credit notes add up to the invoice to the cent', async () => {
    const s = await issuingStudio(t);
    const inv = await s.issue((await s.draft(twoLines)).id);
    // 99.99 + 50.01 − 10 = 140.00, tax 28.00: 168.00
    expect(inv.amount).toBe(168);
    const jacket = inv.items[0]?.id ?? '';
    const part = await s.credit(inv.id, { reason: 'One hour not worked', items: [{ itemId: jacket, quantity: 1 }] });
    expect(part.creditNote).toMatchObject({
      kind: 'credit-note',
      invoiceNumber: 'CN-001',
      reason: 'One hour not worked',
      relatedInvoice: { id: inv.id, invoiceNumber: inv.invoiceNumber, amount: 168 },
    });
    expect(part.creditNote.issuedAt).not.toBeNull();
    // 33.33 less its share of the discount (10 × 99.99/150 × 1/3 = 2.22): 31.11, tax 6.22.
    expect(part.creditNote.amount).toBe(37.33);
    expect(part.invoice).toMatchObject({ credited: 37.33, balanceDue: 130.67 });
    expect(part.invoice.creditNotes).toEqual([
      { id: part.creditNote.id, invoiceNumber: 'CN-001', amount: 37.33, issuedAt: expect.any(String) },
    ]);

    const over = await s.api.call('POST', `/invoices/${inv.id}/credit-notes`, { reason: 'x', items: [{ itemId: jacket, quantity: 2.5 }] });
    expectErrorEnvelope(over.body, 422, 'CREDIT_EXCEEDS_INVOICE');
    const rest = await s.credit(inv.id, { reason: 'Order cancelled' });
    expect(rest.creditNote).toMatchObject({ invoiceNumber: 'CN-002', amount: 130.67 });
    expect(rest.invoice).toMatchObject({ credited: 168, balanceDue: 0, status: 'sent' });
    const none = await s.api.call('POST', `/invoices/${inv.id}/credit-notes`, { reason: 'Again' });
    expectErrorEnvelope(none.body, 422, 'CREDIT_EXCEEDS_INVOICE');
  });

  it('credits a whole uncredited invoice for exactly its total, in the French series', async () => {
    const s = await issuingStudio(t);
    await s.settings({ country: 'FR', companyNumber: '123 456 789', addressLine1: '1 rue de la Paix', postcode: '75002', city: 'Paris' });
    const inv = await s.issue((await s.draft({ ...twoLines, discount: 7.77, taxRate: 5.5 })).id);
    const { creditNote, invoice } = await s.credit(inv.id, { reason: 'Annulée' });
    expect(creditNote).toMatchObject({ invoiceNumber: 'AV-001', amount: inv.amount, tax: inv.tax, discount: 7.77 });
    expect(creditNote.items.map((i) => i.description)).toEqual(['Jacket (hours)', 'Lining']);
    expect(invoice).toMatchObject({ credited: inv.amount, balanceDue: 0 });
  });

  it('is refused on a draft and on a credit note; a credit note is never edited or deleted', async () => {
    const s = await issuingStudio(t);
    const draft = await s.draft();
    expectErrorEnvelope((await s.api.call('POST', `/invoices/${draft.id}/credit-notes`, { reason: 'x' })).body, 409, 'INVOICE_NOT_ISSUED');
    const { creditNote } = await s.credit((await s.issue(draft.id)).id, { reason: 'Cancelled' });
    expectErrorEnvelope((await s.api.call('POST', `/invoices/${creditNote.id}/credit-notes`, { reason: 'x' })).body, 409, 'INVOICE_ISSUED');
    expectErrorEnvelope((await s.api.call('PATCH', `/invoices/${creditNote.id}`, { notes: 'x' })).body, 409, 'INVOICE_ISSUED');
    expectErrorEnvelope((await s.api.call('DELETE', `/invoices/${creditNote.id}`)).body, 409, 'INVOICE_ISSUED');
    const listed = async (q: string) => ((await s.ok(200, 'GET', `/invoices${q}`)).invoices as Invoice[]).map((i) => i.id);
    expect(await listed('')).toEqual([draft.id]);
    expect(await listed('?kind=credit-note')).toEqual([creditNote.id]);
    expect((await s.ok(200, 'GET', '/invoices/summary')).summary).toMatchObject({ total: 1 });
  });

  it('refunds through the payments: amount paid, balance and revenue go down', async () => {
    const s = await issuingStudio(t);
    const inv = await s.draft();
    await s.pay(inv.id, 100);
    const tooMuch = await s.api.call('POST', `/invoices/${inv.id}/credit-notes`, {
      reason: 'Returned',
      items: [{ itemId: inv.items[0]?.id ?? '', quantity: 0.4 }],
      refund: { amount: 60, date: '2030-06-02', method: 'cash' },
    });
    expectErrorEnvelope(tooMuch.body, 422, 'CREDIT_EXCEEDS_INVOICE');
    expect(tooMuch.body.errors?.[0]?.field).toBe('refund.amount');
    const { creditNote, invoice } = await s.credit(inv.id, {
      reason: 'Returned',
      items: [{ itemId: inv.items[0]?.id ?? '', quantity: 0.4 }],
      refund: { amount: 40, date: '2030-06-02', method: 'cash' },
    });
    expect(invoice).toMatchObject({ amount: 100, credited: 40, amountPaid: 60, balanceDue: 0, paymentState: 'paid' });
    const refund = invoice.payments.find((p) => p.amount < 0);
    expect(refund).toMatchObject({ amount: -40, note: `Refund — ${creditNote.invoiceNumber}` });
    expect((await s.ok(200, 'GET', '/invoices/summary')).summary).toMatchObject({ revenue: 60 });
    const removed = await s.api.call('DELETE', `/invoices/${inv.id}/payments/${refund?.id ?? ''}`);
    expectErrorEnvelope(removed.body, 409, 'INVOICE_ISSUED');
  });

  it("answers 404 for another studio's invoice and 403 to staff on every new route", async () => {
    const s = await issuingStudio(t, 'enterprise');
    const other = await issuingStudio(t);
    const theirs = await other.issue((await other.draft()).id);
    for (const path of ['issue', 'credit-notes', 'deposit-invoice']) {
      const res = await s.api.call('POST', `/invoices/${theirs.id}/${path}`, path === 'credit-notes' ? { reason: 'x' } : undefined);
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
    }
    const staff = businessApi(t, (await joinedMember(t, s, 'staff')).token);
    const mine = await s.issue((await s.draft()).id);
    for (const path of ['issue', 'credit-notes', 'deposit-invoice']) {
      const res = await staff.call('POST', `/invoices/${mine.id}/${path}`, path === 'credit-notes' ? { reason: 'x' } : undefined);
      expect(res.status).toBe(403);
    }
  });
});
