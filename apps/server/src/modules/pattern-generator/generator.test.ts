import type { GeneratorCheck, GeneratorInfo, Measurement, MeasurementRecord, Pattern } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateToken } from '../../lib/authenticate.js';
import { AppError } from '../../lib/errors.js';
import { businessApi, expectErrorEnvelope, UNKNOWN_ID } from '../../test/business.js';
import { recordInInches } from '../../test/generator-samples.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { extractPdf } from '../../test/pdf.js';
import { generatorService } from './service.js';

/** The pattern generator through HTTP on a real database: generate, check, info, PDF, SVG, plan rules, access. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const SPEC = { garmentType: 'Skirt', style: 'Formal', sizeRange: 'M-L', fabricType: 'Wool' } as const;

async function studio(plan: 'free' | 'premium' = 'premium') {
  const u = await createVerifiedUser(t, { plan });
  const api = businessApi(t, u.token);
  const client = await api.createClient({ name: 'Grace Hopper' });
  const skirt = await recordInInches('penelope');
  const record = (await api.call('POST', '/measurements', { clientId: client.id, garmentType: 'skirt', measurements: skirt })).body.data
    .measurement as Measurement;
  const generate = async (body: Record<string, unknown> = {}) =>
    api.call('POST', '/patterns/generate', { clientId: client.id, measurementId: record.id, ...SPEC, ...body });
  const pattern = async (body: Record<string, unknown> = {}) => {
    const res = await generate(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body.data as { pattern: Pattern }).pattern;
  };
  const download = (url: string) => t.request({ method: 'GET', url, token: u.token });
  return { ...u, api, client, record, generate, pattern, download };
}

describe('POST /api/v1/patterns/generate', () => {
  it('saves a pattern drafted to the client, with its image, materials, steps, difficulty and draft', async () => {
    const s = await studio();
    const res = await s.generate({ name: '', occasion: 'Office', fabricWidth: 1500 });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Pattern generated successfully');
    const p = (res.body.data as { pattern: Pattern }).pattern;
    expect(p).toMatchObject({
      // Named by what the design drafts (decision 132).
      name: 'Formal pencil skirt',
      garmentType: 'Skirt',
      style: 'Formal',
      occasion: 'Office',
      isAiGenerated: true,
      isWatermarked: false,
      difficulty: 'Beginner',
      isOwn: true,
    });
    expect(p.generator).toMatchObject({
      design: 'penelope',
      designName: 'Penelope',
      clientId: s.client.id,
      measurementId: s.record.id,
      fabricWidth: 1500,
      unit: 'inches',
      pdfUrl: `/api/v1/patterns/${p.id}/pdf`,
      svgUrl: `/api/v1/patterns/${p.id}/svg`,
    });
    expect(p.generator?.seamAllowance).toBeCloseTo(9.525, 6);
    expect(p.generator?.parts).toEqual(expect.arrayContaining(['Front', 'Back', 'Waistband']));
    expect(p.materials[0]).toMatch(/^Main fabric \(Wool\): [\d /]+ yd of 59 in wide fabric, estimated from laying out the pieces$/);
    expect(p.materials).toContain('Invisible zip, 20 cm (8 in)');
    expect(p.instructions.length).toBeGreaterThan(5);
    expect(p.instructions[0]).toContain('3/8 in seam allowance included');
    const image = await s.download(p.image_urls[0]!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // It is an ordinary pattern afterwards: listed, and copied with its draft.
    expect(((await s.api.call('GET', '/patterns')).body.data as { patterns: Pattern[] }).patterns.map((x) => x.id)).toEqual([p.id]);
    const copy = (await s.api.call('POST', `/patterns/${p.id}/copy`)).body.data as { pattern: Pattern };
    expect(copy.pattern.generator?.design).toBe('penelope');
  });

  it('refuses a record lacking measurements with 422 naming each, saves nothing, then saves the values given', async () => {
    const s = await studio();
    const res = await s.generate({ garmentType: 'Pants' });
    expectErrorEnvelope(res.body, 422, 'MEASUREMENTS_MISSING');
    const fields = res.body.errors!.map((e) => e.field);
    // The skirt record has the seat and waist; Titan also needs the cross seam, the knee and the outseam.
    expect(fields).toEqual(expect.arrayContaining(['measurements.crossSeam', 'measurements.knee', 'measurements.waistToFloor']));
    expect(fields).not.toContain('measurements.seat');
    expect(res.body.errors).toContainEqual({
      field: 'measurements.knee',
      message: "Knee (FreeSewing: knee) is not in the client's measurements",
    });
    expect(((await s.api.call('GET', '/patterns')).body.data as { patterns: Pattern[] }).patterns).toEqual([]);

    const check = async (extra: unknown[] = []) =>
      (
        await s.api.call('POST', '/patterns/generate/check', {
          clientId: s.client.id,
          measurementId: s.record.id,
          garmentType: 'Pants',
          extraMeasurements: extra,
        })
      ).body.data as GeneratorCheck;
    const missing = await check();
    expect(missing.missing.map((m) => m.label)).toEqual(expect.arrayContaining(['Cross Seam', 'Knee', 'Outseam']));
    // The values a tape measure gives, for exactly the names asked.
    const body = await recordInInches('titan');
    const extra = missing.missing.map((m) => body.find((v) => v.name === m.label)!);
    expect((await check(extra)).missing).toEqual([]);
    const p = await s.pattern({ garmentType: 'Pants', extraMeasurements: extra });
    expect(p.generator?.design).toBe('titan');
    // Saved back as custom values: the next pattern needs nothing.
    const record = (await s.api.call('GET', `/measurements/${s.record.id}`)).body.data.measurement as MeasurementRecord;
    expect(record.measurements).toEqual(expect.arrayContaining([extra.find((v) => v.name === 'Knee')]));
    // Each value it added is one of the record's changes, by whoever generated (decision 130).
    expect(record.revisions).toContainEqual(
      expect.objectContaining({
        name: 'Knee',
        from: null,
        to: extra.find((v) => v.name === 'Knee')!.size,
        by: expect.objectContaining({ id: s.user.id }),
      }),
    );
    expect(record.revisions).toHaveLength(extra.length);
    expect((await check()).missing).toEqual([]);
  });

  it('makes a new record from the values when the client has none', async () => {
    const s = await studio();
    const extra = await recordInInches('penelope');
    const missing = await s.generate({ measurementId: null });
    expect(missing.status).toBe(422);
    const p = await s.pattern({ measurementId: null, extraMeasurements: extra });
    const records = (await s.api.call('GET', `/measurements?clientId=${s.client.id}`)).body.data.measurements as Measurement[];
    expect(records).toHaveLength(2);
    expect(records.map((r) => r.id)).toContain(p.generator?.measurementId);
  });

  it('refuses values far outside a human body (a record in the wrong unit) with 422 PATTERN_DRAFT_FAILED', async () => {
    const s = await studio();
    const giant = (await recordInInches('penelope')).map((v) => ({ ...v, size: v.size * 10 }));
    const res = await s.generate({ measurementId: null, extraMeasurements: giant });
    expectErrorEnvelope(res.body, 422, 'PATTERN_DRAFT_FAILED');
    expect(((await s.api.call('GET', '/patterns')).body.data as { patterns: Pattern[] }).patterns).toEqual([]);
    expect((await s.api.call('GET', `/measurements?clientId=${s.client.id}`)).body.data.measurements).toHaveLength(1);
  });

  it.each([
    ['no client', { clientId: '' }, 'clientId', 422],
    ['another studio’s client', { clientId: UNKNOWN_ID }, 'clientId', 404],
    ['a record of another client', { measurementId: UNKNOWN_ID }, 'measurementId', 404],
    ['a design for another garment', { design: 'bella' }, 'design', 422],
    ['a seam allowance over 50 mm', { seamAllowance: 60 }, 'seamAllowance', 422],
    ['an unknown style', { style: 'Punk' }, 'style', 422],
  ])('refuses %s', async (_name, body, field, status) => {
    const s = await studio();
    const res = await s.generate(body);
    expect(res.status).toBe(status);
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
  });
});

describe('plans: templates, watermark and the monthly limit', () => {
  it('lets Free use its 5 templates only, and marks its PDF on every page', async () => {
    const s = await studio('free');
    const refused = await s.generate({ garmentType: 'Other', design: 'simon' });
    expectErrorEnvelope(refused.body, 403, 'FEATURE_NOT_AVAILABLE');
    expect(refused.body.message).toContain('Simon design is a Premium template');
    const info = (await s.api.call('GET', '/patterns/generator')).body.data as GeneratorInfo;
    expect(info.designs.filter((d) => d.available).map((d) => d.id)).toEqual(['bella', 'penelope', 'titan', 'brian', 'teagan']);
    expect(info).toMatchObject({
      usage: { used: 0, limit: 5, timeZone: 'Europe/Berlin' },
      watermarked: true,
      defaults: { unit: 'inches', paperSize: 'a4' },
    });
    const p = await s.pattern();
    expect(p.isWatermarked).toBe(true);
    const pdf = await s.download(`${p.generator!.pdfUrl}?paper=letter`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const pages = await extractPdf(pdf.rawPayload);
    expect(pages.sizes[0]).toEqual([612, 792]);
    for (const page of pages.pages) expect(page).toContain('Atelier');
    const svg = await s.download(p.generator!.svgUrl);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.body).toContain('>Atelier</text>');
    expect(((await s.api.call('GET', '/patterns/generator')).body.data as GeneratorInfo).usage.used).toBe(1);
  });

  it('leaves Premium’s PDF unmarked, on the paper of its settings', async () => {
    const s = await studio('premium');
    expect((await s.api.call('PATCH', '/user/preferences', { settings: { paperSize: 'letter' } })).status).toBe(200);
    const p = await s.pattern({ garmentType: 'Other', design: 'simon', ...(await simonBody(s)) });
    const pdf = await extractPdf((await s.download(p.generator!.pdfUrl)).rawPayload);
    expect(pdf.sizes[0]).toEqual([612, 792]);
    for (const page of pdf.pages) expect(page).not.toContain('Atelier');
    expect((await s.download(`${p.generator!.pdfUrl}?paper=a3`)).statusCode).toBe(422);
    // Unlimited, every template, no mark.
    const info = (await s.api.call('GET', '/patterns/generator')).body.data as GeneratorInfo;
    expect(info).toMatchObject({ usage: { used: 1, limit: null }, watermarked: false, defaults: { paperSize: 'letter' } });
    expect(info.designs.every((d) => d.available)).toBe(true);
  });

  it('allows 5 generations a month on Free, at once as one by one: the 6th is refused until the next month', async () => {
    const s = await studio('free');
    const results = await Promise.all(Array.from({ length: 6 }, () => s.generate()));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 403]);
    const refused = results.find((r) => r.status === 403)!;
    expectErrorEnvelope(refused.body, 403, 'PLAN_AI_LIMIT_REACHED');
    expect(refused.body.message).toMatch(/includes 5 pattern generations per month.*start again on 1 /);
    // Deleting a pattern does not give a generation back.
    // Requests sent at once finish in any order: take one that was made.
    const first = (results.find((r) => r.status === 201)!.body.data as { pattern: Pattern }).pattern;
    await s.api.call('DELETE', `/patterns/${first.id}`);
    expect((await s.generate()).status).toBe(403);

    // The clock moved to the next month in the account's zone (Europe/Berlin): allowed again.
    const actor = await authenticateToken(t.ctx, s.token);
    const info = (await s.api.call('GET', '/patterns/generator')).body.data as GeneratorInfo;
    const nextMonth = new Date(info.usage.resetsAt);
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', day: 'numeric', hour: 'numeric', minute: 'numeric' }).format(nextMonth),
    ).toBe('1, 00:00');
    const justBefore = generatorService(t.ctx, { now: () => new Date(nextMonth.getTime() - 1000) });
    const input = {
      clientId: s.client.id,
      measurementId: s.record.id,
      ...SPEC,
      name: '',
      description: null,
      occasion: null,
      additionalDetails: null,
      fabricWidth: 1400,
      extraMeasurements: [],
    };
    await expect(justBefore.generate({ actor, input })).rejects.toSatisfy(
      (e) => e instanceof AppError && e.code === 'PLAN_AI_LIMIT_REACHED',
    );
    const later = generatorService(t.ctx, { now: () => nextMonth });
    expect((await later.generate({ actor, input })).isAiGenerated).toBe(true);
    expect((await later.info({ actor })).usage.used).toBe(1);
  });
});

describe('access and the library', () => {
  it('keeps a pattern’s PDF to its studio until it is public, and never names the client to others', async () => {
    const a = await studio();
    const b = await studio();
    const p = await a.pattern();
    expect((await b.download(p.generator!.pdfUrl)).statusCode).toBe(404);
    expect((await b.download(p.generator!.svgUrl)).statusCode).toBe(404);
    expect((await b.api.call('POST', '/patterns/generate', { clientId: a.client.id, measurementId: a.record.id, ...SPEC })).status).toBe(
      404,
    );
    expect(
      (await b.api.call('POST', '/patterns/generate/check', { clientId: a.client.id, measurementId: null, garmentType: 'Skirt' })).status,
    ).toBe(404);
    await a.api.call('PATCH', `/patterns/public/${p.id}`);
    const seen = ((await b.api.call('GET', '/patterns/public')).body.data as { patterns: Pattern[] }).patterns.find((x) => x.id === p.id)!;
    expect(seen.generator).toMatchObject({ design: 'penelope', clientId: null, measurementId: null });
    const pdf = await b.download(p.generator!.pdfUrl);
    expect(pdf.statusCode).toBe(200);
    const text = (await extractPdf(pdf.rawPayload)).pages[0]!;
    expect(text).not.toContain('Grace Hopper');
    expect((await extractPdf((await a.download(p.generator!.pdfUrl)).rawPayload)).pages[0]).toContain('Grace Hopper');
  });

  it('answers 404 for the PDF of a drawing (it has no draft)', async () => {
    const s = await studio();
    const drawing = (await s.api.call('POST', '/patterns', { name: 'Sketch', base64Image: null })).body.data as { pattern: Pattern };
    expect(drawing.pattern.generator).toBeNull();
    expect((await s.download(`/api/v1/patterns/${drawing.pattern.id}/pdf`)).statusCode).toBe(404);
  });
});

/** Simon's measurements added to the studio's skirt record. */
async function simonBody(s: Awaited<ReturnType<typeof studio>>) {
  const needed = await recordInInches('simon');
  return { extraMeasurements: needed.filter((v) => !s.record.measurements.some((m) => m.name === v.name)) };
}
