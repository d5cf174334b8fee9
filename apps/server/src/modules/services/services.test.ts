import { STARTER_SERVICES, type Service } from '@atelier/shared';
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
const WAIST = { name: 'Take in waist (jeans)', price: 25.5, minutes: 45, stage: 'Sewing', garmentType: 'pants' };

async function list(api: Api, query = ''): Promise<Service[]> {
  const res = await api.call('GET', `/services${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.services as Service[];
}

async function add(api: Api, body: Record<string, unknown> = WAIST): Promise<Service> {
  const res = await api.call('POST', '/services', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.service as Service;
}

describe('the price list (decision 150)', () => {
  it('names the starting list in the studio’s language', async () => {
    const owner = await newStudio(t, 'premium');
    expect((await owner.api.call('PATCH', '/user/preferences', { settings: { language: 'fr' } })).status).toBe(200);
    const names = (await list(owner.api)).map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Ourlet de pantalon', 'Reprendre la taille', 'Changer une fermeture éclair']));
    expect(names).not.toContain('Hem trousers');
  });

  it('starts a studio’s list with the common alterations once, and never again after they are all deleted', async () => {
    const api = await newStudioApi(t, 'premium');
    const first = await list(api);
    expect(first.map((s) => s.name).sort()).toEqual(STARTER_SERVICES.map((s) => s.en).sort());
    expect(first.find((s) => s.name === 'Hem trousers')).toMatchObject({
      price: 15,
      minutes: 30,
      stage: 'Sewing',
      garmentType: 'pants',
      active: true,
    });
    expect(await list(api)).toHaveLength(STARTER_SERVICES.length);
    for (const s of first) expect((await api.call('DELETE', `/services/${s.id}`)).status).toBe(200);
    expect(await list(api)).toEqual([]);
  });

  it('a first service added before the list was read comes beside the starting list, not instead of it', async () => {
    const api = await newStudioApi(t, 'premium');
    await add(api);
    expect(await list(api)).toHaveLength(STARTER_SERVICES.length + 1);
  });

  it('keeps the price exact in cents, updates it, and finds a service by an accent-free search', async () => {
    const api = await newStudioApi(t, 'premium');
    const added = await add(api, { ...WAIST, name: 'Retoucher l’épaule', price: 19.99, stage: 'Essayage' });
    expect(added).toMatchObject({ price: 19.99, minutes: 45, stage: 'Essayage', garmentType: 'pants' });
    expect((await list(api, '?search=EPAULE')).map((s) => s.id)).toEqual([added.id]);
    expect((await list(api, '?search=essayage')).map((s) => s.id)).toEqual([added.id]);
    const res = await api.call('PATCH', `/services/${added.id}`, { price: 0.1, garmentType: null, active: false });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.service).toMatchObject({ price: 0.1, garmentType: null, active: false, name: 'Retoucher l’épaule', minutes: 45 });
  });

  it('refuses a name the studio already uses, whatever its case and accents, naming the field', async () => {
    const api = await newStudioApi(t, 'premium');
    const res = await api.call('POST', '/services', { ...WAIST, name: 'HEM TROUSERS' });
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors?.map((e) => e.field)).toEqual(['name']);
    const zip = (await list(api)).find((s) => s.name === 'Replace a zip');
    const renamed = await api.call('PATCH', `/services/${zip?.id}`, { name: 'sew on a bùtton' });
    expect(renamed.body.errors?.map((e) => e.field)).toEqual(['name']);
    expect((await api.call('PATCH', `/services/${zip?.id}`, { name: 'replace a ZIP' })).status).toBe(200);
  });

  it.each([
    ['price', { price: 12.345 }],
    ['price', { price: -1 }],
    ['price', { price: '12,50' }],
    ['minutes', { minutes: 0 }],
    ['minutes', { minutes: 1441 }],
    ['minutes', { minutes: 12.5 }],
    ['garmentType', { garmentType: 'cape' }],
    ['name', { name: '   ' }],
  ])('refuses a bad %s with 422 naming it', async (field, patch) => {
    const api = await newStudioApi(t, 'premium');
    const res = await api.call('POST', '/services', { ...WAIST, ...patch });
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
  });

  it('answers another studio’s service as not found', async () => {
    const mine = await add(await newStudioApi(t, 'premium'));
    const other = await newStudioApi(t, 'premium');
    expectErrorEnvelope((await other.call('PATCH', `/services/${mine.id}`, { price: 1 })).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await other.call('DELETE', `/services/${mine.id}`)).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await other.call('DELETE', `/services/${UNKNOWN_ID}`)).body, 404, 'NOT_FOUND');
    expect((await list(other)).map((s) => s.id)).not.toContain(mine.id);
  });

  it('staff read the list without prices; adding, changing and deleting are refused', async () => {
    const owner = await newStudio(t, 'enterprise');
    const hem = (await list(owner.api)).find((s) => s.name === 'Hem trousers');
    const staff = businessApi(t, (await joinedMember(t, owner, 'staff')).token);
    expect((await list(staff)).find((s) => s.id === hem?.id)).toMatchObject({ price: null, minutes: 30 });
    for (const res of [
      await staff.call('POST', '/services', WAIST),
      await staff.call('PATCH', `/services/${hem?.id}`, { price: 1 }),
      await staff.call('DELETE', `/services/${hem?.id}`),
    ])
      expectErrorEnvelope(res.body, 403, 'FORBIDDEN');
  });

  it('is Premium: a Free studio is offered the upgrade', async () => {
    const api = await newStudioApi(t, 'free');
    expectErrorEnvelope((await api.call('GET', '/services')).body, 403, 'FEATURE_NOT_AVAILABLE');
    expectErrorEnvelope((await api.call('POST', '/services', WAIST)).body, 403, 'FEATURE_NOT_AVAILABLE');
  });
});
