import { EXPORT_FILES, type GarmentTemplate, type Measurement } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { authenticateToken } from '../../lib/authenticate.js';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { buildExport } from '../data/export.js';

/** Decision 078: a measurement taken with a studio's garment template, and what it keeps when the template changes. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;
const value = (name: string, size: number, unit = 'inches') => ({ name, size, unit });

async function studio(plan: 'free' | 'premium' = 'premium') {
  const u = await createVerifiedUser(t, { plan });
  const api = businessApi(t, u.token);
  return { api, token: u.token, userId: u.user.id, client: await api.createClient({ name: 'Kunle Afolayan' }) };
}

async function template(api: Api, name = 'Agbada'): Promise<GarmentTemplate> {
  const res = await api.call('POST', '/garment-templates', { name, measurements: [{ name: 'Chest' }, { name: 'Agbada length' }] });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.template as GarmentTemplate;
}

async function record(api: Api, body: Record<string, unknown>): Promise<Measurement> {
  const res = await api.call('POST', '/measurements', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.measurement as Measurement;
}

const read = async (api: Api, id: string) => (await api.call('GET', `/measurements/${id}`)).body.data.measurement as Measurement;

describe('measurements taken with a garment template', () => {
  it("stores the template and its name, garment type 'other', and is found by that name", async () => {
    const { api, client } = await studio();
    const agbada = await template(api);
    const m = await record(api, {
      clientId: client.id,
      garmentType: 'other',
      templateId: agbada.id,
      measurements: [value('Chest', 44), value('Agbada length', 150, 'cm')],
    });
    expect(m).toMatchObject({ garmentType: 'other', templateId: agbada.id, garmentName: 'Agbada' });
    expect(m.measurements).toEqual([value('Chest', 44), value('Agbada length', 150, 'cm')]);
    const builtIn = await api.createMeasurement(client.id, { templateId: '' });
    expect(builtIn).toMatchObject({ garmentType: 'dress', templateId: null, garmentName: 'Dress' });
    const found = await api.call('GET', '/measurements?search=agbad');
    expect((found.body.data.measurements as Measurement[]).map((r) => r.id)).toEqual([m.id]);
  });

  it('keeps its garment name and values when the template is renamed or deleted', async () => {
    const { api, client } = await studio();
    const agbada = await template(api);
    const m = await record(api, { clientId: client.id, garmentType: 'other', templateId: agbada.id, measurements: [value('Chest', 44)] });
    expect((await api.call('PATCH', `/garment-templates/${agbada.id}`, { name: 'Grand agbada', measurements: [] })).status).toBe(200);
    expect(await read(api, m.id)).toMatchObject({ templateId: agbada.id, garmentName: 'Agbada', measurements: [value('Chest', 44)] });
    // An edit of its values sends the same template back and keeps the name it was taken with.
    const edited = await api.call('PATCH', `/measurements/${m.id}`, {
      garmentType: 'other',
      templateId: agbada.id,
      measurements: [value('Chest', 45)],
    });
    expect(edited.body.data.measurement).toMatchObject({ garmentName: 'Agbada', measurements: [value('Chest', 45)] });
    expect((await api.call('DELETE', `/garment-templates/${agbada.id}`)).status).toBe(200);
    expect(await read(api, m.id)).toMatchObject({
      garmentType: 'other',
      templateId: null,
      garmentName: 'Agbada',
      measurements: [value('Chest', 45)],
    });
    // Still editable after the template is gone, on its values alone.
    const later = await api.call('PATCH', `/measurements/${m.id}`, { measurements: [value('Chest', 46)], notes: 'Loose fit' });
    expect(later.body.data.measurement).toMatchObject({ garmentName: 'Agbada', notes: 'Loose fit' });
  });

  it('moves between a template and a built-in type on edit', async () => {
    const { api, client } = await studio();
    const agbada = await template(api);
    const buba = await template(api, 'Buba');
    const m = await api.createMeasurement(client.id);
    const toTemplate = await api.call('PATCH', `/measurements/${m.id}`, { garmentType: 'other', templateId: agbada.id });
    expect(toTemplate.body.data.measurement).toMatchObject({ garmentType: 'other', templateId: agbada.id, garmentName: 'Agbada' });
    const other = await api.call('PATCH', `/measurements/${m.id}`, { templateId: buba.id });
    expect(other.body.data.measurement).toMatchObject({ garmentType: 'other', templateId: buba.id, garmentName: 'Buba' });
    const back = await api.call('PATCH', `/measurements/${m.id}`, { garmentType: 'suit' });
    expect(back.body.data.measurement).toMatchObject({ garmentType: 'suit', templateId: null, garmentName: 'Suit' });
  });

  it("refuses a garment type other than 'other' with a template: 422 on garmentType", async () => {
    const { api, client } = await studio();
    const agbada = await template(api);
    const res = await api.call('POST', '/measurements', {
      clientId: client.id,
      garmentType: 'suit',
      templateId: agbada.id,
      measurements: [],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.map((e) => e.field)).toEqual(['garmentType']);
    const m = await api.createMeasurement(client.id);
    const edit = await api.call('PATCH', `/measurements/${m.id}`, { garmentType: 'dress', templateId: agbada.id });
    expect(edit.status).toBe(422);
  });

  it("answers 404 on templateId for another studio's template or an unknown one", async () => {
    const { api, client } = await studio();
    const theirs = await template((await studio()).api);
    const m = await api.createMeasurement(client.id);
    for (const templateId of [theirs.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const create = await api.call('POST', '/measurements', { clientId: client.id, garmentType: 'other', templateId, measurements: [] });
      const edit = await api.call('PATCH', `/measurements/${m.id}`, { garmentType: 'other', templateId });
      for (const res of [create, edit]) {
        expect(res.status, JSON.stringify(res.body)).toBe(404);
        expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
        expect(res.body.errors).toEqual([{ field: 'templateId', message: 'Garment template not found' }]);
      }
    }
    expect(await read(api, m.id)).toMatchObject({ garmentType: 'dress', templateId: null });
  });

  it('needs the plan to take a new record with a template, but keeps old ones editable on Free', async () => {
    const { api, client, userId } = await studio();
    const agbada = await template(api);
    const m = await record(api, { clientId: client.id, garmentType: 'other', templateId: agbada.id, measurements: [value('Chest', 44)] });
    await t.ctx.db.update(users).set({ plan: 'free' }).where(eq(users.id, userId));
    const res = await api.call('POST', '/measurements', {
      clientId: client.id,
      garmentType: 'other',
      templateId: agbada.id,
      measurements: [],
    });
    expect(res.status).toBe(403);
    expectErrorEnvelope(res.body, 403, 'FEATURE_NOT_AVAILABLE');
    const plain = await api.createMeasurement(client.id);
    expect((await api.call('PATCH', `/measurements/${plain.id}`, { garmentType: 'other', templateId: agbada.id })).status).toBe(403);
    const edited = await api.call('PATCH', `/measurements/${m.id}`, { garmentType: 'other', templateId: agbada.id, measurements: [] });
    expect(edited.status).toBe(200);
    expect(edited.body.data.measurement).toMatchObject({ garmentName: 'Agbada', measurements: [] });
  });

  it('names the template in the activity log', async () => {
    const { api, client } = await studio();
    const agbada = await template(api);
    await record(api, { clientId: client.id, garmentType: 'other', templateId: agbada.id, measurements: [] });
    const stats = await api.call('GET', '/dashboard/stats');
    const entries = stats.body.data.recentActivity as { description: string }[];
    expect(entries.map((e) => e.description)).toContain('Agbada measurements added for Kunle Afolayan');
  });
});

describe('the data export', () => {
  it('carries the garment templates, and the garment name of each measurement row', async () => {
    const { api, client, token } = await studio();
    const agbada = await template(api);
    await record(api, { clientId: client.id, garmentType: 'other', templateId: agbada.id, measurements: [value('Chest', 44)] });
    await api.call('POST', '/garment-templates', { name: 'Buba' });
    const { entries } = await buildExport(t.ctx, await authenticateToken(t.ctx, token));
    const file = async (name: string) => strFromU8((await entries.find((e) => e.name === name)!.data()) as Uint8Array);
    const lines = (text: string) =>
      text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    const templates = lines(await file(EXPORT_FILES.garmentTemplates));
    expect(templates[0]).toBe('id,name,position,measurement,hint,unit,createdAt,updatedAt');
    expect(templates.slice(1).map((l) => l.split(',').slice(1, 6).join(','))).toEqual([
      'Agbada,1,Chest,,',
      'Agbada,2,Agbada length,,',
      'Buba,,,,',
    ]);
    const measurements = lines(await file(EXPORT_FILES.measurements));
    expect(measurements[0]).toContain('garmentType,garment,name,size');
    expect(measurements[1]).toContain('other,Agbada,Chest,44,inches');
    const json = JSON.parse(await file(EXPORT_FILES.json));
    expect(json.garmentTemplates.map((g: GarmentTemplate) => g.name)).toEqual(['Agbada', 'Buba']);
    expect(json.measurements[0]).toMatchObject({ templateId: agbada.id, garmentName: 'Agbada' });
  });
});
