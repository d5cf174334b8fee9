import { ACCOUNT_DEFAULTS } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { joinedMember } from '../../test/team.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Rate = { id: string; name: string; rate: number; category: string; exemptionReason: string; isDefault: boolean; archived: boolean };

async function studio(plan: 'premium' | 'enterprise' | 'free' = 'premium') {
  const owner = await createVerifiedUser(t, { plan });
  const api = businessApi(t, owner.token);
  const addRate = async (body: Record<string, unknown>) => {
    const res = await api.call('POST', '/tax/rates', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { rate: Rate; settings: { rates: Rate[] } };
  };
  return { owner, api, addRate };
}

type Settings = { country: string; rates: Rate[]; accounts: Record<string, string>; missing: { field: string }[] };
const settingsOf = (res: { body: { data: unknown } }) => (res.body.data as { settings: Settings }).settings;
const fieldsOf = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field);

describe('tax settings (decision 162)', () => {
  it('answers the defaults to a studio that never saved them', async () => {
    const s = await studio();
    const res = await s.api.call('GET', '/tax/settings');
    expect(res.status).toBe(200);
    expect(res.body.data.settings).toMatchObject({
      country: 'other',
      registered: false,
      pricesIncludeTax: false,
      rounding: 'total',
      depositMode: 'payment',
      defaultPdf: 'pdf',
      fiscalYearStartMonth: 1,
      accounts: ACCOUNT_DEFAULTS.other,
      rates: [],
      missing: [],
    });
  });

  it('saves a country, its rounding and accounts follow, and says what an issued invoice would lack', async () => {
    const s = await studio();
    const res = await s.api.call('PATCH', '/tax/settings', { country: 'FR', registered: true, accounts: { sales: '706100' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const settings = settingsOf(res);
    expect(settings).toMatchObject({ country: 'FR', registered: true, rounding: 'total' });
    expect(settings.accounts).toEqual({ ...ACCOUNT_DEFAULTS.FR, sales: '706100' });
    expect(settings.missing.map((m) => m.field)).toEqual(['vatNumber', 'companyNumber', 'addressLine1', 'postcode', 'city']);

    const india = await s.api.call('PATCH', '/tax/settings', { country: 'IN', accounts: { vat: '2210' } });
    expect(settingsOf(india)).toMatchObject({ country: 'IN', rounding: 'line' });
    // Changed accounts stay changed; the others are the new country's.
    expect(settingsOf(india).accounts).toEqual({ ...ACCOUNT_DEFAULTS.IN, sales: '706100', vat: '2210' });
    expect(settingsOf(await s.api.call('GET', '/tax/settings')).country).toBe('IN');
  });

  it('refuses a bad field by its name', async () => {
    const s = await studio();
    const res = await s.api.call('PATCH', '/tax/settings', { country: 'XX', fiscalYearStartMonth: 13 });
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(fieldsOf(res.body)).toEqual(expect.arrayContaining(['country', 'fiscalYearStartMonth']));
  });

  it('keeps identifiers as typed, and refuses a SIREN or VAT key that does not match, on its field, in the studio’s language', async () => {
    const s = await studio();
    const typed = { country: 'FR', companyNumber: '732 829 320 00074', vatNumber: 'FR 44 732829320' };
    const saved = await s.api.call('PATCH', '/tax/settings', typed);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.settings).toMatchObject(typed);

    const wrong = await s.api.call('PATCH', '/tax/settings', { companyNumber: '732 829 321', vatNumber: 'FR45732829320' });
    expectErrorEnvelope(wrong.body, 422, 'VALIDATION_ERROR');
    expect(wrong.body.errors).toEqual([
      { field: 'companyNumber', message: expect.stringContaining('SIREN') },
      { field: 'vatNumber', message: expect.stringContaining('key does not match') },
    ]);
    expect(settingsOf(await s.api.call('GET', '/tax/settings'))).toMatchObject(typed);
    // Elsewhere a company number is the country's own kind: only a French VAT number's key is checked.
    expect((await s.api.call('PATCH', '/tax/settings', { country: 'GB', companyNumber: 'SC123456' })).status).toBe(200);

    expect((await s.api.call('PATCH', '/user/preferences', { settings: { language: 'fr' } })).status).toBe(200);
    const french = await s.api.call('PATCH', '/tax/settings', { country: 'FR', companyNumber: '7328293' });
    expect(french.body.errors).toEqual([
      { field: 'companyNumber', message: 'Un SIREN compte 9 chiffres et un SIRET 14 : vérifiez le numéro' },
    ]);
  });

  it('lets staff neither read nor change them, and a manager change them', async () => {
    const s = await studio('enterprise');
    const staff = businessApi(t, (await joinedMember(t, s.owner, 'staff')).token);
    expect((await staff.call('GET', '/tax/settings')).status).toBe(403);
    expect((await staff.call('PATCH', '/tax/settings', { country: 'GB' })).status).toBe(403);
    expect((await staff.call('POST', '/tax/rates', { name: 'VAT', rate: 20 })).status).toBe(403);
    const manager = businessApi(t, (await joinedMember(t, s.owner, 'manager')).token);
    expect((await manager.call('PATCH', '/tax/settings', { country: 'GB' })).status).toBe(200);
  });

  it('is refused on a plan without invoices, read still answered', async () => {
    const s = await studio('free');
    expect((await s.api.call('GET', '/tax/settings')).status).toBe(200);
    expectErrorEnvelope((await s.api.call('PATCH', '/tax/settings', { country: 'GB' })).body, 403, 'FEATURE_NOT_AVAILABLE');
  });
});

describe('tax rates (decision 162)', () => {
  it('adds named rates, one default at a time, with the category a rate implies', async () => {
    const s = await studio();
    const standard = await s.addRate({ name: 'TVA 20 %', rate: 20, isDefault: true });
    expect(standard.rate).toMatchObject({ rate: 20, category: 'S', isDefault: true, archived: false, exemptionReason: '' });
    const reduced = await s.addRate({ name: 'TVA 5,5 %', rate: 5.5, isDefault: true });
    expect(reduced.settings.rates.map((r) => [r.name, r.isDefault])).toEqual([
      ['TVA 20 %', false],
      ['TVA 5,5 %', true],
    ]);
    const exempt = await s.addRate({ name: 'Franchise', rate: 0, category: 'E', exemptionReason: 'TVA non applicable, art. 293 B du CGI' });
    expect(exempt.rate).toMatchObject({ rate: 0, category: 'E', exemptionReason: 'TVA non applicable, art. 293 B du CGI' });
    expect((await s.addRate({ name: 'Zéro', rate: 0 })).rate.category).toBe('Z');
  });

  it('refuses a rate whose fields disagree, naming the field', async () => {
    const s = await studio();
    const noReason = await s.api.call('POST', '/tax/rates', { name: 'Exempt', rate: 0, category: 'E' });
    expectErrorEnvelope(noReason.body, 422, 'VALIDATION_ERROR');
    expect(fieldsOf(noReason.body)).toEqual(['exemptionReason']);
    const rate = (await s.addRate({ name: 'VAT', rate: 20 })).rate;
    const zeroStandard = await s.api.call('PATCH', `/tax/rates/${rate.id}`, { rate: 0 });
    expectErrorEnvelope(zeroStandard.body, 422, 'VALIDATION_ERROR');
    expect(fieldsOf(zeroStandard.body)).toEqual(['rate']);
    const exemptWithout = await s.api.call('PATCH', `/tax/rates/${rate.id}`, { rate: 0, category: 'E' });
    expect(fieldsOf(exemptWithout.body)).toEqual(['exemptionReason']);
    const exempt = await s.api.call('PATCH', `/tax/rates/${rate.id}`, { rate: 0, category: 'E', exemptionReason: 'Exempt' });
    expect(exempt.body.data.rate).toMatchObject({ rate: 0, category: 'E', exemptionReason: 'Exempt' });
    // Back to standard: the exemption text goes, or its lines would print it.
    const standard = await s.api.call('PATCH', `/tax/rates/${rate.id}`, { rate: 20, category: 'S' });
    expect(standard.body.data.rate).toMatchObject({ rate: 20, category: 'S', exemptionReason: '' });
    const renamed = await s.api.call('PATCH', `/tax/rates/${rate.id}`, { name: 'VAT standard', isDefault: true });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.rate).toMatchObject({ name: 'VAT standard', rate: 20, isDefault: true });
  });

  it('keeps at most the limit of live rates', async () => {
    const s = await studio();
    for (let i = 0; i < 30; i++) await s.addRate({ name: `Rate ${i}`, rate: i + 1 });
    expectErrorEnvelope((await s.api.call('POST', '/tax/rates', { name: 'One more', rate: 31 })).body, 422, 'VALIDATION_ERROR');
  });

  it('answers another studio’s rate as not found', async () => {
    const s = await studio();
    const other = await studio();
    const theirs = (await other.addRate({ name: 'VAT', rate: 20 })).rate;
    expectErrorEnvelope((await s.api.call('PATCH', `/tax/rates/${theirs.id}`, { name: 'Mine' })).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await s.api.call('DELETE', `/tax/rates/${theirs.id}`)).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await s.api.call('DELETE', `/tax/rates/${UNKNOWN_ID}`)).body, 404, 'NOT_FOUND');
    const client = await s.api.createClient({ name: 'Ada' });
    const invoice = await s.api.call('POST', '/invoices', {
      clientId: client.id,
      invoiceNumber: 'INV-1',
      dueDate: '2030-01-31',
      items: [{ description: 'Hem', quantity: 1, rate: 10, taxRateId: theirs.id }],
    });
    expectErrorEnvelope(invoice.body, 422, 'VALIDATION_ERROR');
    expect(fieldsOf(invoice.body)).toEqual(['items.0.taxRateId']);
  });

  it('deletes an unused rate and archives a used one, which new lines can no longer take', async () => {
    const s = await studio();
    const unused = (await s.addRate({ name: 'Unused', rate: 10 })).rate;
    const used = (await s.addRate({ name: 'VAT', rate: 20, isDefault: true })).rate;
    const client = await s.api.createClient({ name: 'Ada' });
    const made = await s.api.call('POST', '/invoices', {
      clientId: client.id,
      invoiceNumber: 'INV-1',
      dueDate: '2030-01-31',
      items: [{ description: 'Hem', quantity: 1, rate: 10, taxRateId: used.id }],
    });
    expect(made.status).toBe(201);
    const afterUnused = await s.api.call('DELETE', `/tax/rates/${unused.id}`);
    expect(settingsOf(afterUnused).rates.map((r) => r.id)).toEqual([used.id]);
    const afterUsed = await s.api.call('DELETE', `/tax/rates/${used.id}`);
    expect(afterUsed.status).toBe(200);
    expect(settingsOf(afterUsed).rates).toEqual([]);
    // The invoice keeps its copy of the rate.
    const madeId = (made.body.data.invoice as { id: string }).id;
    const invoice = (await s.api.call('GET', `/invoices/${madeId}`)).body.data.invoice as { items: unknown[]; amount: number };
    expect(invoice.items[0]).toMatchObject({ taxRateId: used.id, taxRate: 20, tax: 2 });
    expect(invoice.amount).toBe(12);
    const again = await s.api.call('POST', '/invoices', {
      clientId: client.id,
      invoiceNumber: 'INV-2',
      dueDate: '2030-01-31',
      items: [{ description: 'Hem', quantity: 1, rate: 10, taxRateId: used.id }],
    });
    expect(fieldsOf(again.body)).toEqual(['items.0.taxRateId']);
    expectErrorEnvelope((await s.api.call('PATCH', `/tax/rates/${used.id}`, { name: 'Back' })).body, 404, 'NOT_FOUND');
  });
});
