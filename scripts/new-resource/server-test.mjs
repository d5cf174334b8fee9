/** modules/<plural>/<plural>.test.ts: the generated resource through HTTP on a real database (decision 198). */
export const serverTest = (n) => `import type { ${n.pascalOne} } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope, newStudio, newStudioApi, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { joinedMember } from '../../test/team.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;

async function list(api: Api, query = ''): Promise<${n.pascalOne}[]> {
  const res = await api.call('GET', \`/${n.kebab}\${query}\`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.${n.camel} as ${n.pascalOne}[];
}

async function add(api: Api, body: Record<string, unknown>): Promise<${n.pascalOne}> {
  const res = await api.call('POST', '/${n.kebab}', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.${n.camelOne} as ${n.pascalOne};
}

describe('${n.title}', () => {
  it('adds, finds by an accent-free search, changes and deletes one, with an entry in the activity', async () => {
    const api = await newStudioApi(t);
    const added = await add(api, { name: 'Première', note: '  by the window  ' });
    expect(added).toMatchObject({ name: 'Première', note: 'by the window' });
    await add(api, { name: 'Second' });
    expect((await list(api, '?search=PREMIERE')).map((r) => r.id)).toEqual([added.id]);
    const changed = await api.call('PATCH', \`/${n.kebab}/\${added.id}\`, { note: null });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.${n.camelOne}).toMatchObject({ name: 'Première', note: '' });
    expect((await api.call('DELETE', \`/${n.kebab}/\${added.id}\`)).status).toBe(200);
    expect((await list(api)).map((r) => r.name)).toEqual(['Second']);
    const activity = await api.call('GET', '/activity');
    expect(JSON.stringify(activity.body)).toContain('${n.One} Première deleted');
  });

  it.each([
    ['name', { name: '   ' }],
    ['name', { name: 'x'.repeat(121) }],
    ['note', { name: 'Ok', note: 'x'.repeat(2001) }],
  ])('refuses a bad %s with 422 naming it', async (field, body) => {
    const res = await (await newStudioApi(t)).call('POST', '/${n.kebab}', body);
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
  });

  it('answers another studio’s ${n.one} as not found', async () => {
    const mine = await add(await newStudioApi(t), { name: 'Mine' });
    const other = await newStudioApi(t);
    expectErrorEnvelope((await other.call('PATCH', \`/${n.kebab}/\${mine.id}\`, { name: 'Theirs' })).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await other.call('DELETE', \`/${n.kebab}/\${mine.id}\`)).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await other.call('DELETE', \`/${n.kebab}/\${UNKNOWN_ID}\`)).body, 404, 'NOT_FOUND');
    expect(await list(other)).toEqual([]);
  });

  it('lets staff read the list; adding, changing and deleting are refused', async () => {
    const owner = await newStudio(t, 'enterprise');
    const kept = await add(owner.api, { name: 'Kept' });
    const staff = businessApi(t, (await joinedMember(t, owner, 'staff')).token);
    expect((await list(staff)).map((r) => r.id)).toEqual([kept.id]);
    for (const res of [
      await staff.call('POST', '/${n.kebab}', { name: 'No' }),
      await staff.call('PATCH', \`/${n.kebab}/\${kept.id}\`, { name: 'No' }),
      await staff.call('DELETE', \`/${n.kebab}/\${kept.id}\`),
    ])
      expectErrorEnvelope(res.body, 403, 'FORBIDDEN');
  });
});
`;
