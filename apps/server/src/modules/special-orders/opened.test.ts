import type { Contract, Invoice, PurchaseOrder, SpecialOrder } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { expectErrorEnvelope, newStudio, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { issuingStudio } from '../../test/issuing.js';

/**
 * Decision 217: a special order opens, once each, the bride's invoice with its deposit, the
 * agreement she signs with the order's own figures, and the order to its designer.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

type Api = Awaited<ReturnType<typeof newStudio>>['api'];
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

async function data(api: Api, method: 'GET' | 'POST', path: string, body?: Record<string, unknown>, status = method === 'GET' ? 200 : 201) {
  const res = await api.call(method, path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body.data as Record<string, unknown>;
}

/** A designer, two of its styles (one with the boutique's cost) and a bride's order for each. */
async function boutique(api: Api, bride: { name: string; language?: string; email?: string }) {
  const designer = (await data(api, 'POST', '/suppliers', { name: 'Pronovias', leadTimeDays: 120 })).supplier as { id: string };
  const style = async (styleNumber: string, name: string, cost?: number) =>
    (await data(api, 'POST', '/designer-styles', { designerId: designer.id, styleNumber, name, sizes: ['10', '12'], cost }))
      .designerStyle as {
      id: string;
    };
  const aurore = await style('PR-2218', 'Aurore', 1290.5);
  const client = await api.createClient(bride);
  const order = async (styleId: string, clientId = client.id, size = '12') =>
    (
      await data(api, 'POST', '/special-orders', {
        clientId,
        styleId,
        colour: 'Ivoire',
        size,
        price: 2890.1,
        deposit: 1445.05,
        weddingDate: '2099-09-12',
      })
    ).specialOrder as SpecialOrder;
  return { designer, aurore, style, client, order };
}

describe('the bride’s invoice', () => {
  it('drafts the gown at its price asking the deposit, once; the deposit invoice leaves the balance to the cent', async () => {
    const s = await issuingStudio(t);
    await s.settings({ depositMode: 'invoice' });
    const b = await boutique(s.api, { name: 'Léa Fontaine' });
    const order = await b.order(b.aurore.id);
    const made = (await data(s.api, 'POST', `/special-orders/${order.id}/invoice`)).specialOrder as SpecialOrder;
    expect(made.opened.invoiceId).toEqual(expect.any(String));
    const invoice = (await data(s.api, 'GET', `/invoices/${made.opened.invoiceId}`)).invoice as Invoice;
    expect(invoice).toMatchObject({
      clientId: { id: b.client.id, name: 'Léa Fontaine' },
      amount: 2890.1,
      deposit: { type: 'amount', value: 1445.05, amount: 1445.05 },
      items: [{ description: 'PR-2218 Aurore (Pronovias) – Ivoire – Size 12', amount: 2890.1 }],
    });
    expectErrorEnvelope((await s.api.call('POST', `/special-orders/${order.id}/invoice`)).body, 409, 'SPECIAL_ORDER_INVOICED');

    const split = await data(s.api, 'POST', `/invoices/${invoice.id}/deposit-invoice`);
    expect(split.depositInvoice).toMatchObject({ kind: 'deposit', amount: 1445.05 });
    expect(split.invoice).toMatchObject({ deducted: 1445.05, balanceDue: 1445.05 });
  });
});

describe('the special-order agreement', () => {
  it('is drafted in the bride’s language and sent with the order’s own figures, once', async () => {
    const s = await issuingStudio(t);
    // Paid, not a trial: a trial without a card mails no client (decision 055).
    await t.ctx.db.update(users).set({ subscriptionStatus: 'active', phone: '+33 1 42 00 00 00' }).where(eq(users.id, s.user.id));
    const b = await boutique(s.api, { name: 'Léa Fontaine', language: 'fr', email: 'lea@example.com' });
    const order = await b.order(b.aurore.id);
    const made = (await data(s.api, 'POST', `/special-orders/${order.id}/agreement`)).specialOrder as SpecialOrder;
    const id = made.opened.contractId;
    const draft = (await data(s.api, 'GET', `/contracts/${id}`)).contract as Contract;
    expect(draft).toMatchObject({ title: 'Bon de commande spéciale – PR-2218 Aurore', status: 'draft', eventDate: '2099-09-12' });
    expect(draft.body).toContain('{{order.balance}}');
    expectErrorEnvelope((await s.api.call('POST', `/special-orders/${order.id}/agreement`)).body, 409, 'SPECIAL_ORDER_AGREED');

    // The price changes before sending: she signs the order as it then stands.
    expect((await s.api.call('PATCH', `/special-orders/${order.id}`, { price: 3000, deposit: 1500.5 })).status).toBe(200);
    const sent = (await data(s.api, 'POST', `/contracts/${id}/send`, undefined, 200)).contract as { filledBody: string };
    const filled = plain(sent.filledBody);
    expect(filled).toContain('PR-2218 Aurore (Pronovias), coloris Ivoire, taille 12');
    expect(filled).toContain('Le prix est de 3 000,00 $');
    expect(filled).toContain('L’acompte de 1 500,50 $');
    expect(filled).toContain('Le solde de 1 499,50 $');
    expect(filled).not.toContain('{{');
  });
});

describe('the order to the designer', () => {
  it('puts a party’s gowns on one purchase order per designer at the catalogue’s cost, each gown once', async () => {
    const { api } = await newStudio(t, 'premium');
    const b = await boutique(api, { name: 'Léa Fontaine' });
    const maid = await api.createClient({ name: 'Chloé Martin' });
    const first = await b.order(b.aurore.id);
    const second = await b.order(b.aurore.id, maid.id, '10');
    const other = (await data(api, 'POST', '/suppliers', { name: 'Rosa Clará' })).supplier as { id: string };
    const otherStyle = (await data(api, 'POST', '/designer-styles', { designerId: other.id, styleNumber: 'RC-9', name: 'Brisa' }))
      .designerStyle as { id: string };
    const third = await b.order(otherStyle.id, maid.id, '10');

    const answer = await data(api, 'POST', '/special-orders/designer-order', { orderIds: [first.id, second.id, third.id] });
    const orders = answer.specialOrders as SpecialOrder[];
    const [poA, , poB] = orders.map((o) => o.opened.purchaseOrderId);
    expect(orders[1]!.opened.purchaseOrderId).toBe(poA);
    expect(poB).not.toBe(poA);
    const po = (await data(api, 'GET', `/purchase-orders/${poA}`)).purchaseOrder as PurchaseOrder;
    expect(po).toMatchObject({ status: 'draft', supplier: { id: b.designer.id }, total: 2581 });
    expect(po.lines.map((l) => [l.materialName, l.quantity, l.unitPrice])).toEqual([
      ['PR-2218 Aurore (Pronovias) – Ivoire – Size 12 – Léa Fontaine', 1, 1290.5],
      ['PR-2218 Aurore (Pronovias) – Ivoire – Size 10 – Chloé Martin', 1, 1290.5],
    ]);
    // No cost in the catalogue: the line reads 0, to fill on the draft.
    const rosa = (await data(api, 'GET', `/purchase-orders/${poB}`)).purchaseOrder as PurchaseOrder;
    expect(rosa.lines.map((l) => l.unitPrice)).toEqual([0]);

    const again = await api.call('POST', '/special-orders/designer-order', { orderIds: [second.id] });
    expectErrorEnvelope(again.body, 409, 'SPECIAL_ORDER_ON_DESIGNER_ORDER');
    expect(again.body.message).toContain('PR-2218');
  });

  it('refuses an order of another studio or none on the field that names it, writing nothing', async () => {
    const { api } = await newStudio(t, 'premium');
    const mine = await boutique(api, { name: 'Léa Fontaine' });
    const theirs = await boutique((await newStudio(t, 'premium')).api, { name: 'Inès Moreau' });
    const own = await mine.order(mine.aurore.id);
    const foreign = await theirs.order(theirs.aurore.id);
    for (const id of [foreign.id, UNKNOWN_ID, 'not-an-id']) {
      const res = await api.call('POST', '/special-orders/designer-order', { orderIds: [own.id, id] });
      expectErrorEnvelope(res.body, 404);
      expect(res.body.errors?.[0]?.field).toBe('orderIds.1');
    }
    const list = (await data(api, 'GET', '/purchase-orders')).purchaseOrders as unknown[];
    expect(list).toEqual([]);
    const refused = await api.call('POST', '/special-orders/designer-order', { orderIds: [] });
    expectErrorEnvelope(refused.body, 422);
  });
});
