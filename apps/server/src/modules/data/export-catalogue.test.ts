import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { businessApi } from '../../test/business.js';
import { newStudio } from '../../test/business.js';
import { exportJson, exportOf, readCsv } from '../../test/export-zip.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** The export carries the boutique's catalogue, its designers' size charts and its pieces (decisions 212, 214, 215). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;

async function posted(api: Api, path: string, body: Record<string, unknown>, key: string): Promise<{ id: string }> {
  const res = await api.call('POST', path, body);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.data[key] as { id: string };
}

describe('the catalogue in the export', () => {
  it('carries each style with exact prices, each chart one size a row, each piece by its code and each special order; another studio’s never', async () => {
    const owner = await newStudio(t, 'premium');
    const designer = await posted(owner.api, '/suppliers', { name: 'Pronovias' }, 'supplier');
    const style = await posted(
      owner.api,
      '/designer-styles',
      {
        designerId: designer.id,
        styleNumber: 'PR-2218',
        name: 'Aurore',
        sizes: ['10', '12'],
        colours: ['Ivory'],
        cost: 1290.5,
        retail: 2890,
      },
      'designerStyle',
    );
    const rows = [
      { size: '10', values: { bust: 36, waist: 28.25 } },
      { size: '12', values: { bust: 37.5, waist: 29.75 }, upchargeCents: 15000 },
    ];
    await posted(
      owner.api,
      '/size-charts',
      { designerId: designer.id, name: 'Misses', unit: 'inches', rule: 'largest', measures: ['bust', 'waist'], rows },
      'sizeChart',
    );
    await posted(
      owner.api,
      '/pieces',
      { styleId: style.id, size: '12', colour: 'Ivory', condition: 'sample', location: 'Rail B' },
      'piece',
    );
    const bride = await owner.api.createClient({ name: 'Léa Fontaine' });
    const order = { clientId: bride.id, styleId: style.id, size: '12', price: 2890.1, deposit: 1445.05, weddingDate: '2099-09-12' };
    await posted(owner.api, '/special-orders', order, 'specialOrder');
    const stranger = await newStudio(t, 'premium');
    const theirs = await posted(stranger.api, '/suppliers', { name: 'Theirs' }, 'supplier');
    await posted(stranger.api, '/designer-styles', { designerId: theirs.id, styleNumber: 'X-1', name: 'Not mine' }, 'designerStyle');

    const { files } = await exportOf(t, owner.token);
    expect(readCsv(files['designer-styles.csv'])).toEqual([
      expect.objectContaining({
        designer: 'Pronovias',
        styleNumber: 'PR-2218',
        sizes: '10|12',
        colours: 'Ivory',
        cost: '1290.50',
        retail: '2890.00',
      }),
    ]);
    expect(readCsv(files['size-charts.csv']).map((r) => [r.chart, r.unit, r.size, r.bust, r.waist, r.upcharge])).toEqual([
      ['Misses', 'inches', '10', '36', '28.25', '0.00'],
      ['Misses', 'inches', '12', '37.5', '29.75', '150.00'],
    ]);
    expect(readCsv(files['pieces.csv'])).toEqual([
      expect.objectContaining({ code: 'S-0001', styleId: style.id, size: '12', condition: 'sample', location: 'Rail B' }),
    ]);
    expect(readCsv(files['special-orders.csv'])).toEqual([
      expect.objectContaining({
        styleNumber: 'PR-2218',
        size: '12',
        price: '2890.10',
        deposit: '1445.05',
        balance: '1445.05',
        state: 'to-order',
      }),
    ]);
    const json = exportJson(files);
    expect(json.designerStyles).toHaveLength(1);
    expect(json.pieces).toEqual([expect.objectContaining({ code: 'S-0001' })]);
  });
});
