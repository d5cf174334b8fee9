import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, newStudioApi, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const premium = () => newStudioApi(t, 'premium');

describe('POST /api/v1/clients', () => {
  it('creates an active client with _id, id, derived fields and ISO dates', async () => {
    const api = await premium();
    const res = await api.call('POST', '/clients', {
      name: '  Grace Hopper ',
      email: 'Grace@Example.COM',
      phone: '+1 555 0100',
      address: '1 Navy Way',
      notes: 'Prefers silk',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, status_code: 201, message: 'Client added successfully!' });
    const client = res.body.data.client as Record<string, unknown>;
    expect(client).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+1 555 0100',
      address: '1 Navy Way',
      notes: 'Prefers silk',
      status: 'active',
      projects: 0,
      lastOrderDate: null,
    });
    expect(client._id).toBe(client.id);
    expect(new Date(client.createdAt as string).toISOString()).toBe(client.createdAt);
  });

  it('answers empty optional fields as "" (decision 017)', async () => {
    const api = await premium();
    const client = await api.createClient({ name: 'Min', email: '', phone: '   ', address: null });
    expect(client).toMatchObject({ email: '', phone: '', address: '', notes: '' });
  });

  it('keeps a business client’s identifiers and country, printed on its invoices (decision 162)', async () => {
    const api = await premium();
    const client = await api.createClient({
      name: 'Maison Lune SARL',
      companyNumber: '552 100 554',
      vatNumber: 'FR40552100554',
      country: ' fr ',
    });
    expect(client).toMatchObject({ companyNumber: '552 100 554', vatNumber: 'FR40552100554', country: 'FR' });
    const res = await api.call('PATCH', `/clients/${client.id}`, { vatNumber: 'FR40552100555', country: null });
    expect(res.body.data.client).toMatchObject({ companyNumber: '552 100 554', vatNumber: 'FR40552100555', country: '' });
    const bad = await api.call('PATCH', `/clients/${client.id}`, { country: 'France' });
    expect(bad.body.errors?.map((e) => e.field)).toEqual(['country']);
  });

  it.each([
    ['missing name', {}, 'name'],
    ['blank name', { name: '   ' }, 'name'],
    ['name too long', { name: 'x'.repeat(121) }, 'name'],
    ['bad email', { name: 'A', email: 'not-an-email' }, 'email'],
    ['phone too long', { name: 'A', phone: '1'.repeat(41) }, 'phone'],
    ['address too long', { name: 'A', address: 'a'.repeat(301) }, 'address'],
    ['notes too long', { name: 'A', notes: 'n'.repeat(2001) }, 'notes'],
    ['bad status', { name: 'A', status: 'archived' }, 'status'],
    ['NUL in name', { name: 'A\u0000B' }, 'name'],
    ['unknown field', { name: 'A', projects: 5 }, 'projects'],
    ['wrong type', { name: 42 }, 'name'],
  ])('refuses %s with 422 and a field error', async (_label, body, field) => {
    const api = await premium();
    const res = await api.call('POST', '/clients', body);
    expect(res.status).toBe(422);
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
  });

  it('needs a signed-in user', async () => {
    const res = await t.request({ method: 'POST', url: '/api/v1/clients', payload: { name: 'A' } });
    expect(res.statusCode).toBe(401);
    expectErrorEnvelope(res.json(), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/v1/clients', () => {
  it('lists only my clients, newest first, filtered by search and status', async () => {
    const api = await premium();
    const other = await premium();
    await other.createClient({ name: 'Not Mine' });
    await api.createClient({ name: 'Alice Tailor', email: 'alice@shop.test' });
    const bob = await api.createClient({ name: 'Bob Smith', email: 'bob@weave.test' });
    await api.createClient({ name: '100% Wool_Co' });
    await api.call('PATCH', `/clients/${bob.id}`, { status: 'inactive' });

    const all = await api.listClients();
    expect(all.map((c) => c.name)).toEqual(['100% Wool_Co', 'Bob Smith', 'Alice Tailor']);
    expect((await api.listClients('?search=ALICE')).map((c) => c.name)).toEqual(['Alice Tailor']);
    expect((await api.listClients('?search=weave')).map((c) => c.name)).toEqual(['Bob Smith']);
    // LIKE wildcards in the term are taken literally.
    expect((await api.listClients('?search=%25')).map((c) => c.name)).toEqual(['100% Wool_Co']);
    expect((await api.listClients('?search=_')).map((c) => c.name)).toEqual(['100% Wool_Co']);
    expect((await api.listClients('?status=inactive')).map((c) => c.name)).toEqual(['Bob Smith']);
    expect(await api.listClients('?search=nobody')).toEqual([]);
    const res = await api.call('GET', '/clients');
    expect(res.body.message).toBe('Clients loaded successfully!');
  });

  it('refuses a bad status filter and an oversized search', async () => {
    const api = await premium();
    expect((await api.call('GET', '/clients?status=archived')).status).toBe(422);
    expect((await api.call('GET', `/clients?search=${'x'.repeat(201)}`)).status).toBe(422);
    // A NUL anywhere in the URL is refused before the route (decision 061).
    expect((await api.call('GET', '/clients?search=%00')).status).toBe(400);
  });
});

describe('derived fields: projects and lastOrderDate', () => {
  it('counts projects that are not completed and dates the latest project, and follows changes', async () => {
    const api = await premium();
    const client = await api.createClient();
    const bystander = await api.createClient({ name: 'Bystander' });
    const find = async (id: string) => (await api.listClients()).find((c) => c.id === id);

    expect(await find(client.id)).toMatchObject({ projects: 0, lastOrderDate: null });
    const first = await api.createProject(client.id, { status: 'planning' });
    const second = await api.createProject(client.id, { status: 'in-progress' });
    const done = await api.createProject(client.id, { status: 'completed' });

    let listed = await find(client.id);
    expect(listed?.projects).toBe(2);
    expect(listed?.lastOrderDate).toBe(done.createdAt);
    expect(new Date(listed?.lastOrderDate as string).getTime()).toBeGreaterThanOrEqual(new Date(first.createdAt as string).getTime());
    expect(await find(bystander.id)).toMatchObject({ projects: 0, lastOrderDate: null });

    await api.call('PATCH', `/projects/${second.id}`, { status: 'completed' });
    expect((await find(client.id))?.projects).toBe(1);

    await api.call('DELETE', `/projects/${done.id}`);
    listed = await find(client.id);
    expect(listed?.projects).toBe(1);
    expect(listed?.lastOrderDate).toBe(second.createdAt);

    // The single-client read computes the same way.
    const one = await api.call('GET', `/clients/${client.id}`);
    expect(one.body.data.client).toMatchObject({ projects: 1, lastOrderDate: second.createdAt });
  });
});

describe('GET /api/v1/clients/:id', () => {
  it('answers the client with the counts the delete dialog names', async () => {
    const api = await premium();
    const client = await api.createClient();
    await api.createMeasurement(client.id);
    await api.createMeasurement(client.id, { garmentType: 'suit' });
    await api.createProject(client.id, { status: 'completed' });
    const res = await api.call('GET', `/clients/${client.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      client: expect.objectContaining({ id: client.id, _id: client.id, projects: 0 }),
      related: { measurements: 2, projects: 1 },
      deletion: { allowed: true, code: null, message: null },
    });
  });
});

describe('PATCH /api/v1/clients/:id', () => {
  it('changes only the fields sent, including status, and clears optional ones with null or empty', async () => {
    const api = await premium();
    const client = await api.createClient({ email: 'a@b.test', phone: '123', notes: 'keep' });
    const res = await api.call('PATCH', `/clients/${client.id}`, { status: 'inactive', phone: '', email: null });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Client updated successfully!');
    expect(res.body.data.client).toMatchObject({ name: 'Ada Lovelace', status: 'inactive', phone: '', email: '', notes: 'keep' });
    const empty = await api.call('PATCH', `/clients/${client.id}`, {});
    expect(empty.status).toBe(200);
    expect(empty.body.data.client).toMatchObject({ status: 'inactive', notes: 'keep' });
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: null }, 'name'],
    [{ status: 'gone' }, 'status'],
    [{ email: 'x@' }, 'email'],
    [{ id: 'abc' }, 'id'],
  ])('refuses %j', async (body, field) => {
    const api = await premium();
    const client = await api.createClient();
    const res = await api.call('PATCH', `/clients/${client.id}`, body);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.field).toBe(field);
  });
});

describe('DELETE /api/v1/clients/:id', () => {
  it('deletes the client with its measurements and projects, and says how many', async () => {
    const api = await premium();
    const client = await api.createClient();
    const keep = await api.createClient({ name: 'Keep' });
    const m = await api.createMeasurement(client.id);
    await api.createMeasurement(client.id);
    await api.createMeasurement(keep.id);
    const p = await api.createProject(client.id);
    const kept = await api.createProject(keep.id);

    const res = await api.call('DELETE', `/clients/${client.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Client deleted successfully!', data: { deleted: { measurements: 2, projects: 1 } } });
    expect((await api.call('GET', `/clients/${client.id}`)).status).toBe(404);
    expect((await api.call('GET', `/measurements/${m.id}`)).status).toBe(404);
    expect((await api.call('GET', `/projects/${p.id}`)).status).toBe(404);
    expect((await api.call('GET', `/projects/${kept.id}`)).status).toBe(200);
    expect((await api.call('GET', `/clients/${keep.id}`)).body.data.related).toEqual({ measurements: 1, projects: 1 });
    expect((await api.call('DELETE', `/clients/${client.id}`)).status).toBe(404);
  });
});

describe('ownership', () => {
  it("answers 404 for another user's client on get, update, delete and its measurements, and never lists it", async () => {
    const owner = await premium();
    const intruder = await premium();
    const client = await owner.createClient({ name: 'Private' });

    for (const [method, url, payload] of [
      ['GET', `/clients/${client.id}`, undefined],
      ['PATCH', `/clients/${client.id}`, { name: 'Hijacked' }],
      ['DELETE', `/clients/${client.id}`, undefined],
      ['GET', `/clients/${client.id}/measurements`, undefined],
    ] as const) {
      const res = await intruder.call(method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(404);
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
      expect(JSON.stringify(res.body)).not.toContain('Private');
    }
    expect(await intruder.listClients()).toEqual([]);
    expect(await intruder.listClients('?search=Private')).toEqual([]);
    const still = await owner.call('GET', `/clients/${client.id}`);
    expect(still.body.data.client).toMatchObject({ name: 'Private' });
  });

  it.each([UNKNOWN_ID, 'not-a-uuid', '123', "1' or '1'='1", '%20', 'x'.repeat(150)])('answers 404 NOT_FOUND for id %s', async (id) => {
    const api = await premium();
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await api.call(method, `/clients/${encodeURIComponent(id)}`, method === 'PATCH' ? { name: 'x' } : undefined);
      expect(res.status, `${method} ${id}`).toBe(404);
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
    }
  });
});
