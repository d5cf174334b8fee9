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
  it('bulk-inserts the benchmark data set in seconds, readable through the API', async () => {
    const { user, token } = await createVerifiedUser(t, { plan: 'premium' });
    const started = performance.now();
    const { clientIds } = await seedBusinessData(t.ctx.db, user.id, { clients: 2000, measurements: 10_000, projects: 5000 });
    const seconds = (performance.now() - started) / 1000;
    expect(clientIds).toHaveLength(2000);
    expect(seconds).toBeLessThan(30);

    const api = businessApi(t, token);
    const list = await api.listClients();
    expect(list).toHaveLength(2000);
    expect(list.some((c) => (c.projects as number) > 0 && c.lastOrderDate !== null)).toBe(true);
    const ms = await api.call('GET', '/measurements');
    expect(ms.body.data.measurements).toHaveLength(10_000);
    const ps = await api.call('GET', '/projects');
    expect(ps.body.data.projects).toHaveLength(5000);
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
