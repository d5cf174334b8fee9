import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { users, workspaces } from '../../db/schema/index.js';
import { businessApi } from '../../test/business.js';
import { createTestApp, createVerifiedUser, outboxFor, type TestApp } from '../../test/harness.js';
import { mailAttachments, mailInlineImages } from '../../test/mail-attachments.js';
import { extractPdf, pdfFillColors, pdfHasImage } from '../../test/pdf.js';

// Decision 030: GET /invoices/{id}/pdf and POST /invoices/{id}/send through the real routes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function studioWithInvoice(clientBody: Record<string, unknown>, plan: 'premium' | 'enterprise' = 'premium') {
  const u = await createVerifiedUser(t, { plan });
  // Paid, not a trial: a trial without a card mails no client (decision 055, client-mail.test.ts).
  await t.ctx.db
    .update(users)
    .set({ address: '12 Marina Road, Lagos', phone: '+234 1 555 0100', subscriptionStatus: 'active' })
    .where(eq(users.id, u.user.id));
  const api = businessApi(t, u.token);
  // The studio's name heads its documents (decision 073).
  expect((await api.call('PATCH', '/studio', { name: 'Atelier Ọlá' })).status).toBe(200);
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

/** An Enterprise studio's logo and colour, set through its own routes (decision 073). */
async function brand(token: string) {
  const form = new FormData();
  const png = await sharp({ create: { width: 120, height: 60, channels: 3, background: '#1E3A8A' } })
    .png()
    .toBuffer();
  form.append('logo', new Blob([png], { type: 'image/png' }), 'logo.png');
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  const headers = { 'content-type': request.headers.get('content-type') ?? '' };
  const res = await t.request({
    method: 'PUT',
    url: '/api/v1/studio/logo',
    token,
    payload: Buffer.from(await request.arrayBuffer()),
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect((await businessApi(t, token).call('PATCH', '/studio', { brandColor: '#7C3AED' })).status).toBe(200);
}

describe("the studio's brand on its invoices (decision 073)", () => {
  it('puts the logo and the brand colour on an Enterprise invoice PDF, and neither on a Premium one', async () => {
    const enterprise = await studioWithInvoice({ name: 'Łucja Nguyễn' }, 'enterprise');
    await brand(enterprise.token);
    const branded = (await pdfOf(enterprise.token, enterprise.invoice.id)).rawPayload;
    expect(pdfHasImage(branded)).toBe(true);
    expect(await pdfFillColors(branded, 1)).toContain('#7c3aed');
    expect((await extractPdf(branded)).pages.join('\n')).toContain('Atelier Ọlá');

    const premium = await studioWithInvoice({ name: 'Łucja Nguyễn' });
    // A colour stored while it was on Enterprise stays stored, and off the documents.
    await t.ctx.db.update(workspaces).set({ brandColor: '#7C3AED' }).where(eq(workspaces.ownerId, premium.user.id));
    const plain = (await pdfOf(premium.token, premium.invoice.id)).rawPayload;
    expect(pdfHasImage(plain)).toBe(false);
    expect(await pdfFillColors(plain, 1)).not.toContain('#7c3aed');
    expect((await extractPdf(plain)).pages.join('\n')).toContain('Atelier Ọlá');
  });

  it('mails an Enterprise invoice with the logo inline and the colour, a Premium one with neither', async () => {
    const email = `branded-${Date.now()}@example.com`;
    const enterprise = await studioWithInvoice({ name: 'Łucja Nguyễn', email }, 'enterprise');
    await brand(enterprise.token);
    expect((await enterprise.api.call('POST', `/invoices/${enterprise.invoice.id}/send`)).status).toBe(200);
    const [mail] = outboxFor(t.dataDir, email);
    const [logo] = mailInlineImages(mail!);
    expect(logo?.contentType).toBe('image/png');
    expect((await sharp(logo!.content).metadata()).format).toBe('png');
    expect(mail).toContain(`cid:${logo!.cid}`);
    expect(mail).toContain('#7C3AED');
    expect(mailAttachments(mail!).map((a) => a.filename)).toEqual(['INV-2026-017.pdf']);
    expect(mail).not.toMatch(/^Subject:.*Atelier Ọlá/m);

    const plainEmail = `plain-${Date.now()}@example.com`;
    const premium = await studioWithInvoice({ name: 'Łucja Nguyễn', email: plainEmail });
    expect((await premium.api.call('POST', `/invoices/${premium.invoice.id}/send`)).status).toBe(200);
    const [plain] = outboxFor(t.dataDir, plainEmail);
    expect(mailInlineImages(plain!)).toEqual([]);
    expect(plain).not.toContain('cid:');
    expect(plain).not.toContain('#7C3AED');
  });
});
