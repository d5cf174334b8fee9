import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { effectivePlan } from '@atelier/shared';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const signUp = async (plan: 'free' | 'premium' | 'enterprise') => {
  const u = await createVerifiedUser(t, { plan });
  return { ...u, api: businessApi(t, u.token) };
};

describe('Free plan limits', () => {
  it('allows 3 clients and answers the 4th with 403 PLAN_CLIENT_LIMIT_REACHED saying the limit and the way out', async () => {
    const { api } = await signUp('free');
    for (let i = 0; i < 3; i += 1) await api.createClient({ name: `Client ${i}` });
    const res = await api.call('POST', '/clients', { name: 'Fourth' });
    expect(res.status).toBe(403);
    expectErrorEnvelope(res.body, 403, 'PLAN_CLIENT_LIMIT_REACHED');
    expect(res.body.message).toBe('The Free plan includes up to 3 clients. Upgrade to Premium for unlimited clients.');
    expect(await api.listClients()).toHaveLength(3);
  });

  it('frees a place when a client is deleted', async () => {
    const { api } = await signUp('free');
    const clients = [await api.createClient(), await api.createClient(), await api.createClient()];
    await api.call('DELETE', `/clients/${clients[0]?.id}`);
    await api.createClient({ name: 'Replacement' });
  });

  it('allows 5 projects and answers the 6th with 403 PLAN_PROJECT_LIMIT_REACHED, completed ones included', async () => {
    const { api } = await signUp('free');
    const a = await api.createClient();
    const b = await api.createClient();
    for (let i = 0; i < 5; i += 1) await api.createProject(i % 2 ? a.id : b.id, { status: i === 0 ? 'completed' : 'planning' });
    const res = await api.call('POST', '/projects', { clientId: a.id, name: 'Sixth', type: 'Suit' });
    expect(res.status).toBe(403);
    expectErrorEnvelope(res.body, 403, 'PLAN_PROJECT_LIMIT_REACHED');
    expect(res.body.message).toBe('The Free plan includes up to 5 projects. Upgrade to Premium for unlimited projects.');
  });

  it('lets Free users record as many measurements as they need', async () => {
    const { api } = await signUp('free');
    const client = await api.createClient();
    for (let i = 0; i < 8; i += 1) await api.createMeasurement(client.id);
  });

  it('holds under concurrent creates: exactly 3 of 8 parallel client creates succeed', async () => {
    const { api } = await signUp('free');
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => api.call('POST', '/clients', { name: `Racer ${i}` })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 403)).toHaveLength(5);
    expect(await api.listClients()).toHaveLength(3);
  });

  it('holds under concurrent creates: exactly 5 of 9 parallel project creates succeed', async () => {
    const { api } = await signUp('free');
    const client = await api.createClient();
    const results = await Promise.all(
      Array.from({ length: 9 }, (_, i) => api.call('POST', '/projects', { clientId: client.id, name: `P${i}`, type: 'Suit' })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 403)).toHaveLength(4);
  });
});

describe('Premium and Enterprise have no limit', () => {
  it.each(['premium', 'enterprise'] as const)('%s (in trial) creates a 6th client and a 7th project', async (plan) => {
    const { api } = await signUp(plan);
    const clients = [];
    for (let i = 0; i < 6; i += 1) clients.push(await api.createClient({ name: `C${i}` }));
    for (let i = 0; i < 7; i += 1) await api.createProject(clients[0]?.id ?? '');
    expect(await api.listClients()).toHaveLength(6);
  });

  it('a paid subscription has no limit either', async () => {
    const { api, user } = await signUp('premium');
    await t.ctx.db.update(users).set({ subscriptionStatus: 'active', trialEndDate: null }).where(eq(users.id, user.id));
    for (let i = 0; i < 4; i += 1) await api.createClient({ name: `C${i}` });
  });

  it('a lapsed trial falls back to the Free limits, with a message that says why', async () => {
    const { api, user } = await signUp('premium');
    for (let i = 0; i < 4; i += 1) await api.createClient({ name: `C${i}` });
    await t.ctx.db
      .update(users)
      .set({ trialEndDate: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const res = await api.call('POST', '/clients', { name: 'Fifth' });
    expect(res.status).toBe(403);
    expectErrorEnvelope(res.body, 403, 'PLAN_CLIENT_LIMIT_REACHED');
    expect(res.body.message).toMatch(/Premium subscription is not active.*limit of 3 clients/);
    // Data is kept and stays readable after a downgrade (decision 043).
    expect(await api.listClients()).toHaveLength(4);
  });
});

describe('effectivePlan', () => {
  const future = new Date(Date.now() + 86_400_000);
  const past = new Date(Date.now() - 1);
  it.each([
    [{ plan: 'free', subscriptionStatus: 'inactive', trialEndDate: null, subscriptionEndsAt: null }, 'free'],
    [{ plan: 'premium', subscriptionStatus: 'trialing', trialEndDate: future, subscriptionEndsAt: null }, 'premium'],
    [{ plan: 'premium', subscriptionStatus: 'trialing', trialEndDate: past, subscriptionEndsAt: null }, 'free'],
    [{ plan: 'enterprise', subscriptionStatus: 'active', trialEndDate: null, subscriptionEndsAt: null }, 'enterprise'],
    [{ plan: 'enterprise', subscriptionStatus: 'cancelled', trialEndDate: null, subscriptionEndsAt: null }, 'free'],
    // Cancelled or past due: the plan is kept until the period's (or the grace's) end (decision 043).
    [{ plan: 'enterprise', subscriptionStatus: 'cancelled', trialEndDate: null, subscriptionEndsAt: future }, 'enterprise'],
    [{ plan: 'premium', subscriptionStatus: 'past_due', trialEndDate: null, subscriptionEndsAt: future }, 'premium'],
    [{ plan: 'premium', subscriptionStatus: 'past_due', trialEndDate: null, subscriptionEndsAt: past }, 'free'],
  ] as const)('%j is %s', (user, expected) => {
    expect(effectivePlan(user).id).toBe(expected);
  });
});
