import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const user = async (plan: 'free' | 'premium' = 'premium') => businessApi(t, (await createVerifiedUser(t, { plan })).token);
const value = (name: string, size: number, unit = 'inches') => ({ name, size, unit });

describe('POST /api/v1/measurements', () => {
  it('records standard and custom values for a client, Free plan included', async () => {
    const api = await user('free');
    const client = await api.createClient();
    const res = await api.call('POST', '/measurements', {
      clientId: client.id,
      garmentType: 'dress',
      measurements: [
        value('Bust', 34.25),
        value('Waist', 28.5),
        { name: 'Train length', size: 120, unit: 'cm' },
        { name: 'Hips', size: 38 },
      ],
      notes: '  Fitting on Friday ',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Measurement added successfully!');
    const m = res.body.data.measurement as Record<string, unknown>;
    expect(m).toMatchObject({
      clientId: client.id,
      garmentType: 'dress',
      measurements: [value('Bust', 34.25), value('Waist', 28.5), value('Train length', 120, 'cm'), value('Hips', 38)],
      notes: 'Fitting on Friday',
    });
    expect(m._id).toBe(m.id);
    expect(new Date(m.createdAt as string).toISOString()).toBe(m.createdAt);
  });

  it("accepts 'other' with custom values only, and a record with notes only", async () => {
    const api = await user();
    const client = await api.createClient();
    const other = await api.createMeasurement(client.id, { garmentType: 'other', measurements: [value('Cape drop', 40)] });
    expect(other).toMatchObject({ garmentType: 'other' });
    const notesOnly = await api.createMeasurement(client.id, { measurements: [], notes: 'Measure next visit' });
    expect(notesOnly).toMatchObject({ measurements: [], notes: 'Measure next visit' });
  });

  it('accepts the edge values: size 1000, 100 values, 60-character name, 2000-character notes', async () => {
    const api = await user();
    const client = await api.createClient();
    const many = Array.from({ length: 100 }, (_, i) => value(`M${i}`, i + 0.25));
    const m = await api.createMeasurement(client.id, {
      measurements: [...many.slice(0, 99), value('n'.repeat(60), 1000)],
      notes: 'x'.repeat(2000),
    });
    expect((m.measurements as unknown[]).length).toBe(100);
  });

  it.each([
    ['missing clientId', { clientId: undefined }, 'clientId'],
    ['missing garment type', { garmentType: undefined }, 'garmentType'],
    ['unknown garment type', { garmentType: 'kimono' }, 'garmentType'],
    ['size 0', { measurements: [value('Bust', 0)] }, 'measurements.0.size'],
    ['negative size', { measurements: [value('Bust', -2)] }, 'measurements.0.size'],
    ['size above 1000', { measurements: [value('Bust', 1000.01)] }, 'measurements.0.size'],
    ['size as text', { measurements: [{ name: 'Bust', size: '34', unit: 'inches' }] }, 'measurements.0.size'],
    ['empty name', { measurements: [value('  ', 3)] }, 'measurements.0.name'],
    ['name of 61 characters', { measurements: [value('n'.repeat(61), 3)] }, 'measurements.0.name'],
    ['bad unit', { measurements: [value('Bust', 3, 'mm')] }, 'measurements.0.unit'],
    ['unknown key in a value', { measurements: [{ ...value('Bust', 3), extra: 1 }] }, 'measurements.0.extra'],
    ['duplicate names', { measurements: [value('Waist', 3), value('waist', 4)] }, 'measurements.1.name'],
    ['101 values', { measurements: Array.from({ length: 101 }, (_, i) => value(`M${i}`, 1)) }, 'measurements'],
    ['notes of 2001 characters', { notes: 'x'.repeat(2001) }, 'notes'],
    ['measurements not a list', { measurements: { Bust: 34 } }, 'measurements'],
    ['NUL in a name', { measurements: [value('Bu\u0000st', 3)] }, 'measurements.0.name'],
  ])('refuses %s with 422 on the field', async (_label, override, field) => {
    const api = await user();
    const client = await api.createClient();
    const body = { clientId: client.id, garmentType: 'dress', measurements: [value('Bust', 34)], ...override };
    const res = await api.call('POST', '/measurements', JSON.parse(JSON.stringify(body)));
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
  });

  it.each([UNKNOWN_ID, 'not-a-uuid'])('answers 404 with a clientId field error for client %s', async (clientId) => {
    const api = await user();
    const res = await api.call('POST', '/measurements', { clientId, garmentType: 'dress', measurements: [] });
    expect(res.status).toBe(404);
    expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
    expect(res.body.errors).toEqual([{ field: 'clientId', message: 'Client not found' }]);
  });
});

describe('sizes as tailors write them (decision 124)', () => {
  it('stores an eighth of an inch exactly and refuses 27.3 in, naming the field, on create and update', async () => {
    const api = await user();
    const client = await api.createClient();
    const m = await api.createMeasurement(client.id, { measurements: [value('Waist', 27.125), value('Hips', 69.5, 'cm')] });
    expect(m.measurements).toEqual([value('Waist', 27.125), value('Hips', 69.5, 'cm')]);
    const stored = async () =>
      (await api.call('GET', `/measurements/${m.id as string}`)).body.data.measurement as { measurements: unknown[] };
    expect((await stored()).measurements[0]).toEqual(value('Waist', 27.125));

    for (const [method, url] of [
      ['POST', '/measurements'],
      ['PATCH', `/measurements/${m.id as string}`],
    ] as const) {
      const res = await api.call(method, url, {
        clientId: client.id,
        garmentType: 'dress',
        measurements: [value('Bust', 34), value('Waist', 27.3), value('Hips', 69.55, 'cm')],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
      expect(res.body.errors).toEqual([
        { field: 'measurements.1.size', message: 'The size 27.3 in is not in sixteenths of an inch, like 27.25 or 27.125' },
        { field: 'measurements.2.size', message: 'The size 69.55 cm has more than one decimal; write it to the millimetre, like 69.5' },
      ]);
    }
    expect((await stored()).measurements[0]).toEqual(value('Waist', 27.125));
  });

  it('keeps an angle in degrees: tenths taken in any unit, and the CSV export says degrees, never inches or cm', async () => {
    const me = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, me.token);
    const client = await api.createClient();
    await api.createMeasurement(client.id, { measurements: [value('Shoulder Slope', 13.5), value('Bust', 34.25)] });
    const res = await t.request({ method: 'GET', url: '/api/v1/user/export', token: me.token });
    expect(res.statusCode).toBe(200);
    const csv = strFromU8(unzipSync(new Uint8Array(res.rawPayload))['measurements.csv'] ?? new Uint8Array());
    const [header, ...rows] = csv.replace('\uFEFF', '').trim().split('\r\n');
    const columns = header!.split(',');
    const cells = rows
      .map((r) => r.split(','))
      .map((r) => [r[columns.indexOf('name')], r[columns.indexOf('size')], r[columns.indexOf('unit')]]);
    expect(cells).toEqual([
      ['Shoulder Slope', '13.5', 'degrees'],
      ['Bust', '34.25', 'inches'],
    ]);
  });
});

describe('an angle in the answers (decision 189)', () => {
  it('answers an angle in degrees whatever unit it was sent in, takes degrees back, and refuses degrees on a length', async () => {
    const me = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, me.token);
    const client = await api.createClient();
    const record = await api.createMeasurement(client.id, { measurements: [value('Shoulder Slope', 13), value('Waist', 69.5, 'cm')] });
    const units = (m: { measurements: { name: string; unit: string }[] }) => m.measurements.map((v) => [v.name, v.unit]);
    expect(units(record as never)).toEqual([
      ['Shoulder Slope', 'degrees'],
      ['Waist', 'cm'],
    ]);
    const read = await api.call('GET', `/measurements/${record.id}`);
    expect(units(read.body.data.measurement as never)).toEqual([
      ['Shoulder Slope', 'degrees'],
      ['Waist', 'cm'],
    ]);
    // What a form got it sends back as it came: no change, so no revision.
    const same = await api.call('PATCH', `/measurements/${record.id}`, {
      measurements: (read.body.data.measurement as never as { measurements: unknown[] }).measurements,
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect((same.body.data.measurement as { revisions: unknown[] }).revisions).toEqual([]);
    const history = await api.call('GET', `/clients/${client.id}/measurement-history`);
    expect(JSON.stringify(history.body.data)).not.toContain('"unit":"inches"');
    const wrong = await api.call('PATCH', `/measurements/${record.id}`, { measurements: [{ name: 'Waist', size: 27, unit: 'degrees' }] });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([{ field: 'measurements.0.unit', message: 'Waist is not an angle: select inches or cm' }]);
  });
});

describe('GET /api/v1/measurements and /clients/:clientId/measurements', () => {
  it('lists my measurements newest first, by client, garment type and search on client name or garment', async () => {
    const api = await user();
    const ada = await api.createClient({ name: 'Ada Lovelace' });
    const bob = await api.createClient({ name: 'Bob Marley' });
    const a1 = await api.createMeasurement(ada.id, { garmentType: 'dress' });
    const b1 = await api.createMeasurement(bob.id, { garmentType: 'suit' });
    const a2 = await api.createMeasurement(ada.id, { garmentType: 'shirt' });
    const ids = async (url: string) => {
      const res = await api.call('GET', url);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe('Measurements loaded successfully!');
      return (res.body.data.measurements as { id: string }[]).map((m) => m.id);
    };
    expect(await ids('/measurements')).toEqual([a2.id, b1.id, a1.id]);
    expect(await ids(`/measurements?clientId=${ada.id}`)).toEqual([a2.id, a1.id]);
    expect(await ids(`/clients/${ada.id}/measurements`)).toEqual([a2.id, a1.id]);
    expect(await ids(`/clients/${ada.id}/measurements?garmentType=dress`)).toEqual([a1.id]);
    expect(await ids('/measurements?garmentType=suit')).toEqual([b1.id]);
    expect(await ids('/measurements?search=marley')).toEqual([b1.id]);
    expect(await ids('/measurements?search=SHIR')).toEqual([a2.id]);
    expect(await ids('/measurements?search=zzz')).toEqual([]);
  });

  it('refuses bad filters', async () => {
    const api = await user();
    expect((await api.call('GET', '/measurements?garmentType=kimono')).status).toBe(422);
    const bad = await api.call('GET', '/measurements?clientId=nope');
    expect(bad.status).toBe(404);
    expect(bad.body.errors).toEqual([{ field: 'clientId', message: 'Client not found' }]);
    expect((await api.call('GET', `/clients/${UNKNOWN_ID}/measurements`)).status).toBe(404);
  });
});

describe('GET, PATCH, DELETE /api/v1/measurements/:id', () => {
  it('reads, updates the values and notes, and deletes', async () => {
    const api = await user();
    const client = await api.createClient();
    const m = await api.createMeasurement(client.id);
    const got = await api.call('GET', `/measurements/${m.id}`);
    expect(got.status).toBe(200);
    // The record's own answer adds its changes, none yet (decision 130).
    expect(got.body.data.measurement).toEqual({ ...m, revisions: [] });

    const updated = await api.call('PATCH', `/measurements/${m.id}`, {
      clientId: client.id,
      garmentType: 'blouse',
      measurements: [value('Bust', 35), value('Armhole', 16.75)],
      notes: '',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Measurement updated successfully!');
    expect(updated.body.data.measurement).toMatchObject({
      id: m.id,
      clientId: client.id,
      garmentType: 'blouse',
      measurements: [value('Bust', 35), value('Armhole', 16.75)],
      notes: '',
    });
    const unchanged = await api.call('PATCH', `/measurements/${m.id}`, {});
    expect(unchanged.body.data.measurement).toMatchObject({ garmentType: 'blouse' });

    const del = await api.call('DELETE', `/measurements/${m.id}`);
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Measurement deleted successfully!');
    expect((await api.call('GET', `/measurements/${m.id}`)).status).toBe(404);
    expect((await api.call('DELETE', `/measurements/${m.id}`)).status).toBe(404);
  });

  it('refuses to move a measurement to another client', async () => {
    const api = await user();
    const client = await api.createClient();
    const other = await api.createClient({ name: 'Other' });
    const m = await api.createMeasurement(client.id);
    const res = await api.call('PATCH', `/measurements/${m.id}`, { clientId: other.id, notes: 'x' });
    expect(res.status).toBe(422);
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors?.[0]?.field).toBe('clientId');
    expect((await api.call('GET', `/measurements/${m.id}`)).body.data.measurement).toMatchObject({ clientId: client.id, notes: '' });
  });

  it.each([
    [{ measurements: [value('Bust', 0)] }, 'measurements.0.size'],
    [{ garmentType: null }, 'garmentType'],
    [{ garmentType: 'cape' }, 'garmentType'],
    [{ notes: 'x'.repeat(2001) }, 'notes'],
    [{ userId: 'x' }, 'userId'],
  ])('refuses the update %j', async (body, field) => {
    const api = await user();
    const client = await api.createClient();
    const m = await api.createMeasurement(client.id);
    const res = await api.call('PATCH', `/measurements/${m.id}`, body);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.field).toBe(field);
  });
});

describe('ownership', () => {
  it("hides another user's measurements and refuses to record one for their client", async () => {
    const owner = await user();
    const intruder = await user();
    const client = await owner.createClient({ name: 'Private' });
    const m = await owner.createMeasurement(client.id, { notes: 'secret' });

    for (const [method, url, payload] of [
      ['GET', `/measurements/${m.id}`, undefined],
      ['PATCH', `/measurements/${m.id}`, { notes: 'mine now' }],
      ['DELETE', `/measurements/${m.id}`, undefined],
      ['GET', `/clients/${client.id}/measurements`, undefined],
      ['GET', `/measurements?clientId=${client.id}`, undefined],
      ['POST', '/measurements', { clientId: client.id, garmentType: 'dress', measurements: [] }],
    ] as const) {
      const res = await intruder.call(method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(404);
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
      expect(JSON.stringify(res.body)).not.toContain('secret');
    }
    // The intruder's own measurement cannot be moved onto the owner's client either.
    const own = await intruder.createClient();
    const mine = await intruder.createMeasurement(own.id);
    expect((await intruder.call('PATCH', `/measurements/${mine.id}`, { clientId: client.id })).status).toBe(422);

    const list = await intruder.call('GET', '/measurements?search=Private');
    expect(list.body.data.measurements).toEqual([]);
    expect(((await intruder.call('GET', '/measurements')).body.data.measurements as { id: string }[]).map((x) => x.id)).toEqual([mine.id]);
    expect((await owner.call('GET', `/measurements/${m.id}`)).body.data.measurement).toMatchObject({ notes: 'secret' });
  });

  it.each([UNKNOWN_ID, 'abc', '0000'])('answers 404 for id %s', async (id) => {
    const api = await user();
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await api.call(method, `/measurements/${id}`, method === 'PATCH' ? { notes: 'x' } : undefined);
      expect(res.status).toBe(404);
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
    }
  });
});
