import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi } from './business.js';
import { createTestApp, createVerifiedUser, type TestApp } from './harness.js';
import { seedBusinessData } from './seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('seedBusinessData', () => {
  // Correctness only, on a tenth of the benchmark's data set: how fast seeding is belongs in
  // bench/ (issue 6: a timed assertion failed on a busy 2-core machine).
  it('bulk-inserts a data set in batches, readable through the API', async () => {
    const { user, token } = await createVerifiedUser(t, { plan: 'premium' });
    const { clientIds } = await seedBusinessData(t.ctx.db, user.id, { clients: 200, measurements: 1000, projects: 500 });
    expect(clientIds).toHaveLength(200);

    const api = businessApi(t, token);
    const list = await api.listClients();
    expect(list).toHaveLength(200);
    expect(list.some((c) => (c.projects as number) > 0 && c.lastOrderDate !== null)).toBe(true);
    const ms = await api.call('GET', '/measurements');
    expect(ms.body.data.measurements).toHaveLength(1000);
    const ps = await api.call('GET', '/projects');
    expect(ps.body.data.projects).toHaveLength(500);
    const detail = await api.call('GET', `/clients/${clientIds[0]}`);
    expect(detail.body.data.related).toEqual({ measurements: 5, projects: 3 });
  });

  it('is deterministic for a given seed', async () => {
    const a = await createVerifiedUser(t, { plan: 'premium' });
    const b = await createVerifiedUser(t, { plan: 'premium' });
    await seedBusinessData(t.ctx.db, a.user.id, { clients: 5, measurements: 5, projects: 5 }, 7);
    await seedBusinessData(t.ctx.db, b.user.id, { clients: 5, measurements: 5, projects: 5 }, 7);
    const names = async (token: string) => (await businessApi(t, token).listClients()).map((c) => c.name).sort();
    expect(await names(a.token)).toEqual(await names(b.token));
  });
});
