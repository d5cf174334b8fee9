import type { Measurement, Pattern } from '@atelier/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_LIMITS, type StudioWork } from '../lib/studio-limits.js';
import { billingApi } from '../test/billing.js';
import { businessApi, expectErrorEnvelope } from '../test/business.js';
import { recordInInches } from '../test/generator-samples.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';

/**
 * Decision 054: every PDF a request makes (invoices, receipts, pay statements, generated patterns) is bounded per
 * studio at the table's real numbers: past the burst, 429 RATE_LIMITED with Retry-After in the
 * envelope, never a 5xx, and another studio is not held back.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, token: string) => t.request({ method: 'GET', url, token });
const burst = (work: StudioWork) => STUDIO_LIMITS[work].limits[0]!.max;

function expectRefused(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expectErrorEnvelope(res.json(), 429, 'RATE_LIMITED');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
}

async function invoiceStudio() {
  const u = await createVerifiedUser(t, { plan: 'premium' });
  const api = businessApi(t, u.token);
  const client = await api.createClient({ name: 'Ada' });
  const res = await api.call('POST', '/invoices', {
    clientId: client.id,
    invoiceNumber: 'INV-001',
    dueDate: '2030-01-31',
    items: [{ description: 'Fitting', quantity: 1, rate: 80 }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...u, api, url: `/api/v1/invoices/${(res.body.data.invoice as { id: string }).id}/pdf` };
}

describe('PDF bounds per studio', () => {
  it('invoice PDFs: the burst prints, the next is 429 with Retry-After, another studio still prints', async () => {
    const s = await invoiceStudio();
    for (let i = 0; i < burst('invoicePdf'); i += 1) expect((await get(s.url, s.token)).statusCode).toBe(200);
    expectRefused(await get(s.url, s.token));
    const other = await invoiceStudio();
    expect((await get(other.url, other.token)).statusCode).toBe(200);
  });

  it('pay statements (decision 154): the burst prints, the next is 429, another studio still prints', async () => {
    const statementOf = async () => {
      const u = await createVerifiedUser(t, { plan: 'enterprise' });
      return { ...u, url: `/api/v1/team/pay/${u.user.id}/statement.pdf?from=2026-01-01&to=2026-01-31` };
    };
    const s = await statementOf();
    for (let i = 0; i < burst('payStatementPdf'); i += 1) expect((await get(s.url, s.token)).statusCode).toBe(200);
    expectRefused(await get(s.url, s.token));
    const other = await statementOf();
    expect((await get(other.url, other.token)).statusCode).toBe(200);
  });

  it('receipt PDFs', async () => {
    const u = await createVerifiedUser(t, { plan: 'free' });
    const billing = billingApi(t, u.token);
    expect((await billing.subscribeWithCard('premium')).status).toBe(200);
    const url = String((await billing.details()).invoices[0]?.pdfUrl);
    for (let i = 0; i < burst('receiptPdf'); i += 1) expect((await get(url, u.token)).statusCode).toBe(200);
    expectRefused(await get(url, u.token));
  });

  it('generated patterns’ PDF and SVG share one bound', async () => {
    const u = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, u.token);
    const client = await api.createClient({ name: 'Grace' });
    const record = (
      await api.call('POST', '/measurements', { clientId: client.id, garmentType: 'skirt', measurements: await recordInInches('penelope') })
    ).body.data.measurement as Measurement;
    const made = await api.call('POST', '/patterns/generate', {
      clientId: client.id,
      measurementId: record.id,
      garmentType: 'Skirt',
      style: 'Formal',
      sizeRange: 'M-L',
      fabricType: 'Wool',
    });
    const p = (made.body.data as { pattern: Pattern }).pattern;
    for (let i = 0; i < burst('patternPdf'); i += 1)
      expect((await get(i % 2 ? p.generator!.pdfUrl : p.generator!.svgUrl, u.token)).statusCode).toBe(200);
    expectRefused(await get(p.generator!.pdfUrl, u.token));
    expectRefused(await get(p.generator!.svgUrl, u.token));
  });
});
