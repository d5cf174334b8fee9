import type { Invoice, PortalView } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.js';
import { expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { extractPdf } from '../../test/pdf.js';
import { makeLink, portalCall, portalStudio } from '../../test/portal.js';

/**
 * Decision 125: money follows payments. A deposit recorded on a draft issues it: the studio's list,
 * the PDF and the client's portal say 'Deposit paid, $1,290.00 due', never 'Draft'; the last
 * payment makes it paid; removing payments never takes an issued invoice off the portal.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

/** A Premium studio, a client with a portal link, and a draft of $1,720.00 asking a 25 % deposit ($430.00). */
async function draftWithDeposit() {
  const studio = await portalStudio(t);
  const { api } = studio;
  const client = await api.createClient({ name: 'Amaka Obi' });
  const created = await api.call('POST', '/invoices', {
    clientId: client.id,
    invoiceNumber: 'INV-125',
    dueDate: '2031-01-31',
    items: [
      { description: 'Wedding gown', quantity: 1, rate: 1500 },
      { description: 'Veil tulle (m)', quantity: 2.5, rate: 88 },
    ],
    deposit: { type: 'percent', value: 25 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const invoice = created.body.data.invoice as Invoice;
  const link = (await makeLink(t, studio.owner.token, client.id)).token;
  const pay = async (amount: number) => {
    const res = await api.call('POST', `/invoices/${invoice.id}/payments`, { amount, date: '2030-06-01', method: 'bank-transfer' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.invoice as Invoice;
  };
  const portalInvoices = async () => {
    const res = await portalCall(t, 'GET', link);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.portal as PortalView).invoices;
  };
  const pdfText = async () => {
    const res = await t.request({ method: 'GET', url: `/api/v1/invoices/${invoice.id}/pdf`, token: studio.owner.token });
    expect(res.statusCode).toBe(200);
    return (await extractPdf(res.rawPayload)).pages.join('\n');
  };
  const listed = async (query = '') =>
    ((await api.call('GET', `/invoices${query}`)).body.data.invoices as Invoice[]).filter((i) => i.id === invoice.id);
  return { ...studio, invoice, link, pay, portalInvoices, pdfText, listed };
}

describe('a deposit recorded on a draft', () => {
  it('issues the invoice: deposit paid with the exact amount due, on the list, the PDF and the portal', async () => {
    const s = await draftWithDeposit();
    expect(s.invoice).toMatchObject({ status: 'draft', paymentState: 'unpaid', amount: 1720, deposit: { amount: 430 } });
    // A draft nothing was paid on is the studio's alone.
    expect(await s.portalInvoices()).toEqual([]);
    expect((await portalCall(t, 'GET', `${s.link}/invoices/${s.invoice.id}/pdf`)).statusCode).toBe(404);

    const paid = await s.pay(430);
    expect(paid).toMatchObject({ status: 'sent', paymentState: 'deposit-paid', amountPaid: 430, balanceDue: 1290 });
    const [row] = await s.listed();
    expect(row).toMatchObject({ status: 'sent', paymentState: 'deposit-paid', balanceDue: 1290 });
    expect(await s.listed('?status=draft')).toEqual([]);
    expect(await s.listed('?status=sent')).toHaveLength(1);

    expect(await s.portalInvoices()).toEqual([
      {
        id: s.invoice.id,
        invoiceNumber: 'INV-125',
        status: 'sent',
        paymentState: 'deposit-paid',
        dueDate: '2031-01-31T00:00:00.000Z',
        currency: 'USD',
        amount: 1720,
        amountPaid: 430,
        balanceDue: 1290,
      },
    ]);
    const portalPdf = await portalCall(t, 'GET', `${s.link}/invoices/${s.invoice.id}/pdf`);
    expect(portalPdf.statusCode).toBe(200);

    const text = await s.pdfText();
    expect(text).toContain('Deposit paid, $1,290.00 due');
    expect(text).toContain('The balance of $1,290.00 is due by Jan 31, 2031.');
    expect(text).not.toContain('Draft');
    expect((await extractPdf(portalPdf.rawPayload)).pages.join('\n')).toContain('Deposit paid, $1,290.00 due');
  });

  it('is paid once the balance is, and an issued invoice never goes back to draft', async () => {
    const s = await draftWithDeposit();
    await s.pay(430);
    const back = await s.api.call('PATCH', `/invoices/${s.invoice.id}`, { status: 'draft' });
    expectErrorEnvelope(back.body, 409, 'INVOICE_ISSUED');

    const settled = await s.pay(1290);
    expect(settled).toMatchObject({ status: 'paid', paymentState: 'paid', amountPaid: 1720, balanceDue: 0 });
    expect((await s.portalInvoices())[0]).toMatchObject({ status: 'paid', paymentState: 'paid', balanceDue: 0 });
    const text = await s.pdfText();
    expect(text).toMatch(/\bPaid\b/);
    expect(text).toContain('Paid in full. Thank you for your business.');
    expect(text).not.toContain('Deposit paid');

    // Taking every payment back leaves what was issued issued: sent, unpaid, still the client's to see.
    for (const p of settled.payments) await s.api.call('DELETE', `/invoices/${s.invoice.id}/payments/${p.id}`);
    const [after] = await s.listed();
    expect(after).toMatchObject({ status: 'sent', paymentState: 'unpaid', amountPaid: 0, balanceDue: 1720 });
    expect(await s.portalInvoices()).toHaveLength(1);
  });

  it('reads a draft kept with a payment from before as sent, on the portal and in the filters', async () => {
    const s = await draftWithDeposit();
    await s.pay(430);
    // As rows were stored before decision 125: the payment recorded, the status left at draft.
    await t.ctx.db.update(invoices).set({ status: 'draft' }).where(eq(invoices.id, s.invoice.id));
    expect(await s.listed()).toMatchObject([{ status: 'sent', paymentState: 'deposit-paid', balanceDue: 1290 }]);
    expect(await s.listed('?status=draft')).toEqual([]);
    expect(await s.listed('?status=sent')).toHaveLength(1);
    expect(await s.portalInvoices()).toMatchObject([{ status: 'sent', paymentState: 'deposit-paid', balanceDue: 1290 }]);
    expect(await s.pdfText()).toContain('Deposit paid, $1,290.00 due');
  });
});
