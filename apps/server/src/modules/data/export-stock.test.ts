import type { Material, Measurement, Pattern, PatternLayout, ProjectMaterialLine, PurchaseOrder } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import type { businessApi } from '../../test/business.js';
import { newStudio } from '../../test/business.js';
import { csvHeader, exportJson, exportOf, readCsv } from '../../test/export-zip.js';
import { recordInInches } from '../../test/generator-samples.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { joinedMember } from '../../test/team.js';

/**
 * The export carries the studio's stock (decisions 142-145): its materials and their ledger, what
 * its projects need, its pattern layouts, its suppliers and purchase orders; another studio's never.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;

async function posted<T>(api: Api, path: string, body: Record<string, unknown>, key: string): Promise<T> {
  const res = await api.call('POST', path, body);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.data[key] as T;
}

/** A generated skirt of the studio's client, as the layouts' own test drafts it. */
async function skirt(api: Api): Promise<Pattern> {
  const client = await api.createClient({ name: 'Grace Hopper' });
  const record = await posted<Measurement>(
    api,
    '/measurements',
    { clientId: client.id, garmentType: 'skirt', measurements: await recordInInches('penelope') },
    'measurement',
  );
  return posted<Pattern>(
    api,
    '/patterns/generate',
    { clientId: client.id, measurementId: record.id, garmentType: 'Skirt', style: 'Formal', sizeRange: 'M-L', fabricType: 'Wool' },
    'pattern',
  );
}

/**
 * A studio's silk: 5 m ordered at 33.33 a metre and received, 3.2 m of it reserved for a gown, and
 * a skirt laid out on it.
 */
async function stockedStudio(names: { material: string; supplier: string; project: string }) {
  const studio = await newStudio(t, 'premium');
  const { api } = studio;
  const supplier = await posted<{ id: string }>(api, '/suppliers', { name: names.supplier, leadTimeDays: 10 }, 'supplier');
  const silk = await posted<Material>(
    api,
    '/materials',
    {
      kind: 'fabric',
      name: names.material,
      fibre: 'Silk',
      colour: 'Ivory',
      widthMm: 1400,
      cost: 38.5,
      location: 'Shelf B',
      directional: true,
      repeatMm: 640,
      lowStockLevel: 1000,
    },
    'material',
  );
  const po = await posted<PurchaseOrder>(
    api,
    '/purchase-orders',
    { supplierId: supplier.id, lines: [{ materialId: silk.id, quantity: 5000, unitPrice: 33.33 }] },
    'purchaseOrder',
  );
  await posted(api, `/purchase-orders/${po.id}/send`, {}, 'purchaseOrder');
  await posted(api, `/purchase-orders/${po.id}/receive`, { lines: [{ lineId: po.lines[0]!.id, quantity: 5000 }] }, 'purchaseOrder');
  const gown = await api.createProject((await api.createClient()).id, { name: names.project });
  const bill = await posted<{ lines: ProjectMaterialLine[] }>(
    api,
    `/projects/${gown.id}/materials`,
    { materialId: silk.id, quantity: 3200 },
    'materials',
  );
  await posted(api, `/projects/${gown.id}/materials/${bill.lines[0]!.id}/reserve`, {}, 'materials');
  const pattern = await skirt(api);
  const layout = await posted<PatternLayout>(api, `/patterns/${pattern.id}/layouts`, { materialId: silk.id }, 'layout');
  return { ...studio, supplier, silk, po, gown, pattern, layout };
}

describe('the export of the stock (decisions 142-145)', () => {
  it('carries the materials, their ledger, the projects’ materials, the layouts and the purchasing, with exact money, whatever the plan', async () => {
    const mine = await stockedStudio({ material: 'Silk charmeuse', supplier: 'Soieries Lyonnaises', project: 'Wedding gown' });
    const theirs = await stockedStudio({ material: 'Harris tweed', supplier: 'Secret mill', project: 'Secret coat' });
    // A downgraded studio's stock is still its own.
    await t.ctx.db
      .update(users)
      .set({ trialEndDate: new Date(Date.now() - 1000) })
      .where(eq(users.id, mine.user.id));

    const { files } = await exportOf(t, mine.token);
    expect(readCsv(files['materials.csv'])).toEqual([
      expect.objectContaining({
        id: mine.silk.id,
        name: 'Silk charmeuse',
        kind: 'fabric',
        measure: 'length',
        fibre: 'Silk',
        colour: 'Ivory',
        widthMm: '1400',
        cost: '38.50',
        costPer: 'metre',
        location: 'Shelf B',
        directional: 'yes',
        repeatMm: '640',
        quantityUnit: 'mm',
        lowStockLevel: '1000',
        onHand: '5000',
        reserved: '3200',
      }),
    ]);
    const movements = readCsv(files['material-movements.csv']);
    expect(movements.map((m) => [m.kind, m.quantityUnit, m.onHandChange, m.reservedChange, m.projectId, m.material])).toEqual([
      ['received', 'mm', '5000', '0', '', 'Silk charmeuse'],
      ['reserved', 'mm', '0', '3200', mine.gown.id, 'Silk charmeuse'],
    ]);
    expect(movements[0]).toMatchObject({ reason: 'Received on PO-0001', userId: mine.user.id });
    expect(readCsv(files['project-materials.csv'])).toEqual([
      expect.objectContaining({
        projectId: mine.gown.id,
        project: 'Wedding gown',
        material: 'Silk charmeuse',
        quantity: '3200',
        cost: '123.20',
      }),
    ]);
    expect(readCsv(files['suppliers.csv'])).toEqual([
      expect.objectContaining({ id: mine.supplier.id, name: 'Soieries Lyonnaises', leadTimeDays: '10', purchaseOrders: '1' }),
    ]);
    expect(readCsv(files['purchase-orders.csv'])).toEqual([
      expect.objectContaining({ number: 'PO-0001', supplier: 'Soieries Lyonnaises', status: 'received', currency: 'USD', total: '166.65' }),
    ]);
    expect(readCsv(files['purchase-order-lines.csv'])).toEqual([
      expect.objectContaining({
        number: 'PO-0001',
        position: '1',
        material: 'Silk charmeuse',
        quantityUnit: 'mm',
        quantity: '5000',
        received: '5000',
        unitPrice: '33.33',
        pricePer: 'metre',
        amount: '166.65',
      }),
    ]);
    expect(readCsv(files['pattern-layouts.csv'])).toEqual([
      expect.objectContaining({
        id: mine.layout.id,
        patternId: mine.pattern.id,
        materialId: mine.silk.id,
        material: 'Silk charmeuse',
        widthMm: '1400',
        directional: 'yes',
        lengthMm: String(mine.layout.lengthMm),
        userId: mine.user.id,
      }),
    ]);
    expect(csvHeader(files['pattern-layouts.csv'])).not.toContain('svg');

    const json = exportJson(files);
    expect(json.materials).toEqual([
      expect.objectContaining({ id: mine.silk.id, cost: 38.5, onHand: 5000, reserved: 3200, available: 1800 }),
    ]);
    expect(json.projectMaterials).toEqual([expect.objectContaining({ projectId: mine.gown.id, quantity: 3200, cost: 123.2 })]);
    expect(json.purchaseOrders).toEqual([
      expect.objectContaining({ number: 'PO-0001', total: 166.65, lines: [expect.objectContaining({ unitPrice: 33.33, received: 5000 })] }),
    ]);
    expect(json.patternLayouts).toEqual([expect.objectContaining({ id: mine.layout.id, placements: mine.layout.placements })]);
    expect(Object.keys(json.patternLayouts[0])).not.toEqual(expect.arrayContaining(['svg']));
    expect(Object.keys(json.patternLayouts[0])).not.toEqual(expect.arrayContaining(['drawing']));

    // Nothing of the other studio, in any file.
    const strangers = [theirs.silk.id, theirs.supplier.id, theirs.po.id, theirs.layout.id, 'Harris tweed', 'Secret mill', 'Secret coat'];
    for (const [name, bytes] of Object.entries(files)) {
      const text = strFromU8(bytes);
      for (const word of strangers) expect(text, name).not.toContain(word);
    }
  }, 180_000);

  it('gives a manager the stock with its prices, as the screens do', async () => {
    const owner = await newStudio(t, 'enterprise');
    await posted(owner.api, '/materials', { kind: 'notion', name: 'Horn buttons', cost: 0.35 }, 'material');
    const manager = await joinedMember(t, owner, 'manager');
    const { files } = await exportOf(t, manager.token);
    expect(readCsv(files['materials.csv'])).toEqual([
      expect.objectContaining({ name: 'Horn buttons', measure: 'count', quantityUnit: 'unit', cost: '0.35', costPer: 'unit' }),
    ]);
    expect(exportJson(files).materials).toEqual([expect.objectContaining({ name: 'Horn buttons', cost: 0.35 })]);
  });
});
