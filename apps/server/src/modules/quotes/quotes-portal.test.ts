import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Invoice, PortalQuote, Project, Quote } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, notifications, projects, projectStages, quotes } from '../../db/schema/index.js';
import { expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, outboxFor, uniqueEmail, type TestApp } from '../../test/harness.js';
import { mailParts } from '../../test/fixtures.js';
import { messagingStudio } from '../../test/messaging.js';
import { makeLink, NO_DOCUMENT, portalCall, shownQuote } from '../../test/portal.js';

/** Decision 158: a quote sent to the portal, accepted once whatever the race, declined, expired, and its PDF in the client's language. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

const run = promisify(execFile);

/** A paid Premium studio's client with an email, a service with a stage, and a quote of it sent to the portal. */
async function sentQuote(opts: { language?: 'en' | 'fr'; validUntil?: string; deposit?: Record<string, unknown> | null } = {}) {
  const s = await messagingStudio(t);
  const email = uniqueEmail('client');
  const client = await s.api.createClient({ name: 'Léa Martin', email, language: opts.language ?? 'en' });
  const service = await s.api.call('POST', '/services', { name: 'Corset fitting', price: 200, minutes: 60, stage: 'Fitting' });
  expect(service.status).toBe(201);
  const created = await s.api.call('POST', '/quotes', {
    clientId: client.id,
    title: 'Robe de mariée',
    projectType: 'Wedding Dress',
    validUntil: opts.validUntil ?? '2099-12-31',
    lines: [
      { kind: 'service', serviceId: (service.body.data.service as { id: string }).id },
      { kind: 'free', description: 'Dentelle brodée', quantity: 2, unitPrice: 3.5 },
    ],
    deposit: opts.deposit === undefined ? { type: 'amount', value: 50 } : opts.deposit,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const quote = created.body.data.quote as Quote;
  const sent = await s.api.call('POST', `/quotes/${quote.id}/send`);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  expect(sent.body.data.mailedTo).toBe(email);
  const link = await s.api.call('GET', `/clients/${client.id}/portal-link`);
  const token = (link.body.data.link as { url: string }).url.split('/portal/')[1]!;
  return { ...s, client, email, quote, portal: token };
}

/** Accepts the quote as the portal shows it now (decision 183). */
const accept = async (token: string, id: string) =>
  portalCall(t, 'POST', `${token}/quotes/${id}/accept`, { payload: { documentSha256: await shownQuote(t, token, id) } });

describe('sending a quote', () => {
  it('puts it on the client’s portal and mails it with the portal’s address', async () => {
    const s = await sentQuote();
    const listed = await portalCall(t, 'GET', `${s.portal}/quotes`);
    expect(listed.statusCode).toBe(200);
    const [onPortal] = listed.json().data.quotes as PortalQuote[];
    expect(onPortal).toMatchObject({ id: s.quote.id, status: 'sent', total: 207, deposit: { type: 'amount', value: 50, amount: 50 } });
    const parts = mailParts(outboxFor(t.ctx.config.dataDir, s.email).at(-1)!);
    const text = parts.find((p) => p.contentType === 'text/plain')!.body;
    expect(text).toContain(`https://atelier.example/portal/${s.portal}`);
    expect(parts.some((p) => p.contentType === 'application/pdf')).toBe(true);
  });

  it('writes the PDF in French for a French client', async () => {
    const s = await sentQuote({ language: 'fr' });
    const res = await portalCall(t, 'GET', `${s.portal}/quotes/${s.quote.id}/pdf`);
    expect(res.statusCode).toBe(200);
    const dir = await mkdtemp(join(tmpdir(), 'quote-pdf-'));
    await writeFile(join(dir, 'q.pdf'), res.rawPayload);
    const { stdout } = await run('pdftotext', [join(dir, 'q.pdf'), '-']);
    const text = stdout.replace(/[\u202f\u00a0]/g, ' ');
    for (const words of ['DEVIS', 'Valable jusqu’au', 'Acompte à l’acceptation', 'Sous-total', '207,00', 'Dentelle brodée'])
      expect(text).toContain(words);
    expect(text).not.toContain('Subtotal');
  });
});

describe('accepting a quote', () => {
  it('makes exactly one project with its stages and one deposit invoice, even when accepted at once', async () => {
    const s = await sentQuote();
    const answers = await Promise.all([1, 2, 3, 4].map(() => accept(s.portal, s.quote.id)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const made = await t.ctx.db.select().from(projects).where(eq(projects.clientId, s.client.id));
    expect(made).toHaveLength(1);
    const stages = await t.ctx.db.select().from(projectStages).where(eq(projectStages.projectId, made[0]!.id));
    expect(stages.map((st) => st.name)).toContain('Fitting');
    const billed = await t.ctx.db.select().from(invoices).where(eq(invoices.clientId, s.client.id));
    expect(billed).toHaveLength(1);
    expect(billed[0]).toMatchObject({ totalCents: 5000, projectId: made[0]!.id, status: 'sent' });
    const quote = (await s.api.call('GET', `/quotes/${s.quote.id}`)).body.data.quote as Quote;
    expect(quote).toMatchObject({ status: 'accepted', project: { id: made[0]!.id }, depositInvoice: { id: billed[0]!.id } });
    const [row] = await t.ctx.db.select().from(quotes).where(eq(quotes.id, s.quote.id));
    expect(row!.acceptedIp).toBeTruthy();
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.entityId, s.quote.id), eq(notifications.kind, 'quote-accepted')));
    expect(told).toHaveLength(1);
    // The studio sees both, and the client the deposit invoice on the portal.
    expect(((await s.api.call('GET', `/projects/${made[0]!.id}`)).body.data.project as Project).name).toBe('Robe de mariée');
    expect(((await s.api.call('GET', `/invoices/${billed[0]!.id}`)).body.data.invoice as Invoice).amount).toBe(50);
    expect((await portalCall(t, 'GET', `${s.portal}/invoices/${billed[0]!.id}/pdf`)).statusCode).toBe(200);
    // Locked from now on.
    expect((await s.api.call('PATCH', `/quotes/${s.quote.id}`, { title: 'Other' })).body.code).toBe('QUOTE_LOCKED');
    expect((await s.api.call('DELETE', `/quotes/${s.quote.id}`)).body.code).toBe('QUOTE_LOCKED');
    const decline = await portalCall(t, 'POST', `${s.portal}/quotes/${s.quote.id}/decline`, { payload: {} });
    expect(decline.json().code).toBe('QUOTE_CLOSED');
  });

  it('accepts only the quote the client was shown: raised after they opened it, their accept is 409 and bills nothing (decision 183)', async () => {
    const s = await sentQuote();
    const lines = (unitPrice: number) => [{ kind: 'free', description: 'Robe sur mesure', unitPrice }];
    const lowered = await s.api.call('PATCH', `/quotes/${s.quote.id}`, { lines: lines(1000), deposit: { type: 'percent', value: 30 } });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    // The client opens the quote: 1 000, a deposit of 300.
    const [opened] = (await portalCall(t, 'GET', `${s.portal}/quotes`)).json().data.quotes as PortalQuote[];
    expect(opened).toMatchObject({ total: 1000, deposit: { amount: 300 } });
    // The studio raises it meanwhile: 4 000, all of it as the deposit.
    const raised = await s.api.call('PATCH', `/quotes/${s.quote.id}`, { lines: lines(4000), deposit: { type: 'percent', value: 100 } });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    const stale = await portalCall(t, 'POST', `${s.portal}/quotes/${s.quote.id}/accept`, {
      payload: { documentSha256: opened!.documentSha256 },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expectErrorEnvelope(stale.json(), 409, 'DOCUMENT_CHANGED');
    expect(await t.ctx.db.select().from(invoices).where(eq(invoices.clientId, s.client.id))).toHaveLength(0);
    expect(await t.ctx.db.select().from(projects).where(eq(projects.clientId, s.client.id))).toHaveLength(0);
    const [kept] = await t.ctx.db.select().from(quotes).where(eq(quotes.id, s.quote.id));
    expect(kept!.status).toBe('sent');
    // Shown the new one, the client may accept it as it now reads.
    const [now] = (await portalCall(t, 'GET', `${s.portal}/quotes`)).json().data.quotes as PortalQuote[];
    expect(now).toMatchObject({ total: 4000, deposit: { amount: 4000 } });
    expect(now!.documentSha256).not.toBe(opened!.documentSha256);
    const agreed = await portalCall(t, 'POST', `${s.portal}/quotes/${s.quote.id}/accept`, {
      payload: { documentSha256: now!.documentSha256 },
    });
    expect(agreed.statusCode, agreed.body).toBe(200);
    const [billed] = await t.ctx.db.select().from(invoices).where(eq(invoices.clientId, s.client.id));
    expect(billed).toMatchObject({ totalCents: 400_000 });
  });

  it('refuses a quote past its validity date with QUOTE_EXPIRED', async () => {
    const s = await sentQuote({ validUntil: '2020-01-01' });
    const res = await accept(s.portal, s.quote.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('QUOTE_EXPIRED');
    expect(await t.ctx.db.select().from(projects).where(eq(projects.clientId, s.client.id))).toHaveLength(0);
    const listed = (await portalCall(t, 'GET', `${s.portal}/quotes`)).json().data.quotes as PortalQuote[];
    expect(listed[0]!.status).toBe('expired');
  });

  it('makes no invoice when no deposit was asked', async () => {
    const s = await sentQuote({ deposit: null });
    expect((await accept(s.portal, s.quote.id)).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(invoices).where(eq(invoices.clientId, s.client.id))).toHaveLength(0);
    expect(await t.ctx.db.select().from(projects).where(eq(projects.clientId, s.client.id))).toHaveLength(1);
  });
});

describe('declining a quote', () => {
  it('keeps the reason, tells the studio and can no longer be accepted', async () => {
    const s = await sentQuote();
    const res = await portalCall(t, 'POST', `${s.portal}/quotes/${s.quote.id}/decline`, { payload: { reason: 'Trop cher pour moi' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data.quote as PortalQuote).status).toBe('declined');
    const quote = (await s.api.call('GET', `/quotes/${s.quote.id}`)).body.data.quote as Quote;
    expect(quote).toMatchObject({ status: 'declined', declineReason: 'Trop cher pour moi' });
    expect((await accept(s.portal, s.quote.id)).json().code).toBe('QUOTE_CLOSED');
  });
});

describe('the portal’s doors', () => {
  it('answers 404 for another client’s quote, a draft and another studio’s link', async () => {
    const s = await sentQuote();
    const other = await s.api.createClient({ name: 'Other client', email: uniqueEmail('other') });
    const { token: otherToken } = await makeLink(t, s.token, other.id);
    for (const path of [`quotes/${s.quote.id}/accept`, `quotes/${s.quote.id}/decline`]) {
      const payload = path.endsWith('/accept') ? { documentSha256: NO_DOCUMENT } : {};
      const res = await portalCall(t, 'POST', `${otherToken}/${path}`, { payload });
      expect(res.statusCode, path).toBe(404);
    }
    expect((await portalCall(t, 'GET', `${otherToken}/quotes/${s.quote.id}/pdf`)).statusCode).toBe(404);
    expect((await portalCall(t, 'GET', `${otherToken}/quotes`)).json().data.quotes).toEqual([]);
    const draft = await s.api.call('POST', '/quotes', {
      clientId: s.client.id,
      title: 'Draft',
      projectType: 'Suit',
      lines: [{ kind: 'free', description: 'Suit', unitPrice: 10 }],
    });
    const draftId = (draft.body.data.quote as Quote).id;
    expect((await accept(s.portal, draftId)).statusCode).toBe(404);
    const stranger = await sentQuote();
    expect((await accept(stranger.portal, s.quote.id)).statusCode).toBe(404);
    expect((await accept(s.portal, 'not-an-id')).statusCode).toBe(404);
  });
});
