import { ALL_ROUTES, type RouteDeclaration } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope, UNKNOWN_ID } from '../test/business.js';
import { makeLink } from '../test/portal.js';
import {
  errorFields,
  jsonBodies,
  name,
  NOT_IDS,
  realPath,
  requiredQuery,
  sendTo,
  signsIn,
  urlOf,
  validBody,
  withQuery,
} from '../test/declared-walk.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';
import { jsonTypeOf, looseObjects, sampleOf, topFields } from '../test/schema-walk.js';

/**
 * Addresses of every declared route (decision 062): a malformed id in a path is the same 404 as an
 * unknown one (decision 010), a query value its schema refuses is a 4xx in the envelope, and a
 * query parameter nobody declared is ignored.
 */
let t: TestApp;
let owner: string;
/** A live portal link's token (no list answers one) and the client it is for. */
const known: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  owner = (await createVerifiedUser(t, { plan: 'enterprise' })).token;
  // Records under which a nested id is looked up: a project with stages, an invoice with a payment, a fitting.
  const api = businessApi(t, owner);
  const client = await api.createClient();
  const project = await api.createProject(client.id);
  await api.call('POST', `/projects/${project.id}/fittings`, { fittedOn: '2030-01-01T10:00' });
  const invoice = await api.call('POST', '/invoices', {
    clientId: client.id,
    invoiceNumber: 'P-1',
    dueDate: '2030-01-01',
    items: [{ description: 'Hem', quantity: 1, rate: 100 }],
  });
  const invoiceId = (invoice.body.data.invoice as { id: string }).id;
  await api.call('POST', `/invoices/${invoiceId}/payments`, { amount: 1, date: '2026-01-01', method: 'cash' });
  known.clientId = client.id;
  known.token = (await makeLink(t, owner, client.id)).token;
}, 180_000);
afterAll(async () => t.close());

const tokenFor = (route: RouteDeclaration) => (signsIn(route) ? owner : null);
/**
 * A route that answers an HTML page (the sandbox's checkout) may answer its 404 as a page too;
 * a refusal before routing (a NUL in the address, decision 061) is in the envelope for every route.
 */
const isJson = (res: { headers: Record<string, unknown> }) => String(res.headers['content-type'] ?? '').includes('json');
const isPage = (route: RouteDeclaration) => 'file' in route.success && route.success.file === 'text/html';
const BAD_IDS = [
  UNKNOWN_ID,
  'abc',
  '00000000-0000-0000-0000-00000000000',
  `${UNKNOWN_ID}x`,
  '%00',
  '..%2F..%2Fetc',
  "'; select 1; --",
  'x'.repeat(500),
];

/** Routes addressed by ids, with a body the route accepts when it takes one (else the body is what is refused). */
const byId = ALL_ROUTES.filter((route) => (route.path.match(/:(\w+)/g) ?? []).some((p) => !NOT_IDS[p.slice(1)])).flatMap((route) => {
  const json = jsonBodies.find((r) => r === route);
  if (route.body !== undefined && !(json && validBody(json))) return [];
  return [{ route: name(route), declared: route, body: json ? JSON.stringify(validBody(json)) : undefined }];
});

describe('malformed ids in paths', () => {
  it('walks the routes addressed by ids', () => expect(byId.length).toBeGreaterThan(60));

  it.each(byId)('$route: a malformed or unknown id is 404 NOT_FOUND', async ({ declared, body }) => {
    for (const bad of BAD_IDS) {
      const res = await sendTo(t, declared, tokenFor(declared), {
        url: urlOf(declared, () => bad, requiredQuery(declared)),
        payload: body,
      });
      expect(res.statusCode, `${bad.slice(0, 40)}: ${res.body.slice(0, 300)}`).toBe(404);
      // A page (the sandbox's checkout) answers its 404 as a page; everything else in the envelope.
      if (isJson(res)) expectErrorEnvelope(res.json(), 404, 'NOT_FOUND');
      else expect(isPage(declared), res.body.slice(0, 100)).toBe(true);
    }
  });
});

/** Routes with an id under another record: the records above are real, the last id is not. */
const nested = byId.filter(({ declared }) => (declared.path.match(/:\w+/g) ?? []).length >= 2);

describe('malformed ids under real records', () => {
  it.each(nested)('$route: a malformed or unknown last id is 404 NOT_FOUND', async ({ declared, body }) => {
    const last = declared.path.match(/:\w+/g)!.at(-1)!;
    const above = await realPath(t, owner, declared.path.slice(0, declared.path.lastIndexOf(last)), known);
    // A record above that the studio's lists do not hold (none was made) leaves only the unknown-id walk above.
    if (!above) return;
    for (const bad of BAD_IDS) {
      // A portal link counts the requests it passes (decision 082): each one gets a fresh link.
      const live = declared.path.startsWith('/portal/:token') ? (await makeLink(t, owner, known.clientId!)).token : known.token!;
      const res = await sendTo(t, declared, tokenFor(declared), {
        url: `/api/v1${above.replace(known.token!, live)}${bad}${declared.path.slice(declared.path.lastIndexOf(last) + last.length)}${requiredQuery(declared)}`,
        payload: body,
      });
      expect(res.statusCode, `${bad.slice(0, 40)}: ${res.body.slice(0, 300)}`).toBe(404);
      if (isJson(res)) expectErrorEnvelope(res.json(), 404, 'NOT_FOUND');
      else expect(isPage(declared), res.body.slice(0, 100)).toBe(true);
    }
  });

  it('reaches most of them under real records', async () => {
    const reached = await Promise.all(
      nested.map(async ({ declared }) => realPath(t, owner, declared.path.slice(0, declared.path.lastIndexOf(':')), known)),
    );
    expect(reached.filter(Boolean).length / Math.max(1, nested.length)).toBeGreaterThan(0.6);
  });
});

/** Values a query key refuses by its schema: a second value, NUL, text past its length, no choice, an impossible date. */
function refusedValues(schema: Parameters<typeof jsonTypeOf>[0], key: string): string[] {
  const type = jsonTypeOf(schema);
  const sample = encodeURIComponent(String(sampleOf(schema)));
  const out = [`${sample}&${key}=${sample}`, '%00'];
  if (type === 'choice') out.push('not-one-of-the-choices');
  if (type === 'number') out.push('abc');
  if (/Date$|^from$|^to$/.test(key)) out.push('2026-13-01', '2026-02-30', 'tomorrow', '9'.repeat(300));
  if (type === 'string') out.push('s'.repeat(2000));
  return out;
}

const queried = ALL_ROUTES.filter((route) => route.method === 'GET' && topFields(route.query).length > 0).flatMap((route) =>
  topFields(route.query).map(([key, schema]) => ({ route: name(route), declared: route, key, schema })),
);

describe('malformed list queries', () => {
  it('walks the queries of the lists', () => expect(queried.length).toBeGreaterThan(20));

  it.each(queried)('$route ?$key: a value its schema refuses is a 4xx in the envelope', async ({ declared, key, schema }) => {
    for (const value of refusedValues(schema, key)) {
      const res = await sendTo(t, declared, tokenFor(declared), { url: urlOf(declared) + withQuery(declared, key, value) });
      expect(res.statusCode, `${key}=${value.slice(0, 40)}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectErrorEnvelope(res.json(), res.statusCode);
    }
  });

  // A filter by a record (`?clientId=`) that names no record, in any form, finds nothing or is
  // refused in the envelope; it never reaches the uuid column as a 500 (decision 010).
  const byRecord = queried.filter(({ key }) => /Id$/.test(key));
  it('walks the filters by a record', () => expect(byRecord.length).toBeGreaterThan(3));
  it.each(byRecord)('$route ?$key: a malformed or unknown id finds nothing or is a 4xx', async ({ declared, key }) => {
    for (const value of ['abc', UNKNOWN_ID, `${UNKNOWN_ID}x`, "'%3B%20select%201%3B%20--"]) {
      const res = await sendTo(t, declared, tokenFor(declared), { url: urlOf(declared) + withQuery(declared, key, value) });
      expect(res.statusCode, `${key}=${value}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
      if (res.statusCode >= 400) expectErrorEnvelope(res.json(), res.statusCode);
      else expect(JSON.stringify(res.json().data), `${key}=${value} found a record`).not.toContain(known.clientId);
    }
  });

  const ranges = ALL_ROUTES.filter((route) => route.method === 'GET').flatMap((route) => {
    const keys = topFields(route.query).map(([key]) => key);
    return [['startDate', 'endDate'] as const, ['from', 'to'] as const]
      .filter(([from, to]) => keys.includes(from) && keys.includes(to))
      .map(([from, to]) => ({ route: name(route), declared: route, from, to }));
  });
  it.each(ranges)('$route: a range ending before it starts, or in year 1, is a 4xx', async ({ declared, from, to }) => {
    const cases = [
      ['2026-05-01', '2026-04-01'],
      ['0001-01-01', '0001-02-01'],
    ];
    for (const [start, end] of cases) {
      const res = await sendTo(t, declared, tokenFor(declared), { url: urlOf(declared) + `?${from}=${start}&${to}=${end}` });
      expect(res.statusCode, `${start}..${end}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectErrorEnvelope(res.json(), res.statusCode);
    }
  });

  const plainGets = ALL_ROUTES.filter(
    (route) => route.method === 'GET' && !route.path.includes(':') && signsIn(route) && 'data' in route.success,
  );
  it.each(plainGets.map((route) => ({ route: name(route), declared: route })))(
    '$route: a query parameter it does not declare is ignored, or a 422 naming it where the query is strict',
    async ({ declared }) => {
      const query = declared.query ? withQuery(declared, 'zzUndeclared', '1') : '?zzUndeclared=1';
      const res = await sendTo(t, declared, owner, { url: urlOf(declared) + query });
      if (declared.query && looseObjects(declared.query).length === 0) {
        expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
        expect(errorFields(res)).toContain('zzUndeclared');
        return;
      }
      const without = await sendTo(t, declared, owner, { url: urlOf(declared) + query.replace(/&?zzUndeclared=1/, '') });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(without.statusCode);
    },
  );
});
