import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../app.js';
import { nextIp } from '../test/fixtures.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  // Providers configured (to unreachable hosts) so OAuth routes get as far as body validation.
  t = await createTestApp({ GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com', FACEBOOK_APP_ID: '1', FACEBOOK_APP_SECRET: 's' });
  ({ token } = await createVerifiedUser(t));
});
afterAll(async () => t.close());

/** Every auth POST route with a body that would pass validation. */
const ROUTES: Record<string, Record<string, unknown>> = {
  '/api/v1/auth/signup': { firstName: 'A', lastName: 'B', email: 'a@example.com', password: 'password1', agreeToTerms: true, selectedPlan: 'free' },
  '/api/v1/auth/signin': { email: 'a@example.com', password: 'password1', rememberMe: true },
  '/api/v1/auth/oauth/google': { idToken: 'x.y.z', rememberMe: false },
  '/api/v1/auth/oauth/facebook': { accessToken: 'EAAx', rememberMe: false },
  '/api/v1/auth/send-otp': { email: 'a@example.com' },
  '/api/v1/auth/verify-otp': { email: 'a@example.com', otp: '1234' },
  '/api/v1/auth/forgot-password': { email: 'a@example.com' },
  '/api/v1/auth/reset-password': { email: 'a@example.com', otp: '1234', password: 'password1' },
};
const urls = Object.keys(ROUTES);

type Case = [string, string, string | Buffer, string?];

/** Bodies that are valid JSON but wrong for the route: each field broken in every way. */
function validationCases(): Case[] {
  const cases: Case[] = [];
  for (const [url, good] of Object.entries(ROUTES)) {
    const json = (v: unknown) => JSON.stringify(v);
    cases.push([url, 'an empty object (missing fields)', json({})]);
    cases.push([url, 'an array', json([good])]);
    cases.push([url, 'null', 'null']);
    cases.push([url, 'a string', json('hello')]);
    cases.push([url, 'a number', '42']);
    cases.push([url, 'an unknown field', json({ ...good, isAdmin: true })]);
    for (const field of Object.keys(good)) {
      const { [field]: _omit, ...missing } = good;
      // rememberMe and selectedPlan are optional; leaving them out is valid.
      if (!['rememberMe', 'selectedPlan'].includes(field)) cases.push([url, `missing ${field}`, json(missing)]);
      cases.push([url, `${field} as an object`, json({ ...good, [field]: { $ne: null } })]);
      cases.push([url, `${field} as an array`, json({ ...good, [field]: [good[field]] })]);
      cases.push([url, `${field} as 10,000 characters`, json({ ...good, [field]: 'x'.repeat(10_000) })]);
      cases.push([url, `${field} as null`, json({ ...good, [field]: null })]);
      // PostgreSQL cannot store U+0000: it must be refused in validation, never reach the database.
      if (typeof good[field] === 'string' && !['password', 'otp'].includes(field)) {
        cases.push([url, `${field} with a NUL character`, json({ ...good, [field]: `A\u0000B` })]);
      }
      if (typeof good[field] === 'string') cases.push([url, `${field} as a number`, json({ ...good, [field]: 12345 })]);
      else cases.push([url, `${field} as a string`, json({ ...good, [field]: 'true' })]);
    }
  }
  return cases;
}

const LOGOUT = '/api/v1/auth/logout';

/** Logout needs an open session; each logout case gets its own so one leak cannot mask another. */
async function tokenFor(url: string) {
  return url === LOGOUT ? (await createVerifiedUser(t)).token : token;
}

function send(url: string, payload: string | Buffer, contentType = 'application/json', auth?: string) {
  return t.request({
    method: 'POST',
    url,
    remoteAddress: nextIp(),
    headers: { 'content-type': contentType, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    payload,
  });
}

function expectEnvelope(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(body).toMatchObject({ success: false, status_code: status, code, message: expect.any(String) });
  expect(Object.keys(body).every((k) => ['success', 'status_code', 'code', 'message', 'errors'].includes(k))).toBe(true);
  return body as { errors?: { field: string; message: string }[] };
}

describe('malformed requests to the auth routes', () => {
  it.each(validationCases())('%s with %s → 422 VALIDATION_ERROR', async (url, _case, payload) => {
    const body = expectEnvelope(await send(url, payload), 422, 'VALIDATION_ERROR');
    expect(body.errors?.length).toBeGreaterThan(0);
  });

  it.each(urls)('%s names the unknown field', async (url) => {
    const body = expectEnvelope(await send(url, JSON.stringify({ ...ROUTES[url], isAdmin: true })), 422, 'VALIDATION_ERROR');
    expect(body.errors).toContainEqual({ field: 'isAdmin', message: "Unknown field 'isAdmin'" });
  });

  it.each([...urls, LOGOUT])('%s: invalid JSON → 400 INVALID_JSON', async (url) => {
    const auth = await tokenFor(url);
    for (const bad of ['{"email": ', '{email: 1}', "{'a':1}", '{"a":1}}', '\u0000']) {
      expectEnvelope(await send(url, bad, 'application/json', auth), 400, 'INVALID_JSON');
    }
  });

  it.each(urls)('%s: a __proto__ key (prototype poisoning) → 400 INVALID_JSON', async (url) => {
    const payload = `{"__proto__":{"isAdmin":true},${JSON.stringify(ROUTES[url]).slice(1)}`;
    expectEnvelope(await send(url, payload), 400, 'INVALID_JSON');
  });

  it.each(urls)('%s: an empty JSON body → 400 INVALID_JSON', async (url) => {
    expectEnvelope(await send(url, '', 'application/json'), 400, 'INVALID_JSON');
  });

  it.each([...urls, LOGOUT])('%s: non-JSON content types → 415', async (url) => {
    const auth = await tokenFor(url);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml']) {
      const payload = type === 'text/plain' ? JSON.stringify(ROUTES[url] ?? {}) : 'email=a%40example.com';
      expectEnvelope(await send(url, payload, type, auth), 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it.each([...urls, LOGOUT])('%s: a body over 3 MiB → 413 PAYLOAD_TOO_LARGE', async (url) => {
    const big = JSON.stringify({ email: 'a@example.com', filler: 'x'.repeat(BODY_LIMIT) });
    expectEnvelope(await send(url, big, 'application/json', await tokenFor(url)), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('does not reject a 2 MB image as base64 (about 2.8 MB of JSON) as too large', async () => {
    const image = `data:image/jpeg;base64,${Buffer.alloc(2 * 1024 * 1024, 7).toString('base64')}`;
    const payload = JSON.stringify({ ...ROUTES['/api/v1/auth/signup'], image });
    expect(payload.length).toBeGreaterThan(2_790_000);
    // Signup has no image field, so the complaint is about the field, not the size.
    const body = expectEnvelope(await send('/api/v1/auth/signup', payload), 422, 'VALIDATION_ERROR');
    expect(body.errors).toContainEqual({ field: 'image', message: "Unknown field 'image'" });
  });
});

describe('unknown routes and methods', () => {
  it.each([
    ['GET', '/api/v1/nope'],
    ['POST', '/api/v1/nope'],
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['DELETE', '/api/v1/auth'],
    ['GET', '/api/v1/auth/signin'],
    ['GET', '/api/v1/auth/../../etc/passwd'],
  ])('%s %s → 404 NOT_FOUND envelope', async (method, url) => {
    const res = await t.request({ method: method as 'GET', url });
    expectEnvelope(res, 404, 'NOT_FOUND');
  });

  it.each(['/api/v1/%E0%A4%A', '/login%', '/api/v1/auth%ZZ'])('%s (a malformed %%-escape) → 400 envelope', async (url) => {
    expectEnvelope(await t.request({ method: 'GET', url }), 400, 'BAD_REQUEST');
  });
});
