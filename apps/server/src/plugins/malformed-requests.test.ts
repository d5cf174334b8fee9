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
  '/api/v1/auth/signup': {
    firstName: 'A',
    lastName: 'B',
    email: 'a@example.com',
    password: 'password1',
    agreeToTerms: true,
    selectedPlan: 'free',
  },
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

/**
 * Every operation the OpenAPI document lists, as the fuzzer reads it: a NUL in any path parameter
 * or query value must be refused before it can reach the database (PostgreSQL refuses U+0000 where
 * PGlite took it: the sandbox checkout id was a 500 there), and a broken multipart body must be a
 * 4xx on every route, the picture upload included (decision 061).
 */
type Operation = { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; path: string; params: string[]; query: string[] };
function documentedOperations(): Operation[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    })),
  );
}
const withParams = (op: Operation, nulIn?: string) =>
  op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => (name === nulIn ? 'a%00b' : '00000000-0000-4000-8000-000000000000'));
const hasBody = (op: Operation) => op.method !== 'GET';
const BROKEN_MULTIPART: [string, string, string][] = [
  ['JSON under a multipart type', 'multipart/form-data; boundary=x', '{"a":1}'],
  ['no boundary', 'multipart/form-data', '--x\r\n'],
  ['a boundary of 200 characters', `multipart/form-data; boundary=${'b'.repeat(200)}`, 'x'],
  [
    'a file cut short',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
  ],
];

describe('every documented route', () => {
  it('is listed, the sandbox checkout and the picture upload among them', () => {
    const listed = documentedOperations().map((op) => `${op.method} ${op.path}`);
    expect(listed.length).toBeGreaterThan(90);
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/v1/subscriptions/sandbox/checkout/{id}',
        'POST /api/v1/subscriptions/sandbox/checkout/{id}',
        'PATCH /api/v1/user/image',
      ]),
    );
  });

  it('answers a NUL in any path parameter with 404 NOT_FOUND', async () => {
    for (const op of documentedOperations()) {
      for (const param of op.params) {
        const res = await t.request({
          method: op.method,
          url: withParams(op, param),
          token,
          remoteAddress: nextIp(),
          ...(hasBody(op) ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${op.method} ${op.path} with NUL in ${param}: ${res.body}`).toBe(404);
        expectEnvelope(res, 404, 'NOT_FOUND');
      }
    }
  });

  it('answers a NUL in any query value or name with 400 BAD_REQUEST', async () => {
    for (const op of documentedOperations()) {
      for (const query of [...op.query.map((name) => `${name}=a%00b`), 'unknown=%00', '%00=1']) {
        const res = await t.request({
          method: op.method,
          url: `${withParams(op)}?${query}`,
          token,
          remoteAddress: nextIp(),
          ...(hasBody(op) ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${op.method} ${op.path}?${query}: ${res.body}`).toBe(400);
        expectEnvelope(res, 400, 'BAD_REQUEST');
      }
    }
  });

  // A malformed id with the offline queue's headers (decisions 089, 090) names no record: 4xx, never
  // a 500 from a version check or a key's claim reaching a uuid column with it.
  it.each(['not-a-uuid', "'", 'x'])('answers a malformed id (%s) with If-Match and Idempotency-Key in a 4xx envelope', async (bad) => {
    const wrong: string[] = [];
    for (const op of documentedOperations().filter((o) => o.params.length > 0)) {
      for (const param of [...op.params, '*']) {
        const url = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
          name === param || param === '*' ? encodeURIComponent(bad) : '00000000-0000-4000-8000-000000000000',
        );
        const res = await t.request({
          method: op.method,
          url,
          token,
          remoteAddress: nextIp(),
          headers: { 'if-match': 'W/"1"', 'idempotency-key': `malformed-${param}-${Math.random()}` },
          ...(hasBody(op) ? { payload: {} } : {}),
        });
        // The sandbox's checkout page and its form answer their own HTML for an unknown checkout (decision 042).
        const html = op.path.includes('/sandbox/checkout/');
        const envelope = html || (/^application\/json/.test(String(res.headers['content-type'])) && res.json().success === false);
        if (res.statusCode < 400 || res.statusCode >= 500 || !envelope)
          wrong.push(`${op.method} ${url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(BROKEN_MULTIPART)(
    'answers a broken multipart body (%s) with a 4xx envelope on every route with a body',
    async (_label, contentType, payload) => {
      const answers = new Map<string, number>();
      for (const op of documentedOperations().filter(hasBody)) {
        const res = await t.request({
          method: op.method,
          url: withParams(op),
          token,
          remoteAddress: nextIp(),
          headers: { 'content-type': contentType },
          payload,
        });
        expect(res.statusCode, `${op.method} ${op.path}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${op.method} ${op.path}: ${res.body}`).toBeLessThan(500);
        expectEnvelope(res, res.statusCode, res.json().code);
        answers.set(`${op.method} ${op.path}`, res.statusCode);
      }
      // The one route that reads multipart says the body is unreadable; the JSON routes refuse the type.
      expect(answers.get('PATCH /api/v1/user/image')).toBe(400);
      expect(answers.get('POST /api/v1/clients')).toBe(415);
    },
  );
});
