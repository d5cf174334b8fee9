import type { PortalQuote, Quote, QuotePreview } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { messagingStudio } from '../../test/messaging.js';
import { extractPdf } from '../../test/pdf.js';
import { portalCall } from '../../test/portal.js';

/**
 * Decision 179: with prices including tax, the editor showed "Tax 574,51 / Total
 * 3 447,06 / Deposit 1 034,12" by its own arithmetic while the PDF, the portal and the deposit invoice
 * said "Total 2 872,55, VAT 478,76 included, deposit 861,77". The editor now asks the server, which
 * prices the quote as it saves it; every place a quote's total is read carries the same figures.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

const LINES = [
  { kind: 'free', description: 'Robe de mariée sur mesure', quantity: 1, unitPrice: 2450 },
  { kind: 'free', description: 'Dentelle de Calais', quantity: 2.5, unitPrice: 129.9 },
  { kind: 'free', description: 'Voile brodé', quantity: 1, unitPrice: 97.8 },
] as const;
const BODY = {
  title: 'Robe de mariée',
  projectType: 'Wedding Dress',
  validUntil: '2099-12-31',
  lines: LINES,
  deposit: { type: 'percent', value: 30 },
};
const money = (q: Pick<QuotePreview, 'subtotal' | 'tax' | 'total' | 'deposit' | 'pricesIncludeTax'>) => ({
  subtotal: q.subtotal,
  tax: q.tax,
  total: q.total,
  deposit: q.deposit?.amount,
  pricesIncludeTax: q.pricesIncludeTax,
});

async function studioWithTaxIncluded() {
  const s = await messagingStudio(t);
  expect((await s.api.call('PATCH', '/tax/settings', { country: 'FR', pricesIncludeTax: true })).status).toBe(200);
  expect((await s.api.call('POST', '/tax/rates', { name: 'TVA 20 %', rate: 20, isDefault: true })).status).toBe(201);
  const client = await s.api.createClient({ name: 'Léa Martin', email: 'lea@example.com' });
  return { ...s, client };
}

describe('the quote editor previews by asking the server (decision 179)', () => {
  it('shows the figures the saved quote, its PDF, the portal and its deposit invoice carry', async () => {
    const s = await studioWithTaxIncluded();
    const previewed = await s.api.call('POST', '/quotes/preview', { ...BODY, clientId: s.client.id });
    expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
    const preview = previewed.body.data.preview as QuotePreview;
    // 2 450 + 324,75 + 97,80 = 2 872,55 with tax; 20 % inside it is 478,76; 30 % of it is 861,765 → 861,77.
    expect(money(preview)).toEqual({ subtotal: 2872.55, tax: 478.76, total: 2872.55, deposit: 861.77, pricesIncludeTax: true });
    expect(preview.lines.map((l) => l.amount)).toEqual([2450, 324.75, 97.8]);

    const created = await s.api.call('POST', '/quotes', { ...BODY, clientId: s.client.id });
    const quote = created.body.data.quote as Quote;
    expect(money(quote)).toEqual(money(preview));
    expect(quote.taxBreakdown).toEqual(preview.taxBreakdown);

    const pdf = await t.request({ method: 'GET', url: `/api/v1/quotes/${quote.id}/pdf`, token: s.token });
    const text = (await extractPdf(pdf.rawPayload)).pages.join('\n');
    expect(text).toContain('2,872.55');
    expect(text).toContain('478.76');
    expect(text).toContain('861.77');

    expect((await s.api.call('POST', `/quotes/${quote.id}/send`)).status).toBe(200);
    const link = await s.api.call('GET', `/clients/${s.client.id}/portal-link`);
    const token = (link.body.data.link as { url: string }).url.split('/portal/')[1]!;
    const portal = (await portalCall(t, 'GET', `${token}/quotes`)).json().data.quotes as PortalQuote[];
    expect(money(portal.find((q) => q.id === quote.id)!)).toEqual(money(preview));
  });

  it('prices a change to a saved quote with its own tax mode and kept lines, and saves nothing', async () => {
    const s = await studioWithTaxIncluded();
    const quote = (await s.api.call('POST', '/quotes', { ...BODY, clientId: s.client.id })).body.data.quote as Quote;
    // The studio changes its mode afterwards: the quote keeps the one it was made with (decision 162).
    expect((await s.api.call('PATCH', '/tax/settings', { pricesIncludeTax: false })).status).toBe(200);
    const change = { lines: [...LINES, { kind: 'free', description: 'Jupon', quantity: 1, unitPrice: 120 }] };
    const previewed = (await s.api.call('POST', '/quotes/preview', { ...change, quoteId: quote.id })).body.data.preview as QuotePreview;
    expect(money(previewed)).toMatchObject({ total: 2992.55, tax: 498.76, pricesIncludeTax: true });
    expect(((await s.api.call('GET', `/quotes/${quote.id}`)).body.data.quote as Quote).total).toBe(2872.55);
    const saved = (await s.api.call('PATCH', `/quotes/${quote.id}`, change)).body.data.quote as Quote;
    expect(money(saved)).toEqual(money(previewed));
  });

  it('refuses what saving would refuse, on the same field, and another studio’s quote', async () => {
    const s = await studioWithTaxIncluded();
    const over = await s.api.call('POST', '/quotes/preview', { ...BODY, deposit: { type: 'amount', value: 5000 } });
    expect(over.status).toBe(422);
    expect(JSON.stringify(over.body)).toContain('deposit');
    const other = await studioWithTaxIncluded();
    const quote = (await s.api.call('POST', '/quotes', { ...BODY, clientId: s.client.id })).body.data.quote as Quote;
    expect((await other.api.call('POST', '/quotes/preview', { quoteId: quote.id })).status).toBe(404);
  });
});
