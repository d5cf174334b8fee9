import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceItems } from '../../db/schema/index.js';
import { businessApi } from '../../test/business.js';
import { extractPdf } from '../../test/pdf.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';

/*
 * Hand-checked invoices through the API in each country whose rules are built (decision 162).
 * Amounts are quantity × unit price; the discount is shared over the lines in proportion, by
 * largest remainder; tax is rounded half-up once per rate (FR, GB, US, NG) or per line (IN).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Json = Record<string, unknown>;
type RateBody = { name: string; rate: number; category?: string; exemptionReason?: string };
type Line = [description: string, quantity: number, price: number, rate: number];
type Row = { rate: number; net: number; tax: number };
type Case = {
  name: string;
  settings: Json;
  rates: RateBody[];
  lines: Line[];
  discount?: number;
  breakdown: Row[];
  tax: number;
  total: number;
  rounding: 'line' | 'total';
};

const CASES: Case[] = [
  {
    // Shares of 50.00 over 1200.00, 35.00, 38.97: 47.10, 1.37, 1.53. 20 %: (1152.90 + 33.63) × 0.2 = 237.306 → 237.31;
    // 5.5 %: 37.44 × 0.055 = 2.0592 → 2.06. Total 1186.53 + 37.44 + 239.37 = 1463.34.
    name: 'France, TVA 20 % and 5.5 %, prices without tax, a discount',
    settings: { country: 'FR' },
    rates: [
      { name: 'TVA 20 %', rate: 20 },
      { name: 'TVA 5,5 %', rate: 5.5 },
    ],
    lines: [
      ['Robe de mariée', 1, 1200, 20],
      ['Ourlet', 2, 17.5, 20],
      ['Tissu', 3, 12.99, 5.5],
    ],
    discount: 50,
    breakdown: [
      { rate: 20, net: 1186.53, tax: 237.31 },
      { rate: 5.5, net: 37.44, tax: 2.06 },
    ],
    tax: 239.37,
    total: 1463.34,
    rounding: 'total',
  },
  {
    // Shares of 10.00 over 1499.99 and 45.00: 9.71 and 0.29. 20 % inside 1490.28: 1490.28 / 6 = 248.38, net 1241.90;
    // the zero-rated blazer's 44.71 carries none. The total is what was typed less the discount: 1534.99.
    name: 'United Kingdom, VAT 20 % and zero-rated, prices with VAT, a discount',
    settings: { country: 'GB', pricesIncludeTax: true },
    rates: [
      { name: 'VAT 20%', rate: 20 },
      { name: 'Zero-rated', rate: 0, category: 'Z' },
    ],
    lines: [
      ['Bespoke suit', 1, 1499.99, 20],
      ['Child’s school blazer', 1, 45, 0],
    ],
    discount: 10,
    breakdown: [
      { rate: 20, net: 1241.9, tax: 248.38 },
      { rate: 0, net: 44.71, tax: 0 },
    ],
    tax: 248.38,
    total: 1534.99,
    rounding: 'total',
  },
  {
    // Sales tax on the total of the taxable lines: (249.99 + 19.99) × 10.25 % = 27.67295 → 27.67; clothing exempt.
    name: 'United States, sales tax 10.25 % and an exempt line',
    settings: { country: 'US' },
    rates: [
      { name: 'Sales tax', rate: 10.25 },
      { name: 'Clothing', rate: 0, category: 'E', exemptionReason: 'Clothing exempt from sales tax' },
    ],
    lines: [
      ['Gown alterations', 1, 249.99, 10.25],
      ['Cuff links', 1, 19.99, 10.25],
      ['Dress shirt', 1, 45, 0],
    ],
    breakdown: [
      { rate: 10.25, net: 269.98, tax: 27.67 },
      { rate: 0, net: 45, tax: 0 },
    ],
    tax: 27.67,
    total: 342.65,
    rounding: 'total',
  },
  {
    // 150,000.00 + 3 × 12,345.67 = 187,037.01 at 7.5 % = 14,027.77575 → 14,027.78.
    name: 'Nigeria, VAT 7.5 %',
    settings: { country: 'NG' },
    rates: [{ name: 'VAT 7.5%', rate: 7.5 }],
    lines: [
      ['Agbada, hand embroidered', 1, 150000, 7.5],
      ['Aso-oke cap', 3, 12345.67, 7.5],
    ],
    breakdown: [{ rate: 7.5, net: 187037.01, tax: 14027.78 }],
    tax: 14027.78,
    total: 201064.79,
    rounding: 'total',
  },
  {
    // Per line: 10.25 × 18 % = 1.845 → 1.85, three times 5.55 (on the total it would be 5.535 → 5.54); 10.50 × 5 % = 0.525 → 0.53.
    name: 'India, GST 18 % and 5 %, rounded per line',
    settings: { country: 'IN' },
    rates: [
      { name: 'GST 18%', rate: 18 },
      { name: 'GST 5%', rate: 5 },
    ],
    lines: [
      ['Sherwani stitching', 1, 10.25, 18],
      ['Kurta alteration', 1, 10.25, 18],
      ['Dupatta hemming', 1, 10.25, 18],
      ['Cotton fabric', 2, 5.25, 5],
    ],
    breakdown: [
      { rate: 18, net: 30.75, tax: 5.55 },
      { rate: 5, net: 10.5, tax: 0.53 },
    ],
    tax: 6.08,
    total: 47.33,
    rounding: 'line',
  },
  {
    // The same lines where tax is rounded once per rate: 30.75 × 18 % = 5.535 → 5.54, a cent less in all.
    name: 'the same lines in a studio that rounds per rate',
    settings: { country: 'other' },
    rates: [
      { name: 'GST 18%', rate: 18 },
      { name: 'GST 5%', rate: 5 },
    ],
    lines: [
      ['Sherwani stitching', 1, 10.25, 18],
      ['Kurta alteration', 1, 10.25, 18],
      ['Dupatta hemming', 1, 10.25, 18],
      ['Cotton fabric', 2, 5.25, 5],
    ],
    breakdown: [
      { rate: 18, net: 30.75, tax: 5.54 },
      { rate: 5, net: 10.5, tax: 0.53 },
    ],
    tax: 6.07,
    total: 47.32,
    rounding: 'total',
  },
  {
    // Prices with GST, per line: 10.25 × 18/118 = 1.5636 → 1.56 each, 4.68; on the total 30.75 × 18/118 = 4.6907 → 4.69.
    // 10.50 × 5/105 = 0.50. The total stays what was typed, 41.25.
    name: 'India, prices with GST, rounded per line',
    settings: { country: 'IN', pricesIncludeTax: true },
    rates: [
      { name: 'GST 18%', rate: 18 },
      { name: 'GST 5%', rate: 5 },
    ],
    lines: [
      ['Sherwani stitching', 1, 10.25, 18],
      ['Kurta alteration', 1, 10.25, 18],
      ['Dupatta hemming', 1, 10.25, 18],
      ['Cotton fabric', 2, 5.25, 5],
    ],
    breakdown: [
      { rate: 18, net: 26.07, tax: 4.68 },
      { rate: 5, net: 10, tax: 0.5 },
    ],
    tax: 5.18,
    total: 41.25,
    rounding: 'line',
  },
  {
    name: 'the same prices with tax where it is rounded per rate',
    settings: { country: 'GB', pricesIncludeTax: true },
    rates: [
      { name: 'GST 18%', rate: 18 },
      { name: 'GST 5%', rate: 5 },
    ],
    lines: [
      ['Sherwani stitching', 1, 10.25, 18],
      ['Kurta alteration', 1, 10.25, 18],
      ['Dupatta hemming', 1, 10.25, 18],
      ['Cotton fabric', 2, 5.25, 5],
    ],
    breakdown: [
      { rate: 18, net: 26.06, tax: 4.69 },
      { rate: 5, net: 10, tax: 0.5 },
    ],
    tax: 5.19,
    total: 41.25,
    rounding: 'total',
  },
];

async function studioIn(c: Pick<Case, 'settings' | 'rates'>) {
  const owner = await createVerifiedUser(t, { plan: 'premium' });
  const api = businessApi(t, owner.token);
  expect((await api.call('PATCH', '/tax/settings', c.settings)).status).toBe(200);
  const ids = new Map<number, string>();
  for (const r of c.rates) {
    const res = await api.call('POST', '/tax/rates', r);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids.set(r.rate, (res.body.data.rate as { id: string }).id);
  }
  const client = await api.createClient({ name: 'Ada Lovelace' });
  return { api, ids, client, token: owner.token };
}

describe('invoices with a rate per line, in five countries (decision 162)', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const s = await studioIn(c);
    const res = await s.api.call('POST', '/invoices', {
      clientId: s.client.id,
      invoiceNumber: 'INV-001',
      dueDate: '2030-01-31',
      items: c.lines.map(([description, quantity, rate, taxRate]) => ({ description, quantity, rate, taxRateId: s.ids.get(taxRate) })),
      ...(c.discount ? { discount: c.discount } : {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const invoice = res.body.data.invoice as Json & { taxBreakdown: Row[]; items: Json[] };
    expect(invoice.taxBreakdown.map(({ rate, net, tax }) => ({ rate, net, tax }))).toEqual(c.breakdown);
    expect(invoice).toMatchObject({
      tax: c.tax,
      amount: c.total,
      rounding: c.rounding,
      pricesIncludeTax: c.settings.pricesIncludeTax === true,
      taxRate: c.lines[0]?.[3],
    });
    expect(invoice.items.map((i) => i.taxRateId)).toEqual(c.lines.map((l) => s.ids.get(l[3])));
    // The lines' own shares add up to the summary.
    const items = invoice.items as { net: number; tax: number }[];
    const cents = (v: number) => Math.round(v * 100);
    expect(items.reduce((sum, i) => sum + cents(i.tax), 0)).toBe(cents(c.tax));
    expect(items.reduce((sum, i) => sum + cents(i.net) + cents(i.tax), 0)).toBe(cents(c.total));
  });

  it('keeps how the invoice was made when the settings change, and recomputes a new discount from its lines', async () => {
    const c = CASES[4] as Case;
    const s = await studioIn(c);
    const made = await s.api.call('POST', '/invoices', {
      clientId: s.client.id,
      invoiceNumber: 'INV-001',
      dueDate: '2030-01-31',
      items: c.lines.map(([description, quantity, rate, taxRate]) => ({ description, quantity, rate, taxRateId: s.ids.get(taxRate) })),
    });
    const id = (made.body.data.invoice as { id: string }).id;
    await s.api.call('PATCH', '/tax/settings', { country: 'FR', pricesIncludeTax: true });
    // 1.00 off 41.25: shares 0.25, 0.25, 0.25, 0.25 (10.50 takes the larger remainder). Per line 10.00 × 18 % = 1.80 ×3; 10.25 × 5 % = 0.5125 → 0.51.
    const edited = await s.api.call('PATCH', `/invoices/${id}`, { discount: 1 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const invoice = edited.body.data.invoice as Json & { taxBreakdown: Row[] };
    expect(invoice).toMatchObject({ rounding: 'line', pricesIncludeTax: false, discount: 1, tax: 5.91, amount: 46.16 });
    expect(invoice.taxBreakdown.map((r) => [r.rate, r.net, r.tax])).toEqual([
      [18, 30, 5.4],
      [5, 10.25, 0.51],
    ]);
  });
});

describe('the rate a line takes when it names none (decision 162)', () => {
  const make = async (api: ReturnType<typeof businessApi>, clientId: string, body: Json) => {
    const res = await api.call('POST', '/invoices', {
      clientId,
      invoiceNumber: `INV-${Math.random().toString(36).slice(2, 8)}`,
      dueDate: '2030-01-31',
      items: [{ description: 'Hem', quantity: 1, rate: 100 }],
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.invoice as Json & { items: Json[]; taxBreakdown: Json[] };
  };

  it('takes no tax in a studio without rates, as before', async () => {
    const s = await studioIn({ settings: {}, rates: [] });
    const invoice = await make(s.api, s.client.id, {});
    expect(invoice.items[0]).toMatchObject({ taxRateId: null, taxRate: 0, taxCategory: 'O', net: 100, tax: 0 });
    expect(invoice).toMatchObject({ tax: 0, amount: 100, taxRate: 0 });
  });

  it('takes the form’s one rate: the studio’s rate of that percent, else one made for the line', async () => {
    const s = await studioIn({ settings: { country: 'GB' }, rates: [{ name: 'VAT 20%', rate: 20 }] });
    const named = await make(s.api, s.client.id, { taxRate: 20 });
    expect(named.items[0]).toMatchObject({ taxRateId: s.ids.get(20), taxRate: 20, taxCategory: 'S', tax: 20 });
    const adHoc = await make(s.api, s.client.id, { taxRate: 7.5 });
    expect(adHoc.items[0]).toMatchObject({ taxRateId: null, taxRate: 7.5, taxCategory: 'S', tax: 7.5 });
    expect(adHoc).toMatchObject({ taxRate: 7.5, tax: 7.5, amount: 107.5 });
  });

  it('takes the studio’s default rate, and an edit of the items keeps the invoice’s one rate', async () => {
    const s = await studioIn({ settings: { country: 'FR' }, rates: [{ name: 'TVA 10 %', rate: 10 }] });
    await s.api.call('PATCH', `/tax/rates/${s.ids.get(10)}`, { isDefault: true });
    const invoice = await make(s.api, s.client.id, {});
    expect(invoice).toMatchObject({ taxRate: 10, tax: 10, amount: 110 });
    const edited = await s.api.call('PATCH', `/invoices/${invoice.id as string}`, {
      items: [{ description: 'Hem', quantity: 2, rate: 100 }],
    });
    expect(edited.body.data.invoice).toMatchObject({ taxRate: 10, tax: 20, amount: 220 });
    const cleared = await s.api.call('PATCH', `/invoices/${invoice.id as string}`, { taxRate: 0 });
    expect(cleared.body.data.invoice).toMatchObject({ taxRate: 0, tax: 0, amount: 200 });
  });
});

describe('a studio outside the scope of VAT (decision 162)', () => {
  it('prints its 0 % line’s exemption text, its identifiers and the client’s on the PDF', async () => {
    const reason = 'TVA non applicable, art. 293 B du CGI';
    const s = await studioIn({
      settings: { country: 'FR', legalName: 'Adaeze Okafor EI', companyNumber: '732 829 320 00074' },
      rates: [{ name: 'Franchise en base', rate: 0, category: 'E', exemptionReason: reason }],
    });
    await s.api.call('PATCH', `/tax/rates/${s.ids.get(0)}`, { isDefault: true });
    const client = await s.api.createClient({
      name: 'Maison Lune',
      language: 'fr',
      companyNumber: '552 100 554',
      vatNumber: 'FR40552100554',
    });
    const res = await s.api.call('POST', '/invoices', {
      clientId: client.id,
      invoiceNumber: 'F-001',
      dueDate: '2030-01-31',
      items: [{ description: 'Retouche de robe', quantity: 1, rate: 85 }],
    });
    const invoice = res.body.data.invoice as { id: string; taxBreakdown: unknown[]; amount: number };
    expect(invoice.taxBreakdown).toEqual([{ rate: 0, category: 'E', exemptionReason: reason, net: 85, tax: 0 }]);
    expect(invoice.amount).toBe(85);
    const pdf = await t.request({ method: 'GET', url: `/api/v1/invoices/${invoice.id}/pdf`, token: s.token });
    expect(pdf.statusCode).toBe(200);
    const text = (await extractPdf(pdf.rawPayload)).pages.join('\n');
    expect(text).toContain(reason);
    expect(text).toContain('Adaeze Okafor EI');
    expect(text).toContain('SIREN/SIRET 732 829 320 00074');
    expect(text).toContain('N° TVA FR40552100554');
    expect(text).toContain('BROUILLON');
  });
});

describe('an invoice from before rates per line (decision 162)', () => {
  it('shows its one rate from its own totals when its items carry no tax', async () => {
    const s = await studioIn({ settings: {}, rates: [] });
    const res = await s.api.call('POST', '/invoices', {
      clientId: s.client.id,
      invoiceNumber: 'INV-OLD',
      dueDate: '2030-01-31',
      items: [{ description: 'Kaftan', quantity: 1, rate: 100.1 }],
      discount: 10,
      taxRate: 7.5,
    });
    const id = (res.body.data.invoice as { id: string }).id;
    // As migration 0042 left the items of an invoice made before it: net = amount, no tax.
    await t.ctx.db
      .update(invoiceItems)
      .set({ netCents: sql`${invoiceItems.amountCents}`, taxCents: 0 })
      .where(eq(invoiceItems.invoiceId, id));
    const invoice = (await s.api.call('GET', `/invoices/${id}`)).body.data.invoice as {
      taxBreakdown: unknown[];
      tax: number;
      amount: number;
    };
    // (100.10 − 10.00) × 7.5 % = 6.7575 → 6.76; total 96.86.
    expect(invoice).toMatchObject({ tax: 6.76, amount: 96.86 });
    expect(invoice.taxBreakdown).toEqual([{ rate: 7.5, category: 'S', exemptionReason: '', net: 90.1, tax: 6.76 }]);
  });
});
