import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope } from '../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';

/**
 * Record versions (decision 090): an edit made offline is sent with the version it was made on,
 * and must not overwrite a change made on the server meanwhile; the original front end sends no
 * If-Match and keeps working as before.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ETAG = /^W\/"\d+"$/;
/** Versions are milliseconds: a change in the next millisecond is a new version. */
const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 3));

async function studio() {
  const person = await createVerifiedUser(t, { plan: 'enterprise' });
  const api = businessApi(t, person.token);
  const send = async (
    method: 'GET' | 'PATCH' | 'PUT',
    url: string,
    opts: { payload?: Record<string, unknown>; ifMatch?: string; key?: string } = {},
  ) => {
    const res = await t.request({
      method,
      url: `/api/v1${url}`,
      token: person.token,
      ...(opts.payload ? { payload: opts.payload } : {}),
      headers: {
        ...(opts.ifMatch === undefined ? {} : { 'if-match': opts.ifMatch }),
        ...(opts.key === undefined ? {} : { 'idempotency-key': opts.key }),
      },
    });
    const json = res.json() as { code?: string; data: Record<string, Record<string, unknown>> };
    return { status: res.statusCode, etag: res.headers.etag as string | undefined, replayed: res.headers['idempotent-replayed'], json };
  };
  return { api, send };
}

describe('ETag and If-Match', () => {
  it('gives a client its version, refuses an edit on a stale one (412, unchanged) and applies one on the current', async () => {
    const s = await studio();
    const client = await s.api.createClient({ name: 'Original' });
    const loaded = await s.send('GET', `/clients/${client.id}`);
    expect(loaded.etag).toMatch(ETAG);
    await nextMillisecond();
    // Someone changes the client on the server meanwhile.
    const meanwhile = await s.send('PATCH', `/clients/${client.id}`, { payload: { phone: '+15550100' } });
    expect(meanwhile.status).toBe(200);
    expect(meanwhile.etag).toMatch(ETAG);
    expect(meanwhile.etag).not.toBe(loaded.etag);
    const stale = await s.send('PATCH', `/clients/${client.id}`, { payload: { name: 'Offline edit' }, ifMatch: loaded.etag! });
    expect(stale.status).toBe(412);
    expectErrorEnvelope(stale.json, 412, 'PRECONDITION_FAILED');
    expect((stale.json as unknown as { message: string }).message).toBe('This record was changed since you loaded it.');
    const unchanged = await s.send('GET', `/clients/${client.id}`);
    expect(unchanged.json.data.client!.name).toBe('Original');
    expect(unchanged.etag).toBe(meanwhile.etag);
    await nextMillisecond();
    const current = await s.send('PATCH', `/clients/${client.id}`, { payload: { name: 'Offline edit' }, ifMatch: unchanged.etag! });
    expect(current.status).toBe(200);
    expect(current.json.data.client!.name).toBe('Offline edit');
    expect(current.etag).not.toBe(unchanged.etag);
    expect((await s.send('GET', `/clients/${client.id}`)).etag).toBe(current.etag);
  });

  it('applies a PATCH without If-Match, or with *, as before', async () => {
    const s = await studio();
    const client = await s.api.createClient();
    const project = await s.api.createProject(client.id);
    expect((await s.send('PATCH', `/projects/${project.id}`, { payload: { status: 'in-progress' } })).status).toBe(200);
    const any = await s.send('PATCH', `/projects/${project.id}`, { payload: { priority: 'high' }, ifMatch: '*' });
    expect(any.status).toBe(200);
    expect(any.json.data.project).toMatchObject({ status: 'in-progress', priority: 'high' });
    expect(any.etag).toMatch(ETAG);
  });

  it('versions a project with its stages: a stage changed meanwhile makes an edit of the project stale', async () => {
    const s = await studio();
    const client = await s.api.createClient();
    const project = await s.api.createProject(client.id);
    const loaded = await s.send('GET', `/projects/${project.id}`);
    expect(loaded.etag).toMatch(ETAG);
    await nextMillisecond();
    const added = await s.api.call('POST', `/projects/${project.id}/stages`, { name: 'Cutting' });
    expect(added.status).toBe(201);
    const stale = await s.send('PATCH', `/projects/${project.id}`, { payload: { status: 'completed' }, ifMatch: loaded.etag! });
    expect(stale.status).toBe(412);
    const now = await s.send('GET', `/projects/${project.id}`);
    expect(now.json.data.project!.status).toBe(loaded.json.data.project!.status);
    const stageId = ((now.json.data.project!.stages as { id: string }[])[0] as { id: string }).id;
    await nextMillisecond();
    const moved = await s.send('PATCH', `/projects/${project.id}/stages/${stageId}`, { payload: { status: 'done' }, ifMatch: now.etag! });
    expect(moved.status).toBe(200);
    expect(moved.etag).toMatch(ETAG);
    expect(moved.etag).not.toBe(now.etag);
  });

  it('checks the board’s move (PUT) against the version it was made on, and replays a move sent again with its key', async () => {
    const s = await studio();
    const client = await s.api.createClient();
    const project = await s.api.createProject(client.id);
    for (const name of ['Cutting', 'Sewing']) await s.api.call('POST', `/projects/${project.id}/stages`, { name });
    const loaded = await s.send('GET', `/projects/${project.id}`);
    const stages = loaded.json.data.project!.stages as { id: string; name: string; status: string }[];
    const sewing = stages.find((st) => st.name === 'Sewing')!;
    const cutting = stages.find((st) => st.name === 'Cutting')!;
    await nextMillisecond();
    // Someone marks Cutting done on the server while the tailor's move waits offline.
    await s.send('PATCH', `/projects/${project.id}/stages/${cutting.id}`, { payload: { status: 'done' } });
    const stale = await s.send('PUT', `/projects/${project.id}/stages/current`, { payload: { stageId: sewing.id }, ifMatch: loaded.etag! });
    expectErrorEnvelope(stale.json, 412, 'PRECONDITION_FAILED');
    const now = await s.send('GET', `/projects/${project.id}`);
    expect((now.json.data.project!.stages as { id: string; status: string }[]).find((st) => st.id === sewing.id)!.status).toBe(
      sewing.status,
    );
    await nextMillisecond();
    const key = crypto.randomUUID();
    const move = { payload: { stageId: sewing.id }, ifMatch: now.etag!, key };
    const moved = await s.send('PUT', `/projects/${project.id}/stages/current`, move);
    expect(moved.status).toBe(200);
    expect(moved.etag).toMatch(ETAG);
    expect(moved.etag).not.toBe(now.etag);
    // Its answer lost, the queue sends the same move again: the first answer, not a 412 on the version it made.
    const again = await s.send('PUT', `/projects/${project.id}/stages/current`, move);
    expect(again.status).toBe(200);
    expect(again.replayed).toBe('true');
    expect(again.etag).toBe(moved.etag);
    const order = await s.send('PUT', `/projects/${project.id}/stages/order`, {
      payload: { stageIds: [sewing.id, cutting.id] },
      ifMatch: now.etag!,
    });
    expectErrorEnvelope(order.json, 412, 'PRECONDITION_FAILED');
  });

  it('gives single-record answers an ETag and lists none', async () => {
    const s = await studio();
    const client = await s.api.createClient();
    const measurement = await s.api.createMeasurement(client.id);
    expect((await s.send('GET', `/measurements/${measurement.id}`)).etag).toMatch(ETAG);
    expect((await s.send('GET', '/clients')).etag).toBeUndefined();
  });

  it('refuses a malformed If-Match (400) and answers 404 for a record that is not there', async () => {
    const s = await studio();
    const client = await s.api.createClient({ name: 'Kept' });
    for (const ifMatch of ['abc', 'W/abc', '"a", b']) {
      const res = await s.send('PATCH', `/clients/${client.id}`, { payload: { name: 'Changed' }, ifMatch });
      expect(res.status, ifMatch).toBe(400);
      expectErrorEnvelope(res.json, 400, 'BAD_REQUEST');
    }
    expect((await s.send('GET', `/clients/${client.id}`)).json.data.client!.name).toBe('Kept');
    const missing = await s.send('PATCH', '/clients/00000000-0000-4000-8000-000000000000', { payload: { name: 'X' }, ifMatch: 'W/"1"' });
    expect(missing.status).toBe(404);
    // A condition counts only where the answer would be 2xx (decision 102): a missing record is
    // its 404 whatever the If-Match, malformed or not.
    for (const ifMatch of ['abc', '*', 'W/"1"']) {
      const res = await s.send('PATCH', '/clients/00000000-0000-4000-8000-000000000000', { payload: { name: 'X' }, ifMatch });
      expect(res.status, ifMatch).toBe(404);
      expectErrorEnvelope(res.json, 404, 'NOT_FOUND');
    }
  });
});
