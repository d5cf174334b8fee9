import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractSignatures, notifications } from '../../db/schema/index.js';
import { businessApi, UNKNOWN_ID } from '../../test/business.js';
import { CLIENT_AGENT, drawnPng, pdfsig, pdfText, portalRequest, sentContract, STUDIO_AGENT, studioRequest } from '../../test/contracts.js';
import { exportOf, readCsv, withBom } from '../../test/export-zip.js';
import { mailParts } from '../../test/fixtures.js';
import { createTestApp, createVerifiedUser, outboxFor, type TestApp } from '../../test/harness.js';
import { makeLink, portalStudio } from '../../test/portal.js';

/** Decision 159: contracts drafted from templates, signed on the portal, countersigned and sealed. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('contract templates', () => {
  it('starts a studio with one bridal template in its language, and keeps its own', async () => {
    const { api } = await portalStudio(t);
    const first = await api.call('GET', '/contract-templates');
    expect(first.status).toBe(200);
    const list = first.body.data.contractTemplates as { id: string; name: string; body: string }[];
    expect(list.map((x) => x.name)).toEqual(['Bridal gown agreement']);
    expect(list[0]!.body).toContain('{{client.name}}');
    const made = await api.call('POST', '/contract-templates', {
      name: 'Bespoke suit',
      body: 'Between {{studio.name}} and {{client.name}}.',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = (made.body.data.contractTemplate as { id: string }).id;
    expect((await api.call('PATCH', `/contract-templates/${id}`, { name: 'Bespoke suit, 2027' })).status).toBe(200);
    expect((await api.call('POST', '/contract-templates', { name: '  ', body: '' })).body.errors?.map((e) => e.field)).toEqual([
      'name',
      'body',
    ]);
    expect((await api.call('DELETE', `/contract-templates/${list[0]!.id}`)).status).toBe(200);
    const after = (await api.call('GET', '/contract-templates')).body.data.contractTemplates as { name: string }[];
    expect(after.map((x) => x.name)).toEqual(['Bespoke suit, 2027']);
  });

  it('is refused on the Free plan', async () => {
    const owner = await createVerifiedUser(t, { plan: 'free' });
    const api = businessApi(t, owner.token);
    const res = await api.call('GET', '/contract-templates');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FEATURE_NOT_AVAILABLE');
    const client = await api.createClient();
    expect((await api.call('POST', '/contracts', { clientId: client.id, title: 'Gown', body: 'Terms' })).status).toBe(403);
  });
});

describe('a contract from draft to sealed', () => {
  it('fills and freezes the text when sent and mails the client the portal link', async () => {
    const { api, client, id, contract } = await sentContract(t);
    expect(contract.status).toBe('sent');
    expect(contract.documentSha256).toMatch(/^[a-f0-9]{64}$/);
    expect(contract.filledBody).toContain('Émilie Durand');
    expect(contract.filledBody).not.toContain('{{');
    const mails = outboxFor(t.dataDir, client.email as string);
    const text = mailParts(mails.at(-1)!).find((p) => p.contentType === 'text/plain')?.body ?? '';
    expect(text).toMatch(/https:\/\/atelier\.example\/portal\/[A-Za-z0-9_-]{43}/);
    expect(text).toContain('Maison Élise sent you “Bridal gown” to read and sign online.');
    const edit = await api.call('PATCH', `/contracts/${id}`, { title: 'Changed' });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('CONTRACT_NOT_READY');
  });

  it('is signed by drawing on the portal, countersigned by typing, and sealed: pdfsig valid, invalid after one byte changes', async () => {
    const { owner, api, token, id, contract } = await sentContract(t);
    const listed = await portalRequest(t, 'GET', `${token}/contracts`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.contracts[0]).toMatchObject({ id, status: 'sent', documentSha256: contract.documentSha256 });
    const seen = await portalRequest(t, 'GET', `${token}/contracts/${id}/pdf`);
    expect(seen.headers['content-type']).toContain('application/pdf');
    expect(sha256(seen.rawPayload)).toBe(contract.documentSha256);

    const body = {
      consent: true,
      signerName: 'Émilie Durand',
      method: 'drawn',
      image: await drawnPng(),
      documentSha256: contract.documentSha256,
    };
    const wrongDoc = await portalRequest(t, 'POST', `${token}/contracts/${id}/sign`, { ...body, documentSha256: 'a'.repeat(64) });
    expect(wrongDoc.statusCode).toBe(409);
    expect(wrongDoc.json().code).toBe('DOCUMENT_CHANGED');
    const fakePng = await portalRequest(t, 'POST', `${token}/contracts/${id}/sign`, {
      ...body,
      image: `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
    });
    expect(fakePng.statusCode).toBe(422);
    expect(fakePng.json().errors.map((e: { field: string }) => e.field)).toEqual(['image']);
    const noConsent = await portalRequest(t, 'POST', `${token}/contracts/${id}/sign`, { ...body, consent: false });
    expect(noConsent.statusCode).toBe(422);

    const signed = await portalRequest(t, 'POST', `${token}/contracts/${id}/sign`, body);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data.contract.status).toBe('signed-by-client');
    expect((await portalRequest(t, 'POST', `${token}/contracts/${id}/sign`, body)).json().code).toBe('CONTRACT_SIGNED');

    const counter = { signerName: 'Claire Martin', method: 'typed', documentSha256: contract.documentSha256 };
    const sealed = await studioRequest(t, owner.token, 'POST', `/contracts/${id}/countersign`, counter);
    expect(sealed.statusCode, sealed.body).toBe(200);
    expect(sealed.json().data.contract).toMatchObject({ status: 'signed', signatures: [{ role: 'client' }, { role: 'studio' }] });

    const pdf = (await t.request({ method: 'GET', url: `/api/v1/contracts/${id}/pdf`, token: owner.token })).rawPayload;
    const report = pdfsig(pdf);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    // PAdES B-B: a CAdES signature carrying the signing certificate's hash (ESS signing-certificate-v2).
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(pdf.toString('latin1').toLowerCase()).toContain('060b2a864886f70d010910022f');
    const changed = Buffer.from(pdf);
    // A byte of the header's binary comment: inside the signed range, the file still reads.
    changed[11] = changed[11]! ^ 0x01;
    const broken = pdfsig(changed);
    expect(broken).toContain('Signature Validation:');
    expect(broken).not.toContain('Signature is Valid.');

    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('Audit trail');
    expect(text).toContain('Émilie Durand');
    expect(text).toContain('Claire Martin');
    expect(text).toContain('203.0.113.7');
    expect(text).toContain('198.51.100.9');
    expect(text).toContain(CLIENT_AGENT);
    expect(text).toContain(STUDIO_AGENT);
    expect(text).toContain(contract.documentSha256);
    const portalPdf = await portalRequest(t, 'GET', `${token}/contracts/${id}/pdf`);
    expect(sha256(portalPdf.rawPayload)).toBe(sha256(pdf));

    for (const [method, url, payload] of [
      ['PATCH', `/contracts/${id}`, { title: 'Changed' }],
      ['DELETE', `/contracts/${id}`, undefined],
      ['POST', `/contracts/${id}/countersign`, counter],
    ] as const) {
      const res = await api.call(method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(409);
      expect(res.body.code).toBe('CONTRACT_SIGNED');
    }
    const next = await api.call('POST', `/contracts/${id}/new-version`);
    expect(next.status).toBe(201);
    expect(next.body.data.contract).toMatchObject({ version: 2, previousId: id, status: 'draft', signatures: [] });
    expect((await api.call('GET', `/contracts/${id}`)).body.data.contract).toMatchObject({ status: 'signed' });
    expect((await api.call('POST', `/contracts/${id}/new-version`)).status).toBe(409);

    // The export carries the contracts' metadata, never the drawn signature.
    const { files } = await exportOf(t, owner.token);
    const rows = readCsv(files['contracts.csv']);
    expect(rows.find((r) => r.id === id)).toMatchObject({
      status: 'signed',
      version: '1',
      clientSignedBy: 'Émilie Durand',
      studioSignedBy: 'Claire Martin',
      documentSha256: contract.documentSha256,
    });
    expect(withBom(files['contracts.csv'])).not.toContain('base64');
  }, 60_000);

  it('keeps exactly one signature of two sent at once', async () => {
    const { token, id, contract } = await sentContract(t);
    const body = { consent: true, signerName: 'Émilie Durand', method: 'typed', documentSha256: contract.documentSha256 };
    const answers = await Promise.all(
      [1, 2, 3].map((n) => portalRequest(t, 'POST', `${token}/contracts/${id}/sign`, body, `203.0.113.${n}`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await t.ctx.db.select().from(contractSignatures).where(eq(contractSignatures.contractId, id))).toHaveLength(1);
    // The studio is told once that the client signed, to countersign (decision 159).
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.entityId, id));
    expect(told.map((n) => n.kind)).toEqual(['contract-signed']);
  });

  it('fills the quote’s total and deposit from the quote it goes with', async () => {
    const { api, owner } = await sentContract(t);
    const client = await api.createClient({ name: 'Inès', email: `ines-${Date.now()}@example.com` });
    await makeLink(t, owner.token, client.id);
    const quote = await api.call('POST', '/quotes', {
      clientId: client.id,
      title: 'Silk gown',
      projectType: 'Evening Dress',
      lines: [{ kind: 'free', description: 'Gown', unitPrice: 1200 }],
      deposit: { type: 'percent', value: 30 },
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);
    const quoteId = (quote.body.data.quote as { id: string }).id;
    const body = 'Total {{quote.total}}, deposit {{quote.deposit}}.';
    const made = await api.call('POST', '/contracts', { clientId: client.id, title: 'Gown', body, quoteId });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = (made.body.data.contract as { id: string }).id;
    const sent = await api.call('POST', `/contracts/${id}/send`);
    expect((sent.body.data.contract as { filledBody: string }).filledBody).toMatch(/^Total .*1,200\.00, deposit .*360\.00\.$/);
    const other = await portalStudio(t);
    const strangerClient = await other.api.createClient();
    const refused = await other.api.call('POST', '/contracts', { clientId: strangerClient.id, title: 'Gown', body, quoteId });
    expect(refused.body.errors?.map((e) => e.field)).toEqual(['quoteId']);
  });

  it('refuses countersigning before the client signs', async () => {
    const { owner, id, contract } = await sentContract(t);
    const res = await studioRequest(t, owner.token, 'POST', `/contracts/${id}/countersign`, {
      signerName: 'Claire',
      method: 'typed',
      documentSha256: contract.documentSha256,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONTRACT_NOT_READY');
  });
});

describe('every door of a contract', () => {
  it('answers 404 to another studio and to another client’s link', async () => {
    const { owner, id, token } = await sentContract(t);
    const other = await portalStudio(t);
    expect((await other.api.call('GET', `/contracts/${id}`)).status).toBe(404);
    expect((await other.api.call('POST', `/contracts/${id}/send`)).status).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/v1/contracts/${id}/pdf`, token: other.owner.token })).statusCode).toBe(404);
    const someoneElse = await businessApi(t, owner.token).createClient({ name: 'Other client' });
    const { token: otherToken } = await makeLink(t, owner.token, someoneElse.id);
    expect((await portalRequest(t, 'GET', `${otherToken}/contracts/${id}/pdf`)).statusCode).toBe(404);
    expect((await portalRequest(t, 'GET', `${otherToken}/contracts`)).json().data.contracts).toEqual([]);
    expect((await portalRequest(t, 'GET', `${token}/contracts/${UNKNOWN_ID}/pdf`)).statusCode).toBe(404);
  });

  it('keeps drafts off the portal and lets a draft change and go', async () => {
    const { owner, api } = await portalStudio(t);
    const client = await api.createClient({ name: 'Zoé', email: 'zoe-draft@example.com' });
    const { token } = await makeLink(t, owner.token, client.id);
    const made = await api.call('POST', '/contracts', { clientId: client.id, title: 'Veil', body: 'Terms for {{client.name}}' });
    const id = (made.body.data.contract as { id: string }).id;
    expect((await portalRequest(t, 'GET', `${token}/contracts/${id}/pdf`)).statusCode).toBe(404);
    expect((await api.call('PATCH', `/contracts/${id}`, { body: 'New terms for {{client.name}}' })).status).toBe(200);
    const draftPdf = await t.request({ method: 'GET', url: `/api/v1/contracts/${id}/pdf`, token: owner.token });
    expect(pdfText(draftPdf.rawPayload)).toContain('New terms for Zoé');
    expect((await api.call('DELETE', `/contracts/${id}`)).status).toBe(200);
  });
});
