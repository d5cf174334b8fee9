import type { Material, Movement, PurchaseOrder } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope, newStudio, newStudioApi, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { extractPdf } from '../../test/pdf.js';
import { joinedMember } from '../../test/team.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;

async function created<T>(api: Api, path: string, body: Record<string, unknown>, key: string): Promise<T> {
  const res = await api.call('POST', path, body);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.data[key] as T;
}

/** A studio's supplier, a silk measured in millimetres and buttons counted in units. */
async function stocked(api: Api) {
  const supplier = await created<{ id: string }>(
    api,
    '/suppliers',
    { name: 'Soieries Lyonnaises', email: 'ventes@soieries.example' },
    'supplier',
  );
  const silk = await created<Material>(api, '/materials', { kind: 'fabric', name: 'Silk charmeuse', widthMm: 1400 }, 'material');
  const buttons = await created<Material>(api, '/materials', { kind: 'notion', name: 'Horn buttons' }, 'material');
  return { supplier, silk, buttons };
}

/** 12.5 m of silk at 33.33 a metre (416.625 → 416.63) and 40 buttons at 0.35 (14.00). */
async function order(api: Api) {
  const { supplier, silk, buttons } = await stocked(api);
  const po = await created<PurchaseOrder>(
    api,
    '/purchase-orders',
    {
      supplierId: supplier.id,
      lines: [
        { materialId: silk.id, quantity: 12_500, unitPrice: 33.33 },
        { materialId: buttons.id, quantity: 40, unitPrice: 0.35 },
      ],
      notes: 'Deliver to the back door',
    },
    'purchaseOrder',
  );
  return { supplier, silk, buttons, po };
}

const receive = (api: Api, id: string, lines: { lineId: string; quantity: number }[]) =>
  api.call('POST', `/purchase-orders/${id}/receive`, { lines });
const material = async (api: Api, id: string) => (await api.call('GET', `/materials/${id}`)).body.data.material as Material;

describe('purchase orders (decision 145)', () => {
  it('numbers each studio’s orders in turn and computes every amount and the total exactly, in cents', async () => {
    const api = await newStudioApi(t, 'premium');
    const { po, supplier, silk } = await order(api);
    expect(po).toMatchObject({
      number: 'PO-0001',
      status: 'draft',
      supplier: { id: supplier.id, name: 'Soieries Lyonnaises' },
      currency: 'USD',
    });
    expect(po.lines.map((l) => [l.materialName, l.measure, l.quantity, l.unitPrice, l.amount, l.received])).toEqual([
      ['Silk charmeuse', 'length', 12_500, 33.33, 416.63, 0],
      ['Horn buttons', 'count', 40, 0.35, 14, 0],
    ]);
    expect(po.total).toBe(430.63);
    expect(po).toMatchObject({ notes: 'Deliver to the back door', sentAt: null, receivedAt: null });

    const second = await created<PurchaseOrder>(
      api,
      '/purchase-orders',
      { supplierId: supplier.id, lines: [{ materialId: silk.id, quantity: 1, unitPrice: 0.01 }] },
      'purchaseOrder',
    );
    expect(second).toMatchObject({ number: 'PO-0002', total: 0 });
    // Another studio starts its own sequence.
    expect((await order(await newStudioApi(t, 'premium'))).po.number).toBe('PO-0001');

    const drafts = await api.call('GET', `/purchase-orders?status=draft&supplierId=${supplier.id}&limit=10`);
    expect((drafts.body.data.purchaseOrders as PurchaseOrder[]).map((o) => o.number)).toEqual(['PO-0002', 'PO-0001']);
    const found = await api.call('GET', '/purchase-orders?search=soieries lyonnaises&limit=1');
    expect((found.body.data.purchaseOrders as PurchaseOrder[]).map((o) => o.number)).toEqual(['PO-0002']);
    expect((await api.call('GET', '/purchase-orders?status=sent')).body.data.purchaseOrders).toEqual([]);
  });

  it('changes a draft freely, recomputing its total; once sent it is never edited or deleted, only cancelled', async () => {
    const api = await newStudioApi(t, 'premium');
    const { po, silk } = await order(api);
    const edited = await api.call('PATCH', `/purchase-orders/${po.id}`, {
      lines: [{ materialId: silk.id, quantity: 2_750, unitPrice: 18 }],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.purchaseOrder).toMatchObject({ total: 49.5, notes: 'Deliver to the back door' });

    const sent = await api.call('POST', `/purchase-orders/${po.id}/send`);
    expect(sent.body.data.purchaseOrder).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
    const refusedEdit = await api.call('PATCH', `/purchase-orders/${po.id}`, { notes: 'Changed after sending' });
    expectErrorEnvelope(refusedEdit.body, 409, 'PURCHASE_ORDER_LOCKED');
    expect(refusedEdit.body.message).toBe('PO-0001 is sent: only a draft can be changed. Cancel it instead.');
    expectErrorEnvelope((await api.call('DELETE', `/purchase-orders/${po.id}`)).body, 409, 'PURCHASE_ORDER_LOCKED');
    expectErrorEnvelope((await api.call('POST', `/purchase-orders/${po.id}/send`)).body, 409, 'PURCHASE_ORDER_CLOSED');

    const cancelled = await api.call('POST', `/purchase-orders/${po.id}/cancel`);
    expect(cancelled.body.data.purchaseOrder).toMatchObject({ status: 'cancelled', total: 49.5 });
    expectErrorEnvelope((await receive(api, po.id, [{ lineId: po.lines[0]!.id, quantity: 1 }])).body, 409, 'PURCHASE_ORDER_CLOSED');

    const draft = (await order(api)).po;
    expect((await api.call('DELETE', `/purchase-orders/${draft.id}`)).status).toBe(200);
    expectErrorEnvelope((await api.call('GET', `/purchase-orders/${draft.id}`)).body, 404, 'NOT_FOUND');
  });

  it('receives part of an order, then the rest: each line adds exactly its quantity to the stock, in a movement naming the order', async () => {
    const api = await newStudioApi(t, 'premium');
    const { po, silk, buttons } = await order(api);
    const [silkLine, buttonLine] = po.lines;
    expectErrorEnvelope((await receive(api, po.id, [{ lineId: silkLine!.id, quantity: 1 }])).body, 409, 'PURCHASE_ORDER_CLOSED');
    await api.call('POST', `/purchase-orders/${po.id}/send`);

    const first = await receive(api, po.id, [{ lineId: silkLine!.id, quantity: 7_500 }]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.purchaseOrder).toMatchObject({ status: 'partly-received', receivedAt: null });
    expect((first.body.data.purchaseOrder as PurchaseOrder).lines.map((l) => l.received)).toEqual([7_500, 0]);
    expect(first.body.data.materials).toEqual([expect.objectContaining({ id: silk.id, onHand: 7_500 })]);

    const rest = await receive(api, po.id, [
      { lineId: silkLine!.id, quantity: 5_000 },
      { lineId: buttonLine!.id, quantity: 40 },
    ]);
    expect(rest.body.data.purchaseOrder).toMatchObject({ status: 'received', receivedAt: expect.any(String) });
    expect(await material(api, silk.id)).toMatchObject({ onHand: 12_500, reserved: 0 });
    expect(await material(api, buttons.id)).toMatchObject({ onHand: 40 });

    const ledger = (await api.call('GET', `/materials/${silk.id}/movements`)).body.data.movements as Movement[];
    expect(ledger.map((m) => [m.kind, m.onHandChange, m.reason])).toEqual([
      ['received', 5_000, 'Received on PO-0001'],
      ['received', 7_500, 'Received on PO-0001'],
    ]);
    expectErrorEnvelope((await receive(api, po.id, [{ lineId: silkLine!.id, quantity: 1 }])).body, 409, 'PURCHASE_ORDER_CLOSED');
  });

  it('refuses more than a line has still to come with 422 naming that line, and receives nothing of the delivery', async () => {
    const api = await newStudioApi(t, 'premium');
    const { po, silk, buttons } = await order(api);
    await api.call('POST', `/purchase-orders/${po.id}/send`);
    const [silkLine, buttonLine] = po.lines;
    await receive(api, po.id, [{ lineId: silkLine!.id, quantity: 12_000 }]);

    const over = await receive(api, po.id, [
      { lineId: buttonLine!.id, quantity: 40 },
      { lineId: silkLine!.id, quantity: 501 },
    ]);
    expectErrorEnvelope(over.body, 422, 'VALIDATION_ERROR');
    expect(over.body.errors).toEqual([
      { field: 'lines.1.quantity', message: 'Only 0.5 m of Silk charmeuse (line 1) is still to come on PO-0001' },
    ]);
    // The same line twice adds up.
    const twice = await receive(api, po.id, [
      { lineId: silkLine!.id, quantity: 300 },
      { lineId: silkLine!.id, quantity: 300 },
    ]);
    expect(twice.body.errors?.map((e) => e.field)).toEqual(['lines.1.quantity']);
    const stranger = await receive(api, po.id, [{ lineId: UNKNOWN_ID, quantity: 1 }]);
    expect(stranger.body.errors?.map((e) => e.field)).toEqual(['lines.0.lineId']);
    expect(await material(api, silk.id)).toMatchObject({ onHand: 12_000 });
    expect(await material(api, buttons.id)).toMatchObject({ onHand: 0 });
    expect((await api.call('GET', `/purchase-orders/${po.id}`)).body.data.purchaseOrder).toMatchObject({ status: 'partly-received' });
  });

  it('two deliveries of the last units at once: exactly one is received, the stock grows once', async () => {
    const api = await newStudioApi(t, 'premium');
    const { po, buttons } = await order(api);
    await api.call('POST', `/purchase-orders/${po.id}/send`);
    const buttonLine = po.lines[1]!;
    const both = await Promise.all([
      receive(api, po.id, [{ lineId: buttonLine.id, quantity: 40 }]),
      receive(api, po.id, [{ lineId: buttonLine.id, quantity: 40 }]),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await material(api, buttons.id)).toMatchObject({ onHand: 40 });
  });

  it('keeps an order readable after its material is deleted; that line can no longer be received', async () => {
    const api = await newStudioApi(t, 'premium');
    const { po, buttons } = await order(api);
    await api.call('POST', `/purchase-orders/${po.id}/send`);
    expect((await api.call('DELETE', `/materials/${buttons.id}`)).status).toBe(200);
    const kept = (await api.call('GET', `/purchase-orders/${po.id}`)).body.data.purchaseOrder as PurchaseOrder;
    expect(kept.lines[1]).toMatchObject({ materialId: null, materialName: 'Horn buttons', measure: 'count', quantity: 40, amount: 14 });
    const res = await receive(api, po.id, [{ lineId: kept.lines[1]!.id, quantity: 40 }]);
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors?.map((e) => e.field)).toEqual(['lines.0.lineId']);
  });

  it.each([
    ['no lines', { lines: [] }, 'lines'],
    ['a quantity of zero', { lines: [{ materialId: UNKNOWN_ID, quantity: 0, unitPrice: 1 }] }, 'lines.0.quantity'],
    ['a fraction of a millimetre', { lines: [{ materialId: UNKNOWN_ID, quantity: 2.5, unitPrice: 1 }] }, 'lines.0.quantity'],
    ['a price with three decimals', { lines: [{ materialId: UNKNOWN_ID, quantity: 1, unitPrice: 1.005 }] }, 'lines.0.unitPrice'],
    ['a negative price', { lines: [{ materialId: UNKNOWN_ID, quantity: 1, unitPrice: -1 }] }, 'lines.0.unitPrice'],
  ])('refuses %s with 422 naming the field', async (_label, body, field) => {
    const api = await newStudioApi(t, 'premium');
    const res = await api.call('POST', '/purchase-orders', { supplierId: UNKNOWN_ID, ...body });
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
  });

  it('answers another studio’s order, supplier and materials as not found', async () => {
    const mine = await newStudioApi(t, 'premium');
    const theirs = await newStudioApi(t, 'premium');
    const { po, supplier, silk } = await order(mine);
    for (const [method, path, body] of [
      ['GET', `/purchase-orders/${po.id}`, undefined],
      ['PATCH', `/purchase-orders/${po.id}`, { notes: 'Mine' }],
      ['DELETE', `/purchase-orders/${po.id}`, undefined],
      ['POST', `/purchase-orders/${po.id}/send`, undefined],
      ['POST', `/purchase-orders/${po.id}/cancel`, undefined],
      ['POST', `/purchase-orders/${po.id}/receive`, { lines: [{ lineId: po.lines[0]!.id, quantity: 1 }] }],
      ['GET', `/purchase-orders/${po.id}/pdf`, undefined],
    ] as const) {
      expect((await theirs.call(method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    const own = await stocked(theirs);
    const withMine = await theirs.call('POST', '/purchase-orders', {
      supplierId: own.supplier.id,
      lines: [{ materialId: silk.id, quantity: 1, unitPrice: 1 }],
    });
    expectErrorEnvelope(withMine.body, 404, 'NOT_FOUND');
    expect(withMine.body.errors?.map((e) => e.field)).toEqual(['lines.0.materialId']);
    const myLines = [{ materialId: own.silk.id, quantity: 1, unitPrice: 1 }];
    const mySupplier = await theirs.call('POST', '/purchase-orders', { supplierId: supplier.id, lines: myLines });
    expect(mySupplier.body.errors?.map((e) => e.field)).toEqual(['supplierId']);
    expect((await theirs.call('GET', '/purchase-orders')).body.data.purchaseOrders).toEqual([]);
  });

  it('is for managers and owners, on Premium and Enterprise', async () => {
    const owner = await newStudio(t, 'enterprise');
    const { po } = await order(owner.api);
    const staff = businessApi(t, (await joinedMember(t, owner, 'staff')).token);
    for (const res of [
      await staff.call('GET', '/purchase-orders'),
      await staff.call('GET', `/purchase-orders/${po.id}`),
      await staff.call('GET', `/purchase-orders/${po.id}/pdf`),
      await staff.call('POST', `/purchase-orders/${po.id}/send`),
      await receive(staff, po.id, [{ lineId: po.lines[0]!.id, quantity: 1 }]),
      await staff.call('DELETE', `/purchase-orders/${po.id}`),
    ])
      expectErrorEnvelope(res.body, 403, 'FORBIDDEN');
    const manager = businessApi(t, (await joinedMember(t, owner, 'manager')).token);
    expect((await manager.call('POST', `/purchase-orders/${po.id}/send`)).status).toBe(200);

    const free = await newStudioApi(t, 'free');
    expectErrorEnvelope((await free.call('GET', '/purchase-orders')).body, 403, 'FEATURE_NOT_AVAILABLE');
    const body = { supplierId: UNKNOWN_ID, lines: [{ materialId: UNKNOWN_ID, quantity: 1, unitPrice: 1 }] };
    expectErrorEnvelope((await free.call('POST', '/purchase-orders', body)).body, 403, 'FEATURE_NOT_AVAILABLE');
    expectErrorEnvelope((await free.call('POST', '/suppliers', { name: 'Soieries' })).body, 403, 'FEATURE_NOT_AVAILABLE');
  });

  it('prints the order as a PDF in the studio’s language, with its number, lines and total', async () => {
    const owner = await newStudio(t, 'premium');
    const { po } = await order(owner.api);
    const res = await t.request({ method: 'GET', url: `/api/v1/purchase-orders/${po.id}/pdf`, token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="PO-0001.pdf"');
    const text = (await extractPdf(res.rawPayload)).pages.join('\n');
    for (const words of [
      'Purchase order',
      'PO-0001',
      'Soieries Lyonnaises',
      'Silk charmeuse',
      '12.5 m',
      '40 units',
      '$33.33 / m',
      '$416.63',
      '$430.63',
    ])
      expect(text).toContain(words);

    const settings = await owner.api.call('PATCH', '/user/preferences', { settings: { language: 'fr' } });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const fr = await t.request({ method: 'GET', url: `/api/v1/purchase-orders/${po.id}/pdf`, token: owner.token });
    const french = (await extractPdf(fr.rawPayload)).pages.join('\n');
    for (const words of ['Bon de commande', 'PO-0001', 'Fournisseur', '12,5 m', '40 unités', '430,63']) expect(french).toContain(words);
  });
});
