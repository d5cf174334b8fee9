import { ALL_ROUTES, YEAR_BOUNDS, type RouteDeclaration } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { expectErrorEnvelope } from '../test/business.js';
import { errorFields, isFault, jsonBodies, name, sendTo, signsIn, urlOf, validBody, withQuery } from '../test/declared-walk.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';
import { dateFields, type DateField } from '../test/schema-walk.js';

/**
 * Every date and date-time the declarations take, in a body or a query, found by walking the
 * schemas (decision 188): a year outside the bounds is a 422 on that field, never a 500 from the
 * database (year 0000 is no date to PostgreSQL), and the years at the bounds are taken.
 */
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await createVerifiedUser(t, { plan: 'enterprise' })).token;
}, 180_000);
afterAll(async () => t.close());

const tokenFor = (route: RouteDeclaration) => (signsIn(route) ? owner : null);

/** Years no studio writes, as a date, an instant and a wall time: each field refuses them all. */
const OUT_OF_BOUNDS = [
  '0000-01-01',
  `${YEAR_BOUNDS.min - 1}-12-31`,
  `${YEAR_BOUNDS.max + 1}-01-01`,
  '9999-12-31',
  '0000-01-01T10:00:00Z',
  `${YEAR_BOUNDS.max + 1}-01-01T10:00:00.000Z`,
  '9999-12-31T23:59:59+02:00',
  '0000-01-01T10:00',
];
/** The first and last day within the bounds, in the field's own format. */
const atBounds = (format: DateField['format']) =>
  format === 'date'
    ? [`${YEAR_BOUNDS.min}-01-01`, `${YEAR_BOUNDS.max}-12-31`]
    : [`${YEAR_BOUNDS.min}-01-01T12:00:00Z`, `${YEAR_BOUNDS.max}-12-31T12:00:00Z`];

const names = (fields: readonly { field: string }[], field: string) => fields.some((f) => f.field === field);
const refusesOn = (res: Parameters<typeof errorFields>[0], field: string) =>
  errorFields(res).some((f) => f === field || f.startsWith(`${field}.`));

const inBodies = jsonBodies.flatMap((route) =>
  dateFields(route.body).map((field) => ({ route: name(route), declared: route, field: field.field, date: field })),
);
const inQueries = ALL_ROUTES.flatMap((route) =>
  dateFields(route.query).map((field) => ({ route: name(route), declared: route, field: field.field, date: field })),
);

describe('every date a route takes', () => {
  it('walks the dates of the bodies and the queries', () => {
    // The money moments among them (decision 188): a ticket's pick-up, a quote's term, the books' range.
    expect(inBodies.length + inQueries.length).toBeGreaterThan(30);
    expect(
      names(
        inBodies.filter((c) => c.route === 'POST /tickets'),
        'pickupDate',
      ),
    ).toBe(true);
    expect(
      names(
        inBodies.filter((c) => c.route === 'PATCH /tickets/:id'),
        'pickupDate',
      ),
    ).toBe(true);
    expect(
      names(
        inBodies.filter((c) => c.route === 'POST /quotes'),
        'validUntil',
      ),
    ).toBe(true);
    expect(
      names(
        inQueries.filter((c) => c.route === 'GET /exports/accounting'),
        'from',
      ),
    ).toBe(true);
  });

  it.each(inBodies)('$route $field: a year outside the bounds is a 422 on the field', async ({ declared, date }) => {
    const valid = validBody(declared) ?? {};
    for (const value of OUT_OF_BOUNDS) {
      const payload = JSON.stringify({ ...valid, ...(date.bodyWith(value) as object) });
      const res = await sendTo(t, declared, tokenFor(declared), { payload });
      expect(isFault(res), `${value}: ${res.body.slice(0, 300)}`).toBe(false);
      expect(res.statusCode, `${value}: ${res.body.slice(0, 300)}`).toBe(422);
      expectErrorEnvelope(res.json(), 422, 'VALIDATION_ERROR');
      expect(refusesOn(res, date.field), `${value}: ${res.body.slice(0, 300)}`).toBe(true);
    }
  });

  it.each(inBodies)('$route $field: the first and last years within the bounds are taken', ({ declared, date }) => {
    const valid = validBody(declared) ?? {};
    for (const value of atBounds(date.format)) {
      const parsed = (declared.body as z.ZodType).safeParse({ ...valid, ...(date.bodyWith(value) as object) });
      const onField = parsed.success ? [] : parsed.error.issues.filter((i) => i.path.join('.').startsWith(date.field));
      expect(onField, value).toEqual([]);
    }
  });

  it.each(inQueries)('$route ?$field: a year outside the bounds is a 422 on the field', async ({ declared, field }) => {
    for (const value of OUT_OF_BOUNDS) {
      const res = await sendTo(t, declared, tokenFor(declared), {
        url: urlOf(declared) + withQuery(declared, field, encodeURIComponent(value)),
      });
      expect(isFault(res), `${value}: ${res.body.slice(0, 300)}`).toBe(false);
      expect(res.statusCode, `${value}: ${res.body.slice(0, 300)}`).toBe(422);
      expectErrorEnvelope(res.json(), 422, 'VALIDATION_ERROR');
      expect(refusesOn(res, field), `${value}: ${res.body.slice(0, 300)}`).toBe(true);
    }
  });
});
