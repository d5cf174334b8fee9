import type { Invoice, Quote } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { messagingStudio } from '../../test/messaging.js';
import { extractPdf } from '../../test/pdf.js';
import { portalCall, shownQuote } from '../../test/portal.js';

/** A quote with two rates (decision 162): its lines, totals, summary and PDF, and the deposit invoice its acceptance makes. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

async function frenchStudio() {
  const s = await messagingStudio(t);
  expect((await s.api.call('PATCH', '/tax/settings', { country: 'FR' })).status).toBe(200);
  const standard = await s.api.call('POST', '/tax/rates', { name: 'TVA 20 %', rate: 20, isDefault: true });
  const reduced = await s.api.call('POST', '/tax/rates', { name: 'TVA 5,5 %', rate: 5.5 });
  const client = await s.api.createClient({ name: 'Léa Martin', email: 'lea@example.com' });
  const service = await s.api.call('POST', '/services', { name: 'Corset fitting', price: 200, minutes: 60, stage: 'Fitting' });
  return {
    ...s,
    client,
    serviceId: (service.body.data.service as { id: string }).id,
    standardId: (standard.body.data.rate as { id: string }).id,
    reducedId: (reduced.body.data.rate as { id: string }).id,
  };
}

describe('a quote with two rates (decision 162)', () => {
  it('rates each line, sums per rate, prints the summary and keeps the rates in its deposit invoice', async () => {
    const s = await frenchStudio();
    const created = await s.api.call('POST', '/quotes', {
      clientId: s.client.id,
      title: 'Robe de mariée',
      projectType: 'Wedding Dress',
      validUntil: '2099-12-31',
      lines: [
        { kind: 'service', serviceId: s.serviceId },
        { kind: 'free', description: 'Dentelle brodée', quantity: 2, unitPrice: 3.5, taxRateId: s.reducedId },
      ],
      deposit: { type: 'percent', value: 50 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const quote = created.body.data.quote as Quote;
    // 200.00 at the default 20 % = 40.00; 7.00 at 5.5 % = 0.385 → 0.39. Total 247.39; half of it 123.695 → 123.70.
    expect(quote.lines.map((l) => [l.taxRateId, l.taxRate, l.taxCategory])).toEqual([
      [s.standardId, 20, 'S'],
      [s.reducedId, 5.5, 'S'],
    ]);
    expect(quote.taxBreakdown.map((r) => [r.rate, r.net, r.tax])).toEqual([
      [20, 200, 40],
      [5.5, 7, 0.39],
    ]);
    expect(quote).toMatchObject({ subtotal: 207, tax: 40.39, total: 247.39, pricesIncludeTax: false, deposit: { amount: 123.7 } });

    const pdf = await t.request({ method: 'GET', url: `/api/v1/quotes/${quote.id}/pdf`, token: s.token });
    const text = (await extractPdf(pdf.rawPayload)).pages.join('\n');
    expect(text).toMatch(/Tax 20% on \S*200\.00\S*\s+\S*40\.00/);
    expect(text).toMatch(/Tax 5\.5% on \S*7\.00\S*\s+\S*0\.39/);

    // The one rate of the original form, changed alone, rates every line with it.
    const edited = await s.api.call('PATCH', `/quotes/${quote.id}`, { taxRate: 20 });
    expect((edited.body.data.quote as Quote).taxBreakdown.map((r) => [r.rate, r.net, r.tax])).toEqual([
      [20, 200, 40],
      [5.5, 7, 0.39],
    ]);
    const oneRate = await s.api.call('PATCH', `/quotes/${quote.id}`, { taxRate: 10 });
    expect((oneRate.body.data.quote as Quote).taxBreakdown.map((r) => [r.rate, r.net, r.tax])).toEqual([[10, 207, 20.7]]);
    const back = await s.api.call('PATCH', `/quotes/${quote.id}`, {
      lines: [
        { kind: 'service', serviceId: s.serviceId, taxRateId: s.standardId },
        { kind: 'free', description: 'Dentelle brodée', quantity: 2, unitPrice: 3.5, taxRateId: s.reducedId },
      ],
    });
    expect((back.body.data.quote as Quote).total).toBe(247.39);

    expect((await s.api.call('POST', `/quotes/${quote.id}/send`)).status).toBe(200);
    const link = await s.api.call('GET', `/clients/${s.client.id}/portal-link`);
    const token = (link.body.data.link as { url: string }).url.split('/portal/')[1]!;
    const shown = { documentSha256: await shownQuote(t, token, quote.id) };
    expect((await portalCall(t, 'POST', `${token}/quotes/${quote.id}/accept`, { payload: shown })).statusCode).toBe(200);
    const accepted = (await s.api.call('GET', `/quotes/${quote.id}`)).body.data.quote as Quote;
    const deposit = (await s.api.call('GET', `/invoices/${accepted.depositInvoice!.id}`)).body.data.invoice as Invoice;
    // 123.70 shared over 240.00 and 7.39 with their tax: 120.00 and 3.70; 20 % inside 120.00 is 20.00, 5.5 % inside 3.70 is 0.19.
    expect(deposit).toMatchObject({ amount: 123.7, tax: 20.19, pricesIncludeTax: true });
    expect(deposit.items.map((i) => [i.amount, i.taxRate, i.net, i.tax])).toEqual([
      [120, 20, 100, 20],
      [3.7, 5.5, 3.51, 0.19],
    ]);
  });
});
