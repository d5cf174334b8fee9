import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { users } from '../db/schema/index.js';
import type { TestApp } from './harness.js';
import { makeLink, portalStudio } from './portal.js';

/** The phone a client signs from, as the audit page must show it. */
export const CLIENT_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Contract-Test/1.0';
export const STUDIO_AGENT = 'Mozilla/5.0 (Macintosh) Studio-Test/2.0';

/** A small drawn signature: a dark stroke on a transparent canvas, as signature_pad gives it. */
export async function drawnPng(): Promise<string> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100">' +
    '<path d="M10 80 C 60 10, 120 90, 290 20" stroke="#111" stroke-width="4" fill="none"/></svg>';
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * A Premium studio with its phone, a client who has an email and a quote, its portal link, and a
 * draft from the default template: every field it names has a value (decision 183).
 */
export async function draftContract(t: TestApp, opts: { language?: 'en' | 'fr' } = {}) {
  const { owner, api, workspaceId } = await portalStudio(t);
  // Paid, not a trial: a trial without a card mails no client (decision 055).
  await t.ctx.db.update(users).set({ subscriptionStatus: 'active', phone: '+33 1 42 00 00 00' }).where(eq(users.id, owner.user.id));
  expect((await api.call('PATCH', '/studio', { name: 'Maison Élise' })).status).toBe(200);
  if (opts.language) expect((await api.call('PATCH', '/user/preferences', { settings: { language: opts.language } })).status).toBe(200);
  const client = await api.createClient({
    name: 'Émilie Durand',
    email: `emilie-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    ...(opts.language ? { language: opts.language } : {}),
  });
  const quote = await api.call('POST', '/quotes', {
    clientId: client.id,
    title: 'Robe de mariée',
    projectType: 'Wedding Dress',
    lines: [{ kind: 'free', description: 'Robe sur mesure', unitPrice: 1000 }],
    deposit: { type: 'percent', value: 30 },
  });
  expect(quote.status, JSON.stringify(quote.body)).toBe(201);
  const quoteId = (quote.body.data.quote as { id: string }).id;
  const { token } = await makeLink(t, owner.token, client.id);
  const templates = await api.call('GET', '/contract-templates');
  const templateId = (templates.body.data.contractTemplates as { id: string }[])[0]!.id;
  const created = await api.call('POST', '/contracts', { clientId: client.id, templateId, title: 'Bridal gown', eventDate: '2027-06-12' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = (created.body.data.contract as { id: string }).id;
  return { owner, api, workspaceId, client, token, id, quoteId };
}

/** A Premium studio with a client who has an email, its portal link, and a contract sent from the default template with its quote. */
export async function sentContract(t: TestApp) {
  const { owner, api, workspaceId, client, token, id, quoteId } = await draftContract(t);
  expect((await api.call('PATCH', `/contracts/${id}`, { quoteId })).status).toBe(200);
  const sent = await api.call('POST', `/contracts/${id}/send`);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const contract = sent.body.data.contract as { documentSha256: string; status: string; filledBody: string };
  return { owner, api, workspaceId, client, token, id, contract };
}

/** A portal request with the browser and address the audit page records. */
export function portalRequest(t: TestApp, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, ip = '203.0.113.7') {
  return t.request({
    method,
    url: `/api/v1/portal/${url}`,
    remoteAddress: ip,
    headers: { 'user-agent': CLIENT_AGENT },
    ...(payload ? { payload } : {}),
  });
}

export const studioRequest = (t: TestApp, token: string, method: 'POST' | 'GET', url: string, payload?: Record<string, unknown>) =>
  t.request({
    method,
    url: `/api/v1${url}`,
    token,
    headers: { 'user-agent': STUDIO_AGENT },
    remoteAddress: '198.51.100.9',
    ...(payload ? { payload } : {}),
  });

/** pdfsig's report of a PDF's signatures (poppler-utils). */
export function pdfsig(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contract-')), 'signed.pdf');
  fs.writeFileSync(file, pdf);
  const run = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

/** The PDF's text as pdftotext reads it. */
export function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contract-')), 'doc.pdf');
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
