import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { businessApi } from '../../test/business.js';
import { createTestApp, createVerifiedUser, outboxFor, type TestApp } from '../../test/harness.js';
import { mailAttachments } from '../../test/mail-attachments.js';
import { extractPdf } from '../../test/pdf.js';

// Decision 030: GET /invoices/{id}/pdf and POST /invoices/{id}/send through the real routes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function studioWithInvoice(clientBody: Record<string, unknown>) {
  const u = await createVerifiedUser(t, { plan: 'premium' });
  // Paid, not a trial: a trial without a card mails no client (decision 055, client-mail.test.ts).
  await t.ctx.db
    .update(users)
    .set({ businessName: 'Atelier Ọlá', address: '12 Marina Road, Lagos', phone: '+234 1 555 0100', subscriptionStatus: 'active' })
    .where(eq(users.id, u.user.id));
  const api = businessApi(t, u.token);
  const client = await api.createClient(clientBody);
  const res = await api.call('POST', '/invoices', {
    clientId: client.id,
    invoiceNumber: 'INV/2026/017',
    dueDate: '2030-01-31',
    items: [
      { description: 'Agbada, hand embroidered', quantity: 1, rate: 150000 },
      { description: 'Aso-oke fabric (m)', quantity: 2.5, rate: 33.33 },
    ],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...u, api, client, invoice: res.body.data.invoice as { id: string; amount: number } };
}

const pdfOf = (token: string, id: string) => t.request({ method: 'GET', url: `/api/v1/invoices/${id}/pdf`, token });

describe('GET /api/v1/invoices/{id}/pdf', () => {
  it("answers the studio's PDF named by the invoice number, with the client, items, total and balance", async () => {
    const s = await studioWithInvoice({ name: 'Łucja Nguyễn', email: 'lucja@example.com' });
    const res = await pdfOf(s.token, s.invoice.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="INV-2026-017.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await extractPdf(res.rawPayload)).pages.join('\n');
    for (const expected of [
      'INV/2026/017',
      'Łucja Nguyễn',
      'Atelier Ọlá',
      '12 Marina Road, Lagos',
      'Agbada, hand embroidered',
      'Aso-oke fabric (m)',
      '150,083.33',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("is 404 for another studio's invoice and 401 without a token", async () => {
    const s = await studioWithInvoice({ name: 'Ada' });
    const other = await createVerifiedUser(t, { plan: 'premium' });
    expect((await pdfOf(other.token, s.invoice.id)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/v1/invoices/${s.invoice.id}/pdf` })).statusCode).toBe(401);
  });
});

describe('POST /api/v1/invoices/{id}/send', () => {
  it('mails the PDF to the client, marks the draft sent and records when', async () => {
    const email = `client-${Date.now()}@example.com`;
    const s = await studioWithInvoice({ name: 'Łucja Nguyễn', email });
    const res = await s.api.call('POST', `/invoices/${s.invoice.id}/send`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(`Invoice INV/2026/017 sent to ${email}`);
    const sent = res.body.data.invoice as { status: string; sentAt: string | null };
    expect(sent.status).toBe('sent');
    expect(sent.sentAt).not.toBeNull();
    const mails = outboxFor(t.dataDir, email);
    expect(mails).toHaveLength(1);
    const [attachment] = mailAttachments(mails[0]!);
    expect(attachment?.filename).toBe('INV-2026-017.pdf');
    expect((await extractPdf(attachment!.content)).pages.join('\n')).toContain('Łucja Nguyễn');
  });

  it('refuses a client without an email with 422 on clientId, and sends nothing', async () => {
    const s = await studioWithInvoice({ name: 'No Mail' });
    const res = await s.api.call('POST', `/invoices/${s.invoice.id}/send`);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('CLIENT_EMAIL_MISSING');
    expect(res.body.errors?.[0]?.field).toBe('clientId');
    const again = await s.api.call('GET', `/invoices/${s.invoice.id}`);
    expect((again.body.data.invoice as { status: string }).status).toBe('draft');
  });

  it('is refused on the Free plan, while the PDF of an earlier invoice still prints', async () => {
    const s = await studioWithInvoice({ name: 'Ada', email: `ada-${Date.now()}@example.com` });
    await t.ctx.db.update(users).set({ plan: 'free', subscriptionStatus: 'inactive', trialEndDate: null }).where(eq(users.id, s.user.id));
    const res = await s.api.call('POST', `/invoices/${s.invoice.id}/send`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FEATURE_NOT_AVAILABLE');
    expect((await pdfOf(s.token, s.invoice.id)).statusCode).toBe(200);
  });
});
