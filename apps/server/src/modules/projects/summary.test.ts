import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStudioApi } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const user = () => newStudioApi(t, 'enterprise');

async function summaryOf(api: Awaited<ReturnType<typeof user>>) {
  const res = await api.call('GET', '/projects/summary');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.message).toBe('Project summary loaded');
  return res.body.data.summary;
}

describe('GET /api/v1/projects/summary', () => {
  it('is all zeros for a studio without projects', async () => {
    expect(await summaryOf(await user())).toEqual({ total: 0, inProgress: 0, completed: 0, revenue: 0 });
  });

  it("counts the studio's projects by status and sums budgets exactly in cents, ignoring missing ones", async () => {
    const api = await user();
    const client = await api.createClient();
    await api.createProject(client.id, { status: 'in-progress', budget: 0.1 });
    await api.createProject(client.id, { status: 'completed', budget: 0.2 });
    expect(await summaryOf(api)).toEqual({ total: 2, inProgress: 1, completed: 1, revenue: 0.3 });

    const open = await api.createProject(client.id, { status: 'in-progress', budget: null });
    await api.createProject(client.id, { status: 'review', budget: 1249.5 });
    await api.createProject(client.id, { status: 'planning', budget: 19.99 });
    expect(await summaryOf(api)).toEqual({ total: 5, inProgress: 2, completed: 1, revenue: 1269.79 });

    // The figures follow every change: they are counted on each call, not kept.
    await api.call('PATCH', `/projects/${open.id}`, { status: 'completed', budget: 0.01 });
    expect(await summaryOf(api)).toEqual({ total: 5, inProgress: 1, completed: 2, revenue: 1269.8 });
    await api.call('DELETE', `/projects/${open.id}`);
    expect(await summaryOf(api)).toEqual({ total: 4, inProgress: 1, completed: 1, revenue: 1269.79 });
  });

  it("never counts another studio's projects", async () => {
    const owner = await user();
    const other = await user();
    await owner.createProject((await owner.createClient()).id, { status: 'completed', budget: 500 });
    await other.createProject((await other.createClient()).id, { status: 'in-progress', budget: 7 });
    expect(await summaryOf(owner)).toEqual({ total: 1, inProgress: 0, completed: 1, revenue: 500 });
    expect(await summaryOf(other)).toEqual({ total: 1, inProgress: 1, completed: 0, revenue: 7 });
  });
});
