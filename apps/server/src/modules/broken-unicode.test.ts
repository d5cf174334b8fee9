import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi } from '../test/business.js';
import { signupPayload } from '../test/fixtures.js';
import { createTestApp, createVerifiedUser, uniqueEmail, type TestApp } from '../test/harness.js';
import { makeLink } from '../test/portal.js';

/**
 * Found by a security probe: a measurement named "\ud800" (a lone UTF-16 surrogate, legal in JSON)
 * reached the jsonb column and was a 500. Every text field refuses it, and NUL, with a 422 on
 * that field (packages/shared text()).
 */
let t: TestApp;
let token: string;
const ids = {
  client: '',
  measurement: '',
  project: '',
  stage: '',
  invoice: '',
  event: '',
  pattern: '',
  request: '',
  portal: '',
  upcoming: '',
  fitting: '',
};

beforeAll(async () => {
  t = await createTestApp();
  const me = await createVerifiedUser(t, { plan: 'premium' });
  token = me.token;
  const api = businessApi(t, token);
  ids.client = (await api.createClient()).id;
  ids.measurement = (await api.createMeasurement(ids.client)).id;
  const project = await api.createProject(ids.client);
  ids.project = project.id;
  ids.stage = (project.stages as { id: string }[])[0]!.id;
  ids.invoice = ((await api.call('POST', '/invoices', invoiceBody('B-1', 'Hem'))).body.data.invoice as { id: string }).id;
  ids.event = ((await api.call('POST', '/calendar', eventBody('Fitting'))).body.data.event as { id: string }).id;
  ids.pattern = ((await api.call('POST', '/patterns', { name: 'Block' })).body.data.pattern as { id: string }).id;
  // A request to measure at home (decision 084).
  const asked = await api.call('POST', `/clients/${ids.client}/measurement-requests`, { garmentType: 'skirt', unit: 'cm' });
  ids.request = (asked.body.data.request as { id: string }).id;
  const fitted = await api.call('POST', `/projects/${ids.project}/fittings`, { fittedOn: '2030-01-01T10:00' });
  ids.fitting = (fitted.body.data.fitting as { id: string }).id;
  // The client's portal (decision 082): its link, and an appointment of theirs still to come.
  ids.upcoming = (
    (await api.call('POST', '/calendar', eventBody('Fitting', { clientId: ids.client }))).body.data.event as { id: string }
  ).id;
  ids.portal = (await makeLink(t, token, ids.client)).token;
});
const eventBody = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  startTime: '2030-01-01T10:00:00Z',
  endTime: '2030-01-01T11:00:00Z',
  ...extra,
});
const invoiceBody = (invoiceNumber: string, description: string) => ({
  clientId: ids.client,
  invoiceNumber,
  dueDate: '2030-01-01',
  items: [{ description, quantity: 1, rate: 100 }],
});
afterAll(async () => t.close());

const BROKEN = ['\ud800', 'a\udc00b', 'Bu\ud83dst', 'x\u0000'];
const value = (name: string) => ({ name, size: 30, unit: 'inches' });
const generateBody = (extra: Record<string, unknown>) => ({
  clientId: ids.client,
  measurementId: null,
  garmentType: 'Skirt',
  style: 'Casual',
  sizeRange: 'M-L',
  fabricType: 'Cotton',
  ...extra,
});

type Case = [
  label: string,
  method: 'POST' | 'PUT' | 'PATCH',
  url: () => string,
  body: (s: string) => Record<string, unknown>,
  field: string,
];
const cases: Case[] = [
  ['client name', 'POST', () => '/clients', (s) => ({ name: s }), 'name'],
  ['client notes', 'PATCH', () => `/clients/${ids.client}`, (s) => ({ notes: s }), 'notes'],
  ['client address', 'POST', () => '/clients', (s) => ({ name: 'A', address: s }), 'address'],
  [
    'measurement name',
    'POST',
    () => '/measurements',
    (s) => ({ clientId: ids.client, garmentType: 'dress', measurements: [value(s)] }),
    'measurements.0.name',
  ],
  [
    'measurement name on edit',
    'PATCH',
    () => `/measurements/${ids.measurement}`,
    (s) => ({ measurements: [value('Waist'), value(s)] }),
    'measurements.1.name',
  ],
  ['measurement notes', 'PATCH', () => `/measurements/${ids.measurement}`, (s) => ({ notes: s }), 'notes'],
  ['project name', 'POST', () => '/projects', (s) => ({ clientId: ids.client, name: s, type: 'Suit' }), 'name'],
  ['project description', 'PATCH', () => `/projects/${ids.project}`, (s) => ({ description: s }), 'description'],
  ['stage name', 'POST', () => `/projects/${ids.project}/stages`, (s) => ({ name: s }), 'name'],
  ['stage name on edit', 'PATCH', () => `/projects/${ids.project}/stages/${ids.stage}`, (s) => ({ name: s }), 'name'],
  ['fitting notes', 'POST', () => `/projects/${ids.project}/fittings`, (s) => ({ fittedOn: '2030-01-01T10:00', notes: s }), 'notes'],
  ['fitting shoes', 'PATCH', () => `/fittings/${ids.fitting}`, (s) => ({ shoes: s }), 'shoes'],
  [
    'fit correction name',
    'PATCH',
    () => `/fittings/${ids.fitting}`,
    (s) => ({ corrections: [{ target: 'measurement', name: s, change: 1, unit: 'cm' }] }),
    'corrections.0.name',
  ],
  [
    'fit correction reason',
    'PATCH',
    () => `/fittings/${ids.fitting}`,
    (s) => ({ corrections: [{ target: 'measurement', name: 'Waist', change: 1, unit: 'cm', reason: s }] }),
    'corrections.0.reason',
  ],
  ['workflow stage name', 'PUT', () => '/workflows/Suit', (s) => ({ stages: ['Cutting', s] }), 'stages.1'],
  ['invoice number', 'POST', () => '/invoices', (s) => invoiceBody(s, 'Hem'), 'invoiceNumber'],
  ['invoice item description', 'POST', () => '/invoices', (s) => invoiceBody('B-2', s), 'items.0.description'],
  ['invoice notes', 'PATCH', () => `/invoices/${ids.invoice}`, (s) => ({ notes: s }), 'notes'],
  [
    'payment note',
    'POST',
    () => `/invoices/${ids.invoice}/payments`,
    (s) => ({ amount: 1, date: '2026-01-01', method: 'cash', note: s }),
    'note',
  ],
  ['event title', 'POST', () => '/calendar', (s) => eventBody(s), 'title'],
  ['event location', 'POST', () => '/calendar', (s) => eventBody('Fitting', { location: s }), 'location'],
  ['event description', 'PATCH', () => `/calendar/${ids.event}`, (s) => ({ description: s }), 'description'],
  ['pattern name', 'POST', () => '/patterns', (s) => ({ name: s }), 'name'],
  ['pattern occasion', 'PATCH', () => `/patterns/${ids.pattern}`, (s) => ({ occasion: s }), 'occasion'],
  ['pattern instruction', 'PATCH', () => `/patterns/${ids.pattern}`, (s) => ({ instructions: ['Cut', s] }), 'instructions.1'],
  ['generated pattern name', 'POST', () => '/patterns/generate', (s) => generateBody({ name: s }), 'name'],
  ['generated pattern details', 'POST', () => '/patterns/generate', (s) => generateBody({ additionalDetails: s }), 'additionalDetails'],
  [
    'added measurement name',
    'POST',
    () => '/patterns/generate',
    (s) => generateBody({ extraMeasurements: [value(s)] }),
    'extraMeasurements.0.name',
  ],
  [
    'checked measurement name',
    'POST',
    () => '/patterns/generate/check',
    (s) => ({ clientId: ids.client, measurementId: null, garmentType: 'Skirt', extraMeasurements: [value(s)] }),
    'extraMeasurements.0.name',
  ],
  ['garment template name', 'POST', () => '/garment-templates', (s) => ({ name: s }), 'name'],
  ['message template', 'PUT', () => '/message-templates/thank-you', (s) => ({ body: s }), 'body'],
  [
    'garment template measurement hint',
    'POST',
    () => '/garment-templates',
    (s) => ({ name: 'Agbada', measurements: [{ name: 'Chest', hint: s }] }),
    'measurements.0.hint',
  ],
  [
    'measurement sent from home',
    'POST',
    () => `/portal/${ids.portal}/measurement-requests/${ids.request}`,
    (s) => ({
      values: [
        { name: 'Waist', size: 70 },
        { name: s, size: 90 },
      ],
    }),
    'values.1.name',
  ],
  [
    'note sent with measurements from home',
    'POST',
    () => `/portal/${ids.portal}/measurement-requests/${ids.request}`,
    (s) => ({ values: [{ name: 'Waist', size: 70 }], note: s }),
    'note',
  ],
  ['client portal message', 'POST', () => `/portal/${ids.portal}/messages`, (s) => ({ message: s }), 'message'],
  [
    'client portal request to move',
    'POST',
    () => `/portal/${ids.portal}/appointments/${ids.upcoming}/reschedule`,
    (s) => ({ message: `Friday ${s}` }),
    'message',
  ],
  ['notification id', 'POST', () => '/notifications/read', (s) => ({ ids: [s] }), 'ids.0'],
  ['profile first name', 'PATCH', () => '/user/profile', (s) => ({ firstName: s }), 'firstName'],
  ['profile bio', 'PATCH', () => '/user/profile', (s) => ({ bio: s }), 'bio'],
  ['profile address', 'PATCH', () => '/user/profile', (s) => ({ address: s }), 'address'],
  ['profile website', 'PATCH', () => '/user/profile', (s) => ({ website: `https://example.com/${s}` }), 'website'],
  ['imported client name', 'POST', () => '/clients/import', (s) => ({ rows: [{ name: 'A' }, { name: s }] }), 'rows.1.name'],
  ['subscription card id', 'POST', () => '/subscriptions', (s) => ({ planId: 'premium', paymentMethodId: `pm_${s}` }), 'paymentMethodId'],
  ['new card id', 'PATCH', () => '/subscriptions/payment-method', (s) => ({ paymentMethodId: `pm_${s}` }), 'paymentMethodId'],
  [
    'sandbox card number',
    'POST',
    () => '/subscriptions/sandbox/payment-methods',
    (s) => ({ number: `4242${s}`, expMonth: 12, expYear: 2099, cvc: '123' }),
    'number',
  ],
];

describe('broken Unicode and NUL in text fields', () => {
  it.each(cases)('%s: 422 on the field, nothing stored', async (_label, method, url, body, field) => {
    const api = businessApi(t, token);
    const everything = async () =>
      Promise.all(
        [
          '/clients',
          '/measurements',
          '/projects',
          '/invoices',
          '/calendar?startDate=2029-12-01&endDate=2030-01-31',
          '/patterns',
          '/workflows',
        ].map(async (u) => JSON.stringify((await api.call('GET', u)).body.data)),
      );
    const before = await everything();
    for (const s of BROKEN) {
      const res = await api.call(method, url(), body(s));
      expect(res.status, `${JSON.stringify(s)}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.errors?.map((e) => e.field)).toContain(field);
    }
    expect(await everything()).toEqual(before);
  });

  it('answers a search with a NUL or bytes that are not UTF-8 with a 4xx envelope', async () => {
    // A URL cannot carry a lone surrogate; its nearest forms are the surrogate's UTF-8-like bytes
    // (ED A0 80, invalid UTF-8) and NUL.
    for (const path of ['/clients', '/measurements', '/projects', '/invoices']) {
      for (const term of ['a%ED%A0%80', '%00', '%FF%FE']) {
        const res = await t.request({ method: 'GET', url: `/api/v1${path}?search=${term}`, token });
        expect(res.statusCode, `${path} ${term}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json()).toMatchObject({ success: false, status_code: res.statusCode });
      }
    }
  });

  it('refuses it in sign-up names and passwords', async () => {
    for (const [field, s] of [
      ['firstName', '\ud800'],
      ['password', 'correct horse \udfff battery'],
    ] as const) {
      const res = await t.request({ method: 'POST', url: '/api/v1/auth/signup', payload: signupPayload(uniqueEmail(), { [field]: s }) });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('still accepts real emoji and accents (surrogate pairs)', async () => {
    const client = await businessApi(t, token).createClient({ name: 'Zoë 🧵 Müller' });
    expect(client.name).toBe('Zoë 🧵 Müller');
  });
});
