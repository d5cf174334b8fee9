import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

const APP_URL = 'https://atelier.example.com';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL });
});
afterAll(async () => t.close());

describe('security headers and CORS', () => {
  // Error answers come from the error and not-found handlers, so they are checked as well as a 200.
  it.each([
    ['a success', 'GET', '/api/v1/health', undefined, 200],
    ['a 404', 'GET', '/api/v1/nope', undefined, 404],
    ['a 401', 'GET', '/api/v1/auth', undefined, 401],
    ['a 422', 'POST', '/api/v1/auth/signin', '{}', 422],
    ['a 400', 'POST', '/api/v1/auth/signin', '{', 400],
  ])('sends helmet headers on %s', async (_case, method, url, payload, status) => {
    const res = await t.request({ method: method as 'GET', url, payload, headers: payload ? { 'content-type': 'application/json' } : {} });
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('allows cross-origin calls from APP_URL only', async () => {
    const ours = await t.request({ method: 'GET', url: '/api/v1/health', headers: { origin: APP_URL } });
    expect(ours.headers['access-control-allow-origin']).toBe(APP_URL);
    const theirs = await t.request({ method: 'GET', url: '/api/v1/health', headers: { origin: 'https://evil.example.com' } });
    expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight from APP_URL and gives another origin nothing', async () => {
    const preflight = (origin: string) =>
      t.request({
        method: 'OPTIONS',
        url: '/api/v1/auth/signin',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
      });
    const ours = await preflight(APP_URL);
    expect(ours.statusCode).toBeLessThan(300);
    expect(ours.headers['access-control-allow-origin']).toBe(APP_URL);
    const theirs = await preflight('https://evil.example.com');
    expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
  });
});
