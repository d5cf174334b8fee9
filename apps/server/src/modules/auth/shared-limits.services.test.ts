import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';

/**
 * Decision 089: two app instances on one database, as two processes behind a proxy. With REDIS_URL
 * the bound against password guessing holds across both; without it each counted alone and a guesser
 * had twice the tries.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const apps: TestApp[] = [];
const pair = async (env: Record<string, string>) => {
  const first = await createTestApp(env);
  const second = await createTestApp(env, { shareDatabaseOf: first });
  apps.push(second, first);
  return [first, second] as const;
};
afterAll(async () => {
  for (const t of apps) await t.close();
});

/** A network no other run of this suite used within the limits' windows (Redis outlives a test run). */
const network = () => `198.18.${randomInt(0, 255)}.${randomInt(1, 254)}`;

async function guessUntilRefused(apps: readonly [TestApp, TestApp], email: string, ip: string, tries: number) {
  const statuses: number[] = [];
  for (let i = 0; i < tries; i++) {
    const res = await apps[i % 2]!.request({
      method: 'POST',
      url: '/api/v1/auth/signin',
      remoteAddress: ip,
      payload: { email, password: `wrong password ${i}` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('limits shared by two app processes', () => {
  let shared: readonly [TestApp, TestApp];
  let alone: readonly [TestApp, TestApp];
  beforeAll(async () => {
    shared = await pair({ REDIS_URL });
    alone = await pair({});
  });

  it('refuses the eleventh wrong password for one account from one network on either process', async () => {
    const user = await createVerifiedUser(shared[0]);
    const statuses = await guessUntilRefused(shared, user.email, network(), 12);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('counted per process without Redis: the same guesses get twice as far (why REDIS_URL is needed)', async () => {
    const user = await createVerifiedUser(alone[0]);
    const statuses = await guessUntilRefused(alone, user.email, network(), 12);
    expect(statuses.every((s) => s === 401)).toBe(true);
  });

  it('answers sign-in with 503 while Redis is unreachable and lets ordinary reads through', async () => {
    // A process whose Redis is gone, on the same database as the others.
    const down = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' }, { shareDatabaseOf: alone[0] });
    apps.unshift(down);
    const user = await createVerifiedUser(alone[0]);
    const res = await down.request({
      method: 'POST',
      url: '/api/v1/auth/signin',
      remoteAddress: network(),
      payload: { email: user.email, password: 'correct horse battery' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    expect(res.headers['retry-after']).toBe('30');
    // The dashboard's per-studio bound fails open: the tailor keeps working.
    expect((await down.request({ method: 'GET', url: '/api/v1/dashboard/stats', token: user.token })).statusCode).toBe(200);
  });
});
