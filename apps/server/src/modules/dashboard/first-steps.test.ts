import { FIRST_STEP_KEYS } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { call, joinedMember } from '../../test/team.js';

/** A new studio's first steps (decision 211): each ticks itself from what the studio did, for whom it is theirs. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Steps = { steps: { key: string; done: boolean }[]; dismissed: boolean };

async function stepsOf(token: string): Promise<Steps> {
  const res = await call(t, token, 'GET', '/dashboard/first-steps');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Steps;
}
const doneOf = (s: Steps) => s.steps.filter((step) => step.done).map((step) => step.key);

async function ok(token: string, method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, body?: Record<string, unknown>) {
  const res = await call(t, token, method, url, body);
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

describe('the first steps of a new studio', () => {
  it('lists the seven steps undone, then ticks each as the studio takes it', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const fresh = await stepsOf(owner.token);
    expect(fresh).toEqual({ steps: FIRST_STEP_KEYS.map((key) => ({ key, done: false })), dismissed: false });

    await ok(owner.token, 'PATCH', '/studio', { timezone: 'Europe/Paris', currency: 'EUR', conventionsConfirmed: true });
    await ok(owner.token, 'PATCH', '/tax/settings', { country: 'FR', legalName: 'Atelier Dupont SARL' });
    // Opening the price list starts it with the common alterations: not yet the studio's own.
    const list = await ok(owner.token, 'GET', '/services');
    expect(doneOf(await stepsOf(owner.token))).toEqual(['conventions', 'tax']);
    const hem = (list.data.services as { id: string }[])[0]!;
    await ok(owner.token, 'PATCH', `/services/${hem.id}`, { price: 18.5 });
    await ok(owner.token, 'PATCH', '/bookings/settings', { enabled: true });
    await ok(owner.token, 'POST', '/team/invites', { email: 'camille@atelier-dupont.fr', role: 'staff' });
    await ok(owner.token, 'PATCH', '/studio', { brandColor: '#7a2e4d' });
    expect(doneOf(await stepsOf(owner.token))).toEqual(['conventions', 'tax', 'priceList', 'booking', 'team', 'brand']);

    await businessApi(t, owner.token).createClient({ name: 'Hélène Marchand' });
    expect(doneOf(await stepsOf(owner.token))).toEqual(FIRST_STEP_KEYS);
  });

  it('counts a starter line deleted as the price list made the studio’s own', async () => {
    const owner = await createVerifiedUser(t, { plan: 'premium' });
    const list = await ok(owner.token, 'GET', '/services');
    await ok(owner.token, 'DELETE', `/services/${(list.data.services as { id: string }[])[0]!.id}`);
    expect(doneOf(await stepsOf(owner.token))).toContain('priceList');
  });

  it('offers each role and plan only the steps whose page it opens; staff get none', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const manager = await joinedMember(t, owner, 'manager');
    const staff = await joinedMember(t, owner, 'staff');
    // The team is the owner's (decision 072); the member who joined already ticks it for the owner.
    expect((await stepsOf(manager.token)).steps.map((s) => s.key)).toEqual(FIRST_STEP_KEYS.filter((k) => k !== 'team'));
    expect((await stepsOf(owner.token)).steps.find((s) => s.key === 'team')?.done).toBe(true);
    expect((await call(t, staff.token, 'GET', '/dashboard/first-steps')).status).toBe(403);
    expect((await call(t, staff.token, 'POST', '/dashboard/first-steps/dismiss')).status).toBe(403);

    const free = await createVerifiedUser(t, { plan: 'free' });
    expect((await stepsOf(free.token)).steps.map((s) => s.key)).toEqual(['conventions', 'firstClient']);
  });

  it('hides the checklist for the whole studio once someone dismisses it', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const manager = await joinedMember(t, owner, 'manager');
    const res = await call(t, manager.token, 'POST', '/dashboard/first-steps/dismiss');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ steps: [], dismissed: true });
    expect(await stepsOf(owner.token)).toEqual({ steps: [], dismissed: true });
  });
});
