import type { GarmentTemplate, MeasurementHistory } from '@atelier/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurements } from '../../db/schema/index.js';
import { businessApi, expectErrorEnvelope, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { studioOf } from '../../test/seed.js';
import { HISTORY_RECORDS } from './history.js';

/** Decision 078: one client's measurements per garment, visits side by side with the change since the last. */
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
  return { api, userId: u.user.id, client: await api.createClient({ name: 'Ada Lovelace' }) };
}

let day = 0;
/** A visit on its own day, in order, so the history's order does not hang on the clock. */
async function visit(api: Api, clientId: string, body: Record<string, unknown>) {
  const m = await api.createMeasurement(clientId, body);
  day += 1;
  await t.ctx.db
    .update(measurements)
    .set({ createdAt: new Date(Date.UTC(2026, 0, day)) })
    .where(eq(measurements.id, m.id));
  return m;
}

async function history(api: Api, clientId: string): Promise<MeasurementHistory> {
  const res = await api.call('GET', `/clients/${clientId}/measurement-history`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.message).toBe('Measurement history loaded');
  return res.body.data as unknown as MeasurementHistory;
}

async function template(api: Api, name: string): Promise<GarmentTemplate> {
  const res = await api.call('POST', '/garment-templates', { name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.template as GarmentTemplate;
}

describe('GET /clients/:clientId/measurement-history', () => {
  it('groups visits by garment, oldest first, each value beside its change in its own unit', async () => {
    const { api, client } = await studio();
    const other = await api.createClient({ name: 'Someone else' });
    await visit(api, other.id, { garmentType: 'dress', measurements: [value('Bust', 50)] });
    const d1 = await visit(api, client.id, { garmentType: 'dress', measurements: [value('Bust', 34), value('Waist', 28)] });
    const d2 = await visit(api, client.id, {
      garmentType: 'dress',
      measurements: [value('Hips', 38), value('Bust', 34.5), value('Waist', 72, 'cm')],
    });
    const d3 = await visit(api, client.id, { garmentType: 'dress', measurements: [value('waist', 28.5), value('Bust', 34)] });
    const suit = await visit(api, client.id, { garmentType: 'suit', measurements: [value('Chest', 40)] });

    const { garments } = await history(api, client.id);
    expect(garments.map((g) => [g.key, g.garmentName])).toEqual([
      ['suit', 'Suit'],
      ['dress', 'Dress'],
    ]);
    const dress = garments[1]!;
    expect(dress.names).toEqual(['waist', 'Bust', 'Hips']);
    expect(dress.visits.map((v) => v.measurementId)).toEqual([d1.id, d2.id, d3.id]);
    expect(dress.visits[0]!.date).toBe('2026-01-02T00:00:00.000Z');
    expect(dress.visits.map((v) => v.values)).toEqual([
      [
        { name: 'Bust', size: 34, unit: 'inches', change: null },
        { name: 'Waist', size: 28, unit: 'inches', change: null },
      ],
      [
        { name: 'Hips', size: 38, unit: 'inches', change: null },
        { name: 'Bust', size: 34.5, unit: 'inches', change: 0.5 },
        // 72 cm against 28 in (71.12 cm).
        { name: 'Waist', size: 72, unit: 'cm', change: 0.88 },
      ],
      [
        // 28.5 in against 72 cm (28.35 in); names match whatever their case.
        { name: 'waist', size: 28.5, unit: 'inches', change: 0.15 },
        { name: 'Bust', size: 34, unit: 'inches', change: -0.5 },
      ],
    ]);
    expect(garments[0]!.visits).toEqual([
      { measurementId: suit.id, date: expect.any(String), values: [{ name: 'Chest', size: 40, unit: 'inches', change: null }] },
    ]);
  });

  it('never converts an angle between units: its change is in degrees (decision 124)', async () => {
    const { api, client } = await studio();
    await visit(api, client.id, { garmentType: 'other', measurements: [value('Shoulder Slope', 13, 'inches')] });
    await visit(api, client.id, { garmentType: 'other', measurements: [value('Shoulder Slope', 14.5, 'cm')] });
    const [garment] = (await history(api, client.id)).garments;
    expect(garment!.visits.map((v) => v.values.map((x) => [x.size, x.unit, x.change]))).toEqual([
      [[13, 'degrees', null]],
      [[14.5, 'degrees', 1.5]],
    ]);
  });

  it('compares with the latest earlier visit that took the value, and a value that did not move is 0', async () => {
    const { api, client } = await studio();
    await visit(api, client.id, { garmentType: 'skirt', measurements: [value('Waist', 30), value('Hips', 40)] });
    await visit(api, client.id, { garmentType: 'skirt', measurements: [value('Waist', 30)] });
    await visit(api, client.id, { garmentType: 'skirt', measurements: [value('Hips', 101.6, 'cm')] });
    const [skirt] = (await history(api, client.id)).garments;
    expect(skirt!.visits.map((v) => v.values.map((x) => [x.name, x.change]))).toEqual([
      [
        ['Waist', null],
        ['Hips', null],
      ],
      [['Waist', 0]],
      [['Hips', 0]],
    ]);
  });

  it("keeps a template's records together, and by name once the template is gone", async () => {
    const { api, client } = await studio();
    const agbada = await template(api, 'Agbada');
    const buba = await template(api, 'Buba');
    const withTemplate = (id: string, size: number, unit = 'inches') => ({
      garmentType: 'other',
      templateId: id,
      measurements: [value('Chest', size, unit)],
    });
    await visit(api, client.id, withTemplate(agbada.id, 44));
    await visit(api, client.id, withTemplate(buba.id, 40));
    await visit(api, client.id, withTemplate(agbada.id, 112, 'cm'));
    await visit(api, client.id, { garmentType: 'other', measurements: [value('Cape', 20)] });
    expect((await api.call('DELETE', `/garment-templates/${buba.id}`)).status).toBe(200);
    // Renamed after the visits: they keep the name they were taken with.
    expect((await api.call('PATCH', `/garment-templates/${agbada.id}`, { name: 'Grand agbada' })).status).toBe(200);

    const { garments } = await history(api, client.id);
    expect(garments.map((g) => [g.key, g.garmentName, g.visits.length])).toEqual([
      ['other', 'Other', 1],
      [agbada.id, 'Agbada', 2],
      ['name:buba', 'Buba', 1],
    ]);
    // 112 cm against 44 in (111.76 cm).
    expect(garments[1]!.visits[1]!.values).toEqual([{ name: 'Chest', size: 112, unit: 'cm', change: 0.24 }]);
  });

  it('is empty for a client with no records, and on Free too', async () => {
    const { api, client } = await studio('free');
    expect(await history(api, client.id)).toEqual({ garments: [] });
    await visit(api, client.id, { garmentType: 'pants', measurements: [value('Inseam', 30)] });
    expect((await history(api, client.id)).garments).toHaveLength(1);
  });

  it("answers 404 for another studio's client, an unknown or a malformed id", async () => {
    const { api } = await studio();
    const theirs = await studio();
    await visit(theirs.api, theirs.client.id, { garmentType: 'dress', measurements: [value('Bust', 34)] });
    for (const id of [theirs.client.id, UNKNOWN_ID, 'not-a-uuid']) {
      const res = await api.call('GET', `/clients/${id}/measurement-history`);
      expect(res.status, id).toBe(404);
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
    }
  });

  it(`reads the newest ${HISTORY_RECORDS} records of the client`, async () => {
    const { api, userId, client } = await studio();
    const workspaceId = await studioOf(t.ctx.db, userId);
    await t.ctx.db.execute(sql`
      insert into measurements (id, workspace_id, client_id, garment_type, values, created_at)
      select gen_random_uuid(), ${workspaceId}, ${client.id}, 'shirt',
        jsonb_build_array(jsonb_build_object('name', 'Neck', 'size', g, 'unit', 'inches')),
        timestamptz '2020-01-01' + g * interval '1 day'
      from generate_series(1, ${HISTORY_RECORDS + 1}) g`);
    const [shirt] = (await history(api, client.id)).garments;
    expect(shirt!.visits).toHaveLength(HISTORY_RECORDS);
    // The oldest (Neck 1) is left out, so the first visit shown has nothing before it.
    expect(shirt!.visits[0]!.values).toEqual([{ name: 'Neck', size: 2, unit: 'inches', change: null }]);
    expect(shirt!.visits[1]!.values[0]!.change).toBe(1);
  });
});
