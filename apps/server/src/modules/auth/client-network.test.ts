import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/fixtures.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';

/**
 * Per-network limits cannot be walked past (decision 051): behind a trusted proxy the client is the
 * address the proxy wrote, not whatever the client put in X-Forwarded-For, and an IPv6 client is
 * its /64.
 */
let t: TestApp;
let direct: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  direct = await createTestApp({}, { shareDatabaseOf: t });
});
afterAll(async () => {
  await direct.close();
  await t.close();
});

/** 10 wrong passwords per account and network in 15 minutes (decision 018), then 429. */
const FAILURES_PER_NETWORK = 10;

describe('sign-in limits behind TRUST_PROXY=1', () => {
  it('counts the address the proxy wrote, however the client rotates X-Forwarded-For', async () => {
    const { email } = await createVerifiedUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < FAILURES_PER_NETWORK + 2; i += 1) {
      // The client sends its own header; the proxy (the socket peer) appends the address it saw.
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/auth/signin',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.7` },
        payload: { email, password: `wrong password ${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, FAILURES_PER_NETWORK)).toEqual(Array(FAILURES_PER_NETWORK).fill(401));
    expect(statuses.slice(FAILURES_PER_NETWORK)).toEqual([429, 429]);
  });

  it('records the proxy-written address as the session location', async () => {
    const { email, password } = await createVerifiedUser(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/signin',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
      payload: { email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = await t.request({ method: 'GET', url: '/api/v1/user/profile', token: res.json().data.token });
    expect(profile.json().data.user.activeSessions[0].location).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const { email } = await createVerifiedUser(direct);
    const statuses: number[] = [];
    for (let i = 0; i < FAILURES_PER_NETWORK + 1; i += 1) {
      const res = await direct.request({
        method: 'POST',
        url: '/api/v1/auth/signin',
        remoteAddress: '192.0.2.77',
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        payload: { email, password: `wrong password ${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('IPv6 clients', () => {
  it('share one bucket across their /64, and a neighbouring /64 has its own', async () => {
    const { email } = await createVerifiedUser(direct);
    const inOne64 = (i: number) => `2001:db8:1234:5678:${((i * 7919) % 0xffff).toString(16)}::${i + 1}`;
    for (let i = 0; i < FAILURES_PER_NETWORK; i += 1) {
      const res = await direct.request({
        method: 'POST',
        url: '/api/v1/auth/signin',
        remoteAddress: inOne64(i),
        payload: { email, password: `wrong ${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const same = await direct.request({
      method: 'POST',
      url: '/api/v1/auth/signin',
      remoteAddress: '2001:db8:1234:5678:ffff:ffff:ffff:fffe',
      payload: { email, password: 'wrong again' },
    });
    expectError(same, 429, 'RATE_LIMITED');
    const neighbour = await direct.request({
      method: 'POST',
      url: '/api/v1/auth/signin',
      remoteAddress: '2001:db8:1234:5679::1',
      payload: { email, password: 'wrong again' },
    });
    expect(neighbour.statusCode).toBe(401);
  });
});
