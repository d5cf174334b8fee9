import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/index.js';
import { expectErrorEnvelope, newStudioApi, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const user = () => newStudioApi(t, 'enterprise');

describe('POST /api/v1/projects', () => {
  it('creates a project with defaults and the client populated', async () => {
    const api = await user();
    const client = await api.createClient({ name: 'Bride' });
    const res = await api.call('POST', '/projects', { clientId: client.id, name: ' Gown ', type: 'Wedding Dress' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Project added successfully!');
    const p = res.body.data.project as Record<string, unknown>;
    expect(p).toMatchObject({
      clientId: { _id: client.id, id: client.id, name: 'Bride' },
      name: 'Gown',
      description: '',
      type: 'Wedding Dress',
      status: 'planning',
      priority: 'low',
      progress: 0,
      dueDate: null,
      budget: null,
    });
    expect(p._id).toBe(p.id);
    expect(p.createdAt).toBe(new Date(p.createdAt as string).toISOString());
  });

  it('keeps every field sent; a date-only due date becomes midnight UTC', async () => {
    // On Free: a project with production stages takes its progress from them (decision 077, stages tests).
    const api = await newStudioApi(t);
    const client = await api.createClient();
    const p = await api.createProject(client.id, {
      description: 'Three fittings',
      type: 'Suit',
      status: 'in-progress',
      priority: 'high',
      progress: 100,
      dueDate: '2030-02-28',
      budget: 1250.5,
    });
    expect(p).toMatchObject({
      description: 'Three fittings',
      type: 'Suit',
      status: 'in-progress',
      priority: 'high',
      progress: 100,
      dueDate: '2030-02-28T00:00:00.000Z',
      budget: 1250.5,
    });
    const withTime = await api.createProject(client.id, { dueDate: '2030-03-01T10:30:00+02:00' });
    expect(withTime.dueDate).toBe('2030-03-01T08:30:00.000Z');
  });

  it.each([
    ['missing clientId', { clientId: undefined }, 'clientId'],
    ['missing name', { name: undefined }, 'name'],
    ['blank name', { name: '  ' }, 'name'],
    ['name of 121 characters', { name: 'n'.repeat(121) }, 'name'],
    ['description of 2001 characters', { description: 'd'.repeat(2001) }, 'description'],
    ['missing type', { type: undefined }, 'type'],
    ['unknown type', { type: 'Kimono' }, 'type'],
    ['unknown status', { status: 'done' }, 'status'],
    ['unknown priority', { priority: 'urgent' }, 'priority'],
    ['progress 101', { progress: 101 }, 'progress'],
    ['progress -1', { progress: -1 }, 'progress'],
    ['progress 50.5', { progress: 50.5 }, 'progress'],
    ['progress as text', { progress: '50' }, 'progress'],
    ['negative budget', { budget: -1 }, 'budget'],
    ['budget with 3 decimals', { budget: 19.999 }, 'budget'],
    ['budget 1.005', { budget: 1.005 }, 'budget'],
    ['budget above the maximum', { budget: 10_000_000.01 }, 'budget'],
    ['budget as text', { budget: '19.99' }, 'budget'],
    ['impossible date', { dueDate: '2030-02-30' }, 'dueDate'],
    ['not a date', { dueDate: 'next friday' }, 'dueDate'],
    ['year 0001', { dueDate: '0001-01-01' }, 'dueDate'],
    ['date as number', { dueDate: 1700000000000 }, 'dueDate'],
  ])('refuses %s with 422 on the field', async (_label, override, field) => {
    const api = await user();
    const client = await api.createClient();
    const body = JSON.parse(JSON.stringify({ clientId: client.id, name: 'P', type: 'Suit', ...override }));
    const res = await api.call('POST', '/projects', body);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
  });

  it.each([UNKNOWN_ID, 'bad-id'])('answers 404 with a clientId field error for client %s', async (clientId) => {
    const api = await user();
    const res = await api.call('POST', '/projects', { clientId, name: 'P', type: 'Suit' });
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual([{ field: 'clientId', message: 'Client not found' }]);
  });
});

describe('budget is exact money', () => {
  it.each([
    [19.99, 19.99],
    [0.1 + 0.2, 0.3],
    [1.1 * 3, 3.3],
    [0, 0],
    [0.01, 0.01],
    [1234567.89, 1234567.89],
    [10_000_000, 10_000_000],
  ])('keeps %s as %s', async (sent, expected) => {
    const api = await user();
    const client = await api.createClient();
    const p = await api.createProject(client.id, { budget: sent });
    expect(p.budget).toBe(expected);
    const read = await api.call('GET', `/projects/${p.id}`);
    expect(read.body.data.project).toMatchObject({ budget: expected });
  });

  it('stores integer cents in the database', async () => {
    const api = await user();
    const client = await api.createClient();
    const p = await api.createProject(client.id, { budget: 19.99 });
    const [row] = await t.ctx.db.select({ cents: projects.budgetCents }).from(projects).where(eq(projects.id, p.id));
    expect(row?.cents).toBe(1999);
  });
});

describe('GET /api/v1/projects', () => {
  it('lists my projects newest first, filtered by status, client and search on project or client name', async () => {
    const api = await user();
    const ada = await api.createClient({ name: 'Ada Lovelace' });
    const bob = await api.createClient({ name: 'Bob Marley' });
    const gown = await api.createProject(ada.id, { name: 'Silk gown', status: 'review' });
    const suit = await api.createProject(bob.id, { name: 'Linen suit', type: 'Suit', status: 'completed' });
    const shirt = await api.createProject(ada.id, { name: 'Oxford shirt', type: 'Shirt' });
    const ids = async (query = '') => {
      const res = await api.call('GET', `/projects${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe('Projects loaded successfully!');
      return (res.body.data.projects as { id: string }[]).map((p) => p.id);
    };
    expect(await ids()).toEqual([shirt.id, suit.id, gown.id]);
    expect(await ids('?status=completed')).toEqual([suit.id]);
    expect(await ids(`?clientId=${ada.id}`)).toEqual([shirt.id, gown.id]);
    expect(await ids('?search=linen')).toEqual([suit.id]);
    expect(await ids('?search=lovelace')).toEqual([shirt.id, gown.id]);
    expect(await ids(`?search=gown&clientId=${ada.id}&status=review`)).toEqual([gown.id]);
    const listed = (await api.call('GET', '/projects')).body.data.projects as Record<string, unknown>[];
    expect(listed[0]?.clientId).toEqual({ _id: ada.id, id: ada.id, name: 'Ada Lovelace' });
  });

  it('refuses bad filters', async () => {
    const api = await user();
    expect((await api.call('GET', '/projects?status=done')).status).toBe(422);
    expect((await api.call('GET', '/projects?clientId=nope')).status).toBe(404);
    expect((await api.call('GET', `/projects?clientId=${UNKNOWN_ID}`)).status).toBe(404);
  });
});

describe('GET, PATCH, DELETE /api/v1/projects/:id', () => {
  it('answers the one project as data.project, updates it and deletes it', async () => {
    const api = await user();
    const client = await api.createClient({ name: 'First' });
    const other = await api.createClient({ name: 'Second' });
    const p = await api.createProject(client.id, { budget: 100, dueDate: '2030-01-01', description: 'x' });
    const got = await api.call('GET', `/projects/${p.id}`);
    expect(got.status).toBe(200);
    expect(got.body.data.project).toEqual(p);

    const res = await api.call('PATCH', `/projects/${p.id}`, { status: 'completed', progress: 100, budget: 99.99, clientId: other.id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Project updated successfully!');
    expect(res.body.data.project).toMatchObject({
      status: 'completed',
      progress: 100,
      budget: 99.99,
      name: p.name,
      dueDate: '2030-01-01T00:00:00.000Z',
      clientId: { id: other.id, name: 'Second' },
    });
    const cleared = await api.call('PATCH', `/projects/${p.id}`, { budget: null, dueDate: null, description: '' });
    expect(cleared.body.data.project).toMatchObject({ budget: null, dueDate: null, description: '' });
    expect((await api.call('PATCH', `/projects/${p.id}`, {})).status).toBe(200);

    const del = await api.call('DELETE', `/projects/${p.id}`);
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Project deleted successfully!');
    expect((await api.call('GET', `/projects/${p.id}`)).status).toBe(404);
  });

  it.each([
    [{ progress: 150 }, 'progress'],
    [{ budget: 1.234 }, 'budget'],
    [{ status: 'archived' }, 'status'],
    [{ name: '' }, 'name'],
    [{ type: null }, 'type'],
    [{ createdAt: '2020-01-01' }, 'createdAt'],
  ])('refuses the update %j', async (body, field) => {
    const api = await user();
    const client = await api.createClient();
    const p = await api.createProject(client.id);
    const res = await api.call('PATCH', `/projects/${p.id}`, body);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.field).toBe(field);
  });
});

describe('ownership', () => {
  it("hides another user's projects and refuses to attach one to their client", async () => {
    const owner = await user();
    const intruder = await user();
    const client = await owner.createClient({ name: 'Private' });
    const p = await owner.createProject(client.id, { name: 'Secret gown' });
    const own = await intruder.createClient();
    const mine = await intruder.createProject(own.id, { name: 'Mine' });

    for (const [method, url, payload] of [
      ['GET', `/projects/${p.id}`, undefined],
      ['PATCH', `/projects/${p.id}`, { name: 'Stolen' }],
      ['DELETE', `/projects/${p.id}`, undefined],
      ['GET', `/projects?clientId=${client.id}`, undefined],
      ['POST', '/projects', { clientId: client.id, name: 'X', type: 'Suit' }],
      ['PATCH', `/projects/${mine.id}`, { clientId: client.id }],
    ] as const) {
      const res = await intruder.call(method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(404);
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
      expect(JSON.stringify(res.body)).not.toContain('Secret');
    }
    const list = (await intruder.call('GET', '/projects')).body.data.projects as { id: string }[];
    expect(list.map((x) => x.id)).toEqual([mine.id]);
    expect((await intruder.call('GET', '/projects?search=Secret')).body.data.projects).toEqual([]);
    expect((await owner.call('GET', `/projects/${p.id}`)).body.data.project).toMatchObject({ name: 'Secret gown' });
    expect((await intruder.call('GET', `/projects/${mine.id}`)).body.data.project).toMatchObject({ clientId: { id: own.id } });
  });

  it.each([UNKNOWN_ID, 'abc', '1; drop table projects'])('answers 404 for id %s', async (id) => {
    const api = await user();
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await api.call(method, `/projects/${encodeURIComponent(id)}`, method === 'PATCH' ? { progress: 1 } : undefined);
      expect(res.status).toBe(404);
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
    }
  });
});
