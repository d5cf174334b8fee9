import type { Supplier } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope, newStudio, newStudioApi, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { joinedMember } from '../../test/team.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;
const MERCHANT = {
  name: 'Tissus Reine',
  contact: 'Hélène Marchand',
  email: ' Orders@Tissus-Reine.example ',
  phone: '+33 1 46 06 02 31',
  leadTimeDays: 7,
};

async function addSupplier(api: Api, body: Record<string, unknown> = MERCHANT): Promise<Supplier> {
  const res = await api.call('POST', '/suppliers', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.supplier as Supplier;
}

describe('suppliers (decision 145)', () => {
  it('adds a supplier as people write it and finds it by an accent-free search of its name or contact', async () => {
    const api = await newStudioApi(t, 'premium');
    const reine = await addSupplier(api);
    expect(reine).toMatchObject({ name: 'Tissus Reine', contact: 'Hélène Marchand', email: 'orders@tissus-reine.example' });
    expect(reine).toMatchObject({ phone: '+33 1 46 06 02 31', leadTimeDays: 7, notes: '', purchaseOrders: 0 });
    const bare = await addSupplier(api, { name: 'Zipper Depot' });
    expect(bare).toMatchObject({ contact: '', email: '', phone: '', leadTimeDays: null, notes: '' });

    const byContact = await api.call('GET', '/suppliers?search=helene&limit=10');
    expect((byContact.body.data.suppliers as Supplier[]).map((s) => s.name)).toEqual(['Tissus Reine']);
    const page = await api.call('GET', '/suppliers?limit=1');
    expect((page.body.data.suppliers as Supplier[]).map((s) => s.name)).toEqual(['Zipper Depot']);
    const next = await api.call('GET', `/suppliers?limit=1&cursor=${String(page.body.data.nextCursor)}`);
    expect((next.body.data.suppliers as Supplier[]).map((s) => s.name)).toEqual(['Tissus Reine']);
  });

  it('changes only what is sent, and clears what is sent blank', async () => {
    const api = await newStudioApi(t, 'premium');
    const reine = await addSupplier(api);
    const res = await api.call('PATCH', `/suppliers/${reine.id}`, { leadTimeDays: 10, contact: '  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.supplier).toMatchObject({ name: 'Tissus Reine', leadTimeDays: 10, contact: '', phone: MERCHANT.phone });
  });

  it.each([
    ['a blank name', { name: '  ' }, 'name'],
    ['a lead time of more than a year', { ...MERCHANT, leadTimeDays: 400 }, 'leadTimeDays'],
    ['a lead time of half a day', { ...MERCHANT, leadTimeDays: 1.5 }, 'leadTimeDays'],
    ['a negative lead time', { ...MERCHANT, leadTimeDays: -1 }, 'leadTimeDays'],
    ['an email that is not one', { ...MERCHANT, email: 'orders at reine' }, 'email'],
  ])('refuses %s with 422 naming the field', async (_label, body, field) => {
    const api = await newStudioApi(t, 'premium');
    const res = await api.call('POST', '/suppliers', body);
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
  });

  it('is Premium: a Free studio is offered the upgrade', async () => {
    const api = await newStudioApi(t, 'free');
    expectErrorEnvelope((await api.call('POST', '/suppliers', MERCHANT)).body, 403, 'FEATURE_NOT_AVAILABLE');
    expectErrorEnvelope((await api.call('GET', '/suppliers')).body, 403, 'FEATURE_NOT_AVAILABLE');
  });

  it('answers another studio’s supplier as not found, on every door', async () => {
    const mine = await newStudioApi(t, 'premium');
    const theirs = await newStudioApi(t, 'premium');
    const reine = await addSupplier(mine);
    for (const [method, path, body] of [
      ['GET', `/suppliers/${reine.id}`, undefined],
      ['PATCH', `/suppliers/${reine.id}`, { name: 'Mine now' }],
      ['DELETE', `/suppliers/${reine.id}`, undefined],
      ['GET', `/suppliers/${UNKNOWN_ID}`, undefined],
    ] as const) {
      expectErrorEnvelope((await theirs.call(method, path, body)).body, 404, 'NOT_FOUND');
    }
    expect((await theirs.call('GET', '/suppliers')).body.data.suppliers).toEqual([]);
    expect((await mine.call('GET', `/suppliers/${reine.id}`)).body.data.supplier).toMatchObject({ name: 'Tissus Reine' });
  });

  it('is for managers and owners: staff may not read, add, change or delete suppliers', async () => {
    const owner = await newStudio(t, 'enterprise');
    const staff = businessApi(t, (await joinedMember(t, owner, 'staff')).token);
    const manager = businessApi(t, (await joinedMember(t, owner, 'manager')).token);
    const reine = await addSupplier(manager);
    for (const res of [
      await staff.call('GET', '/suppliers'),
      await staff.call('GET', `/suppliers/${reine.id}`),
      await staff.call('POST', '/suppliers', MERCHANT),
      await staff.call('PATCH', `/suppliers/${reine.id}`, { name: 'Renamed' }),
      await staff.call('DELETE', `/suppliers/${reine.id}`),
    ])
      expectErrorEnvelope(res.body, 403, 'FORBIDDEN');
    expect((await owner.api.call('DELETE', `/suppliers/${reine.id}`)).status).toBe(200);
  });

  it('deletes a supplier never ordered from; one with a purchase order is kept with it (409)', async () => {
    const api = await newStudioApi(t, 'premium');
    const unused = await addSupplier(api, { name: 'Button Bazaar' });
    expect((await api.call('DELETE', `/suppliers/${unused.id}`)).status).toBe(200);
    expectErrorEnvelope((await api.call('GET', `/suppliers/${unused.id}`)).body, 404, 'NOT_FOUND');

    const reine = await addSupplier(api);
    const silk = await api.call('POST', '/materials', { kind: 'fabric', name: 'Silk', widthMm: 1400 });
    const order = await api.call('POST', '/purchase-orders', {
      supplierId: reine.id,
      lines: [{ materialId: (silk.body.data.material as { id: string }).id, quantity: 5000, unitPrice: 20 }],
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const refused = await api.call('DELETE', `/suppliers/${reine.id}`);
    expectErrorEnvelope(refused.body, 409, 'SUPPLIER_HAS_ORDERS');
    expect(refused.body.message).toBe('Tissus Reine has 1 purchase order and is kept with them.');
    expect((await api.call('GET', `/suppliers/${reine.id}`)).body.data.supplier).toMatchObject({ purchaseOrders: 1 });
  });
});
