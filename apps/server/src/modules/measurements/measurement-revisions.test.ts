import { CLIENT_OVERVIEW_FIRST, MEASUREMENT_REVISIONS_SHOWN, type MeasurementRecord } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurementRevisions, users } from '../../db/schema/index.js';
import { businessApi, clientOverviewOf as overviewOf, expectErrorEnvelope } from '../../test/business.js';
import { createVerifiedUser, type TestApp, createTestApp } from '../../test/harness.js';
import { joinedMember } from '../../test/team.js';

/** Editing a record keeps what it replaced: who, which measurement, from what to what, when (decision 130). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;
const value = (name: string, size: number, unit: 'inches' | 'cm' = 'inches') => ({ name, size, unit });

async function named(firstName: string, plan: 'premium' | 'enterprise' = 'premium') {
  const person = await createVerifiedUser(t, { plan });
  await t.ctx.db.update(users).set({ firstName, lastName: 'Eze' }).where(eq(users.id, person.user.id));
  return { ...person, api: businessApi(t, person.token) };
}

async function edit(api: Api, id: string, body: Record<string, unknown>): Promise<MeasurementRecord> {
  const res = await api.call('PATCH', `/measurements/${id}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.measurement as MeasurementRecord;
}

async function recordOf(api: Api, id: string): Promise<MeasurementRecord> {
  const res = await api.call('GET', `/measurements/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.measurement as MeasurementRecord;
}

const storedRevisions = async (measurementId: string) =>
  t.ctx.db.select().from(measurementRevisions).where(eq(measurementRevisions.measurementId, measurementId));

describe('measurement revisions', () => {
  it('keeps each changed, added and removed value with who made the change and when, newest first', async () => {
    const owner = await named('Ada', 'enterprise');
    const client = await owner.api.createClient();
    const first = [value('Bust', 34), value('Waist', 27.25), value('Hips', 38), value('Shoulder Slope', 13)];
    const record = await owner.api.createMeasurement(client.id, { measurements: first });
    expect((await recordOf(owner.api, record.id)).revisions).toEqual([]);

    const before = Date.now();
    const edited = await edit(owner.api, record.id, {
      measurements: [value('Bust', 34), value('Waist', 27.5), value('Shoulder Slope', 14), value('Bicep', 69.5, 'cm')],
    });
    const by = { id: owner.user.id, name: 'Ada Eze' };
    // The edit's answer carries them, in the new record's order, then what it removed.
    expect(edited.revisions).toEqual([
      { id: expect.any(String), name: 'Waist', from: 27.25, fromUnit: 'inches', to: 27.5, unit: 'inches', by, at: expect.any(String) },
      {
        id: expect.any(String),
        name: 'Shoulder Slope',
        from: 13,
        fromUnit: 'degrees',
        to: 14,
        unit: 'degrees',
        by,
        at: expect.any(String),
      },
      { id: expect.any(String), name: 'Bicep', from: null, fromUnit: null, to: 69.5, unit: 'cm', by, at: expect.any(String) },
      { id: expect.any(String), name: 'Hips', from: 38, fromUnit: 'inches', to: null, unit: 'inches', by, at: expect.any(String) },
    ]);
    const at = Date.parse(edited.revisions[0]!.at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await recordOf(owner.api, record.id)).revisions).toEqual(edited.revisions);

    // A member's later change is named after them and listed first; a unit change is a change.
    const member = await joinedMember(t, owner, 'manager');
    await t.ctx.db.update(users).set({ firstName: 'Bola', lastName: 'Ade' }).where(eq(users.id, member.user.id));
    const again = await edit(businessApi(t, member.token), record.id, {
      measurements: [value('Bust', 86.5, 'cm'), value('Waist', 27.5), value('Shoulder Slope', 14), value('Bicep', 69.5, 'cm')],
    });
    expect(again.revisions).toHaveLength(5);
    expect(again.revisions[0]).toMatchObject({
      name: 'Bust',
      from: 34,
      fromUnit: 'inches',
      to: 86.5,
      unit: 'cm',
      by: { id: member.user.id, name: 'Bola Ade' },
    });
    expect(again.revisions.slice(1)).toEqual(edited.revisions);
  });

  it('keeps nothing when no value changed: the same values, another order, notes or garment only', async () => {
    const { api } = await named('Ada');
    const client = await api.createClient();
    const values = [value('Bust', 34), value('Waist', 27.25)];
    const record = await api.createMeasurement(client.id, { measurements: values });
    expect((await edit(api, record.id, { measurements: values })).revisions).toEqual([]);
    expect((await edit(api, record.id, { measurements: [...values].reverse() })).revisions).toEqual([]);
    expect((await edit(api, record.id, { notes: 'Loose at the hip', garmentType: 'blouse' })).revisions).toEqual([]);
    // A name written in another case is the same measurement (decision 012).
    expect((await edit(api, record.id, { measurements: [value('bust', 34), value('Waist', 27.25)] })).revisions).toEqual([]);
    expect(await storedRevisions(record.id)).toHaveLength(0);
  });

  it('answers the latest 50 of a record, and goes with the record and the client', async () => {
    const { api } = await named('Ada');
    const client = await api.createClient();
    const many = Array.from({ length: 60 }, (_, i) => value(`M${i}`, i + 1));
    const record = await api.createMeasurement(client.id, { measurements: many });
    const edited = await edit(api, record.id, { measurements: many.map((v) => ({ ...v, size: v.size + 0.5 })) });
    expect(edited.revisions).toHaveLength(MEASUREMENT_REVISIONS_SHOWN);
    expect(await storedRevisions(record.id)).toHaveLength(60);

    expect((await api.call('DELETE', `/measurements/${record.id}`)).status).toBe(200);
    expect(await storedRevisions(record.id)).toHaveLength(0);

    const kept = await api.createMeasurement(client.id, { measurements: [value('Waist', 27)] });
    await edit(api, kept.id, { measurements: [value('Waist', 27.125)] });
    expect(await storedRevisions(kept.id)).toHaveLength(1);
    expect((await api.call('DELETE', `/clients/${client.id}`)).status).toBe(200);
    expect(await storedRevisions(kept.id)).toHaveLength(0);
  });

  it("is another studio's to read only as the record is: 404, and its edit keeps nothing", async () => {
    const { api } = await named('Ada');
    const client = await api.createClient();
    const record = await api.createMeasurement(client.id, { measurements: [value('Waist', 27.25)] });
    await edit(api, record.id, { measurements: [value('Waist', 27.5)] });

    const stranger = await named('Eve');
    for (const url of [`/measurements/${record.id}`, `/clients/${client.id}/overview`]) {
      const res = await stranger.api.call('GET', url);
      expect(res.status, url).toBe(404);
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
      expect(JSON.stringify(res.body)).not.toContain('27.25');
    }
    const refused = await stranger.api.call('PATCH', `/measurements/${record.id}`, { measurements: [value('Waist', 30)] });
    expect(refused.status).toBe(404);
    expect(await storedRevisions(record.id)).toHaveLength(1);
  });

  it("puts the client's latest changes on the client page, newest first, with their record and garment", async () => {
    const { api, user } = await named('Ada');
    const client = await api.createClient();
    const other = await api.createClient({ name: 'Someone else' });
    const dress = await api.createMeasurement(client.id, { measurements: [value('Waist', 27.25)] });
    const suit = await api.createMeasurement(client.id, { garmentType: 'suit', measurements: [value('Chest', 40)] });
    const elsewhere = await api.createMeasurement(other.id, { measurements: [value('Waist', 30)] });
    expect((await overviewOf(api, client.id)).measurements?.revisions).toEqual({ total: 0, items: [] });

    await edit(api, dress.id, { measurements: [value('Waist', 27.5)] });
    await edit(api, elsewhere.id, { measurements: [value('Waist', 31)] });
    for (let size = 40.25; size <= 41.5; size += 0.25) await edit(api, suit.id, { measurements: [value('Chest', size)] });

    const revisions = (await overviewOf(api, client.id)).measurements!.revisions;
    expect(revisions.total).toBe(7);
    expect(revisions.items).toHaveLength(CLIENT_OVERVIEW_FIRST);
    expect(revisions.items[0]).toEqual({
      id: expect.any(String),
      measurementId: suit.id,
      garmentName: 'Suit',
      name: 'Chest',
      from: 41.25,
      fromUnit: 'inches',
      to: 41.5,
      unit: 'inches',
      by: { id: user.id, name: 'Ada Eze' },
      at: expect.any(String),
    });
    expect(revisions.items.map((r) => r.to)).toEqual([41.5, 41.25, 41, 40.75, 40.5]);
  });
});
