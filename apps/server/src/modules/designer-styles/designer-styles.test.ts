import type { DesignerStyle } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope, newStudio, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { joinedMember } from '../../test/team.js';

/** The boutique's catalogue of designers' styles (decision 212). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;
/** A boutique on Premium: the catalogue is part of its stock (plan feature `materials`). */
const boutique = async (): Promise<Api> => (await newStudio(t, 'premium')).api;

async function list(api: Api, query = ''): Promise<DesignerStyle[]> {
  const res = await api.call('GET', `/designer-styles${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.designerStyles as DesignerStyle[];
}

async function designer(api: Api, name = 'Pronovias'): Promise<string> {
  const res = await api.call('POST', '/suppliers', { name, leadTimeDays: 120 });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.data.supplier as { id: string }).id;
}

async function add(api: Api, body: Record<string, unknown>): Promise<DesignerStyle> {
  const res = await api.call('POST', '/designer-styles', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.designerStyle as DesignerStyle;
}

describe('designer styles', () => {
  it('adds a style of a designer with its colours, sizes and prices to the cent, finds it by name or number, changes and deletes it', async () => {
    const api = await boutique();
    const designerId = await designer(api);
    const added = await add(api, {
      designerId,
      styleNumber: ' PR-4512 ',
      name: 'Élise',
      fabric: 'Crêpe and lace',
      colours: ['Ivory', 'Off-white'],
      sizes: ['2', '4', '6', '20W'],
      cost: 1290.5,
      retail: 2890,
      note: '  sample in 12  ',
    });
    expect(added).toMatchObject({
      designer: { id: designerId, name: 'Pronovias' },
      styleNumber: 'PR-4512',
      name: 'Élise',
      colours: ['Ivory', 'Off-white'],
      sizes: ['2', '4', '6', '20W'],
      cost: 1290.5,
      retail: 2890,
      note: 'sample in 12',
    });
    await add(api, { designerId, styleNumber: 'PR-7001', name: 'Margaux' });
    expect((await list(api, '?search=ELISE')).map((r) => r.id)).toEqual([added.id]);
    expect((await list(api, '?search=pr-45')).map((r) => r.id)).toEqual([added.id]);

    const changed = await api.call('PATCH', `/designer-styles/${added.id}`, { note: null, cost: null, retail: 2990.99 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.designerStyle).toMatchObject({ note: '', cost: null, retail: 2990.99, fabric: 'Crêpe and lace' });
    expect((await api.call('DELETE', `/designer-styles/${added.id}`)).status).toBe(200);
    expect((await list(api)).map((r) => r.name)).toEqual(['Margaux']);
    const activity = await api.call('GET', '/activity');
    expect(JSON.stringify(activity.body)).toContain('Designer style Élise deleted');
  });

  it('refuses the same style number of one designer twice, whatever its case, on the field; another designer may use it', async () => {
    const api = await boutique();
    const one = await designer(api, 'Maggie Sottero');
    const other = await designer(api, 'Justin Alexander');
    const first = await add(api, { designerId: one, styleNumber: 'MS-100', name: 'Aurora' });
    const again = await api.call('POST', '/designer-styles', { designerId: one, styleNumber: 'ms-100', name: 'Aurora bis' });
    expectErrorEnvelope(again.body, 422, 'VALIDATION_ERROR');
    expect(again.body.errors?.map((e) => e.field)).toEqual(['styleNumber']);
    await add(api, { designerId: other, styleNumber: 'MS-100', name: 'Other line' });
    const second = await add(api, { designerId: one, styleNumber: 'MS-200', name: 'Béatrice' });
    const renumbered = await api.call('PATCH', `/designer-styles/${second.id}`, { styleNumber: 'MS-100' });
    expect(renumbered.body.errors?.map((e) => e.field)).toEqual(['styleNumber']);
    expect((await api.call('PATCH', `/designer-styles/${first.id}`, { styleNumber: 'MS-100', name: 'Aurora' })).status).toBe(200);
  });

  it.each([
    ['name', { styleNumber: 'A1', name: '   ' }],
    ['styleNumber', { styleNumber: '', name: 'Ok' }],
    ['note', { styleNumber: 'A1', name: 'Ok', note: 'x'.repeat(2001) }],
    ['cost', { styleNumber: 'A1', name: 'Ok', cost: 12.345 }],
    ['retail', { styleNumber: 'A1', name: 'Ok', retail: -1 }],
    ['colours', { styleNumber: 'A1', name: 'Ok', colours: ['Ivory', 'ivory'] }],
    ['sizes.1', { styleNumber: 'A1', name: 'Ok', sizes: ['12', ' '] }],
  ])('refuses a bad %s with 422 naming it', async (field, body) => {
    const api = await boutique();
    const res = await api.call('POST', '/designer-styles', { designerId: await designer(api), ...body });
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
  });

  it('answers another studio’s style and designer as not found', async () => {
    const mineApi = await boutique();
    const myDesigner = await designer(mineApi);
    const mine = await add(mineApi, { designerId: myDesigner, styleNumber: 'X1', name: 'Mine' });
    const other = await boutique();
    expectErrorEnvelope((await other.call('PATCH', `/designer-styles/${mine.id}`, { name: 'Theirs' })).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await other.call('DELETE', `/designer-styles/${mine.id}`)).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await other.call('DELETE', `/designer-styles/${UNKNOWN_ID}`)).body, 404, 'NOT_FOUND');
    const borrowed = await other.call('POST', '/designer-styles', { designerId: myDesigner, styleNumber: 'X1', name: 'Borrowed' });
    expect(borrowed.status).toBe(404);
    expect(borrowed.body.errors?.map((e: { field: string }) => e.field)).toEqual(['designerId']);
    expect(await list(other)).toEqual([]);
  });

  it('lets staff read the list without cost prices; adding, changing and deleting are refused; Free has no catalogue', async () => {
    const owner = await newStudio(t, 'enterprise');
    const kept = await add(owner.api, { designerId: await designer(owner.api), styleNumber: 'K1', name: 'Kept', cost: 800, retail: 1900 });
    const staff = businessApi(t, (await joinedMember(t, owner, 'staff')).token);
    expect((await list(staff)).map((r) => [r.id, r.cost, r.retail])).toEqual([[kept.id, null, 1900]]);
    for (const res of [
      await staff.call('POST', '/designer-styles', { designerId: kept.designer.id, styleNumber: 'K2', name: 'No' }),
      await staff.call('PATCH', `/designer-styles/${kept.id}`, { name: 'No' }),
      await staff.call('DELETE', `/designer-styles/${kept.id}`),
    ])
      expectErrorEnvelope(res.body, 403, 'FORBIDDEN');
    const free = await newStudio(t, 'free');
    expect((await free.api.call('GET', '/designer-styles')).status).toBe(403);
  });
});
