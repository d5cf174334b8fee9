import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { invoices, users } from '../db/schema/index.js';
import { businessApi } from './business.js';
import { createVerifiedUser, type TestApp } from './harness.js';
import { issueForTest, setTaxSettingsForTest, type TestIssue } from './issued-invoice.js';

/**
 * A French studio with an issued invoice at 20 %, 5.5 % and an exempt line, a discount and a
 * payment, for the electronic invoice tests (decision 164).
 */

export const FRENCH_SELLER = {
  country: 'FR',
  registered: true,
  legalName: 'Atelier Ọlá SARL',
  // As a person types them (decision 184): the electronic invoice writes them without the spaces.
  companyNumber: '123 456 789 00012',
  vatNumber: 'FR 32 123 456 789',
  addressLine1: '12 rue des Tailleurs',
  postcode: '75003',
  city: 'Paris',
  paymentTerms: 'Paiement à 30 jours, sans escompte',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  defaultPdf: 'pdf',
};

export const THREE_RATES: TestIssue['lines'] = [
  { rateBp: 2000, category: 'S' },
  { rateBp: 550, category: 'S' },
  { rateBp: 0, category: 'E', exemptionReason: 'Exonération de TVA, article 261-4-4° du CGI' },
];

export async function frenchStudio(t: TestApp, settings: Record<string, unknown> = {}) {
  const u = await createVerifiedUser(t, { plan: 'premium' });
  await t.ctx.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, u.user.id));
  const api = businessApi(t, u.token);
  expect((await api.call('PATCH', '/studio', { name: 'Atelier Ọlá' })).status).toBe(200);
  const client = await api.createClient({
    name: 'Maison Dupont',
    email: `dupont-${Date.now()}@example.com`,
    address: '4 avenue Foch\n75116 Paris',
    country: 'FR',
    companyNumber: '987 654 321 00017',
    vatNumber: 'fr05 987654321',
  });
  const draft = async (invoiceNumber: string, items: Record<string, unknown>[], discount = 0) => {
    const res = await api.call('POST', '/invoices', { clientId: client.id, invoiceNumber, dueDate: '2026-12-20', items, discount });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body.data.invoice as { id: string }).id;
  };
  const invoiceId = await draft(
    'FA-2026-0042',
    [
      { description: 'Veste sur mesure', quantity: 1, rate: 1200 },
      { description: 'Retouche pantalon', quantity: 2, rate: 45.5 },
      { description: 'Cours de couture', quantity: 1, rate: 300 },
    ],
    100,
  );
  const [row] = await t.ctx.db.select({ workspaceId: invoices.workspaceId }).from(invoices).where(eq(invoices.id, invoiceId));
  const workspaceId = row?.workspaceId ?? '';
  await setTaxSettingsForTest(t, workspaceId, { ...FRENCH_SELLER, ...settings });
  return { ...u, api, client, invoiceId, workspaceId, draft };
}

export async function issuedFrenchInvoice(t: TestApp, settings: Record<string, unknown> = {}) {
  const s = await frenchStudio(t, settings);
  await issueForTest(t, { invoiceId: s.invoiceId, lines: THREE_RATES });
  const paid = await s.api.call('POST', `/invoices/${s.invoiceId}/payments`, { amount: 500, date: '2026-11-21', method: 'bank-transfer' });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  return s;
}

export const eInvoiceOf = (t: TestApp, token: string, id: string, format: string) =>
  t.request({ method: 'GET', url: `/api/v1/invoices/${id}/e-invoice?format=${format}`, token });

/** poppler's tools on a PDF written to a temporary file. */
export function poppler(pdf: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), 'facturx-'));
  const file = path.join(dir, 'invoice.pdf');
  writeFileSync(file, pdf);
  return {
    attachments: () => execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' }),
    xmp: () => execFileSync('pdfinfo', ['-meta', file], { encoding: 'utf8' }),
    attachment: (n: number) => {
      const out = path.join(dir, `attachment-${n}`);
      execFileSync('pdfdetach', ['-save', String(n), '-o', out, file]);
      return readFileSync(out, 'utf8');
    },
  };
}
