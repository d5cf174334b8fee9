import { GARMENT_TEMPLATE_LIMITS, GARMENT_TEMPLATES, type GarmentTemplate } from '@atelier/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { businessApi, expectErrorEnvelope, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { studioOf } from '../../test/seed.js';

/** Decision 078: a studio's own garments and their measurement lists, on Premium and Enterprise. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;
const studio = async (plan: 'free' | 'premium' | 'enterprise' = 'premium') => {
  const u = await createVerifiedUser(t, { plan });
  return { api: businessApi(t, u.token), userId: u.user.id, workspaceId: await studioOf(t.ctx.db, u.user.id) };
};
const AGBADA = [
  { name: 'Chest', hint: 'Around the fullest part', unit: 'cm' },
  { name: 'Agbada length', hint: '', unit: null },
  { name: 'Sleeve span' },
];

async function create(api: Api, body: Record<string, unknown>): Promise<GarmentTemplate> {
  const res = await api.call('POST', '/garment-templates', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.template as GarmentTemplate;
}

describe('garment templates', () => {
  it('creates a template with its ordered measurements, reads, lists by name, edits and deletes it', async () => {
    const { api } = await studio();
    const res = await api.call('POST', '/garment-templates', { name: '  Agbada ', measurements: AGBADA });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Garment template added');
    const agbada = res.body.data.template as GarmentTemplate;
    expect(agbada).toMatchObject({
      _id: agbada.id,
      name: 'Agbada',
      measurements: [
        { name: 'Chest', hint: 'Around the fullest part', unit: 'cm' },
        { name: 'Agbada length', hint: '', unit: null },
        { name: 'Sleeve span', hint: '', unit: null },
      ],
    });
    const buba = await create(api, { name: 'buba' });
    expect(buba.measurements).toEqual([]);

    const list = await api.call('GET', '/garment-templates');
    expect(list.status).toBe(200);
    expect((list.body.data.templates as GarmentTemplate[]).map((g) => g.name)).toEqual(['Agbada', 'buba']);
    const one = await api.call('GET', `/garment-templates/${agbada.id}`);
    expect(one.body.data.template).toEqual(agbada);

    const edited = await api.call('PATCH', `/garment-templates/${agbada.id}`, {
      name: 'Grand agbada',
      measurements: [{ name: 'Sleeve span', unit: 'inches' }, AGBADA[0]],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.template).toMatchObject({
      name: 'Grand agbada',
      measurements: [
        { name: 'Sleeve span', hint: '', unit: 'inches' },
        { name: 'Chest', hint: 'Around the fullest part', unit: 'cm' },
      ],
    });
    const removed = await api.call('DELETE', `/garment-templates/${agbada.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Garment template deleted');
    expect((await api.call('GET', `/garment-templates/${agbada.id}`)).status).toBe(404);
  });

  it('copies a built-in list when asked, names only; measurements sent win over the copy', async () => {
    const { api } = await studio('enterprise');
    const suit = await create(api, { name: 'House suit', copyOf: 'suit' });
    expect(suit.measurements).toEqual(GARMENT_TEMPLATES.suit.map((name) => ({ name, hint: '', unit: null })));
    const own = await create(api, { name: 'Short dress', copyOf: 'dress', measurements: [{ name: 'Bust' }] });
    expect(own.measurements).toEqual([{ name: 'Bust', hint: '', unit: null }]);
  });

  it('keeps names unique in the studio whatever their case: 409 TEMPLATE_NAME_TAKEN on name, created or renamed', async () => {
    const { api } = await studio();
    await create(api, { name: 'Agbada' });
    const kaftan = await create(api, { name: 'Kaftan' });
    for (const res of [
      await api.call('POST', '/garment-templates', { name: 'AGBADA' }),
      await api.call('PATCH', `/garment-templates/${kaftan.id}`, { name: ' agbada ' }),
    ]) {
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expectErrorEnvelope(res.body, 409, 'TEMPLATE_NAME_TAKEN');
      expect(res.body.errors?.map((e) => e.field)).toEqual(['name']);
    }
    // Another studio may use the name; a template may keep its own name in another case.
    await create((await studio()).api, { name: 'Agbada' });
    expect((await api.call('PATCH', `/garment-templates/${kaftan.id}`, { name: 'KAFTAN' })).status).toBe(200);
  });

  it.each([
    ['no name', { measurements: [] }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name of 61 characters', { name: 'n'.repeat(GARMENT_TEMPLATE_LIMITS.name + 1) }, 'name'],
    ['a measurement listed twice', { name: 'A', measurements: [{ name: 'Chest' }, { name: 'chest' }] }, 'measurements.1.name'],
    ['a hint of 121 characters', { name: 'A', measurements: [{ name: 'Chest', hint: 'h'.repeat(121) }] }, 'measurements.0.hint'],
    ['a bad unit', { name: 'A', measurements: [{ name: 'Chest', unit: 'mm' }] }, 'measurements.0.unit'],
    ['61 measurements', { name: 'A', measurements: Array.from({ length: 61 }, (_, i) => ({ name: `M${i}` })) }, 'measurements'],
    ['an unknown built-in', { name: 'A', copyOf: 'kimono' }, 'copyOf'],
  ])('refuses %s with 422 on the field', async (_label, body, field) => {
    const { api } = await studio();
    const res = await api.call('POST', '/garment-templates', body);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
  });

  it('is not on Free: every template route answers 403 FEATURE_NOT_AVAILABLE', async () => {
    const { api, userId } = await studio();
    const kept = await create(api, { name: 'Agbada' });
    // A studio that made templates on Premium and went back to Free.
    await t.ctx.db.update(users).set({ plan: 'free' }).where(eq(users.id, userId));
    for (const [method, url, body] of [
      ['GET', '/garment-templates', undefined],
      ['POST', '/garment-templates', { name: 'Buba' }],
      ['GET', `/garment-templates/${kept.id}`, undefined],
      ['PATCH', `/garment-templates/${kept.id}`, { name: 'Buba' }],
      ['DELETE', `/garment-templates/${kept.id}`, undefined],
    ] as const) {
      const res = await api.call(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expectErrorEnvelope(res.body, 403, 'FEATURE_NOT_AVAILABLE');
      expect(res.body.message).toContain('Premium');
    }
    const fresh = await studio('free');
    expect((await fresh.api.call('POST', '/garment-templates', { name: 'Agbada' })).status).toBe(403);
  });

  it("answers 404 for another studio's template, and for an unknown or malformed id", async () => {
    const { api } = await studio();
    const theirs = await create((await studio()).api, { name: 'Agbada' });
    for (const id of [theirs.id, UNKNOWN_ID, 'not-a-uuid']) {
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { name: 'Mine now' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await api.call(method, `/garment-templates/${id}`, body);
        expect(res.status, `${method} ${id}`).toBe(404);
        expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
      }
    }
    expect((await api.call('GET', '/garment-templates')).body.data.templates).toEqual([]);
  });

  it(`holds at most ${GARMENT_TEMPLATE_LIMITS.templatesPerStudio} templates per studio: one more is 422 naming templates`, async () => {
    const { api, workspaceId } = await studio();
    const cap = GARMENT_TEMPLATE_LIMITS.templatesPerStudio;
    await t.ctx.db.execute(
      sql`insert into garment_templates (id, workspace_id, name, measurements)
        select gen_random_uuid(), ${workspaceId}, 'Garment ' || g, '[]'::jsonb from generate_series(1, ${cap - 1}) g`,
    );
    const last = await create(api, { name: 'The hundredth' });
    const res = await api.call('POST', '/garment-templates', { name: 'One too many' });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expectErrorEnvelope(res.body, 422, 'STORE_LIMIT_REACHED');
    expect(res.body.errors?.map((e) => e.field)).toEqual(['templates']);
    expect(res.body.message).toContain(`at most ${cap} garment templates`);
    expect((await api.call('GET', '/garment-templates')).body.data.templates).toHaveLength(cap);
    // Deleting one makes room again.
    expect((await api.call('DELETE', `/garment-templates/${last.id}`)).status).toBe(200);
    await create(api, { name: 'One too many' });
  });
});
