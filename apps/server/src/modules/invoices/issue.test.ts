import type { Invoice } from '@atelier/shared';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.js';
import { expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { issuingStudio } from '../../test/issuing.js';

/** Decision 163: issuing gives the final number of the series, consecutive and without gaps. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /api/v1/invoices/:id/issue', () => {
  it('numbers 20 invoices issued at once consecutively, without gaps or duplicates', async () => {
    const s = await issuingStudio(t);
    const drafts: Invoice[] = [];
    for (let i = 0; i < 20; i++) drafts.push(await s.draft());
    const answers = await Promise.all(drafts.map((d) => s.api.call('POST', `/invoices/${d.id}/issue`)));
    expect(answers.map((a) => a.status)).toEqual(drafts.map(() => 200));
    const rows = await t.ctx.db
      .select({ number: invoices.invoiceNumber, seq: invoices.seriesSeq })
      .from(invoices)
      .where(and(eq(invoices.workspaceId, s.workspaceId), isNotNull(invoices.seriesSeq)))
      .orderBy(asc(invoices.seriesSeq));
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // The first issued keeps its draft's number, whichever draft that was; each next follows it.
    const first = Number(rows[0]?.number.slice(4));
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 20 }, (_, i) => `INV-${String(first + i).padStart(3, '0')}`));
    expect(new Set(rows.map((r) => r.number)).size).toBe(20);
  });

  it('keeps the first number, gives the next one after, and moves a draft that held it', async () => {
    const s = await issuingStudio(t);
    const [a, b, c] = [await s.draft(), await s.draft(), await s.draft()];
    expect([a.invoiceNumber, b.invoiceNumber, c.invoiceNumber]).toEqual(['INV-001', 'INV-002', 'INV-003']);
    const first = await s.issue(a.id);
    expect(first).toMatchObject({ invoiceNumber: 'INV-001', status: 'sent' });
    expect(first.issuedAt).not.toBeNull();
    expect(await s.issue(c.id)).toMatchObject({ invoiceNumber: 'INV-002' });
    expect((await s.get(b.id)).invoiceNumber).toBe('INV-004');
    expect((await s.ok(200, 'GET', '/invoices/next-number')).invoiceNumber).toBe('INV-003');
    // Issuing again answers the invoice as it is.
    expect(await s.issue(c.id)).toMatchObject({ invoiceNumber: 'INV-002' });
    const [row] = await t.ctx.db.select().from(invoices).where(eq(invoices.id, a.id));
    expect(row?.parties).toMatchObject({ buyer: { name: 'Amaka Obi' }, seller: { name: expect.any(String) } });
  });

  it('is issued by sending status, a payment on a draft, and refused while a mandatory term is missing', async () => {
    const s = await issuingStudio(t);
    await s.settings({ country: 'GB', registered: true });
    const d = await s.draft();
    for (const refused of [
      await s.api.call('POST', `/invoices/${d.id}/issue`),
      await s.api.call('PATCH', `/invoices/${d.id}`, { status: 'sent' }),
      await s.api.call('POST', `/invoices/${d.id}/payments`, { amount: 10, date: '2030-06-01', method: 'cash' }),
    ]) {
      expectErrorEnvelope(refused.body, 422, 'INVOICE_NOT_READY');
      expect(refused.body.errors).toEqual([{ field: 'vatNumber', message: expect.any(String) }]);
    }
    expect(await s.get(d.id)).toMatchObject({ status: 'draft', issuedAt: null, amountPaid: 0 });
    await s.settings({ vatNumber: 'GB123456789' });
    expect((await s.pay(d.id, 10)).issuedAt).not.toBeNull();
    const other = await s.draft();
    const patched = await s.ok(200, 'PATCH', `/invoices/${other.id}`, { status: 'paid' });
    expect(patched.invoice).toMatchObject({ status: 'paid', invoiceNumber: 'INV-002' });
  });
});

describe('an issued invoice is kept', () => {
  it('refuses every change but the status, naming the credit note; a draft still edits and deletes', async () => {
    const s = await issuingStudio(t);
    const d = await s.draft();
    expect((await s.ok(200, 'PATCH', `/invoices/${d.id}`, { notes: 'Hem by Friday' })).invoice).toMatchObject({ notes: 'Hem by Friday' });
    const issued = await s.issue(d.id);
    const edit = await s.api.call('PATCH', `/invoices/${d.id}`, { items: [{ description: 'Hemming', quantity: 1, rate: 90 }] });
    expectErrorEnvelope(edit.body, 409, 'INVOICE_ISSUED');
    expect(edit.body.message).toContain('Invoice INV-001 is issued: issue a credit note to change it');
    const gone = await s.api.call('DELETE', `/invoices/${d.id}`);
    expectErrorEnvelope(gone.body, 409, 'INVOICE_ISSUED');
    expect(gone.body.message).toContain('credit note');
    // The original edit dialog sends its whole form: only the status select moved.
    const form = {
      clientId: s.client.id,
      invoiceNumber: issued.invoiceNumber,
      dueDate: '2031-01-31',
      items: [{ description: 'Hemming', quantity: 1, rate: 100 }],
      taxRate: null,
      discount: null,
      deposit: null,
      projectId: null,
      notes: 'Hem by Friday',
    };
    expect((await s.ok(200, 'PATCH', `/invoices/${d.id}`, { ...form, status: 'paid' })).invoice).toMatchObject({ status: 'paid' });
    expect((await s.ok(200, 'PATCH', `/invoices/${d.id}`, { status: 'overdue' })).invoice).toMatchObject({ status: 'overdue' });
    expectErrorEnvelope((await s.api.call('PATCH', `/invoices/${d.id}`, { status: 'draft' })).body, 409, 'INVOICE_ISSUED');
    const draft = await s.draft();
    await s.ok(200, 'DELETE', `/invoices/${draft.id}`);
    expect((await s.api.call('GET', `/invoices/${draft.id}`)).status).toBe(404);
  });
});
