import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope, UNKNOWN_ID } from '../test/business.js';
import { nextIp } from '../test/fixtures.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';
import { makeLink } from '../test/portal.js';

/**
 * The malformed-request table for the clients, measurements, projects, invoices and calendar routes: every bad
 * request answers 4xx with the error envelope, and no client input of any shape is a 500.
 */
let t: TestApp;
let token: string;
const ids = {
  client: '',
  measurement: '',
  project: '',
  invoice: '',
  event: '',
  pattern: '',
  staged: '',
  stage: '',
  request: '',
  fitting: '',
};
/** The stage ids of ids.staged in their order, which no case changes. */
let stageIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const u = await createVerifiedUser(t, { plan: 'premium' });
  token = u.token;
  const api = businessApi(t, token);
  // A number, so a message by WhatsApp to this client is a valid request (decision 083).
  ids.client = (await api.createClient({ phone: '+44 7700 900999' })).id;
  ids.measurement = (await api.createMeasurement(ids.client)).id;
  ids.project = (await api.createProject(ids.client)).id;
  const staged = await api.createProject(ids.client, { name: 'Staged', type: 'Jacket' });
  ids.staged = staged.id;
  stageIds = (staged.stages as { id: string }[]).map((s) => s.id);
  ids.stage = stageIds[0]!;
  const invoice = await api.call('POST', '/invoices', {
    clientId: ids.client,
    invoiceNumber: 'M-1',
    dueDate: '2030-01-01',
    items: [{ description: 'x', quantity: 1, rate: 1000 }],
  });
  ids.invoice = (invoice.body.data.invoice as { id: string }).id;
  const event = await api.call('POST', '/calendar', {
    title: 'Fitting',
    startTime: '2030-01-01T10:00:00Z',
    endTime: '2030-01-01T11:00:00Z',
  });
  ids.event = (event.body.data.event as { id: string }).id;
  const pattern = await api.call('POST', '/patterns', { name: 'Block' });
  ids.pattern = (pattern.body.data.pattern as { id: string }).id;
  const asked = await api.call('POST', `/clients/${ids.client}/measurement-requests`, { garmentType: 'suit', unit: 'cm' });
  ids.request = (asked.body.data.request as { id: string }).id;
  const fitted = await api.call('POST', `/projects/${ids.project}/fittings`, { fittedOn: '2030-01-01T10:00' });
  ids.fitting = (fitted.body.data.fitting as { id: string }).id;
});
afterAll(async () => t.close());

/** `badFirst`: wrong values for the first key when the default list holds a valid one (a number for a numeric field). */
type Route = { method: 'POST' | 'PATCH' | 'PUT'; url: () => string; valid: () => Record<string, unknown>; badFirst?: unknown[] };
const bodyRoutes: Record<string, Route> = {
  'POST /clients': { method: 'POST', url: () => '/api/v1/clients', valid: () => ({ name: 'A' }) },
  'PATCH /clients/:id': { method: 'PATCH', url: () => `/api/v1/clients/${ids.client}`, valid: () => ({ name: 'A' }) },
  'POST /measurements': {
    method: 'POST',
    url: () => '/api/v1/measurements',
    valid: () => ({ clientId: ids.client, garmentType: 'dress', measurements: [{ name: 'Bust', size: 30, unit: 'inches' }], notes: 'n' }),
  },
  'PATCH /measurements/:id': { method: 'PATCH', url: () => `/api/v1/measurements/${ids.measurement}`, valid: () => ({ notes: 'n' }) },
  'POST /projects': {
    method: 'POST',
    url: () => '/api/v1/projects',
    valid: () => ({
      clientId: ids.client,
      name: 'P',
      type: 'Suit',
      status: 'review',
      priority: 'high',
      progress: 5,
      dueDate: '2030-01-01',
      budget: 10,
      description: 'd',
    }),
  },
  'PATCH /projects/:id': { method: 'PATCH', url: () => `/api/v1/projects/${ids.project}`, valid: () => ({ progress: 5 }) },
  // Production stages (decision 077): stages are added to ids.project, moved on ids.staged, whose order no case changes.
  'POST /projects/:id/stages': {
    method: 'POST',
    url: () => `/api/v1/projects/${ids.project}/stages`,
    valid: () => ({ name: 'Hem', status: 'todo', dueDate: '2030-01-01', assigneeId: null, position: 0 }),
  },
  'PATCH /projects/:id/stages/:stageId': {
    method: 'PATCH',
    url: () => `/api/v1/projects/${ids.staged}/stages/${ids.stage}`,
    valid: () => ({ name: 'Cutting', status: 'in-progress', dueDate: '2030-01-01', assigneeId: null }),
  },
  'PUT /projects/:id/stages/order': {
    method: 'PUT',
    url: () => `/api/v1/projects/${ids.staged}/stages/order`,
    valid: () => ({ stageIds }),
  },
  'PUT /projects/:id/stages/current': {
    method: 'PUT',
    url: () => `/api/v1/projects/${ids.staged}/stages/current`,
    valid: () => ({ stageId: ids.stage }),
  },
  'PUT /workflows/:projectType': {
    method: 'PUT',
    url: () => '/api/v1/workflows/Suit',
    valid: () => ({ stages: ['Cutting', 'Sewing'] }),
    // A list of one word is a valid workflow: the wrong values are the rest, and a list of a number.
    badFirst: ['x'.repeat(100_000), 12345, true, { nested: 'object' }, [12345], ['Cutting', 'cutting']],
  },
  'PATCH /user/profile': {
    method: 'PATCH',
    url: () => '/api/v1/user/profile',
    valid: () => ({ firstName: 'A', bio: 'b', website: 'https://example.com' }),
  },
  'PATCH /user/notifications': {
    method: 'PATCH',
    url: () => '/api/v1/user/notifications',
    valid: () => ({ settings: { projectDeadlines: true } }),
  },
  'PATCH /user/preferences': {
    method: 'PATCH',
    url: () => '/api/v1/user/preferences',
    valid: () => ({ settings: { theme: 'dark', currency: 'EUR' } }),
  },
  'POST /invoices': {
    method: 'POST',
    url: () => '/api/v1/invoices',
    valid: () => ({
      clientId: ids.client,
      projectId: ids.project,
      invoiceNumber: `N-${Math.random()}`,
      dueDate: '2030-01-01',
      items: [{ description: 'Hem', quantity: 2.5, rate: 10 }],
      taxRate: 7.5,
      discount: 1,
      deposit: { type: 'percent', value: 50 },
      notes: 'n',
    }),
  },
  'PATCH /invoices/:id': {
    method: 'PATCH',
    url: () => `/api/v1/invoices/${ids.invoice}`,
    valid: () => ({ status: 'sent', taxRate: 5, notes: 'n' }),
  },
  'POST /invoices/:id/payments': {
    method: 'POST',
    url: () => `/api/v1/invoices/${ids.invoice}/payments`,
    valid: () => ({ amount: 0.01, date: '2026-01-01', method: 'cash', note: 'n' }),
  },
  'POST /calendar': {
    method: 'POST',
    url: () => '/api/v1/calendar',
    valid: () => ({
      clientId: ids.client,
      title: 'Fitting',
      type: 'fitting',
      startTime: '2030-01-02T10:00:00+01:00',
      endTime: '2030-01-02T11:00:00+01:00',
      location: 'Studio',
      description: 'd',
      remindClient: true,
    }),
  },
  'PATCH /calendar/:id': {
    method: 'PATCH',
    url: () => `/api/v1/calendar/${ids.event}`,
    valid: () => ({ status: 'completed', startTime: '2030-01-01T09:00:00Z', endTime: '2030-01-01T10:00:00Z', clientId: ids.client }),
  },
  'POST /clients/import': { method: 'POST', url: () => '/api/v1/clients/import', valid: () => ({ rows: [{ name: 'A' }] }) },
  'POST /patterns': {
    method: 'POST',
    url: () => '/api/v1/patterns',
    valid: () => ({ name: 'Block', garmentType: 'Dress', base64Image: null }),
  },
  'PATCH /patterns/:id': {
    method: 'PATCH',
    url: () => `/api/v1/patterns/${ids.pattern}`,
    valid: () => ({ name: 'Block 2', materials: ['silk'] }),
  },
  // The record holds the bust only: a valid body is refused 422 MEASUREMENTS_MISSING before any drafting.
  'POST /patterns/generate': {
    method: 'POST',
    url: () => '/api/v1/patterns/generate',
    valid: () => ({
      clientId: ids.client,
      measurementId: ids.measurement,
      garmentType: 'Dress',
      style: 'Casual',
      sizeRange: 'M-L',
      fabricType: 'Cotton',
      seamAllowance: 10,
      extraMeasurements: [],
    }),
  },
  'POST /patterns/generate/check': {
    method: 'POST',
    url: () => '/api/v1/patterns/generate/check',
    valid: () => ({
      clientId: ids.client,
      measurementId: ids.measurement,
      garmentType: 'Dress',
      extraMeasurements: [{ name: 'Waist', size: 28, unit: 'inches' }],
    }),
  },
  // Measurements taken at home (decision 084): a valid ask of a garment already asked for is a 409, still a 4xx.
  'POST /clients/:id/measurement-requests': {
    method: 'POST',
    url: () => `/api/v1/clients/${ids.client}/measurement-requests`,
    valid: () => ({ garmentType: 'dress', unit: 'inches' }),
  },
  'POST /measurement-requests/:id/approve': {
    method: 'POST',
    url: () => `/api/v1/measurement-requests/${ids.request}/approve`,
    valid: () => ({ submittedAt: '2030-01-01T00:00:00.000Z' }),
  },
  // Fittings (decision 086): fittings are recorded on ids.staged, so its 30 can fill without touching ids.fitting.
  'POST /projects/:id/fittings': {
    method: 'POST',
    url: () => `/api/v1/projects/${ids.staged}/fittings`,
    valid: () => ({
      fittedOn: '2030-01-01T10:00',
      eventId: null,
      undergarments: 'Strapless bra',
      shoes: 'Court shoes',
      heelHeightMm: 90,
      wornOther: '',
      notes: 'n',
      corrections: [
        { target: 'measurement', name: 'Waist', change: 2, unit: 'cm', reason: 'Tight' },
        { target: 'option', name: 'waistEase', design: 'bella', change: -1.5, unit: '%' },
      ],
    }),
  },
  'PATCH /fittings/:id': {
    method: 'PATCH',
    url: () => `/api/v1/fittings/${ids.fitting}`,
    valid: () => ({ notes: 'n', heelHeightMm: 80, corrections: [{ target: 'measurement', name: 'Hem', change: -3, unit: 'cm' }] }),
  },
  // Messages to clients (decision 083): WhatsApp, so the valid body sends and counts nothing.
  'PUT /message-templates/:kind': {
    method: 'PUT',
    url: () => '/api/v1/message-templates/thank-you',
    valid: () => ({ body: 'Hi {client}' }),
  },
  'POST /clients/:id/messages': {
    method: 'POST',
    url: () => `/api/v1/clients/${ids.client}/messages`,
    valid: () => ({ kind: 'thank-you', channel: 'whatsapp', projectId: ids.project, invoiceId: ids.invoice, eventId: null }),
  },
  'POST /clients/:id/messages/preview': {
    method: 'POST',
    url: () => `/api/v1/clients/${ids.client}/messages/preview`,
    valid: () => ({ kind: 'balance-due', channel: 'whatsapp', projectId: null, invoiceId: ids.invoice }),
  },
  'PUT /analytics/goals': {
    method: 'PUT',
    url: () => '/api/v1/analytics/goals',
    valid: () => ({ monthly: 2500, yearly: 30000 }),
    badFirst: ['x'.repeat(100_000), -12345, 1e308, true, { nested: 'object' }, ['list']],
  },
  // Subscriptions: payment calls are rate limited, so a 429 is one of the 4xx answers here.
  'POST /subscriptions': {
    method: 'POST',
    url: () => '/api/v1/subscriptions',
    valid: () => ({ planId: 'enterprise', interval: 'annual' }),
  },
  'PATCH /subscriptions/payment-method': {
    method: 'PATCH',
    url: () => '/api/v1/subscriptions/payment-method',
    valid: () => ({ paymentMethodId: 'pm_sandbox_unknown' }),
  },
  'POST /subscriptions/sandbox/payment-methods': {
    method: 'POST',
    url: () => '/api/v1/subscriptions/sandbox/payment-methods',
    valid: () => ({ number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' }),
  },
  // The client portal's studio side (decision 082).
  'POST /clients/:id/portal-link': {
    method: 'POST',
    url: () => `/api/v1/clients/${ids.client}/portal-link`,
    valid: () => ({ expiresInDays: 30 }),
  },
  'POST /notifications/read': {
    method: 'POST',
    url: () => '/api/v1/notifications/read',
    valid: () => ({ ids: [UNKNOWN_ID] }),
    // Any short text is an id to pass over: the wrong values are the rest, and a list of a number.
    badFirst: ['x'.repeat(100_000), 12345, true, { nested: 'object' }, [12345], ['x'.repeat(201)]],
  },
};

/**
 * The client portal's public routes (decision 082): the same table without a session, each request
 * from its own network so the portal's per-network bound is not what answers. The link is made
 * afresh for each route, and only requests that pass validation count towards its bound.
 */
const portal = { token: '', event: '' };
const portalRoutes: Record<string, Route> = {
  'POST /portal/:token/messages': {
    method: 'POST',
    url: () => `/api/v1/portal/${portal.token}/messages`,
    valid: () => ({ message: 'Hello' }),
  },
  'POST /portal/:token/appointments/:id/reschedule': {
    method: 'POST',
    url: () => `/api/v1/portal/${portal.token}/appointments/${portal.event}/reschedule`,
    valid: () => ({ message: 'Friday?' }),
  },
};

type Malformed = { payload: string; contentType?: string; status: number; code: string };
const malformedBodies: Record<string, Malformed> = {
  'bad JSON': { payload: '{"name": ', status: 400, code: 'INVALID_JSON' },
  'trailing garbage': { payload: '{"name": "A"} x', status: 400, code: 'INVALID_JSON' },
  'empty body': { payload: '', status: 400, code: 'INVALID_JSON' },
  'JSON null': { payload: 'null', status: 422, code: 'VALIDATION_ERROR' },
  'JSON array': { payload: '[{"name":"A"}]', status: 422, code: 'VALIDATION_ERROR' },
  'JSON string': { payload: '"A"', status: 422, code: 'VALIDATION_ERROR' },
  'JSON number': { payload: '42', status: 422, code: 'VALIDATION_ERROR' },
  'prototype pollution': { payload: '{"__proto__": {"admin": true}, "name": "A"}', status: 400, code: 'INVALID_JSON' },
  // The API speaks JSON only: any other body type is refused before validation.
  'text/plain body': { payload: 'name=A', contentType: 'text/plain', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  'form body': { payload: 'name=A', contentType: 'application/x-www-form-urlencoded', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  'over the body limit': { payload: JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024 + 10) }), status: 413, code: 'PAYLOAD_TOO_LARGE' },
};

describe.each(Object.entries(bodyRoutes))('%s', (_name, route) => {
  const send = (payload: string, contentType = 'application/json') =>
    t.request({ method: route.method, url: route.url(), token, payload, headers: { 'content-type': contentType } });

  it.each(Object.entries(malformedBodies))('answers %s with the envelope', async (_label, m) => {
    const res = await send(m.payload, m.contentType);
    expect(res.statusCode, res.body).toBe(m.status);
    expectErrorEnvelope(res.json(), m.status, m.code);
  });

  it('refuses an unknown field, a huge string and a wrong type with 422', async () => {
    for (const extra of [{ hacker: true }, { userId: UNKNOWN_ID }, { _id: UNKNOWN_ID }]) {
      const res = await send(JSON.stringify({ ...route.valid(), ...extra }));
      expect(res.statusCode, res.body).toBe(422);
      expectErrorEnvelope(res.json(), 422, 'VALIDATION_ERROR');
    }
    const [firstKey] = Object.keys(route.valid());
    for (const bad of route.badFirst ?? ['x'.repeat(100_000), 12345, true, { nested: 'object' }, ['list']]) {
      const res = await send(JSON.stringify({ ...route.valid(), [firstKey as string]: bad }));
      expect(res.statusCode, `${firstKey}=${JSON.stringify(bad).slice(0, 40)}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectErrorEnvelope(res.json(), res.statusCode);
    }
  });

  it('answers 401 without a token', async () => {
    const res = await t.request({ method: route.method, url: route.url(), payload: route.valid() });
    expect(res.statusCode).toBe(401);
    expectErrorEnvelope(res.json(), 401, 'UNAUTHORIZED');
  });

  it('never answers 500 to any value in any field', async () => {
    const weird: unknown[] = [
      null,
      true,
      0,
      -0,
      -1,
      1e308,
      1.5,
      '',
      ' ',
      '\u0000',
      '\ud800',
      'é'.repeat(70),
      'x'.repeat(5000),
      [],
      [null],
      {},
      { a: 1 },
    ];
    const statuses = new Set<number>();
    for (const key of Object.keys(route.valid())) {
      for (const value of weird) {
        const res = await send(JSON.stringify({ ...route.valid(), [key]: value }));
        expect(res.statusCode, `${key}=${JSON.stringify(value).slice(0, 30)}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expectErrorEnvelope(res.json(), res.statusCode);
        statuses.add(res.statusCode);
      }
    }
    expect([...statuses].some((s) => s === 422)).toBe(true);
  });
});

describe.each(Object.entries(portalRoutes))('%s', (_name, route) => {
  beforeAll(async () => {
    const start = new Date(Date.now() + 86_400_000);
    const event = await businessApi(t, token).call('POST', '/calendar', {
      clientId: ids.client,
      title: 'Portal fitting',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 3600_000).toISOString(),
    });
    portal.event = (event.body.data.event as { id: string }).id;
    portal.token = (await makeLink(t, token, ids.client)).token;
  });
  const send = (payload: string, contentType = 'application/json') =>
    t.request({ method: route.method, url: route.url(), remoteAddress: nextIp(), payload, headers: { 'content-type': contentType } });

  it.each(Object.entries(malformedBodies))('answers %s with the envelope', async (_label, m) => {
    const res = await send(m.payload, m.contentType);
    expect(res.statusCode, res.body).toBe(m.status);
    expectErrorEnvelope(res.json(), m.status, m.code);
  });

  it('refuses an unknown field, a huge string and a wrong type with 422, and never answers 500', async () => {
    for (const extra of [{ hacker: true }, { clientId: UNKNOWN_ID }, { _id: UNKNOWN_ID }]) {
      const res = await send(JSON.stringify({ ...route.valid(), ...extra }));
      expect(res.statusCode, res.body).toBe(422);
      expectErrorEnvelope(res.json(), 422, 'VALIDATION_ERROR');
    }
    for (const value of [null, true, 0, 1e308, '', ' ', '\u0000', '\ud800', 'x'.repeat(100_000), [], [null], {}, { a: 1 }]) {
      const res = await send(JSON.stringify({ message: value }));
      expect(res.statusCode, `${JSON.stringify(value).slice(0, 30)}: ${res.body}`).toBe(422);
      expectErrorEnvelope(res.json(), 422, 'VALIDATION_ERROR');
    }
    const ok = await send(JSON.stringify({ message: 'é'.repeat(70) }));
    expect(ok.statusCode, ok.body).toBeLessThan(300);
  });
});

describe('malformed ids in paths', () => {
  const routes = [
    '/clients/%s',
    '/clients/%s/measurements',
    '/clients/%s/invoices',
    '/clients/%s/calendar',
    '/clients/%s/measurement-requests',
    '/clients/%s/fit-profile',
    '/fit-options/%s',
    '/projects/%s/fittings',
    '/fittings/%s',
    '/measurements/%s',
    '/projects/%s',
    '/invoices/%s',
    '/calendar/%s',
    '/patterns/%s',
    '/patterns/%s/image',
    '/patterns/%s/pdf',
    '/patterns/%s/svg',
    '/subscriptions/receipts/%s/pdf',
  ];
  const badIds = [
    UNKNOWN_ID,
    'abc',
    '00000000-0000-0000-0000-00000000000',
    `${UNKNOWN_ID}x`,
    '%00',
    '..%2F..%2Fetc',
    "'; select 1; --",
    'x'.repeat(500),
  ];
  it.each(routes.flatMap((r) => badIds.map((id) => [r.replace('%s', id)])))('GET %s answers 404 NOT_FOUND', async (path) => {
    const res = await t.request({ method: 'GET', url: `/api/v1${path}`, token });
    expect(res.statusCode, res.body).toBe(404);
    expectErrorEnvelope(res.json(), 404, 'NOT_FOUND');
  });
  it('the portal answers 404 to a malformed token and to a malformed record id under a live one (decision 082)', async () => {
    const live = (await makeLink(t, token, ids.client)).token;
    const paths = [
      ...badIds.map((bad) => `/portal/${bad}`),
      ...badIds.flatMap((bad) => [`/portal/${live}/appointments/${bad}/ics`, `/portal/${live}/invoices/${bad}/pdf`]),
    ];
    for (const path of paths) {
      const res = await t.request({ method: 'GET', url: `/api/v1${path}`, remoteAddress: nextIp() });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(404);
      expectErrorEnvelope(res.json(), 404, 'NOT_FOUND');
    }
  });
  it.each(['/clients/%s', '/measurements/%s', '/projects/%s', '/invoices/%s', '/calendar/%s', '/patterns/%s'])(
    'DELETE and PATCH %s with a malformed id answer 404',
    async (route) => {
      for (const method of ['DELETE', 'PATCH'] as const) {
        const res = await t.request({
          method,
          url: `/api/v1${route.replace('%s', 'nope')}`,
          token,
          ...(method === 'PATCH' ? { payload: {} } : {}),
        });
        expect(res.statusCode).toBe(404);
        expectErrorEnvelope(res.json(), 404, 'NOT_FOUND');
      }
    },
  );
});

describe('malformed payment ids', () => {
  it.each(['nope', UNKNOWN_ID, '%00', 'x'.repeat(500)])('DELETE /invoices/{id}/payments/%s answers 404 NOT_FOUND', async (id) => {
    const res = await t.request({ method: 'DELETE', url: `/api/v1/invoices/${ids.invoice}/payments/${id}`, token });
    expect(res.statusCode, res.body).toBe(404);
    expectErrorEnvelope(res.json(), 404, 'NOT_FOUND');
  });
});

describe('malformed session ids', () => {
  it.each(['nope', UNKNOWN_ID, '%00', 'x'.repeat(500)])('DELETE /user/sessions/%s answers 404 NOT_FOUND', async (id) => {
    const res = await t.request({ method: 'DELETE', url: `/api/v1/user/sessions/${id}`, token });
    expect(res.statusCode, res.body).toBe(404);
    expectErrorEnvelope(res.json(), 404, 'NOT_FOUND');
  });
});

describe('malformed list queries', () => {
  it.each([
    '/clients?status=archived',
    '/clients?status=active&status=inactive',
    `/clients?search=${'s'.repeat(201)}`,
    '/clients?search=%00',
    '/measurements?garmentType=cape',
    '/measurements?garmentType=dress&garmentType=suit',
    `/measurements?clientId=${'c'.repeat(65)}`,
    '/projects?status=done',
    `/projects?search=${'s'.repeat(201)}`,
    '/projects?clientId=abc',
    '/projects?clientId=' + UNKNOWN_ID,
    '/invoices?status=late',
    `/invoices?search=${'s'.repeat(201)}`,
    '/invoices?clientId=abc',
    '/invoices?projectId=' + UNKNOWN_ID,
    '/invoices?page=2',
    '/calendar?startDate=2026-13-01',
    '/calendar?startDate=2026-02-30',
    '/calendar?startDate=tomorrow',
    '/calendar?startDate=2026-01-01&endDate=2028-01-01',
    '/calendar?startDate=2026-05-01&endDate=2026-04-01',
    '/calendar?startDate=2026-01-01&startDate=2026-02-01',
    '/calendar?endDate=%00',
    `/calendar?startDate=${'9'.repeat(300)}`,
    '/calendar?startDate=0001-01-01&endDate=0001-02-01',
    '/analytics/stats?timePeriod=%00',
    '/analytics/stats?timePeriod=1month&timePeriod=all',
    `/analytics/stats?from=${'9'.repeat(300)}&to=2026-01-01`,
    '/analytics/stats?from=0001-01-01&to=0001-02-01',
    '/analytics/export?table=key-metrics&table=top-clients',
    '/subscriptions/verify?session_id=%00',
    '/subscriptions/verify?session_id=a&session_id=b',
    `/subscriptions/verify?session_id=${'s'.repeat(256)}`,
  ])('GET %s answers 4xx with the envelope', async (url) => {
    const res = await t.request({ method: 'GET', url: `/api/v1${url}`, token });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectErrorEnvelope(res.json(), res.statusCode);
  });

  it('ignores unknown query parameters', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/clients?page=2&sort=name', token });
    expect(res.statusCode).toBe(200);
  });
});
