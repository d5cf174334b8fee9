import type { Material, Measurement, Pattern, PatternLayout } from '@atelier/shared';
import { cisFemaleAdult46 } from '@freesewing/models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope, newStudio, UNKNOWN_ID } from '../../test/business.js';
import { recordInInches } from '../../test/generator-samples.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { extractPdf } from '../../test/pdf.js';
import { joinedMember } from '../../test/team.js';

/** Cutting layouts through HTTP on a real database (decision 143): fabric from stock or typed, refusals, access. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Studio = Awaited<ReturnType<typeof newStudio>>;

/** A studio with a client's skirt drafted by the generator (Penelope), in inches as the record was taken. */
async function studioWithSkirt(plan: 'free' | 'premium' | 'enterprise' = 'premium'): Promise<Studio & { pattern: Pattern }> {
  const studio = await newStudio(t, plan);
  const client = await studio.api.createClient({ name: 'Grace Hopper' });
  const record = (
    await studio.api.call('POST', '/measurements', {
      clientId: client.id,
      garmentType: 'skirt',
      measurements: await recordInInches('penelope'),
    })
  ).body.data.measurement as Measurement;
  const res = await studio.api.call('POST', '/patterns/generate', {
    clientId: client.id,
    measurementId: record.id,
    garmentType: 'Skirt',
    style: 'Formal',
    sizeRange: 'M-L',
    fabricType: 'Wool',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...studio, pattern: (res.body.data as { pattern: Pattern }).pattern };
}

async function fabric(studio: Studio, body: Record<string, unknown> = {}): Promise<Material> {
  const res = await studio.api.call('POST', '/materials', { kind: 'fabric', name: 'Wool crêpe', widthMm: 1500, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.material as Material;
}

const layOut = (studio: Studio, patternId: string, body: Record<string, unknown>) =>
  studio.api.call('POST', `/patterns/${patternId}/layouts`, body);

describe('POST /patterns/:id/layouts (decision 143)', () => {
  let s: Studio & { pattern: Pattern };
  beforeAll(async () => {
    s = await studioWithSkirt();
  }, 120_000);

  it('lays the pattern out on a fabric from stock and answers the length, the efficiency and each piece', async () => {
    const wool = await fabric(s);
    const res = await layOut(s, s.pattern.id, { materialId: wool.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Cutting layout ready');
    const layout = res.body.data.layout as PatternLayout;
    expect(layout).toMatchObject({ patternId: s.pattern.id, material: { id: wool.id, name: 'Wool crêpe' }, widthMm: 1500, seed: 1 });
    expect(layout.lengthMm).toBeGreaterThan(300);
    expect(layout.lengthMm).toBeLessThanOrEqual(layout.baselineLengthMm);
    expect(layout.efficiency).toBeGreaterThan(0.3);
    expect(layout.efficiency).toBeLessThanOrEqual(1);
    expect(new Set(layout.placements.map((p) => p.title))).toEqual(new Set(['Front', 'Back', 'Waistband']));
    for (const p of layout.placements) expect(p.x).toBeGreaterThanOrEqual(0);

    // The same pattern, fabric and seed answer the same layout; it is kept and listed, newest first.
    const again = (await layOut(s, s.pattern.id, { materialId: wool.id })).body.data.layout as PatternLayout;
    expect(again.lengthMm).toBe(layout.lengthMm);
    expect(again.placements).toEqual(layout.placements);
    const list = await s.api.call('GET', `/patterns/${s.pattern.id}/layouts?limit=10`);
    expect((list.body.data.layouts as PatternLayout[]).map((l) => l.id)).toEqual([again.id, layout.id]);
    const one = await s.api.call('GET', `/patterns/${s.pattern.id}/layouts/${layout.id}`);
    expect(one.body.data.layout).toEqual(layout);
  }, 60_000);

  it('draws the layout as an inline SVG that runs nothing', async () => {
    const res = await layOut(s, s.pattern.id, { widthMm: 1150 });
    const layout = res.body.data.layout as PatternLayout;
    const svg = await t.request({ method: 'GET', url: `/api/v1/patterns/${s.pattern.id}/layouts/${layout.id}.svg`, token: s.token });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
    expect(svg.body).toContain('<svg');
    expect(svg.body).not.toContain('<script');
    expect(svg.body).toContain('Waistband');
  }, 60_000);

  it('keeps the width, nap and repeat the layout was made on when the material changes afterwards', async () => {
    const wool = await fabric(s, { name: 'Plaid wool', directional: true, repeatMm: 100 });
    const layout = (await layOut(s, s.pattern.id, { materialId: wool.id })).body.data.layout as PatternLayout;
    expect(layout).toMatchObject({ directional: true, repeatMm: 100 });
    expect(layout.placements.every((p) => p.rotation === 0)).toBe(true);
    await s.api.call('PATCH', `/materials/${wool.id}`, { widthMm: 900 });
    const kept = await s.api.call('GET', `/patterns/${s.pattern.id}/layouts/${layout.id}`);
    expect(kept.body.data.layout).toMatchObject({ widthMm: 1500, lengthMm: layout.lengthMm });
  }, 60_000);

  it('gives the pattern PDF a cutting-layout page with the latest layout, in the pattern’s unit', async () => {
    // A pattern never laid out: its PDF has no such page.
    const s = await studioWithSkirt();
    const before = await extractPdf(
      (await t.request({ method: 'GET', url: `/api/v1/patterns/${s.pattern.id}/pdf`, token: s.token })).rawPayload,
    );
    const wool = await fabric(s, { name: 'Barathea' });
    const layout = (await layOut(s, s.pattern.id, { materialId: wool.id })).body.data.layout as PatternLayout;
    const pdf = await extractPdf(
      (await t.request({ method: 'GET', url: `/api/v1/patterns/${s.pattern.id}/pdf`, token: s.token })).rawPayload,
    );
    expect(pdf.pages.length).toBe(before.pages.length + 1);
    expect(before.pages.join(' ')).not.toContain('Cutting layout');
    const page = pdf.pages.find((text) => text.includes('Cutting layout'))!;
    // The record was taken in inches: yards to the eighth, the width in inches.
    const bought = /59 in wide: (?:(\d+) )?(?:(\d)\/(\d) )?yd \(\d+ % of the fabric used\)/.exec(page);
    expect(bought, page).not.toBeNull();
    const yards = Number(bought![1] ?? 0) + (bought![2] ? Number(bought![2]) / Number(bought![3]) : 0);
    expect(yards * 914.4).toBeGreaterThanOrEqual(layout.lengthMm);
    expect(yards * 914.4).toBeLessThan(layout.lengthMm + 914.4 / 8);
    expect(page).toContain('Waistband');
  }, 60_000);

  it.each([
    ['no fabric', {}, 'materialId'],
    ['a width and a material at once', { materialId: UNKNOWN_ID, widthMm: 1500 }, 'widthMm'],
    ['an absurd width', { widthMm: 40_000 }, 'widthMm'],
    ['a negative width', { widthMm: -1500 }, 'widthMm'],
    ['a zero width', { widthMm: 0 }, 'widthMm'],
    ['a width in a fraction of a millimetre', { widthMm: 1500.5 }, 'widthMm'],
    ['a material of no studio', { materialId: UNKNOWN_ID }, 'materialId'],
  ])('refuses %s with a 4xx naming the field', async (_label, body, field) => {
    const res = await layOut(s, s.pattern.id, body);
    expect([404, 422]).toContain(res.status);
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
  });

  it('refuses a fabric narrower than a piece, naming the piece and the fabric', async () => {
    const ribbon = await fabric(s, { name: 'Narrow tape', widthMm: 150 });
    const res = await layOut(s, s.pattern.id, { materialId: ribbon.id });
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors?.[0]?.field).toBe('materialId');
    expect(res.body.errors?.[0]?.message).toMatch(/^This fabric is 15 cm wide; the \w[\w ]* needs \d+ cm$/);
    const typed = await layOut(s, s.pattern.id, { widthMm: 150 });
    expect(typed.body.errors?.[0]?.field).toBe('widthMm');
  }, 60_000);

  it('refuses a notion: only a fabric is laid out', async () => {
    const buttons = (await s.api.call('POST', '/materials', { kind: 'notion', name: 'Horn buttons' })).body.data.material as Material;
    const res = await layOut(s, s.pattern.id, { materialId: buttons.id });
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors?.[0]).toMatchObject({ field: 'materialId', message: 'Horn buttons is not a fabric: select a fabric' });
  });
});

describe('a fabric narrower than a piece’s cutting line (decision 186)', () => {
  it('refuses a 90 cm fabric for a larger client’s bodice, whose front cut whole on the fold is wider, in the studio’s language', async () => {
    const studio = await newStudio(t, 'premium');
    const client = await studio.api.createClient({ name: 'Ada Lovelace' });
    // A client of 133 cm at the bust: FreeSewing's size 46 body, 6% rounder.
    const round = (n: number | undefined) => Math.round(n! * 1.06);
    const body = cisFemaleAdult46;
    const larger = {
      ...body,
      chest: round(body.chest),
      highBust: round(body.highBust),
      underbust: round(body.underbust),
      waist: round(body.waist),
    };
    const measurements = await recordInInches('bella', larger);
    const record = (await studio.api.call('POST', '/measurements', { clientId: client.id, garmentType: 'blouse', measurements })).body.data
      .measurement as Measurement;
    const made = await studio.api.call('POST', '/patterns/generate', {
      clientId: client.id,
      measurementId: record.id,
      garmentType: 'Blouse',
      design: 'bella',
      style: 'Modern',
      sizeRange: 'Custom',
      fabricType: 'Cotton',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const pattern = (made.body.data as { pattern: Pattern }).pattern;

    const res = await layOut(studio, pattern.id, { widthMm: 900 });
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    const refusal = /^This fabric is 90 cm wide; the Front side dart needs (\d+) cm$/.exec(res.body.errors?.[0]?.message ?? '');
    expect(res.body.errors?.[0]?.field).toBe('widthMm');
    expect(refusal, JSON.stringify(res.body.errors)).not.toBeNull();
    expect(Number(refusal![1])).toBeGreaterThan(95);

    // The studio writes French: so does the refusal, the piece named in French.
    expect((await studio.api.call('PATCH', '/user/preferences', { settings: { language: 'fr' } })).status).toBe(200);
    const fr = await layOut(studio, pattern.id, { widthMm: 900 });
    expect(fr.body.errors?.[0]).toEqual({
      field: 'widthMm',
      message: `Ce tissu fait 90 cm de large ; la pièce « Devant à pince de côté » demande ${refusal![1]} cm`,
    });
  }, 120_000);
});

describe('who lays out what', () => {
  it('is 404 for another studio’s pattern, material or layout, and staff lay out too', async () => {
    const mine = await studioWithSkirt('enterprise');
    const theirs = await studioWithSkirt();
    const theirWool = await fabric(theirs);
    const theirLayout = (await layOut(theirs, theirs.pattern.id, { widthMm: 1500 })).body.data.layout as PatternLayout;

    expectErrorEnvelope((await layOut(mine, theirs.pattern.id, { widthMm: 1500 })).body, 404, 'NOT_FOUND');
    const borrowed = await layOut(mine, mine.pattern.id, { materialId: theirWool.id });
    expect(borrowed.status).toBe(404);
    expect(borrowed.body.errors?.map((e) => e.field)).toEqual(['materialId']);
    expect((await mine.api.call('GET', `/patterns/${theirs.pattern.id}/layouts`)).status).toBe(404);
    expect((await mine.api.call('GET', `/patterns/${mine.pattern.id}/layouts/${theirLayout.id}`)).status).toBe(404);
    const svg = await t.request({
      method: 'GET',
      url: `/api/v1/patterns/${theirs.pattern.id}/layouts/${theirLayout.id}.svg`,
      token: mine.token,
    });
    expect(svg.statusCode).toBe(404);

    const staff = await joinedMember(t, mine, 'staff');
    const staffApi = businessApi(t, staff.token);
    const res = await staffApi.call('POST', `/patterns/${mine.pattern.id}/layouts`, { widthMm: 1500 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }, 120_000);

  it('is a Premium and Enterprise feature: a Free studio is refused before any work', async () => {
    const free = await studioWithSkirt('free');
    expectErrorEnvelope((await layOut(free, free.pattern.id, { widthMm: 1500 })).body, 403, 'FEATURE_NOT_AVAILABLE');
  }, 60_000);
});
