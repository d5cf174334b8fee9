import type { BillOfMaterials, Material, Movement, ProjectMaterialLine } from '@atelier/shared';
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
const SILK = { kind: 'fabric', name: 'Silk charmeuse', widthMm: 1400, cost: 38.5 };
const BUTTONS = { kind: 'notion', name: 'Covered buttons', cost: 0.35 };

async function material(api: Api, body: Record<string, unknown>, receive = 0): Promise<Material> {
  const res = await api.call('POST', '/materials', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const made = res.body.data.material as Material;
  if (receive > 0)
    expect((await api.call('POST', `/materials/${made.id}/movements`, { kind: 'received', quantity: receive })).status).toBe(201);
  return made;
}

const stock = async (api: Api, id: string) => (await api.call('GET', `/materials/${id}`)).body.data.material as Material;

async function bill(api: Api, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, status = 200) {
  const res = await api.call(method, path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body.data.materials as BillOfMaterials;
}

/** A studio with a gown needing 3.2 m of silk (5 m on hand) and 12 buttons (40 in stock). */
async function gownWithMaterials(plan: 'premium' | 'enterprise' = 'premium') {
  const studio = await newStudio(t, plan);
  const { api } = studio;
  const gown = await api.createProject((await api.createClient()).id);
  const silk = await material(api, SILK, 5000);
  const buttons = await material(api, BUTTONS, 40);
  await bill(api, 'POST', `/projects/${gown.id}/materials`, { materialId: silk.id, quantity: 3200 }, 201);
  const added = await bill(api, 'POST', `/projects/${gown.id}/materials`, { materialId: buttons.id, quantity: 12 }, 201);
  const [silkLine, buttonLine] = added.lines as [ProjectMaterialLine, ProjectMaterialLine];
  return { ...studio, gown, silk, buttons, silkLine, buttonLine, path: `/projects/${gown.id}/materials` };
}

describe('a project’s bill of materials (decision 144)', () => {
  it('lists each line with its material, what is needed, reserved and cut, and the cost in exact cents', async () => {
    const { api, path, silk, silkLine, buttonLine } = await gownWithMaterials();
    expect(silkLine).toMatchObject({
      material: { id: silk.id, name: 'Silk charmeuse', kind: 'fabric', measure: 'length', widthMm: 1400, available: 5000, cost: 38.5 },
      quantity: 3200,
      reserved: 0,
      cut: 0,
      toReserve: 3200,
      // 3.2 m × 38.50 = 123.20
      cost: 123.2,
      source: '',
      layoutId: null,
    });
    // 12 × 0.35 = 4.20, never 4.199999…
    expect(buttonLine).toMatchObject({ quantity: 12, cost: 4.2, material: { measure: 'count' } });
    const read = await bill(api, 'GET', path);
    expect(read.totalCost).toBe(127.4);
    expect(read.unpricedLines).toBe(0);
    expect(read.invoiceLines?.atCost).toEqual({ description: 'Materials: Wedding gown', quantity: 1, rate: 127.4, amount: 127.4 });
  });

  it('words the suggested invoice line in the language the project’s client reads invoices in', async () => {
    const { api } = await newStudio(t, 'premium');
    const client = await api.createClient({ name: 'Élodie Marchand', language: 'fr' });
    const robe = await api.createProject(client.id, { name: 'Robe de mariée' });
    const silk = await material(api, SILK, 2000);
    const read = await bill(api, 'POST', `/projects/${robe.id}/materials`, { materialId: silk.id, quantity: 1000 }, 201);
    expect(read.invoiceLines?.atCost).toEqual({ description: 'Fournitures : Robe de mariée', quantity: 1, rate: 38.5, amount: 38.5 });
  });

  it('rounds a line half-up to the cent and adds the studio’s markup to the invoice line', async () => {
    const { api } = await newStudio(t, 'premium');
    const gown = await api.createProject((await api.createClient()).id);
    const lining = await material(api, { kind: 'notion', measure: 'length', name: 'Bemberg lining', cost: 12.99 });
    // 1.255 m × 12.99 = 16.30245 → 16.30
    const added = await bill(api, 'POST', `/projects/${gown.id}/materials`, { materialId: lining.id, quantity: 1255 }, 201);
    expect(added.lines[0]!.cost).toBe(16.3);
    expect((await api.call('PATCH', '/studio', { materialsMarkupPercent: 12.5 })).status).toBe(200);
    const read = await bill(api, 'GET', `/projects/${gown.id}/materials`);
    expect(read.markupPercent).toBe(12.5);
    // 16.30 × 1.125 = 18.3375 → 18.34
    expect(read.invoiceLines?.withMarkup).toMatchObject({ quantity: 1, rate: 18.34, amount: 18.34 });
    expect(read.invoiceLines?.atCost.rate).toBe(16.3);
  });

  it('keeps a layout’s length with its source and layout, and a new quantity on PATCH', async () => {
    const { api, path, silkLine } = await gownWithMaterials();
    const changed = await bill(api, 'PATCH', `${path}/${silkLine.id}`, { quantity: 2750, source: 'layout', layoutId: 'layout-1' });
    expect(changed.lines[0]).toMatchObject({ quantity: 2750, source: 'layout', layoutId: 'layout-1', cost: 105.88 });
  });

  it('reserves what the line still needs, cuts what is reserved, and refuses more than is left with a 409 naming it', async () => {
    const { api, path, gown, silk, silkLine } = await gownWithMaterials();
    const reserved = await bill(api, 'POST', `${path}/${silkLine.id}/reserve`, {}, 201);
    expect(reserved.lines[0]).toMatchObject({ reserved: 3200, toReserve: 0, material: { available: 1800 } });
    expectErrorEnvelope((await api.call('POST', `${path}/${silkLine.id}/reserve`, {})).body, 422, 'VALIDATION_ERROR');
    const tooMuch = await api.call('POST', `${path}/${silkLine.id}/reserve`, { quantity: 2000 });
    expectErrorEnvelope(tooMuch.body, 409, 'INSUFFICIENT_STOCK');
    expect(tooMuch.body.message).toBe('Only 1.8 m of Silk charmeuse is available.');

    const cut = await bill(api, 'POST', `${path}/${silkLine.id}/cut`, {}, 201);
    expect(cut.lines[0]).toMatchObject({ reserved: 0, cut: 3200, toReserve: 0 });
    expect(await stock(api, silk.id)).toMatchObject({ onHand: 1800, reserved: 0, available: 1800 });
    const movements = (await api.call('GET', `/materials/${silk.id}/movements`)).body.data.movements as Movement[];
    expect(movements.slice(0, 2).map((m) => [m.kind, m.onHandChange, m.reservedChange, m.project?.id])).toEqual([
      ['cut', -3200, -3200, gown.id],
      ['reserved', 0, 3200, gown.id],
    ]);
  });

  it('of two projects reserving the last metre at once, exactly one gets it', async () => {
    const { api } = await newStudio(t, 'premium');
    const client = await api.createClient();
    const [a, b] = [await api.createProject(client.id), await api.createProject(client.id, { name: 'Veil' })];
    const silk = await material(api, SILK, 1000);
    const lines = await Promise.all(
      [a, b].map(
        async (p) => (await bill(api, 'POST', `/projects/${p.id}/materials`, { materialId: silk.id, quantity: 1000 }, 201)).lines[0]!,
      ),
    );
    const answers = await Promise.all([a, b].map((p, i) => api.call('POST', `/projects/${p.id}/materials/${lines[i]!.id}/reserve`, {})));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await stock(api, silk.id)).toMatchObject({ onHand: 1000, reserved: 1000, available: 0 });
  });

  it('removing a line gives back what it reserved; what was cut stays cut', async () => {
    const { api, path, silk, silkLine } = await gownWithMaterials();
    await bill(api, 'POST', `${path}/${silkLine.id}/reserve`, {}, 201);
    await bill(api, 'POST', `${path}/${silkLine.id}/cut`, { quantity: 1000 }, 201);
    const left = await bill(api, 'DELETE', `${path}/${silkLine.id}`);
    expect(left.lines.map((l) => l.material.name)).toEqual(['Covered buttons']);
    expect(await stock(api, silk.id)).toMatchObject({ onHand: 4000, reserved: 0, available: 4000 });
  });

  it('deleting the project returns every reservation not cut, with movements naming it', async () => {
    const { api, path, gown, silk, buttons, silkLine, buttonLine } = await gownWithMaterials();
    await bill(api, 'POST', `${path}/${silkLine.id}/reserve`, {}, 201);
    await bill(api, 'POST', `${path}/${silkLine.id}/cut`, { quantity: 1200 }, 201);
    await bill(api, 'POST', `${path}/${buttonLine.id}/reserve`, {}, 201);
    expect((await api.call('DELETE', `/projects/${gown.id}`)).status).toBe(200);
    expect(await stock(api, silk.id)).toMatchObject({ onHand: 3800, reserved: 0, available: 3800 });
    expect(await stock(api, buttons.id)).toMatchObject({ onHand: 40, reserved: 0, available: 40 });
    const [released] = (await api.call('GET', `/materials/${silk.id}/movements`)).body.data.movements as Movement[];
    expect(released).toMatchObject({ kind: 'released', reservedChange: -2000, reason: 'Project “Wedding gown” deleted' });
  });

  it('completing the project releases what it still has set aside', async () => {
    const { api, path, gown, silk, silkLine } = await gownWithMaterials();
    await bill(api, 'POST', `${path}/${silkLine.id}/reserve`, {}, 201);
    await bill(api, 'POST', `${path}/${silkLine.id}/cut`, { quantity: 3000 }, 201);
    expect((await api.call('PATCH', `/projects/${gown.id}`, { status: 'completed' })).status).toBe(200);
    expect(await stock(api, silk.id)).toMatchObject({ onHand: 2000, reserved: 0 });
    const after = await bill(api, 'GET', path);
    expect(after.lines[0]).toMatchObject({ reserved: 0, cut: 3000, toReserve: 200 });
  });

  it('cancelling the project gives back what it set aside and keeps it, with its history, listed as cancelled (decision 181)', async () => {
    const { api, path, gown, silk, buttons, silkLine, buttonLine } = await gownWithMaterials();
    await bill(api, 'POST', `${path}/${silkLine.id}/reserve`, {}, 201);
    await bill(api, 'POST', `${path}/${silkLine.id}/cut`, { quantity: 1200 }, 201);
    await bill(api, 'POST', `${path}/${buttonLine.id}/reserve`, {}, 201);
    const cancelled = await api.call('PATCH', `/projects/${gown.id}`, { status: 'cancelled' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.project).toMatchObject({ id: gown.id, status: 'cancelled' });
    expect(await stock(api, silk.id)).toMatchObject({ onHand: 3800, reserved: 0, available: 3800 });
    expect(await stock(api, buttons.id)).toMatchObject({ onHand: 40, reserved: 0, available: 40 });
    const [released] = (await api.call('GET', `/materials/${silk.id}/movements`)).body.data.movements as Movement[];
    expect(released).toMatchObject({ kind: 'released', reservedChange: -2000, reason: 'Project “Wedding gown” cancelled' });
    // The record stays: read, listed under its status, its bill and its history kept.
    expect((await api.call('GET', `/projects/${gown.id}`)).body.data.project).toMatchObject({ status: 'cancelled' });
    const listed = (await api.call('GET', '/projects?status=cancelled')).body.data.projects as { id: string }[];
    expect(listed.map((p) => p.id)).toEqual([gown.id]);
    expect((await bill(api, 'GET', path)).lines[0]).toMatchObject({ reserved: 0, cut: 1200 });
    const log = (await api.call('GET', '/activity')).body.data.activity as { entityId: string; action: string; detail: string }[];
    expect(log.filter((e) => e.entityId === gown.id).map((e) => [e.action, e.detail])).toContainEqual(['status-changed', 'Cancelled']);
    // Its stages moving later leave it cancelled.
    expect((await api.call('PUT', `/projects/${gown.id}/stages/current`, { stageId: null })).body.data.project).toMatchObject({
      status: 'cancelled',
    });
  });

  it('a project its stages complete releases the same way', async () => {
    const { api, path, gown, silk, silkLine } = await gownWithMaterials();
    await bill(api, 'POST', `${path}/${silkLine.id}/reserve`, { quantity: 2000 }, 201);
    const done = await api.call('PUT', `/projects/${gown.id}/stages/current`, { stageId: null });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.project).toMatchObject({ status: 'completed' });
    expect(await stock(api, silk.id)).toMatchObject({ onHand: 5000, reserved: 0 });
  });

  it('staff read and write the bill without prices, reserve and cut; the markup is refused them (403)', async () => {
    const studio = await gownWithMaterials('enterprise');
    const staff = businessApi(t, (await joinedMember(t, studio, 'staff')).token);
    const zips = await material(studio.api, { kind: 'notion', name: 'Invisible zips', cost: 2 }, 5);
    const added = await bill(staff, 'POST', studio.path, { materialId: zips.id, quantity: 1 }, 201);
    expect(added.lines.map((l) => [l.material.name, l.cost])).toEqual([
      ['Silk charmeuse', null],
      ['Covered buttons', null],
      ['Invisible zips', null],
    ]);
    const read = await bill(staff, 'GET', studio.path);
    expect(read).toMatchObject({ totalCost: null, markupPercent: null, invoiceLines: null });
    expect(read.lines[0]).toMatchObject({ cost: null, material: { cost: null }, quantity: 3200 });
    const reserved = await bill(staff, 'POST', `${studio.path}/${studio.silkLine.id}/reserve`, { quantity: 1000 }, 201);
    expect(reserved.lines[0]).toMatchObject({ reserved: 1000, cost: null });
    expect((await staff.call('GET', '/studio')).body.data.studio).toMatchObject({ materialsMarkupPercent: null });
    expectErrorEnvelope((await staff.call('PATCH', '/studio', { materialsMarkupPercent: 10 })).body, 403, 'FORBIDDEN');
  });

  it('is Premium: a Free studio’s project has no bill of materials', async () => {
    const api = await newStudioApi(t, 'free');
    const gown = await api.createProject((await api.createClient()).id);
    expectErrorEnvelope((await api.call('GET', `/projects/${gown.id}/materials`)).body, 403, 'FEATURE_NOT_AVAILABLE');
  });

  it('answers another studio’s project, line or material as not found', async () => {
    const mine = await gownWithMaterials();
    const theirs = await newStudioApi(t, 'premium');
    const theirSilk = await material(theirs, SILK, 1000);
    const line = `${mine.path}/${mine.silkLine.id}`;
    for (const [method, path, body] of [
      ['GET', mine.path, undefined],
      ['POST', mine.path, { materialId: theirSilk.id, quantity: 10 }],
      ['PATCH', line, { quantity: 10 }],
      ['DELETE', line, undefined],
      ['POST', `${line}/reserve`, {}],
      ['POST', `${line}/cut`, {}],
    ] as const)
      expectErrorEnvelope((await theirs.call(method, path, body)).body, 404, 'NOT_FOUND');
    const foreign = await mine.api.call('POST', mine.path, { materialId: theirSilk.id, quantity: 10 });
    expectErrorEnvelope(foreign.body, 404, 'NOT_FOUND');
    expect(foreign.body.errors?.map((e) => e.field)).toEqual(['materialId']);
    expectErrorEnvelope((await mine.api.call('PATCH', `${mine.path}/${UNKNOWN_ID}`, { quantity: 1 })).body, 404, 'NOT_FOUND');
  });

  it.each([
    ['zero', { quantity: 0 }, 'quantity'],
    ['a fraction of a millimetre', { quantity: 12.5 }, 'quantity'],
    ['a quantity typed as text', { quantity: '27 1/4' }, 'quantity'],
    ['an absurd quantity', { quantity: 5_000_000 }, 'quantity'],
    ['no material', { materialId: undefined }, 'materialId'],
  ])('refuses %s with 422 naming the field', async (_label, change, field) => {
    const { api, gown, silk } = await gownWithMaterials();
    const res = await api.call('POST', `/projects/${gown.id}/materials`, { materialId: silk.id, quantity: 100, ...change });
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
  });

  it('takes one line per material: a second is refused on materialId, the line’s quantity untouched', async () => {
    const { api, path, silk } = await gownWithMaterials();
    const before = (await api.call('GET', path)).body.data.materials as BillOfMaterials;
    const again = await api.call('POST', path, { materialId: silk.id, quantity: 100 });
    expectErrorEnvelope(again.body, 422, 'VALIDATION_ERROR');
    expect(again.body.errors).toEqual([
      { field: 'materialId', message: 'Silk charmeuse is already in this project’s materials: change its quantity.' },
    ]);
    // Never replaced unasked (decision 186): only a PATCH of the line changes its quantity.
    expect((await api.call('GET', path)).body.data.materials).toEqual(before);
  });

  it('refuses a markup out of bounds, naming the field', async () => {
    const { api } = await newStudio(t, 'premium');
    for (const materialsMarkupPercent of [-1, 1000.01, 12.345]) {
      const res = await api.call('PATCH', '/studio', { materialsMarkupPercent });
      expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
      expect(res.body.errors?.map((e) => e.field)).toEqual(['materialsMarkupPercent']);
    }
  });
});
