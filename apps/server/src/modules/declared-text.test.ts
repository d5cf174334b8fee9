import { ALL_ROUTES } from '@atelier/shared';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorFields, isFault, jsonBodies, name, sendTo, signsIn, validBody } from '../test/declared-walk.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';
import { textFields, topFields } from '../test/schema-walk.js';

/**
 * Free text in every declared body (decision 062): a lone surrogate or NUL is refused with a 422 on
 * its field and stores nothing (a lone surrogate once reached a jsonb column as a 500), accents
 * and emoji are taken exactly as plain letters are, and a search term that is not text is a 4xx.
 */
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await createVerifiedUser(t, { plan: 'enterprise' })).token;
}, 180_000);
afterAll(async () => t.close());

/**
 * Free text, where a user's words go. Not references (`clientId`, or a list of them, `stageIds.0`):
 * an id is any short string, and a malformed one is the same 404 as an unknown one (decision 010);
 * not image data (`base64Image`), which is judged by its decoded bytes (decision 022).
 */
const isFreeText = (field: string) => !/(^|\.)(id|\w+Id|\w+Ids\.\d+)$/.test(field) && !/base64/i.test(field);

const textCases = jsonBodies.flatMap((route) =>
  textFields(route.body)
    .filter((f) => isFreeText(f.field))
    .map((f) => ({ route: name(route), declared: route, ...f })),
);
const BROKEN = ['\ud800', 'a\udc00b', 'Bu\ud83dst', 'x\u0000'];
const tokenFor = (route: (typeof jsonBodies)[number]) => (signsIn(route) ? owner : null);
const merged = (route: (typeof jsonBodies)[number], bodyWith: (value: string) => unknown, value: string) => {
  const one = bodyWith(value) as Record<string, unknown>;
  return { ...validBody(route), ...one };
};

/** The studio's lists: a refused write changes none of them. */
const lists = ALL_ROUTES.filter(
  (r) => r.method === 'GET' && !r.path.includes(':') && signsIn(r) && topFields(r.query).some(([key]) => key === 'cursor'),
);
const everything = async () => Promise.all(lists.map(async (route) => (await sendTo(t, route, owner)).body));

describe('free text in every declared body', () => {
  it('walks the text of every body and the studio lists', () => {
    expect(textCases.length).toBeGreaterThan(50);
    expect(lists.length).toBeGreaterThan(5);
  });

  it.each(textCases)(
    '$route $field: a lone surrogate or NUL is 422 on that field, nothing stored',
    async ({ declared, field, bodyWith }) => {
      const before = await everything();
      for (const broken of BROKEN) {
        const res = await sendTo(t, declared, tokenFor(declared), { payload: JSON.stringify(merged(declared, bodyWith, broken)) });
        expect(res.statusCode, `${JSON.stringify(broken)}: ${res.body.slice(0, 300)}`).toBe(422);
        expect(errorFields(res)).toContain(field);
      }
      expect(await everything()).toEqual(before);
    },
  );

  it.each(textCases)('$route $field: accents and emoji are taken as plain letters are', async ({ declared, field, bodyWith }) => {
    const refusedAt = (value: string) =>
      ((declared.body as z.ZodType).safeParse(merged(declared, bodyWith, value)).error?.issues ?? [])
        .map((issue) => issue.path.join('.'))
        .filter((path) => path === field);
    // Same length in UTF-16 code units: the emoji is a surrogate pair.
    expect(refusedAt('Zoë 🧵 Müller')).toEqual(refusedAt('Zoe xx Muller'));
    if (declared.path.includes(':')) return;
    const plain = await sendTo(t, declared, tokenFor(declared), { payload: JSON.stringify(merged(declared, bodyWith, 'Zoe xx Muller')) });
    const accented = await sendTo(t, declared, tokenFor(declared), {
      payload: JSON.stringify(merged(declared, bodyWith, 'Zoë 🧵 Müller')),
    });
    const refusedField = (res: typeof plain) => res.statusCode === 422 && errorFields(res).includes(field);
    expect(isFault(accented), accented.body.slice(0, 300)).toBe(false);
    expect(refusedField(accented), accented.body.slice(0, 300)).toBe(refusedField(plain));
    // Taken, it is kept as typed: the answer's record gives the same letters back.
    const record = accented.statusCode < 300 ? Object.values((accented.json() as { data?: object }).data ?? {})[0] : undefined;
    if (!field.includes('.') && typeof record === 'object' && record !== null && field in record)
      expect((record as Record<string, unknown>)[field], field).toBe('Zoë 🧵 Müller');
  });

  it.each(
    ALL_ROUTES.filter((r) => r.method === 'GET' && topFields(r.query).some(([key]) => key === 'search')).map((r) => ({
      route: name(r),
      declared: r,
    })),
  )('$route: a search with a NUL or bytes that are not UTF-8 is never a 500', async ({ declared }) => {
    // A URL cannot carry a lone surrogate; its nearest forms are its UTF-8-like bytes (ED A0 80) and NUL.
    for (const term of ['a%ED%A0%80', '%00', '%FF%FE']) {
      const res = await sendTo(t, declared, signsIn(declared) ? owner : null, { query: `?search=${term}` });
      expect(res.statusCode, `${term}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
      if (res.statusCode >= 400) expect(res.json()).toMatchObject({ success: false, status_code: res.statusCode });
    }
  });
});
