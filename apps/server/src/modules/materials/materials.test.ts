import type { Material, Movement } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope, newStudio, newStudioApi, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { uploadPhoto } from '../../test/photos.js';
import { joinedMember } from '../../test/team.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;
const SILK = { kind: 'fabric', name: 'Silk charmeuse', fibre: 'Silk', colour: 'Ivory', widthMm: 1400, cost: 38.5, directional: true };

async function addMaterial(api: Api, body: Record<string, unknown> = SILK): Promise<Material> {
  const res = await api.call('POST', '/materials', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.material as Material;
}

/** Receipts and adjustments go to the stock's route; a project's movements to their own (decision 142). */
const STOCK = ['received', 'adjusted'];
async function move(api: Api, id: string, body: Record<string, unknown>) {
  return api.call('POST', `/materials/${id}/${STOCK.includes(body.kind as string) ? 'movements' : 'project-movements'}`, body);
}

async function moved(api: Api, id: string, body: Record<string, unknown>): Promise<Material> {
  const res = await move(api, id, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.material as Material;
}

describe('materials (decision 142)', () => {
  it('adds a fabric with no stock, its price in the currency, and finds it by an accent-free search', async () => {
    const api = await newStudioApi(t, 'premium');
    const silk = await addMaterial(api, { ...SILK, name: 'Crêpe de Chine' });
    expect(silk).toMatchObject({ kind: 'fabric', measure: 'length', widthMm: 1400, cost: 38.5, onHand: 0, reserved: 0, available: 0 });
    expect(silk).toMatchObject({ supplier: '', location: '', notes: '', low: false, directional: true, repeatMm: null });
    await addMaterial(api, { kind: 'notion', name: 'Covered buttons' });
    const found = await api.call('GET', '/materials?search=crepe&limit=10');
    expect((found.body.data.materials as Material[]).map((m) => m.name)).toEqual(['Crêpe de Chine']);
    const notions = await api.call('GET', '/materials?kind=notion');
    expect((notions.body.data.materials as Material[]).map((m) => [m.name, m.measure])).toEqual([['Covered buttons', 'count']]);
  });

  it('changes only the fields an edit sends, and clears one sent blank', async () => {
    const api = await newStudioApi(t, 'premium');
    const silk = await addMaterial(api, { ...SILK, supplier: 'Soieries de Lyon', location: 'Shelf B' });
    const renamed = await api.call('PATCH', `/materials/${silk.id}`, { name: 'Silk charmeuse, ivory' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data.material).toMatchObject({ name: 'Silk charmeuse, ivory', fibre: 'Silk', colour: 'Ivory' });
    expect(renamed.body.data.material).toMatchObject({ supplier: 'Soieries de Lyon', location: 'Shelf B', widthMm: 1400, cost: 38.5 });
    const cleared = await api.call('PATCH', `/materials/${silk.id}`, { location: '' });
    expect(cleared.body.data.material).toMatchObject({ location: '', supplier: 'Soieries de Lyon' });
  });

  it.each([
    ['a fabric without a width', { kind: 'fabric', name: 'Linen' }, 'widthMm'],
    ['an absurd width', { ...SILK, widthMm: 40_000 }, 'widthMm'],
    ['a width of a fraction of a millimetre', { ...SILK, widthMm: 1400.5 }, 'widthMm'],
    ['a negative cost', { ...SILK, cost: -1 }, 'cost'],
    ['a fabric counted in units', { ...SILK, measure: 'count' }, 'measure'],
    ['an unknown kind', { ...SILK, kind: 'leather' }, 'kind'],
    ['a blank name', { ...SILK, name: '  ' }, 'name'],
  ])('refuses %s with 422 naming the field', async (_label, body, field) => {
    const api = await newStudioApi(t, 'premium');
    const res = await api.call('POST', '/materials', body);
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
  });

  it('is Premium: a Free studio is offered the upgrade', async () => {
    const api = await newStudioApi(t, 'free');
    const res = await api.call('POST', '/materials', SILK);
    expectErrorEnvelope(res.body, 403, 'FEATURE_NOT_AVAILABLE');
  });

  it('answers another studio’s material as not found, on every door', async () => {
    const mine = await newStudioApi(t, 'premium');
    const theirs = await newStudioApi(t, 'premium');
    const silk = await addMaterial(mine);
    for (const [method, path, body] of [
      ['GET', `/materials/${silk.id}`, undefined],
      ['PATCH', `/materials/${silk.id}`, { name: 'Mine now' }],
      ['DELETE', `/materials/${silk.id}`, undefined],
      ['GET', `/materials/${silk.id}/movements`, undefined],
      ['POST', `/materials/${silk.id}/movements`, { kind: 'received', quantity: 1000 }],
      ['GET', `/materials/${UNKNOWN_ID}`, undefined],
    ] as const) {
      const res = await theirs.call(method, path, body);
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
    }
    expect((await mine.call('GET', `/materials/${silk.id}`)).body.data.material).toMatchObject({ name: 'Silk charmeuse', onHand: 0 });
  });
});

describe('the ledger (decision 142)', () => {
  it('receives, reserves, cuts, returns and adjusts; the sums are the ledger’s and say who and why', async () => {
    const { api } = await newStudio(t, 'premium');
    const client = await api.createClient();
    const gown = await api.createProject(client.id);
    const silk = await addMaterial(api, { ...SILK, lowStockLevel: 2000 });

    expect(await moved(api, silk.id, { kind: 'received', quantity: 5000 })).toMatchObject({ onHand: 5000, available: 5000, low: false });
    expect(await moved(api, silk.id, { kind: 'reserved', quantity: 3200, projectId: gown.id })).toMatchObject({
      onHand: 5000,
      reserved: 3200,
      available: 1800,
    });
    expect(await moved(api, silk.id, { kind: 'cut', quantity: 3000, projectId: gown.id })).toMatchObject({ onHand: 2000, reserved: 200 });
    expect(await moved(api, silk.id, { kind: 'released', quantity: 200, projectId: gown.id })).toMatchObject({ reserved: 0 });
    expect(await moved(api, silk.id, { kind: 'returned', quantity: 400, projectId: gown.id })).toMatchObject({ onHand: 2400 });
    const last = await moved(api, silk.id, { kind: 'adjusted', quantity: -700, reason: 'Water stain on the last metre' });
    expect(last).toMatchObject({ onHand: 1700, reserved: 0, available: 1700, low: true });

    const page = await api.call('GET', `/materials/${silk.id}/movements?limit=3`);
    const movements = page.body.data.movements as Movement[];
    expect(movements.map((m) => [m.kind, m.onHandChange, m.reservedChange])).toEqual([
      ['adjusted', -700, 0],
      ['returned', 400, 0],
      ['released', 0, -200],
    ]);
    expect(movements[0]).toMatchObject({ reason: 'Water stain on the last metre', project: null, by: { name: expect.any(String) } });
    expect(movements[1]!.project).toEqual({ id: gown.id, name: 'Wedding gown' });
    const all = await api.call('GET', `/materials/${silk.id}/movements`);
    const ledger = all.body.data.movements as Movement[];
    expect(ledger).toHaveLength(6);
    expect(ledger.reduce((sum, m) => sum + m.onHandChange, 0)).toBe(last.onHand);
    expect((await api.call('GET', '/materials?low=true')).body.data.materials).toMatchObject([{ id: silk.id }]);
  });

  it('refuses what is not there with a 409 naming the material and what is left, and changes nothing', async () => {
    const api = await newStudioApi(t, 'premium');
    const gown = await api.createProject((await api.createClient()).id);
    const silk = await addMaterial(api);
    await moved(api, silk.id, { kind: 'received', quantity: 1500 });
    const tooMuch = await move(api, silk.id, { kind: 'reserved', quantity: 2000, projectId: gown.id });
    expectErrorEnvelope(tooMuch.body, 409, 'INSUFFICIENT_STOCK');
    expect(tooMuch.body.message).toBe('Only 1.5 m of Silk charmeuse is available.');
    const overReleased = await move(api, silk.id, { kind: 'released', quantity: 1, projectId: gown.id });
    expect(overReleased.body.message).toBe('Only 0 m of Silk charmeuse is set aside for this project.');
    const belowZero = await move(api, silk.id, { kind: 'adjusted', quantity: -1501, reason: 'Count' });
    expectErrorEnvelope(belowZero.body, 409, 'INSUFFICIENT_STOCK');
    expect((await api.call('GET', `/materials/${silk.id}`)).body.data.material).toMatchObject({ onHand: 1500, reserved: 0 });
  });

  it('of two reservations of the last metre at once, exactly one is taken', async () => {
    const api = await newStudioApi(t, 'premium');
    const client = await api.createClient();
    const [a, b] = [await api.createProject(client.id), await api.createProject(client.id, { name: 'Veil' })];
    const silk = await addMaterial(api);
    await moved(api, silk.id, { kind: 'received', quantity: 1000 });
    const answers = await Promise.all(
      [a, b].map((project) => move(api, silk.id, { kind: 'reserved', quantity: 1000, projectId: project.id })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await api.call('GET', `/materials/${silk.id}`)).body.data.material).toMatchObject({
      onHand: 1000,
      reserved: 1000,
      available: 0,
    });
  });

  it.each([
    ['zero', { kind: 'received', quantity: 0 }, 'quantity'],
    ['a negative receipt', { kind: 'received', quantity: -5 }, 'quantity'],
    ['a fraction of a millimetre', { kind: 'received', quantity: 2.5 }, 'quantity'],
    ['an absurd quantity', { kind: 'received', quantity: 5_000_000 }, 'quantity'],
    ['an adjustment without a reason', { kind: 'adjusted', quantity: 10 }, 'reason'],
    ['a reservation without a project', { kind: 'reserved', quantity: 10 }, 'projectId'],
    ['a receipt for a project', { kind: 'received', quantity: 10, projectId: UNKNOWN_ID }, 'projectId'],
  ])('refuses %s with 422 naming the field', async (_label, body, field) => {
    const api = await newStudioApi(t, 'premium');
    const silk = await addMaterial(api);
    const res = await move(api, silk.id, body);
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
  });

  it('refuses another studio’s project as a reference, naming the field', async () => {
    const api = await newStudioApi(t, 'premium');
    const other = await newStudioApi(t, 'premium');
    const theirGown = await other.createProject((await other.createClient()).id);
    const silk = await addMaterial(api);
    await moved(api, silk.id, { kind: 'received', quantity: 1000 });
    const res = await move(api, silk.id, { kind: 'reserved', quantity: 100, projectId: theirGown.id });
    expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
    expect(res.body.errors?.map((e) => e.field)).toEqual(['projectId']);
  });

  it('staff read and reserve stock without seeing prices; receiving, adjusting and deleting are refused', async () => {
    const owner = await newStudio(t, 'enterprise');
    const staff = await joinedMember(t, owner, 'staff');
    const staffApi = businessApi(t, staff.token);
    const gown = await owner.api.createProject((await owner.api.createClient()).id);
    const silk = await addMaterial(owner.api);
    await moved(owner.api, silk.id, { kind: 'received', quantity: 4000 });

    expect((await staffApi.call('GET', `/materials/${silk.id}`)).body.data.material).toMatchObject({ cost: null, onHand: 4000 });
    expect(await moved(staffApi, silk.id, { kind: 'reserved', quantity: 2500, projectId: gown.id })).toMatchObject({ reserved: 2500 });
    for (const res of [
      await move(staffApi, silk.id, { kind: 'received', quantity: 100 }),
      await move(staffApi, silk.id, { kind: 'adjusted', quantity: -100, reason: 'Count' }),
      await staffApi.call('PATCH', `/materials/${silk.id}`, { cost: 1 }),
      await staffApi.call('DELETE', `/materials/${silk.id}`),
      await staffApi.call('POST', '/materials', SILK),
    ])
      expectErrorEnvelope(res.body, 403, 'FORBIDDEN');
  });

  it('keeps a material set aside for a project; once released it is deleted with its ledger', async () => {
    const api = await newStudioApi(t, 'premium');
    const gown = await api.createProject((await api.createClient()).id);
    const silk = await addMaterial(api);
    await moved(api, silk.id, { kind: 'received', quantity: 1000 });
    await moved(api, silk.id, { kind: 'reserved', quantity: 600, projectId: gown.id });
    expectErrorEnvelope((await api.call('DELETE', `/materials/${silk.id}`)).body, 409, 'MATERIAL_RESERVED');
    await moved(api, silk.id, { kind: 'released', quantity: 600, projectId: gown.id });
    const gone = await api.call('DELETE', `/materials/${silk.id}`);
    expect(gone.body.data).toEqual({ deleted: { movements: 3 } });
    expectErrorEnvelope((await api.call('GET', `/materials/${silk.id}`)).body, 404, 'NOT_FOUND');
  });
});

describe('a material’s photos (decision 142)', () => {
  it('keeps the bolt’s photo with the material: staff see it, only buyers add it, another studio never reaches it', async () => {
    const owner = await newStudio(t, 'enterprise');
    const silk = await addMaterial(owner.api);
    const added = await uploadPhoto(t, owner.token, { subject: 'material', subjectId: silk.id, kind: 'fabric' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data.photo).toMatchObject({ subject: 'material', subjectId: silk.id, kind: 'fabric' });

    const staff = await joinedMember(t, owner, 'staff');
    const seen = await businessApi(t, staff.token).call('GET', `/photos?subject=material&subjectId=${silk.id}`);
    expect((seen.body.data.photos as { subjectId: string }[]).map((p) => p.subjectId)).toEqual([silk.id]);
    expect((await uploadPhoto(t, staff.token, { subject: 'material', subjectId: silk.id })).statusCode).toBe(403);

    const stranger = await newStudio(t, 'premium');
    expect((await uploadPhoto(t, stranger.token, { subject: 'material', subjectId: silk.id })).statusCode).toBe(404);
    expect((await stranger.api.call('GET', `/photos?subject=material&subjectId=${silk.id}`)).status).toBe(404);

    // The photo goes with its material.
    expect((await owner.api.call('DELETE', `/materials/${silk.id}`)).status).toBe(200);
    const after = await owner.api.call('GET', `/photos?subject=material&subjectId=${silk.id}`);
    expect(after.status).toBe(404);
  });
});
