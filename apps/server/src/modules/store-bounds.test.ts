import { GROUP_LIMITS, INVOICE_LIMITS, LIMITS, STORE_LIMITS, type Measurement, type Pattern } from '@atelier/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { businessApi, expectErrorEnvelope } from '../test/business.js';
import { recordInInches } from '../test/generator-samples.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';
import { MAX_OPEN_SESSIONS } from './auth/sessions.js';
import { BILLING_HISTORY_SHOWN } from './subscriptions/subscription-service.js';
import { studioOf } from '../test/seed.js';

/**
 * Decision 070: what one studio can make is bounded. One record: at most 100 values in a measurement
 * record and 200 items on an invoice, on every path that writes them, each refusal a 422 naming the
 * field. One store: at most STORE_LIMITS records of a kind, a 422 STORE_LIMIT_REACHED naming the
 * store, counted under the studio's lock like the plans' limits. The stores are filled in bulk with
 * SQL, as a script through the API would take hours to.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;
const value = (name: string, size = 30) => ({ name, size, unit: 'inches' });
const values = (n: number, prefix = 'M') => Array.from({ length: n }, (_, i) => value(`${prefix}${i}`));
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ description: `Line ${i}`, quantity: 1, rate: 10 }));

async function studio(plan: 'free' | 'premium' = 'premium') {
  const u = await createVerifiedUser(t, { plan });
  const api = businessApi(t, u.token);
  const workspaceId = await studioOf(t.ctx.db, u.user.id);
  return { api, userId: u.user.id, workspaceId, client: await api.createClient({ name: 'Grace Hopper' }) };
}

/** The refusal of a full store: 422, its own code, the store named as the field and in the sentence. */
function expectStoreFull(res: Awaited<ReturnType<Api['call']>>, store: string, sentence: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expectErrorEnvelope(res.body, 422, 'STORE_LIMIT_REACHED');
  expect(res.body.errors?.[0]?.field).toBe(store);
  expect(res.body.message).toContain(sentence);
}

function expectFieldRefused(res: Awaited<ReturnType<Api['call']>>, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
  expect(res.body.errors?.[0]?.field).toBe(field);
}

describe('one record is bounded', () => {
  it(`a measurement record holds ${LIMITS.measurementValues} values: one more is 422 on measurements, created or changed`, async () => {
    const { api, client } = await studio('free');
    expectFieldRefused(
      await api.call('POST', '/measurements', { clientId: client.id, garmentType: 'dress', measurements: values(101) }),
      'measurements',
    );
    const record = await api.createMeasurement(client.id);
    expectFieldRefused(await api.call('PATCH', `/measurements/${record.id}`, { measurements: values(101) }), 'measurements');
    const full = await api.call('PATCH', `/measurements/${record.id}`, { measurements: values(100) });
    expect(full.status).toBe(200);
    expect((full.body.data.measurement as Measurement).measurements).toHaveLength(100);
  });

  it('the generator adds values to a full record only within the bound: 422 on extraMeasurements, the record unchanged', async () => {
    const { api, client } = await studio();
    const record = await api.createMeasurement(client.id, { garmentType: 'skirt', measurements: values(100) });
    const res = await api.call('POST', '/patterns/generate', {
      clientId: client.id,
      measurementId: record.id,
      garmentType: 'Skirt',
      style: 'Formal',
      sizeRange: 'M-L',
      fabricType: 'Wool',
      extraMeasurements: [value('Waist', 28)],
    });
    expectFieldRefused(res, 'extraMeasurements');
    const after = (await api.call('GET', `/measurements/${record.id}`)).body.data.measurement as Measurement;
    expect(after.measurements).toHaveLength(100);
  });

  it(`an invoice holds ${INVOICE_LIMITS.itemsMax} items: ${INVOICE_LIMITS.itemsMax} are kept, one more is 422 on items, created or changed`, async () => {
    const { api, client } = await studio();
    const invoice = (n: number, invoiceNumber: string) => ({ clientId: client.id, invoiceNumber, dueDate: '2030-01-31', items: items(n) });
    expectFieldRefused(await api.call('POST', '/invoices', invoice(201, 'INV-201')), 'items');
    const created = await api.call('POST', '/invoices', invoice(200, 'INV-200'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const saved = created.body.data.invoice as { id: string; items: unknown[]; amount: number };
    expect(saved.items).toHaveLength(200);
    expect(saved.amount).toBe(2000);
    expectFieldRefused(await api.call('PATCH', `/invoices/${saved.id}`, { items: items(201) }), 'items');
    const read = (await api.call('GET', `/invoices/${saved.id}`)).body.data.invoice as { items: unknown[] };
    expect(read.items).toHaveLength(200);
  });
});

describe('each store is bounded per studio', () => {
  it('patterns: created, copied and generated up to the bound and no further, also when sent at once; room again after a delete', async () => {
    const s = await studio();
    const cap = STORE_LIMITS.patterns;
    await t.ctx.db.execute(
      sql`insert into patterns (id, workspace_id, name) select gen_random_uuid(), ${s.workspaceId}, 'Block ' || g from generate_series(1, ${cap - 3}) g`,
    );
    // Six at once for the last three places: the studio's lock lets exactly three in.
    const racing = await Promise.all(Array.from({ length: 6 }, (_, i) => s.api.call('POST', '/patterns', { name: `Racer ${i}` })));
    expect(racing.filter((r) => r.status === 201)).toHaveLength(3);
    for (const refused of racing.filter((r) => r.status !== 201)) expectStoreFull(refused, 'patterns', 'at most 20,000 patterns');

    const own = (racing.find((r) => r.status === 201)?.body.data as { pattern: Pattern }).pattern;
    expectStoreFull(await s.api.call('POST', `/patterns/${own.id}/copy`), 'patterns', 'at most 20,000 patterns');
    // The generator refuses before saving anything: no pattern, no new measurement record, no generation used.
    const generated = await s.api.call('POST', '/patterns/generate', {
      clientId: s.client.id,
      measurementId: null,
      garmentType: 'Skirt',
      style: 'Formal',
      sizeRange: 'M-L',
      fabricType: 'Wool',
      extraMeasurements: await recordInInches('penelope'),
    });
    expectStoreFull(generated, 'patterns', 'at most 20,000 patterns');
    expect((await s.api.call('GET', `/measurements?clientId=${s.client.id}`)).body.data.measurements).toEqual([]);
    const info = (await s.api.call('GET', '/patterns/generator')).body.data as { usage: { used: number } };
    expect(info.usage.used).toBe(0);

    expect((await s.api.call('DELETE', `/patterns/${own.id}`)).status).toBe(200);
    expect((await s.api.call('POST', '/patterns', { name: 'In its place' })).status).toBe(201);
    // Another studio is not held back by this one's store.
    expect((await (await studio()).api.call('POST', '/patterns', { name: 'Elsewhere' })).status).toBe(201);
  });

  it("clients: an import must fit whole (the message says by how much), then a single create is refused; the plan's limit still answers first", async () => {
    const s = await studio();
    const cap = STORE_LIMITS.clients;
    // The studio has its one client from studio(); fill it to two below the bound.
    await t.ctx.db.execute(
      sql`insert into clients (id, workspace_id, name) select gen_random_uuid(), ${s.workspaceId}, 'Client ' || g from generate_series(1, ${cap - 3}) g`,
    );
    const importRows = (n: number) =>
      s.api.call('POST', '/clients/import', { rows: Array.from({ length: n }, (_, i) => ({ name: `Row ${i}` })) });
    const over = await importRows(3);
    expectStoreFull(over, 'clients', 'A studio can hold at most 100,000 clients.');
    expect(over.body.message).toContain('The studio has 99,998 and this would add 3.');
    expect((await importRows(2)).status).toBe(201);
    expectStoreFull(await s.api.call('POST', '/clients', { name: 'One more' }), 'clients', 'at most 100,000 clients');
    // Over both, the plan's limit answers first, as it did before the stores had bounds (it sends the user to Pricing).
    await t.ctx.db.update(users).set({ plan: 'free', subscriptionStatus: 'inactive' }).where(eq(users.id, s.userId));
    const free = await s.api.call('POST', '/clients', { name: 'On Free' });
    expect(free.status).toBe(403);
    expectErrorEnvelope(free.body, 403, 'PLAN_CLIENT_LIMIT_REACHED');
  });

  it(`groups: up to the bound per studio, and ${GROUP_LIMITS.membersMax} members per group (decision 160)`, async () => {
    const s = await studio();
    const cap = STORE_LIMITS.groups;
    await t.ctx.db.execute(
      sql`insert into client_groups (id, workspace_id, name, code)
        select gen_random_uuid(), ${s.workspaceId}, 'Party ' || g, 'G' || g from generate_series(1, ${cap - 1}) g`,
    );
    const last = await s.api.call('POST', '/groups', { name: 'The last one' });
    expect(last.status, JSON.stringify(last.body)).toBe(201);
    expectStoreFull(await s.api.call('POST', '/groups', { name: 'One more' }), 'groups', 'at most 20,000 groups');

    const groupId = (last.body.data.group as { id: string }).id;
    await t.ctx.db.execute(
      sql`with made as (insert into clients (id, workspace_id, name) select gen_random_uuid(), ${s.workspaceId}, 'Guest ' || g
        from generate_series(1, ${GROUP_LIMITS.membersMax - 1}) g returning id)
        insert into client_group_members (id, group_id, client_id) select gen_random_uuid(), ${groupId}, id from made`,
    );
    expect((await s.api.call('POST', `/groups/${groupId}/members`, { clientId: s.client.id })).status).toBe(201);
    const full = await s.api.call('POST', `/groups/${groupId}/members`, { client: { name: 'One too many' } });
    expectStoreFull(full, 'members', `at most ${GROUP_LIMITS.membersMax} members`);
    // Refused before the new client was made.
    expect((await s.api.call('GET', '/clients?search=One%20too%20many&limit=5')).body.data.clients).toEqual([]);
  });
});

describe('answers that grow with use are bounded', () => {
  it(`the sessions list: past ${MAX_OPEN_SESSIONS} open sessions a sign-in ends the least recently used`, async () => {
    const u = await createVerifiedUser(t);
    await t.ctx.db.execute(
      sql`insert into sessions (id, user_id, device, expires_at, last_active_at, created_at)
          select gen_random_uuid(), ${u.user.id}, 'Old browser ' || g, now() + interval '10 days',
            now() - g * interval '1 minute', now() - g * interval '1 minute'
          from generate_series(1, ${MAX_OPEN_SESSIONS}) g`,
    );
    const signin = await t.request({
      method: 'POST',
      url: '/api/v1/auth/signin',
      remoteAddress: '203.0.113.70',
      payload: { email: u.email, password: u.password },
    });
    expect(signin.statusCode, signin.body).toBe(200);
    const token = signin.json().data.token as string;
    const listed = (await businessApi(t, token).call('GET', '/user/profile')).body.data.user as {
      activeSessions: { device: string; current: boolean }[];
    };
    expect(listed.activeSessions).toHaveLength(MAX_OPEN_SESSIONS);
    expect(listed.activeSessions.filter((x) => x.current)).toHaveLength(1);
    // The two least recently used made room; the first device, used a moment ago, is still signed in.
    expect(listed.activeSessions.map((x) => x.device)).not.toContain(`Old browser ${MAX_OPEN_SESSIONS}`);
    expect(listed.activeSessions.map((x) => x.device)).not.toContain(`Old browser ${MAX_OPEN_SESSIONS - 1}`);
    expect((await t.request({ method: 'GET', url: '/api/v1/auth', token: u.token })).statusCode).toBe(200);
  });

  it(`the billing history answers the newest ${BILLING_HISTORY_SHOWN} lines`, async () => {
    const u = await createVerifiedUser(t);
    await t.ctx.db.execute(
      sql`insert into payment_receipts (id, user_id, number, provider, provider_payment_id, plan, interval, amount_cents, status, description, paid_at)
          select gen_random_uuid(), ${u.user.id}, 'R-' || lpad(g::text, 6, '0'), 'sandbox', 'attempt-' || ${u.user.id} || '-' || g, 'premium',
            'monthly', 600, 'failed', 'Premium plan, monthly', now() - (${BILLING_HISTORY_SHOWN + 1} - g) * interval '1 hour'
          from generate_series(1, ${BILLING_HISTORY_SHOWN + 1}) g`,
    );
    const res = await businessApi(t, u.token).call('GET', '/subscriptions/details');
    expect(res.status).toBe(200);
    const lines = (res.body.data.subscription as { invoices: { number: string }[] }).invoices;
    expect(lines).toHaveLength(BILLING_HISTORY_SHOWN);
    expect(lines[0]?.number).toBe('R-000201');
    expect(lines.map((l) => l.number)).not.toContain('R-000001');
  });
});
