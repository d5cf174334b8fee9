import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, UNKNOWN_ID } from '../test/business.js';
import { errorFields, isFault, jsonBodies, name, sendTo, signsIn, validBody } from '../test/declared-walk.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';
import { jsonTypeOf, looseObjects, topFields } from '../test/schema-walk.js';

/**
 * Every JSON body the declarations in packages/shared take (decision 062), walked without a list:
 * a malformed body is one exact 4xx in the envelope (decision 005), a body is strict, a wrong type
 * is a 422 on its field, and no value in any field is a 500.
 */
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await createVerifiedUser(t, { plan: 'enterprise' })).token;
}, 180_000);
afterAll(async () => t.close());

const tokenFor = (route: (typeof jsonBodies)[number]) => (signsIn(route) ? owner : null);
const cases = jsonBodies.map((route) => ({ route: name(route), declared: route }));

type Malformed = { payload: string; contentType?: string; status: number; code: string };
const MALFORMED: Record<string, Malformed> = {
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

/** Values of the wrong JSON type for a field the schema reads as `type`. */
const WRONG: Record<string, unknown[]> = {
  string: [12345, true, { nested: 'object' }, ['list']],
  number: ['text', true, { nested: 'object' }, ['list']],
  boolean: ['text', 12345, { nested: 'object' }],
  array: ['text', 12345, { nested: 'object' }],
  object: ['text', 12345, ['list']],
  choice: ['not-one-of-the-choices', 12345, { nested: 'object' }],
};

/** Anything a client may send in any field: none of it is a 500 (what a field accepts is its schema's). */
const WEIRD: unknown[] = [
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
  'x'.repeat(100_000),
  [],
  [null],
  {},
  { a: 1 },
];

describe('every declared JSON body', () => {
  it.each(cases)('$route: every object in the body is strict', ({ declared }) => {
    expect(looseObjects(declared.body)).toEqual([]);
  });

  it.each(cases)('$route: a malformed body is its one 4xx in the envelope', async ({ declared }) => {
    for (const [label, m] of Object.entries(MALFORMED)) {
      const res = await sendTo(t, declared, tokenFor(declared), { payload: m.payload, contentType: m.contentType });
      expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBe(m.status);
      expectErrorEnvelope(res.json(), m.status, m.code);
    }
  });

  it.each(cases)('$route: an unknown field is 422', async ({ declared }) => {
    for (const extra of [{ hacker: true }, { userId: UNKNOWN_ID }, { _id: UNKNOWN_ID }]) {
      const res = await sendTo(t, declared, tokenFor(declared), { payload: JSON.stringify({ ...validBody(declared), ...extra }) });
      expect(res.statusCode, `${JSON.stringify(extra)}: ${res.body.slice(0, 300)}`).toBe(422);
      expectErrorEnvelope(res.json(), 422, 'VALIDATION_ERROR');
    }
  });

  it.each(cases)('$route: a value of the wrong type is 422 on its field', async ({ declared }) => {
    for (const [field, schema] of topFields(declared.body)) {
      for (const bad of WRONG[jsonTypeOf(schema)] ?? []) {
        const res = await sendTo(t, declared, tokenFor(declared), { payload: JSON.stringify({ ...validBody(declared), [field]: bad }) });
        expect(res.statusCode, `${field}=${JSON.stringify(bad)}: ${res.body.slice(0, 300)}`).toBe(422);
        expect(
          errorFields(res).some((f) => f === field || f.startsWith(`${field}.`)),
          `${field}: ${res.body.slice(0, 300)}`,
        ).toBe(true);
      }
    }
  });

  it.each(cases)('$route: no value in any field is a 500, and one its schema refuses is a 422 on it', async ({ declared }) => {
    const statuses = new Set<number>();
    const fields = topFields(declared.body);
    for (const [field, schema] of fields) {
      for (const value of WEIRD) {
        const res = await sendTo(t, declared, tokenFor(declared), { payload: JSON.stringify({ ...validBody(declared), [field]: value }) });
        // With the rest of the body valid (when it can be built), the field's own refusal is what answers.
        if (validBody(declared) && !schema.safeParse(value).success) {
          expect(res.statusCode, `${field}=${JSON.stringify(value).slice(0, 30)}: ${res.body.slice(0, 300)}`).toBe(422);
          expect(
            errorFields(res).some((f) => f === field || f.startsWith(`${field}.`)),
            `${field}: ${res.body.slice(0, 300)}`,
          ).toBe(true);
        }
        expect(isFault(res), `${field}=${JSON.stringify(value).slice(0, 30)}: ${res.body.slice(0, 300)}`).toBe(false);
        if (res.statusCode >= 400) expectErrorEnvelope(res.json(), res.statusCode);
        statuses.add(res.statusCode);
      }
    }
    if (fields.length > 0) expect(statuses.has(422), [...statuses].join()).toBe(true);
  });
});
