import type { Quote } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema/index.js';
import { businessApi, newStudio, UNKNOWN_ID } from '../../test/business.js';
import { exportOf, readCsv } from '../../test/export-zip.js';
import { recordInInches } from '../../test/generator-samples.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { joinedMember } from '../../test/team.js';

/** Decision 158: a studio's quotes, their arithmetic in exact cents, their locks and their doors. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;

async function made<T>(res: Promise<{ status: number; body: { data: Record<string, unknown> } }>, status: number, key: string): Promise<T> {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body.data[key] as T;
}

/** A Premium studio with a 25 % markup, a service, a silk at 33.33 a metre and a client. */
async function studio() {
  const s = await newStudio(t, 'premium');
  const api = s.api;
  expect((await api.call('PATCH', '/studio', { materialsMarkupPercent: 25 })).status).toBe(200);
  const service = await made<{ id: string }>(
    api.call('POST', '/services', { name: 'Bodice fitting', price: 120, minutes: 90, stage: 'Fitting' }),
    201,
    'service',
  );
  const silk = await made<{ id: string }>(
    api.call('POST', '/materials', { kind: 'fabric', name: 'Silk charmeuse', cost: 33.33, widthMm: 1400 }),
    201,
    'material',
  );
  const client = await api.createClient({ name: 'Amaka Obi' });
  return { ...s, service, silk, client };
}

const body = (s: Awaited<ReturnType<typeof studio>>, extra: Record<string, unknown> = {}) => ({
  clientId: s.client.id,
  title: 'Bridal gown',
  projectType: 'Wedding Dress',
  validUntil: '2099-12-31',
  lines: [
    { kind: 'service', serviceId: s.service.id, quantity: 2 },
    { kind: 'material', materialId: s.silk.id, quantity: 3.5 },
    { kind: 'free', description: 'Hand embroidery', unitPrice: 25.5 },
  ],
  discount: 11.31,
  taxRate: 7.5,
  deposit: { type: 'percent', value: 30 },
  ...extra,
});

const create = (api: Api, payload: Record<string, unknown>) => made<Quote>(api.call('POST', '/quotes', payload), 201, 'quote');

describe('a quote’s money', () => {
  it('prices services, materials with the markup and free lines, discount and tax in exact cents', async () => {
    const s = await studio();
    const quote = await create(s.api, body(s));
    expect(quote.code).toMatch(/^Q-\d{4}$/);
    expect(quote.status).toBe('draft');
    expect(quote.lines.map((l) => [l.kind, l.description, l.quantity, l.unit, l.unitPrice, l.amount])).toEqual([
      ['service', 'Bodice fitting', 2, null, 120, 240],
      // 33.33 × 1.25 = 41.6625 → 41.66 a metre; 3.5 m → 145.81.
      ['material', 'Silk charmeuse', 3.5, 'm', 41.66, 145.81],
      ['free', 'Hand embroidery', 1, null, 25.5, 25.5],
    ]);
    expect(quote.lines[0]).toMatchObject({ minutes: 90, stage: 'Fitting' });
    // 411.31 − 11.31 = 400.00; 7.5 % tax = 30.00; total 430.00; 30 % deposit = 129.00.
    expect({ subtotal: quote.subtotal, discount: quote.discount, tax: quote.tax, total: quote.total }).toEqual({
      subtotal: 411.31,
      discount: 11.31,
      tax: 30,
      total: 430,
    });
    expect(quote.deposit).toEqual({ type: 'percent', value: 30, amount: 129 });
  });

  it('numbers quotes in the studio’s sequence and keeps a copied price when the list changes', async () => {
    const s = await studio();
    const first = await create(s.api, body(s));
    const second = await create(s.api, body(s, { lines: [{ kind: 'free', description: 'Veil', unitPrice: 3.5 }], discount: null }));
    expect(Number(second.code.slice(2))).toBe(Number(first.code.slice(2)) + 1);
    expect((await s.api.call('PATCH', `/services/${s.service.id}`, { price: 150 })).status).toBe(200);
    const edited = await made<Quote>(
      s.api.call('PATCH', `/quotes/${first.id}`, { lines: [{ kind: 'service', serviceId: s.service.id, quantity: 1 }], discount: null }),
      200,
      'quote',
    );
    expect(edited.lines[0]).toMatchObject({ unitPrice: 120, amount: 120 });
    expect(edited.total).toBe(129);
  });

  it('refuses what a tailor could not mean, naming the field', async () => {
    const s = await studio();
    const tooMuch = await s.api.call('POST', '/quotes', body(s, { discount: 500 }));
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors?.[0]?.field).toBe('discount');
    const noLines = await s.api.call('POST', '/quotes', body(s, { lines: [] }));
    expect(noLines.status).toBe(422);
    const decimals = await s.api.call('POST', '/quotes', body(s, { lines: [{ kind: 'free', description: 'X', unitPrice: 1.005 }] }));
    expect(decimals.status).toBe(422);
    const noQuantity = await s.api.call('POST', '/quotes', body(s, { lines: [{ kind: 'material', materialId: s.silk.id }] }));
    expect(noQuantity.status).toBe(422);
    expect(noQuantity.body.errors?.[0]?.field).toBe('lines.0.quantity');
    const strange = await s.api.call('POST', '/quotes', body(s, { lines: [{ kind: 'service', serviceId: UNKNOWN_ID }] }));
    expect(strange.status).toBe(404);
    expect(strange.body.errors?.[0]?.field).toBe('lines.0.serviceId');
  });

  it('takes the yardage of the client’s cutting layout on the fabric when no quantity is given', async () => {
    const s = await studio();
    const record = await made<{ id: string }>(
      s.api.call('POST', '/measurements', { clientId: s.client.id, garmentType: 'skirt', measurements: await recordInInches('penelope') }),
      201,
      'measurement',
    );
    const pattern = await made<{ id: string }>(
      s.api.call('POST', '/patterns/generate', {
        clientId: s.client.id,
        measurementId: record.id,
        garmentType: 'Skirt',
        style: 'Formal',
        sizeRange: 'M-L',
        fabricType: 'Wool',
      }),
      201,
      'pattern',
    );
    const layout = await made<{ lengthMm: number }>(
      s.api.call('POST', `/patterns/${pattern.id}/layouts`, { materialId: s.silk.id }),
      201,
      'layout',
    );
    const quote = await create(s.api, body(s, { lines: [{ kind: 'material', materialId: s.silk.id }], discount: null, taxRate: null }));
    expect(quote.lines[0]).toMatchObject({ fromLayout: true, unit: 'm', quantity: Math.ceil(layout.lengthMm / 10) / 100 });
  }, 60_000);
});

describe('a quote’s doors', () => {
  it('is another studio’s 404 on every route', async () => {
    const s = await studio();
    const quote = await create(s.api, body(s));
    const other = (await newStudio(t, 'premium')).api;
    for (const [method, url] of [
      ['GET', `/quotes/${quote.id}`],
      ['PATCH', `/quotes/${quote.id}`],
      ['DELETE', `/quotes/${quote.id}`],
      ['GET', `/quotes/${quote.id}/pdf`],
      ['POST', `/quotes/${quote.id}/send`],
    ] as const) {
      const res = await other.call(method, url, method === 'PATCH' ? { title: 'Mine' } : undefined);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    const listed = await made<Quote[]>(other.call('GET', '/quotes?limit=50'), 200, 'quotes');
    expect(listed.map((q) => q.id)).not.toContain(quote.id);
    const theirClient = await other.createClient({ name: 'Theirs' });
    const refused = await s.api.call('POST', '/quotes', body(s, { clientId: theirClient.id }));
    expect(refused.status).toBe(404);
  });

  it('is refused to staff (403) and on the Free plan (403)', async () => {
    const owner = await newStudio(t, 'enterprise');
    const staff = await joinedMember(t, owner, 'staff');
    const staffApi = businessApi(t, staff.token);
    expect((await staffApi.call('GET', '/quotes')).status).toBe(403);
    const client = await owner.api.createClient();
    const free = { clientId: client.id, title: 'Coat', projectType: 'Suit', lines: [{ kind: 'free', description: 'Coat', unitPrice: 10 }] };
    expect((await staffApi.call('POST', '/quotes', free)).status).toBe(403);
    const freeStudio = await newStudio(t, 'free');
    const theirs = await freeStudio.api.createClient();
    const refused = await freeStudio.api.call('POST', '/quotes', { ...free, clientId: theirs.id });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FEATURE_NOT_AVAILABLE');
  });

  it('lists, searches and filters like other lists', async () => {
    const s = await studio();
    const gown = await create(s.api, body(s, { title: 'Robe de mariée' }));
    await create(s.api, body(s, { title: 'Suit', validUntil: '2020-01-01' }));
    const found = await made<Quote[]>(s.api.call('GET', '/quotes?limit=10&search=mariee'), 200, 'quotes');
    expect(found.map((q) => q.id)).toEqual([gown.id]);
    const drafts = await made<Quote[]>(s.api.call('GET', '/quotes?limit=10&status=draft'), 200, 'quotes');
    expect(drafts).toHaveLength(2);
  });

  it('is locked once accepted or declined, and an accepted one is not deleted', async () => {
    const s = await studio();
    const quote = await create(s.api, body(s));
    await t.ctx.db.update(quotes).set({ status: 'declined' }).where(eq(quotes.id, quote.id));
    const edit = await s.api.call('PATCH', `/quotes/${quote.id}`, { title: 'Changed' });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('QUOTE_LOCKED');
    expect((await s.api.call('DELETE', `/quotes/${quote.id}`)).status).toBe(200);
    expect((await s.api.call('GET', `/quotes/${quote.id}`)).status).toBe(404);
  });

  it('goes in the studio’s export, with its lines, and another studio’s never', async () => {
    const s = await studio();
    const quote = await create(s.api, body(s));
    const { files } = await exportOf(t, s.token);
    expect(readCsv(files['quotes.csv'])).toEqual([
      expect.objectContaining({
        id: quote.id,
        code: quote.code,
        client: 'Amaka Obi',
        subtotal: '411.31',
        total: '430.00',
        deposit: '129.00',
      }),
    ]);
    expect(readCsv(files['quote-lines.csv']).map((l) => [l.kind, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['service', '2.00', '120.00', '240.00'],
      ['material', '3.50', '41.66', '145.81'],
      ['free', '1.00', '25.50', '25.50'],
    ]);
    const other = await newStudio(t, 'premium');
    expect(readCsv((await exportOf(t, other.token)).files['quotes.csv'])).toEqual([]);
  });
});
