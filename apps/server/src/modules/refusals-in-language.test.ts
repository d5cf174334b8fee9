import { addChecks, ALL_CHECKS, checkIn, LIMITS, type Invoice } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { said, sayIn } from '../lib/said.js';
import { expectErrorEnvelope, newStudio } from '../test/business.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { setTaxSettingsForTest } from '../test/issued-invoice.js';
import { studioOf } from '../test/seed.js';

/**
 * A refusal is read in the reader's language (decision 200): a member's language setting, anyone
 * signed out by their browser's Accept-Language; its amounts in the document's currency and the
 * reader's locale.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const spaces = (text: string) => text.replace(/\s/g, ' ');

async function studioIn(language: 'en' | 'fr', currency: 'EUR' | 'USD', plan: 'free' | 'premium' = 'premium') {
  const studio = await newStudio(t, plan);
  const prefs = await studio.api.call('PATCH', '/user/preferences', { settings: { language, currency } });
  expect(prefs.status, JSON.stringify(prefs.body)).toBe(200);
  return studio;
}

async function invoiceOf(api: Awaited<ReturnType<typeof studioIn>>['api'], rate: number) {
  const client = await api.createClient({ name: 'Élodie Marchand' });
  const res = await api.call('POST', '/invoices', {
    clientId: client.id,
    invoiceNumber: 'FA-2031-001',
    dueDate: '2031-01-31',
    items: [{ description: 'Robe', quantity: 1, rate }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.invoice as Invoice;
}

describe('a refusal in the reader’s language', () => {
  it('tells a French studio, on the field, that a payment is over the balance, in euros written the French way', async () => {
    const { api } = await studioIn('fr', 'EUR');
    const invoice = await invoiceOf(api, 1305);
    const res = await api.call('POST', `/invoices/${invoice.id}/payments`, { amount: 1400.5, date: '2030-06-01', method: 'cash' });
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    const expected = 'Le montant ne peut pas dépasser le solde dû (1 305,00 €)';
    expect(spaces(String(res.body.message))).toBe(expected);
    expect(res.body.errors?.map((e) => ({ ...e, message: spaces(e.message) }))).toEqual([{ field: 'amount', message: expected }]);
  });

  it('tells an English studio the same in English, in dollars', async () => {
    const { api } = await studioIn('en', 'USD');
    const invoice = await invoiceOf(api, 1305);
    const res = await api.call('POST', `/invoices/${invoice.id}/payments`, { amount: 1400.5, date: '2030-06-01', method: 'cash' });
    expect(res.body.message).toBe('Amount cannot be more than the balance due ($1,305.00)');
  });

  it('answers a French studio on the Free plan in French that invoices need Premium', async () => {
    const { api } = await studioIn('fr', 'EUR', 'free');
    const client = await api.createClient({ name: 'Élodie Marchand' });
    const res = await api.call('POST', '/invoices', { clientId: client.id, invoiceNumber: 'FA-1', dueDate: '2031-01-31', items: [] });
    expectErrorEnvelope(res.body, 403, 'FEATURE_NOT_AVAILABLE');
    expect(res.body.message).toBe(
      'Les factures sont comprises dans les forfaits Premium et Entreprise. Passez à l’un d’eux pour les utiliser.',
    );
  });

  it('names the plan as French names it when a Free studio reaches its clients’ limit', async () => {
    const { api } = await studioIn('fr', 'EUR', 'free');
    let res = await api.call('POST', '/clients', { name: 'Cliente 1' });
    for (let n = 2; res.status === 201 && n <= 20; n += 1) res = await api.call('POST', '/clients', { name: `Cliente ${n}` });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/^Le forfait Gratuit /);
    expect(res.body.message).not.toMatch(/Free/);
  });

  it('lists what an invoice lacks before it is issued, each term in French too', async () => {
    const studio = await studioIn('fr', 'EUR');
    await setTaxSettingsForTest(t, await studioOf(t.ctx.db, studio.user.id), { country: 'FR', registered: true });
    const invoice = await invoiceOf(studio.api, 120);
    const res = await studio.api.call('POST', `/invoices/${invoice.id}/issue`);
    expectErrorEnvelope(res.body, 422, 'INVOICE_NOT_READY');
    expect(spaces(String(res.body.message))).toMatch(
      /^La facture ne peut pas encore être émise : Le numéro de TVA est requis tant que vous êtes assujetti; Le numéro d’entreprise/,
    );
    expect(res.body.message).not.toMatch(/required|number/);
    expect(res.body.errors).toContainEqual({
      field: 'vatNumber',
      message: 'Le numéro de TVA est requis tant que vous êtes assujetti (BT-31)',
    });
  });

  it('answers someone signed out by their browser’s language, and in English without one', async () => {
    const signIn = (headers: Record<string, string>) =>
      t.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { password: 'x' }, headers });
    const french = await signIn({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    expectErrorEnvelope(french.json(), 422, 'VALIDATION_ERROR');
    expect(french.json().errors).toContainEqual({ field: 'email', message: '« email » est obligatoire' });
    const english = await signIn({});
    expect(english.json().errors).toContainEqual({ field: 'email', message: "'email' is required" });
  });

  it('writes a schema’s own sentence in the member’s language, its number with their decimal mark (decision 204)', async () => {
    const { api } = await studioIn('fr', 'EUR');
    const client = await api.createClient({ name: 'Élodie Marchand' });
    const res = await api.call('POST', '/projects', {
      clientId: client.id,
      name: 'Robe de cocktail',
      type: 'Evening Dress',
      budget: LIMITS.budgetMax + 1,
    });
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    addChecks('fr', ALL_CHECKS.fr);
    const english = `Budget must be at most ${LIMITS.budgetMax}`;
    const french = checkIn('fr', english);
    expect(french).not.toBe(english);
    expect(french).toMatch(/10\s000\s000/);
    expect(res.body.errors).toContainEqual({ field: 'budget', message: french });
    expect(res.body.message).toBe(french);
  });

  it('tells a German studio in German that a client it names does not exist, and a Spanish one in Spanish', async () => {
    for (const [language, expected] of [
      ['de', sayIn('de', said('record.clientNotFound'))],
      ['es', sayIn('es', said('record.clientNotFound'))],
    ] as const) {
      const studio = await newStudio(t, 'premium');
      await studio.api.call('PATCH', '/user/preferences', { settings: { language } });
      const res = await studio.api.call('GET', '/clients/00000000-0000-4000-8000-000000000000');
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
      expect(res.body.message).toBe(expected);
      expect(expected).not.toBe('Client not found');
    }
  });
});
