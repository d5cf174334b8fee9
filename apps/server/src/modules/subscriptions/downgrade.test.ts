import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingApi, runBillingAt } from '../../test/billing.js';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';

/**
 * A downgrade keeps the data, with read-only access to the excess (decision 043). After a paid plan
 * ends, the oldest 3 clients and 5 projects stay editable; the newer ones can be read and deleted,
 * not changed, and the answer says why.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function downgradedStudio() {
  const u = await createVerifiedUser(t);
  const billing = billingApi(t, u.token);
  const api = businessApi(t, u.token);
  expect((await billing.subscribeWithCard('premium')).status).toBe(200);
  const clients = [];
  for (let i = 1; i <= 5; i += 1) clients.push(await api.createClient({ name: `Client ${i}` }));
  const projects = [];
  for (let i = 1; i <= 7; i += 1) projects.push(await api.createProject(clients[0]!.id, { name: `Project ${i}` }));
  await billing.call('POST', '/subscriptions/cancel');
  const { dueDate } = await billing.details();
  await runBillingAt(t, new Date(new Date(String(dueDate)).getTime() + 60_000));
  expect(await billing.details()).toMatchObject({ effectivePlanId: 'free', status: 'inactive' });
  return { api, clients, projects };
}

describe('read-only excess after a downgrade', () => {
  it('keeps the oldest 3 clients editable; the others read and delete only, with the reason', async () => {
    const { api, clients } = await downgradedStudio();
    expect((await api.call('PATCH', `/clients/${clients[2]!.id}`, { notes: 'still mine' })).status).toBe(200);
    for (const body of [{ notes: 'x' }, { status: 'inactive' }]) {
      const res = await api.call('PATCH', `/clients/${clients[3]!.id}`, body);
      expectErrorEnvelope(res.body, 403, 'PLAN_READ_ONLY');
      expect(res.body.message).toBe(
        'This client is read-only: your Premium subscription is not active and the Free plan ' +
          'includes up to 3 clients, and your studio has more. You can still open or delete it; ' +
          'upgrade to edit it again.',
      );
    }
    expect((await api.call('GET', `/clients/${clients[4]!.id}`)).status).toBe(200);
    expect(await api.listClients()).toHaveLength(5);
    expectErrorEnvelope((await api.call('POST', '/clients', { name: 'Sixth' })).body, 403, 'PLAN_CLIENT_LIMIT_REACHED');

    // Deleting frees nothing for the excess until the studio is back within the limit.
    expect((await api.call('DELETE', `/clients/${clients[4]!.id}`)).status).toBe(200);
    expect((await api.call('PATCH', `/clients/${clients[3]!.id}`, { notes: 'x' })).status).toBe(403);
    expect((await api.call('DELETE', `/clients/${clients[1]!.id}`)).status).toBe(200);
    expect((await api.call('PATCH', `/clients/${clients[3]!.id}`, { notes: 'editable again' })).status).toBe(200);
  });

  it('keeps the oldest 5 projects editable and the 6th and 7th read-only', async () => {
    const { api, projects } = await downgradedStudio();
    expect((await api.call('PATCH', `/projects/${projects[4]!.id}`, { progress: 50 })).status).toBe(200);
    const res = await api.call('PATCH', `/projects/${projects[5]!.id}`, { progress: 50 });
    expectErrorEnvelope(res.body, 403, 'PLAN_READ_ONLY');
    expect(res.body.message).toMatch(/^This project is read-only: .*up to 5 projects/);
    expect((await api.call('GET', `/projects/${projects[6]!.id}`)).status).toBe(200);
    expect((await api.call('DELETE', `/projects/${projects[6]!.id}`)).status).toBe(200);
  });

  it('lifts the limit again on a new subscription', async () => {
    const u = await createVerifiedUser(t);
    const api = businessApi(t, u.token);
    const billing = billingApi(t, u.token);
    await billing.subscribeWithCard('premium');
    const clients = [];
    for (let i = 0; i < 4; i += 1) clients.push(await api.createClient());
    await billing.call('POST', '/subscriptions/cancel');
    await runBillingAt(t, new Date(new Date(String((await billing.details()).dueDate)).getTime() + 60_000));
    expect((await api.call('PATCH', `/clients/${clients[3]!.id}`, { notes: 'x' })).status).toBe(403);
    expect((await billing.subscribeWithCard('enterprise')).status).toBe(200);
    expect((await api.call('PATCH', `/clients/${clients[3]!.id}`, { notes: 'back' })).status).toBe(200);
  });
});
