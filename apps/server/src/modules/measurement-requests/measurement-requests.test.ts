import { GARMENT_TEMPLATES, type Measurement, type MeasurementRequest } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries, measurements, notifications, portalLinks, users } from '../../db/schema/index.js';
import { businessApi, expectErrorEnvelope, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { studioOf } from '../../test/seed.js';
import { createPortalLink } from '../portal/links.js';
import { PORTAL_RATE_LIMITS } from '../portal/guard.js';

/** Decision 084: the studio asks, the client sends from the portal, the studio approves or rejects. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;
type PortalAnswer = {
  request: { id: string; status: string; fields: { name: string; hint: string }[] };
  flags: { name: string; reason: string }[];
};

const studio = async (plan: 'free' | 'premium' | 'enterprise' = 'premium') => {
  const u = await createVerifiedUser(t, { plan });
  const api = businessApi(t, u.token);
  const workspaceId = await studioOf(t.ctx.db, u.user.id);
  return { api, userId: u.user.id, workspaceId };
};
type Studio = Awaited<ReturnType<typeof studio>>;

/** A live portal link for the client, made as the portal's own route makes it. */
async function linkFor(s: Studio, clientId: string, expiresAt: Date | null = null): Promise<string> {
  const { token } = await createPortalLink(t.ctx.db, t.ctx.totpKey, {
    workspaceId: s.workspaceId,
    clientId,
    createdById: s.userId,
    expiresAt,
  });
  return token;
}

async function ask(api: Api, clientId: string, body: Record<string, unknown>): Promise<MeasurementRequest> {
  const res = await api.call('POST', `/clients/${clientId}/measurement-requests`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.request as MeasurementRequest;
}

let ip = 0;
const send = (token: string, id: string, payload: Record<string, unknown>) => {
  ip += 1;
  return t.request({
    method: 'POST',
    url: `/api/v1/portal/${token}/measurement-requests/${id}`,
    payload,
    remoteAddress: `198.51.${(ip >> 8) & 255}.${ip & 255}`,
  });
};

async function requestsOf(api: Api, clientId: string): Promise<MeasurementRequest[]> {
  const res = await api.call('GET', `/clients/${clientId}/measurement-requests`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.requests as MeasurementRequest[];
}

const recordsOf = (clientId: string) => t.ctx.db.select().from(measurements).where(eq(measurements.clientId, clientId));

describe('asking a client to measure at home', () => {
  it('copies a built-in garment’s list into the request, and lists the client’s requests newest first', async () => {
    const s = await studio();
    const client = await s.api.createClient({ name: 'Amaka Obi' });
    const dress = await ask(s.api, client.id, { garmentType: 'dress', unit: 'cm' });
    expect(dress).toMatchObject({
      clientId: client.id,
      garmentType: 'dress',
      templateId: null,
      garmentName: 'Dress',
      unit: 'cm',
      status: 'open',
      values: [],
      clientNote: '',
      submittedAt: null,
      decidedAt: null,
      measurementId: null,
    });
    expect(dress.fields).toEqual(GARMENT_TEMPLATES.dress.map((name) => ({ name, hint: '' })));
    const suit = await ask(s.api, client.id, { garmentType: 'suit', unit: 'inches' });
    expect((await requestsOf(s.api, client.id)).map((r) => r.id)).toEqual([suit.id, dress.id]);

    const [entry] = await t.ctx.db
      .select()
      .from(activityEntries)
      .where(and(eq(activityEntries.entityId, dress.id), eq(activityEntries.action, 'created')));
    expect(entry).toMatchObject({ entityType: 'measurement-request', subject: 'Amaka Obi', detail: 'Dress', actorId: s.userId });
  });

  it('copies a studio template’s names and hints, kept as asked when the template changes later', async () => {
    const s = await studio();
    const client = await s.api.createClient();
    const created = await s.api.call('POST', '/garment-templates', {
      name: 'Agbada',
      measurements: [{ name: 'Chest', hint: 'Around the fullest part' }, { name: 'Agbada length' }],
    });
    const template = created.body.data.template as { id: string };
    const request = await ask(s.api, client.id, { templateId: template.id, unit: 'inches' });
    expect(request).toMatchObject({ garmentType: 'other', templateId: template.id, garmentName: 'Agbada' });
    expect(request.fields).toEqual([
      { name: 'Chest', hint: 'Around the fullest part' },
      { name: 'Agbada length', hint: '' },
    ]);
    await s.api.call('PATCH', `/garment-templates/${template.id}`, { name: 'Grand agbada', measurements: [{ name: 'Sleeve' }] });
    const [again] = await requestsOf(s.api, client.id);
    expect(again).toMatchObject({ garmentName: 'Agbada', fields: request.fields });
  });

  it('allows one waiting request a client and garment: the same garment again is 409, another garment is fine', async () => {
    const s = await studio();
    const client = await s.api.createClient();
    await ask(s.api, client.id, { garmentType: 'shirt', unit: 'cm' });
    const again = await s.api.call('POST', `/clients/${client.id}/measurement-requests`, { garmentType: 'shirt', unit: 'inches' });
    expect(again.status).toBe(409);
    expectErrorEnvelope(again.body, 409, 'MEASUREMENT_REQUEST_PENDING');
    expect(again.body.errors?.[0]?.field).toBe('garmentType');
    await ask(s.api, client.id, { garmentType: 'pants', unit: 'cm' });
    // Another client may be asked for the same garment.
    await ask(s.api, (await s.api.createClient()).id, { garmentType: 'shirt', unit: 'cm' });
  });

  it('refuses Free (403), another studio’s client or template (404), and a body naming no garment or both (422)', async () => {
    const free = await studio('free');
    const freeClient = await free.api.createClient();
    const refused = await free.api.call('POST', `/clients/${freeClient.id}/measurement-requests`, { garmentType: 'dress', unit: 'cm' });
    expect(refused.status).toBe(403);
    expectErrorEnvelope(refused.body, 403, 'FEATURE_NOT_AVAILABLE');

    const s = await studio();
    const other = await studio();
    const theirs = await other.api.createClient();
    const foreign = await s.api.call('POST', `/clients/${theirs.id}/measurement-requests`, { garmentType: 'dress', unit: 'cm' });
    expect(foreign.status).toBe(404);
    expectErrorEnvelope(foreign.body, 404, 'NOT_FOUND');
    const theirTemplate = (await other.api.call('POST', '/garment-templates', { name: 'Kaftan', copyOf: 'shirt' })).body.data.template as {
      id: string;
    };
    const mine = await s.api.createClient();
    const borrowed = await s.api.call('POST', `/clients/${mine.id}/measurement-requests`, { templateId: theirTemplate.id, unit: 'cm' });
    expect(borrowed.status).toBe(404);
    expect(borrowed.body.errors?.[0]?.field).toBe('templateId');
    expect((await other.api.call('GET', `/clients/${theirs.id}/measurement-requests`)).status).toBe(200);
    expect((await s.api.call('GET', `/clients/${theirs.id}/measurement-requests`)).status).toBe(404);

    for (const [body, field] of [
      [{ unit: 'cm' }, 'garmentType'],
      [{ garmentType: 'other', unit: 'cm' }, 'garmentType'],
      [{ garmentType: 'dress', templateId: theirTemplate.id, unit: 'cm' }, 'templateId'],
      [{ garmentType: 'dress' }, 'unit'],
    ] as const) {
      const res = await s.api.call('POST', `/clients/${mine.id}/measurement-requests`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors?.map((e) => e.field)).toContain(field);
    }
    expect(await requestsOf(s.api, mine.id)).toEqual([]);
  });
});

describe('the client sends from the portal', () => {
  it('flags an implausible value and one far from the last, stores nothing in the records, and tells the studio', async () => {
    const s = await studio();
    const client = await s.api.createClient({ name: 'Kunle Afolayan' });
    await s.api.createMeasurement(client.id, { measurements: [{ name: 'Bust', size: 34, unit: 'inches' }] });
    const request = await ask(s.api, client.id, { garmentType: 'dress', unit: 'inches' });
    const token = await linkFor(s, client.id);

    const res = await send(token, request.id, {
      values: [
        { name: 'hips', size: 40 },
        { name: 'Waist', size: 95 },
        { name: 'Bust', size: 44 },
      ],
      note: '  Measured with my sister  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const answer = res.json().data as PortalAnswer;
    expect(answer.request).toMatchObject({ id: request.id, status: 'submitted', garmentName: 'Dress', unit: 'inches' });
    // In the order asked, under the request's own names.
    expect(answer.flags).toEqual([
      { name: 'Bust', reason: 'far-from-previous' },
      { name: 'Waist', reason: 'implausible' },
    ]);
    // Nothing the client sends changes a record: only the studio's own one is there.
    expect(await recordsOf(client.id)).toHaveLength(1);

    const [seen] = await requestsOf(s.api, client.id);
    expect(seen).toMatchObject({ status: 'submitted', clientNote: 'Measured with my sister' });
    expect(seen!.values).toEqual([
      { name: 'Bust', size: 44, flag: 'far-from-previous', previous: { size: 34, unit: 'inches', date: expect.any(String) } },
      { name: 'Waist', size: 95, flag: 'implausible', previous: null },
      { name: 'Hips', size: 40, flag: null, previous: null },
    ]);

    const notices = await t.ctx.db.select().from(notifications).where(eq(notifications.entityId, request.id));
    expect(notices).toEqual([
      expect.objectContaining({
        workspaceId: s.workspaceId,
        kind: 'measurements-submitted',
        clientId: client.id,
        subject: 'Kunle Afolayan',
        body: 'Measured with my sister',
      }),
    ]);
    const [entry] = await t.ctx.db
      .select()
      .from(activityEntries)
      .where(and(eq(activityEntries.entityId, request.id), eq(activityEntries.action, 'status-changed')));
    expect(entry).toMatchObject({ actorId: null, subject: 'Kunle Afolayan', detail: 'submitted Dress' });
  });

  it('replaces the values when the client sends again before the studio decides', async () => {
    const s = await studio();
    const client = await s.api.createClient();
    const request = await ask(s.api, client.id, { garmentType: 'skirt', unit: 'cm' });
    const token = await linkFor(s, client.id);
    expect((await send(token, request.id, { values: [{ name: 'Waist', size: 7 }] })).statusCode).toBe(200);
    const again = await send(token, request.id, {
      values: [
        { name: 'Waist', size: 70 },
        { name: 'Hips', size: 98 },
      ],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json().data as PortalAnswer).flags).toEqual([]);
    const [seen] = await requestsOf(s.api, client.id);
    expect(seen!.values.map((v) => [v.name, v.size, v.flag])).toEqual([
      ['Waist', 70, null],
      ['Hips', 98, null],
    ]);
    expect(seen!.clientNote).toBe('');
  });

  it('refuses a name not asked for or sent twice with 422 on that value, and stores nothing', async () => {
    const s = await studio();
    const client = await s.api.createClient();
    const request = await ask(s.api, client.id, { garmentType: 'skirt', unit: 'cm' });
    const token = await linkFor(s, client.id);
    const unknown = await send(token, request.id, {
      values: [
        { name: 'Waist', size: 70 },
        { name: 'Wingspan', size: 170 },
      ],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.headers['x-robots-tag']).toBe('noindex');
    const malformed = await send(token, request.id, { values: [] });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.headers['x-robots-tag']).toBe('noindex');
    expect(unknown.json().errors).toEqual([{ field: 'values.1.name', message: "'Wingspan' is not one of the measurements asked for" }]);
    const twice = await send(token, request.id, {
      values: [
        { name: 'Waist', size: 70 },
        { name: 'WAIST', size: 71 },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors[0].field).toBe('values.1.name');
    expect((await requestsOf(s.api, client.id))[0]).toMatchObject({ status: 'open', values: [] });
  });

  it('refuses a size no tape gives in the request’s unit with 422 on that size, and takes eighths exactly (decision 124)', async () => {
    const s = await studio();
    const client = await s.api.createClient();
    const request = await ask(s.api, client.id, { garmentType: 'skirt', unit: 'inches' });
    const token = await linkFor(s, client.id);
    const slip = await send(token, request.id, {
      values: [
        { name: 'Waist', size: 28 },
        { name: 'Hips', size: 38.3 },
      ],
    });
    expect(slip.statusCode).toBe(422);
    expect(slip.json().errors).toEqual([
      { field: 'values.1.size', message: 'The size 38.3 in is not in sixteenths of an inch, like 27.25 or 27.125' },
    ]);
    expect((await requestsOf(s.api, client.id))[0]).toMatchObject({ status: 'open', values: [] });
    expect((await send(token, request.id, { values: [{ name: 'Hips', size: 38.125 }] })).statusCode).toBe(200);
    expect((await requestsOf(s.api, client.id))[0]!.values.map((v) => v.size)).toEqual([38.125]);
  });

  it('answers 404 to a revoked or expired link, another client’s request, a cancelled one and any malformed id', async () => {
    const s = await studio();
    const client = await s.api.createClient();
    const other = await s.api.createClient();
    const request = await ask(s.api, client.id, { garmentType: 'skirt', unit: 'cm' });
    const othersRequest = await ask(s.api, other.id, { garmentType: 'skirt', unit: 'cm' });
    const body = { values: [{ name: 'Waist', size: 70 }] };

    const token = await linkFor(s, client.id);
    for (const id of [othersRequest.id, UNKNOWN_ID, 'nope']) {
      const res = await send(token, id, body);
      expect(res.statusCode, id).toBe(404);
      expectErrorEnvelope(res.json(), 404, 'NOT_FOUND');
    }
    // A new link ends the old one at once.
    await linkFor(s, client.id);
    expect((await send(token, request.id, body)).statusCode).toBe(404);

    const expired = await linkFor(s, client.id, new Date(Date.now() + 60_000));
    await t.ctx.db
      .update(portalLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(portalLinks.clientId, client.id));
    expect((await send(expired, request.id, body)).statusCode).toBe(404);
    expect((await send('x'.repeat(43), request.id, body)).statusCode).toBe(404);

    const live = await linkFor(s, client.id);
    expect((await s.api.call('DELETE', `/measurement-requests/${request.id}`)).status).toBe(200);
    expect((await send(live, request.id, body)).statusCode).toBe(404);
    expect(await requestsOf(s.api, other.id)).toEqual([expect.objectContaining({ status: 'open', values: [] })]);
  });

  it('is refused when the studio is on Free, as every portal route is', async () => {
    const s = await studio();
    const client = await s.api.createClient();
    const request = await ask(s.api, client.id, { garmentType: 'skirt', unit: 'cm' });
    const token = await linkFor(s, client.id);
    // The premium trial lapsed: the studio is on Free until it pays.
    await t.ctx.db
      .update(users)
      .set({ trialEndDate: new Date(Date.now() - 1000) })
      .where(eq(users.id, s.userId));
    expect((await send(token, request.id, { values: [{ name: 'Waist', size: 70 }] })).statusCode).toBe(404);
  });

  it("is bounded per link like the portal's other writes (decision 082)", async () => {
    const s = await studio();
    const client = await s.api.createClient();
    const request = await ask(s.api, client.id, { garmentType: 'skirt', unit: 'cm' });
    const token = await linkFor(s, client.id);
    const bound = PORTAL_RATE_LIMITS.writePerLink.limits[0]!.max;
    const statuses: number[] = [];
    for (let i = 0; i <= bound; i += 1)
      statuses.push((await send(token, request.id, { values: [{ name: 'Waist', size: 70 + (i % 5) }] })).statusCode);
    expect(statuses.slice(0, bound).every((code) => code === 200)).toBe(true);
    expect(statuses[bound]).toBe(429);
  });
});

describe('the studio decides', () => {
  async function submitted(s: Studio, body: Record<string, unknown> = { garmentType: 'dress', unit: 'cm' }) {
    const client = await s.api.createClient({ name: 'Ngozi Eze' });
    const request = await ask(s.api, client.id, body);
    const token = await linkFor(s, client.id);
    const name = request.fields[0]!.name;
    const res = await send(token, request.id, { values: [{ name, size: 91.5 }] });
    expect(res.statusCode, res.body).toBe(200);
    const [seen] = await requestsOf(s.api, client.id);
    return { client, request: seen!, token };
  }

  it('approves into a measurement record taken by the client, in the request’s unit, with both activity entries', async () => {
    const s = await studio();
    const { client, request, token } = await submitted(s);
    const stale = await s.api.call('POST', `/measurement-requests/${request.id}/approve`, { submittedAt: '2020-01-01T00:00:00.000Z' });
    expect(stale.status).toBe(409);
    expectErrorEnvelope(stale.body, 409, 'MEASUREMENT_REQUEST_CHANGED');

    const res = await s.api.call('POST', `/measurement-requests/${request.id}/approve`, { submittedAt: request.submittedAt });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Measurements approved and recorded');
    const { request: approved, measurement } = res.body.data as { request: MeasurementRequest; measurement: Measurement };
    expect(measurement).toMatchObject({
      clientId: client.id,
      garmentType: 'dress',
      garmentName: 'Dress',
      takenBy: 'client',
      measurements: [{ name: 'Bust', size: 91.5, unit: 'cm' }],
    });
    expect(approved).toMatchObject({ status: 'approved', measurementId: measurement.id, decidedAt: expect.any(String) });
    // The record is compared with the one before it, not with itself.
    expect(approved.values[0]!.previous).toBeNull();
    expect((await s.api.call('GET', `/measurements/${measurement.id}`)).body.data.measurement).toMatchObject({ takenBy: 'client' });

    const entries = await t.ctx.db.select().from(activityEntries).where(eq(activityEntries.workspaceId, s.workspaceId));
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entityType: 'measurement', entityId: measurement.id, action: 'created', detail: 'Dress' }),
        expect.objectContaining({ entityType: 'measurement-request', entityId: request.id, detail: 'approved Dress', actorId: s.userId }),
      ]),
    );
    // Decided: the client cannot send again, nor the studio decide twice.
    expect((await send(token, request.id, { values: [{ name: 'Bust', size: 90 }] })).statusCode).toBe(409);
    expect((await s.api.call('POST', `/measurement-requests/${request.id}/approve`, {})).status).toBe(409);
    expect((await s.api.call('POST', `/measurement-requests/${request.id}/reject`)).status).toBe(409);
    // The garment is free to ask for again.
    await ask(s.api, client.id, { garmentType: 'dress', unit: 'cm' });
  });

  it('approves a template’s request as a record of that template', async () => {
    const s = await studio();
    const created = await s.api.call('POST', '/garment-templates', { name: 'Agbada', measurements: [{ name: 'Chest' }] });
    const templateId = (created.body.data.template as { id: string }).id;
    const { request } = await submitted(s, { templateId, unit: 'cm' });
    const res = await s.api.call('POST', `/measurement-requests/${request.id}/approve`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.measurement).toMatchObject({ garmentType: 'other', templateId, garmentName: 'Agbada', takenBy: 'client' });
  });

  it('rejects: nothing is recorded; cancels only an open request', async () => {
    const s = await studio();
    const { client, request } = await submitted(s);
    expect((await s.api.call('DELETE', `/measurement-requests/${request.id}`)).status).toBe(409);
    const rejected = await s.api.call('POST', `/measurement-requests/${request.id}/reject`);
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.request).toMatchObject({ status: 'rejected', measurementId: null });
    expect(await recordsOf(client.id)).toEqual([]);
    expect((await s.api.call('POST', `/measurement-requests/${request.id}/approve`, {})).status).toBe(409);

    const open = await ask(s.api, client.id, { garmentType: 'suit', unit: 'cm' });
    expect((await s.api.call('POST', `/measurement-requests/${open.id}/approve`, {})).status).toBe(409);
    const cancelled = await s.api.call('DELETE', `/measurement-requests/${open.id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.request).toMatchObject({ status: 'cancelled' });
    expect((await s.api.call('DELETE', `/measurement-requests/${open.id}`)).status).toBe(409);
    const details = (await t.ctx.db.select().from(activityEntries).where(eq(activityEntries.workspaceId, s.workspaceId))).map(
      (e) => e.detail,
    );
    expect(details).toEqual(expect.arrayContaining(['rejected Dress', 'cancelled Suit']));
  });

  it('answers another studio’s request with 404 on every route, and changes nothing', async () => {
    const s = await studio();
    const stranger = await studio();
    const { request } = await submitted(s);
    for (const [method, url, body] of [
      ['POST', `/measurement-requests/${request.id}/approve`, {}],
      ['POST', `/measurement-requests/${request.id}/reject`, undefined],
      ['DELETE', `/measurement-requests/${request.id}`, undefined],
    ] as const) {
      const res = await stranger.api.call(method, url, body);
      expect(res.status, url).toBe(404);
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
    }
    expect((await requestsOf(s.api, request.clientId))[0]).toMatchObject({ status: 'submitted' });
  });
});
