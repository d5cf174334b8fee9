import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries, clients, idempotencyKeys, measurements } from '../db/schema/index.js';
import { businessApi, expectErrorEnvelope } from '../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';
import { purgeExpiredKeys } from './idempotency.js';

/**
 * Idempotency keys (decision 089): the offline queue sends every write with a key, and a write
 * sent again (the answer was lost, a second tab, a reload) must be done once, whatever process
 * answers it, and must say it was a replay.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Send = { method: 'POST' | 'PATCH'; url: string; payload: Record<string, unknown>; key?: string; app?: TestApp };

async function studio() {
  const person = await createVerifiedUser(t, { plan: 'enterprise' });
  const api = businessApi(t, person.token);
  const send = async ({ method, url, payload, key, app = t }: Send) => {
    const res = await app.request({
      method,
      url: `/api/v1${url}`,
      token: person.token,
      payload,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
    return {
      status: res.statusCode,
      headers: res.headers,
      body: res.body,
      json: res.json() as { code?: string; data: Record<string, { id: string }> },
    };
  };
  return { person, api, send };
}

const clientsNamed = (name: string) => t.ctx.db.select().from(clients).where(eq(clients.name, name));
const activityOf = (entityId: string) => t.ctx.db.select().from(activityEntries).where(eq(activityEntries.entityId, entityId));

describe('Idempotency-Key on POST and PATCH', () => {
  it('creates a client once for a key sent twice, and answers the stored answer the second time', async () => {
    const s = await studio();
    const key = randomUUID();
    const name = `Once ${key}`;
    const first = await s.send({ method: 'POST', url: '/clients', payload: { name }, key });
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await s.send({ method: 'POST', url: '/clients', payload: { name }, key });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    const rows = await clientsNamed(name);
    expect(rows).toHaveLength(1);
    expect(await activityOf(rows[0]!.id)).toHaveLength(1);
  });

  it('records a measurement once for a key sent twice', async () => {
    const s = await studio();
    const client = await s.api.createClient();
    const payload = { clientId: client.id, garmentType: 'dress', measurements: [{ name: 'Bust', size: 34, unit: 'inches' }] };
    const key = randomUUID();
    const first = await s.send({ method: 'POST', url: '/measurements', payload, key });
    const again = await s.send({ method: 'POST', url: '/measurements', payload, key });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.json.data.measurement!.id).toBe(first.json.data.measurement!.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await t.ctx.db.select().from(measurements).where(eq(measurements.clientId, client.id))).toHaveLength(1);
  });

  it('changes a project once for a PATCH sent twice, and the replay carries the same ETag', async () => {
    const s = await studio();
    const client = await s.api.createClient();
    const project = await s.api.createProject(client.id);
    const key = randomUUID();
    const first = await s.send({ method: 'PATCH', url: `/projects/${project.id}`, payload: { status: 'in-progress' }, key });
    expect(first.status).toBe(200);
    const again = await s.send({ method: 'PATCH', url: `/projects/${project.id}`, payload: { status: 'in-progress' }, key });
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    const changes = (await activityOf(project.id)).filter((entry) => entry.action !== 'created');
    expect(changes).toHaveLength(1);
  });

  it('refuses a key sent again with another body or address (422), and does nothing', async () => {
    const s = await studio();
    const key = randomUUID();
    expect((await s.send({ method: 'POST', url: '/clients', payload: { name: `First ${key}` }, key })).status).toBe(201);
    const otherBody = await s.send({ method: 'POST', url: '/clients', payload: { name: `Second ${key}` }, key });
    expect(otherBody.status).toBe(422);
    expectErrorEnvelope(otherBody.json, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect((otherBody.json as unknown as { message: string }).message).toBe('This Idempotency-Key was already used for another request.');
    expect(await clientsNamed(`Second ${key}`)).toHaveLength(0);
    const client = await s.api.createClient();
    const otherPath = await s.send({ method: 'PATCH', url: `/clients/${client.id}`, payload: { name: `First ${key}` }, key });
    expectErrorEnvelope(otherPath.json, 422, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('keeps keys per studio: the same key in another studio is its own request', async () => {
    const a = await studio();
    const b = await studio();
    const key = randomUUID();
    const name = `Shared key ${key}`;
    const inA = await a.send({ method: 'POST', url: '/clients', payload: { name }, key });
    const inB = await b.send({ method: 'POST', url: '/clients', payload: { name }, key });
    expect([inA.status, inB.status]).toEqual([201, 201]);
    expect(inB.headers['idempotent-replayed']).toBeUndefined();
    expect(inB.json.data.client!.id).not.toBe(inA.json.data.client!.id);
    expect(await clientsNamed(name)).toHaveLength(2);
  });

  it('holds across a restart and in a second app process on the same database', async () => {
    const s = await studio();
    const key = randomUUID();
    const name = `Restart ${key}`;
    const first = await s.send({ method: 'POST', url: '/clients', payload: { name }, key });
    // The restarted server: a new app on the same database.
    const restarted = await createTestApp({}, { database: t.database });
    const afterRestart = await s.send({ method: 'POST', url: '/clients', payload: { name }, key, app: restarted });
    await restarted.close();
    // A second process: on PostgreSQL its own connections; PGlite is in-process, so shared.
    const reopened = t.database.reopen ? await t.database.reopen() : undefined;
    const second = await createTestApp({}, { database: reopened ?? t.database });
    const inSecond = await s.send({ method: 'POST', url: '/clients', payload: { name }, key, app: second });
    await second.close();
    await reopened?.close();
    for (const res of [afterRestart, inSecond]) {
      expect(res.status).toBe(201);
      expect(res.headers['idempotent-replayed']).toBe('true');
      expect(res.body).toBe(first.body);
    }
    expect(await clientsNamed(name)).toHaveLength(1);
  });

  it('does the work once when two processes get the same request at the same moment', async () => {
    const s = await studio();
    const key = randomUUID();
    const name = `Race ${key}`;
    const reopened = t.database.reopen ? await t.database.reopen() : undefined;
    const second = await createTestApp({}, { database: reopened ?? t.database });
    const answers = await Promise.all([
      s.send({ method: 'POST', url: '/clients', payload: { name }, key }),
      s.send({ method: 'POST', url: '/clients', payload: { name }, key, app: second }),
    ]);
    await second.close();
    await reopened?.close();
    // The loser sees the winner's answer, or, while it runs, 409 to retry.
    for (const res of answers) expect([201, 409]).toContain(res.status);
    expect(answers.filter((res) => res.status === 201 && res.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(await clientsNamed(name)).toHaveLength(1);
  });

  it('answers 409 with Retry-After while the first request with the key is running, and takes over an abandoned one', async () => {
    const s = await studio();
    const payload = { name: `Running ${randomUUID()}` };
    // A request done once gives the claim's fingerprint; other processes hold two more keys for the same request.
    const done = randomUUID();
    expect((await s.send({ method: 'POST', url: '/clients', payload, key: done })).status).toBe(201);
    const [row] = await t.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, done));
    const claimOf = (key: string, createdAt: Date) => ({
      ...row!,
      key,
      claim: randomUUID(),
      state: 'running' as const,
      status: null,
      response: null,
      createdAt,
    });
    const [busyKey, abandonedKey] = [randomUUID(), randomUUID()];
    // One is still at work; the other process stopped mid-request eleven minutes ago.
    await t.ctx.db
      .insert(idempotencyKeys)
      .values([claimOf(busyKey, new Date()), claimOf(abandonedKey, new Date(Date.now() - 11 * 60_000))]);
    const busy = await s.send({ method: 'POST', url: '/clients', payload, key: busyKey });
    expect(busy.status).toBe(409);
    expectErrorEnvelope(busy.json, 409, 'IDEMPOTENCY_KEY_IN_PROGRESS');
    expect(busy.headers['retry-after']).toBe('1');
    const takenOver = await s.send({ method: 'POST', url: '/clients', payload, key: abandonedKey });
    expect(takenOver.status).toBe(201);
    expect(takenOver.headers['idempotent-replayed']).toBeUndefined();
    expect(await clientsNamed(payload.name)).toHaveLength(2);
  });

  it('stores a refusal as the answer, and forgets a key after 24 hours', async () => {
    const s = await studio();
    const key = randomUUID();
    const payload = {
      clientId: '00000000-0000-4000-8000-000000000000',
      garmentType: 'dress',
      measurements: [{ name: 'Bust', size: 34, unit: 'inches' }],
    };
    const refused = await s.send({ method: 'POST', url: '/measurements', payload, key });
    expect(refused.status).toBe(404);
    const again = await s.send({ method: 'POST', url: '/measurements', payload, key });
    expect(again.status).toBe(404);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(refused.body);
    // A day later the key is another request's.
    const name = `Expired ${key}`;
    const other = randomUUID();
    await s.send({ method: 'POST', url: '/clients', payload: { name }, key: other });
    await t.ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(idempotencyKeys.key, other));
    const later = await s.send({ method: 'POST', url: '/clients', payload: { name }, key: other });
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await clientsNamed(name)).toHaveLength(2);
    await t.ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(idempotencyKeys.key, key));
    expect(await purgeExpiredKeys(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
  });

  it('replays a portal link too: the answer is sealed where it is kept (decision 104), the link made once', async () => {
    const s = await studio();
    const client = await s.api.createClient();
    const key = randomUUID();
    const first = await s.send({ method: 'POST', url: `/clients/${client.id}/portal-link`, payload: {}, key });
    const again = await s.send({ method: 'POST', url: `/clients/${client.id}/portal-link`, payload: {}, key });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    const [row] = await t.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row?.response).toMatch(/^v1\./);
    // The link replayed is the one made, still the client's live link.
    const url = (first.json.data.link as unknown as { url: string }).url;
    const token = url.slice(url.lastIndexOf('/') + 1);
    expect((await t.request({ method: 'GET', url: `/api/v1/portal/${token}` })).statusCode).toBe(200);
  });

  it('is explained in the API document, with If-Match beside it', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as { info: { description: string } };
    const text = doc.info.description;
    expect(text).toContain('`Idempotency-Key`');
    expect(text).toContain('`Idempotent-Replayed: true`');
    expect(text).toContain('`IDEMPOTENCY_KEY_REUSED`');
    expect(text).toContain('412 `PRECONDITION_FAILED`');
  });

  it('refuses a malformed key (400) and leaves requests without one as they were', async () => {
    const s = await studio();
    for (const key of ['', 'k'.repeat(256), 'clé']) {
      const res = await s.send({ method: 'POST', url: '/clients', payload: { name: `Bad key ${key.length}` }, key });
      expect(res.status, key).toBe(400);
      expectErrorEnvelope(res.json, 400, 'BAD_REQUEST');
    }
    expect((await s.send({ method: 'POST', url: '/clients', payload: { name: 'Max key' }, key: 'k'.repeat(255) })).status).toBe(201);
    const name = `No key ${randomUUID()}`;
    await s.send({ method: 'POST', url: '/clients', payload: { name } });
    const second = await s.send({ method: 'POST', url: '/clients', payload: { name } });
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await clientsNamed(name)).toHaveLength(2);
  });
});
