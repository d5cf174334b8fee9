import { ALL_ROUTES, type RouteDeclaration } from '@atelier/shared';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi } from '../test/business.js';
import { jsonBodies, name, realPath, sendTo, signsIn, validBody } from '../test/declared-walk.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';
import { makeLink } from '../test/portal.js';
import { jsonTypeOf, nestedOptionalText, sampleOf, topFields } from '../test/schema-walk.js';

/**
 * Decision 017 on real answers: optional text sent empty, blank or null is answered "", and every
 * answer of every declared read, on a studio holding one of each record, is what its declaration
 * says (so a null is only where the schema allows one; `declared-routes.test.ts` holds those to
 * dates and references). The ids are read from the lists, so a new route is walked by itself.
 */
let t: TestApp;
let owner: string;
/** A live portal link's token: the client's own pages are read too, and no list answers it. */
const known: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  owner = (await createVerifiedUser(t, { plan: 'enterprise' })).token;
  const api = businessApi(t, owner);
  const client = await api.createClient({ email: '', phone: null, address: '   ' });
  await api.createMeasurement(client.id, { notes: '' });
  const project = await api.createProject(client.id, { description: null });
  await api.call('POST', '/invoices', {
    clientId: client.id,
    invoiceNumber: 'W-1',
    dueDate: '2030-01-01',
    items: [{ description: 'Hem', quantity: 1, rate: 5 }],
  });
  await api.call('POST', `/invoices`, { clientId: client.id, invoiceNumber: 'W-2', dueDate: '2030-01-01', items: [] });
  await api.call('POST', '/calendar', {
    clientId: client.id,
    title: 'Fitting',
    startTime: '2030-01-02T10:00:00Z',
    endTime: '2030-01-02T11:00:00Z',
  });
  await api.call('POST', '/patterns', { name: 'Block', description: null });
  await api.call('POST', `/projects/${project.id}/fittings`, { fittedOn: '2030-01-01T10:00', notes: null });
  await api.call('POST', '/garment-templates', { name: 'Agbada', measurements: [{ name: 'Chest', hint: null }] });
  await api.call('POST', `/clients/${client.id}/measurement-requests`, { garmentType: 'skirt', unit: 'cm' });
  known.token = (await makeLink(t, owner, client.id)).token;
  // The conversation both ways (decision 131): the client's message and a template message.
  await t.request({ method: 'POST', url: `/api/v1/portal/${known.token}/messages`, payload: { message: 'Hello' } });
  await api.call('POST', `/clients/${client.id}/messages`, { kind: 'thank-you', channel: 'whatsapp' });
}, 180_000);
afterAll(async () => t.close());

/** The address with each id read from the list above it (`/clients/:id` from `GET /clients`), or undefined. */
const filledUrl = async (route: RouteDeclaration) => {
  const path = await realPath(t, owner, route.path, known);
  return path && `/api/v1${path}`;
};

/** Top-level text fields a body may leave out or empty (the schema takes null); a reference (`assigneeId`) stays null (decision 017). */
const blankable = (route: (typeof jsonBodies)[number]) =>
  topFields(route.body).filter(
    ([field, schema]) => !/^(id|\w+Id)$/.test(field) && jsonTypeOf(schema) === 'string' && (schema as z.ZodType).safeParse(null).success,
  );

const writes = jsonBodies.filter(
  (r) => signsIn(r) && (r.method === 'POST' || r.method === 'PATCH') && blankable(r).length > 0 && validBody(r),
);

describe('optional text sent empty', () => {
  it('walks the writes that take optional text', () => expect(writes.length).toBeGreaterThan(10));

  it.each(writes.map((route) => ({ route: name(route), declared: route })))(
    '$route: blank or null is answered ""',
    async ({ declared }) => {
      const url = await filledUrl(declared);
      if (!url) return;
      const fields = blankable(declared).map(([field]) => field);
      const body = { ...validBody(declared), ...Object.fromEntries(fields.map((f, i) => [f, i % 2 ? null : '   '])) };
      const res = await sendTo(t, declared, owner, { url, payload: JSON.stringify(body) });
      expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
      if (res.statusCode >= 300 || !('data' in declared.success)) return;
      const record = Object.values(res.json().data as Record<string, unknown>)[0] as Record<string, unknown>;
      for (const field of fields.filter((f) => typeof record === 'object' && record !== null && f in record))
        expect(record[field], field).toBe('');
      expect(declared.success.data.safeParse(res.json().data).error?.issues ?? []).toEqual([]);
    },
  );
});

/** Writes whose lists hold objects with optional text (`measurements[].hint`), with a body that carries one such object. */
const nestedWrites = jsonBodies.flatMap((route) => {
  if (!signsIn(route) || (route.method !== 'POST' && route.method !== 'PATCH')) return [];
  return nestedOptionalText(route.body).flatMap(({ list, field, item }) => {
    const base = validBody(route);
    const sample = sampleOf(item);
    if (!base || typeof sample !== 'object' || sample === null) return [];
    const body = { ...base, [list]: [{ ...sample, [field]: '   ' }] };
    return (route.body as z.ZodType).safeParse(body).success
      ? [{ route: `${name(route)} ${list}[].${field}`, declared: route, list, field, body }]
      : [];
  });
});

describe('optional text sent empty inside a list', () => {
  it('walks the lists that take optional text', () => expect(nestedWrites.length).toBeGreaterThanOrEqual(2));

  it.each(nestedWrites)('$route: blank is answered ""', async ({ declared, list, field, body }) => {
    const url = await filledUrl(declared);
    if (!url) return;
    const res = await sendTo(t, declared, owner, { url, payload: JSON.stringify(body) });
    expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
    if (res.statusCode >= 300 || !('data' in declared.success)) return;
    const record = Object.values(res.json().data as Record<string, unknown>)[0] as Record<string, unknown>;
    // An answer that carries the list back (a template's measurements) says the blank as "";
    // one that only counts (an import's rows) is held to its declaration below.
    const answered = record[list];
    const first = Array.isArray(answered) ? (answered as Record<string, unknown>[])[0] : undefined;
    if (first && field in first) expect(first[field], `${list}[0].${field}`).toBe('');
    expect(declared.success.data.safeParse(res.json().data).error?.issues ?? []).toEqual([]);
  });
});

const reads = ALL_ROUTES.filter((r) => r.method === 'GET' && (signsIn(r) || r.path.startsWith('/portal/:token')) && 'data' in r.success);

describe('every declared read on a full studio', () => {
  it.each(reads.map((route) => ({ route: name(route), declared: route })))(
    '$route: the answer is what its declaration says',
    async ({ declared }) => {
      const url = await filledUrl(declared);
      if (!url || !('data' in declared.success)) return;
      const query = { ...(declared.query ? (sampleOf(declared.query) as Record<string, unknown>) : {}) };
      if (topFields(declared.query).some(([key]) => key === 'limit')) query.limit = 50;
      const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
      const res = await sendTo(t, declared, signsIn(declared) ? owner : null, { url: search ? `${url}?${search}` : url });
      expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
      if (res.statusCode !== 200) return;
      expect(declared.success.data.safeParse(res.json().data).error?.issues ?? []).toEqual([]);
    },
  );

  it('reads most of them with real ids', async () => {
    const filled = await Promise.all(reads.map(filledUrl));
    expect(filled.filter(Boolean).length / reads.length).toBeGreaterThan(0.8);
  });
});
