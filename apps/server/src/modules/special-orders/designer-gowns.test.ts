import type { Material, PurchaseOrder, SpecialOrder } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, type businessApi } from '../../test/business.js';
import { mailParts } from '../../test/fixtures.js';
import { createTestApp, outboxFor, uniqueEmail, type TestApp } from '../../test/harness.js';
import { messagingStudio } from '../../test/messaging.js';

/**
 * Decision 220: a designer's order carries the brides' gowns. Its draft keeps them when edited, and
 * the special orders follow it: sent, they are ordered; their lines received, they are received
 * and the bride is told.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;

async function answered<T>(api: Api, method: 'GET' | 'POST' | 'PATCH', path: string, key: string, body?: Record<string, unknown>) {
  const res = await api.call(method, path, body);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.data[key] as T;
}

/** A bride's gown of PR-2218 on a draft to Pronovias, and a fabric the studio also buys there. */
async function onDesignerOrder(api: Api, bride: Record<string, unknown> = {}) {
  const designer = await answered<{ id: string }>(api, 'POST', '/suppliers', 'supplier', { name: 'Pronovias' });
  const style = await answered<{ id: string }>(api, 'POST', '/designer-styles', 'designerStyle', {
    designerId: designer.id,
    styleNumber: 'PR-2218',
    name: 'Aurore',
    sizes: ['12'],
    cost: 1290.5,
  });
  const client = await api.createClient({ name: 'Léa Fontaine', ...bride });
  const order = await answered<SpecialOrder>(api, 'POST', '/special-orders', 'specialOrder', {
    clientId: client.id,
    styleId: style.id,
    size: '12',
    price: 2890,
    deposit: 1445,
    weddingDate: '2099-09-12',
  });
  const [made] = await answered<SpecialOrder[]>(api, 'POST', '/special-orders/designer-order', 'specialOrders', { orderIds: [order.id] });
  const tulle = await answered<Material>(api, 'POST', '/materials', 'material', { kind: 'fabric', name: 'Silk tulle', widthMm: 3000 });
  const po = await answered<PurchaseOrder>(api, 'GET', `/purchase-orders/${made!.opened.purchaseOrderId}`, 'purchaseOrder');
  return { order, po, tulle };
}

/** The order as the studio's list shows it (there is no page of one special order). */
const read = async (api: Api, id: string) =>
  (await answered<SpecialOrder[]>(api, 'GET', '/special-orders', 'specialOrders')).find((o) => o.id === id)!;
const stateOf = async (api: Api, id: string) => (await read(api, id)).state;

describe('a designer’s order with a bride’s gown', () => {
  it('keeps the gown on its draft at the price the designer quoted, beside a fabric added to it', async () => {
    const s = await messagingStudio(t);
    const { order, po, tulle } = await onDesignerOrder(s.api);
    expect(po.lines).toMatchObject([{ materialId: null, specialOrderId: order.id, quantity: 1, unitPrice: 1290.5 }]);
    const edited = await answered<PurchaseOrder>(s.api, 'PATCH', `/purchase-orders/${po.id}`, 'purchaseOrder', {
      lines: [
        { specialOrderId: order.id, quantity: 1, unitPrice: 1310.25 },
        { materialId: tulle.id, quantity: 2500, unitPrice: 18.4 },
      ],
    });
    expect(edited.lines.map((l) => [l.materialName, l.specialOrderId, l.amount])).toEqual([
      ['PR-2218 Aurore (Pronovias) – Size 12 – Léa Fontaine', order.id, 1310.25],
      ['Silk tulle', null, 46],
    ]);
    expect(edited.total).toBe(1356.25);
  });

  it('refuses a gown the draft does not hold on its field, and gives back to order a gown taken off it', async () => {
    const s = await messagingStudio(t);
    const { order, po, tulle } = await onDesignerOrder(s.api);
    const other = await onDesignerOrder(s.api, { name: 'Chloé Martin' });
    const res = await s.api.call('PATCH', `/purchase-orders/${po.id}`, {
      lines: [{ specialOrderId: other.order.id, quantity: 1, unitPrice: 1000 }],
    });
    expectErrorEnvelope(res.body, 404);
    expect(res.body.errors?.[0]?.field).toBe('lines.0.specialOrderId');
    const neither = await s.api.call('PATCH', `/purchase-orders/${po.id}`, { lines: [{ quantity: 1, unitPrice: 1000 }] });
    expectErrorEnvelope(neither.body, 422);

    await answered(s.api, 'PATCH', `/purchase-orders/${po.id}`, 'purchaseOrder', {
      lines: [{ materialId: tulle.id, quantity: 1000, unitPrice: 18.4 }],
    });
    const released = await read(s.api, order.id);
    expect(released.opened.purchaseOrderId).toBeNull();
    const again = await answered<SpecialOrder[]>(s.api, 'POST', '/special-orders/designer-order', 'specialOrders', {
      orderIds: [order.id],
    });
    expect(again[0]!.opened.purchaseOrderId).toEqual(expect.any(String));
  });

  it('orders the gown when sent, and once its line is received the gown is received and the bride told in French', async () => {
    const s = await messagingStudio(t, { name: 'Maison Lumière' });
    const email = uniqueEmail('bride');
    const { order, po, tulle } = await onDesignerOrder(s.api, { email, language: 'fr', preferredChannel: 'email' });
    const draft = await answered<PurchaseOrder>(s.api, 'PATCH', `/purchase-orders/${po.id}`, 'purchaseOrder', {
      lines: [
        { specialOrderId: order.id, quantity: 1, unitPrice: 1290.5 },
        { materialId: tulle.id, quantity: 2500, unitPrice: 18.4 },
      ],
    });
    await answered(s.api, 'POST', `/purchase-orders/${po.id}/send`, 'purchaseOrder');
    expect(await stateOf(s.api, order.id)).toBe('ordered');

    const [gown, fabric] = draft.lines;
    const part = await answered<PurchaseOrder>(s.api, 'POST', `/purchase-orders/${po.id}/receive`, 'purchaseOrder', {
      lines: [{ lineId: fabric!.id, quantity: 2500 }],
    });
    expect(part.status).toBe('partly-received');
    expect(await stateOf(s.api, order.id)).toBe('ordered');
    expect(outboxFor(t.dataDir, email)).toEqual([]);

    const done = await answered<PurchaseOrder>(s.api, 'POST', `/purchase-orders/${po.id}/receive`, 'purchaseOrder', {
      lines: [{ lineId: gown!.id, quantity: 1 }],
    });
    expect(done.status).toBe('received');
    expect(await stateOf(s.api, order.id)).toBe('received');
    const mails = outboxFor(t.dataDir, email);
    expect(mails).toHaveLength(1);
    const body = mailParts(mails[0]!)
      .find((p) => p.contentType === 'text/plain')!
      .body.replace(/\s+/g, ' ');
    expect(body).toContain('votre robe Aurore est arrivée');
    // The gown moved no stock: only the tulle was received into it.
    const stock = await answered<Material>(s.api, 'GET', `/materials/${tulle.id}`, 'material');
    expect(stock.onHand).toBe(2500);
  });
});
