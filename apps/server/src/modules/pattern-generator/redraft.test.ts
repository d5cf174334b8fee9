import { Bella } from '@freesewing/bella';
import type { FsPart } from '@freesewing/core';
import type { Fitting, GeneratorCheck, Measurement, Pattern, PatternVersion } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patterns, type StoredDraft } from '../../db/schema/index.js';
import { businessApi, expectErrorEnvelope, UNKNOWN_ID } from '../../test/business.js';
import { recordInInches } from '../../test/generator-samples.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { extractPdf } from '../../test/pdf.js';

/** Decision 087: the generator drafts with the client's fit profile; re-drafts are versions compared as an overlay. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Bella drafts a bodice with sleeves: a Blouse, never a whole Dress (decision 132). */
const BODICE = { garmentType: 'Blouse', design: 'bella', style: 'Formal', sizeRange: 'Custom', fabricType: 'Silk' } as const;

async function studio() {
  const u = await createVerifiedUser(t, { plan: 'premium' });
  const api = businessApi(t, u.token);
  const client = await api.createClient({ name: 'Amara Okafor' });
  const record = (
    await api.call('POST', '/measurements', { clientId: client.id, garmentType: 'dress', measurements: await recordInInches('bella') })
  ).body.data.measurement as Measurement;
  const project = (await api.call('POST', '/projects', { name: 'Ivory gown', clientId: client.id, type: 'Wedding Dress' })).body.data
    .project as {
    id: string;
  };
  const generate = async (body: Record<string, unknown> = {}) => {
    const res = await api.call('POST', '/patterns/generate', { clientId: client.id, measurementId: record.id, ...BODICE, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.pattern as Pattern;
  };
  const fitting = async (corrections: Record<string, unknown>[], extra: Record<string, unknown> = {}) => {
    const res = await api.call('POST', `/projects/${project.id}/fittings`, { fittedOn: '2030-03-12T10:00', corrections, ...extra });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.fitting as Fitting;
  };
  const redraft = (id: string, body: Record<string, unknown> = {}) => api.call('POST', `/patterns/${id}/redraft`, body);
  const download = (url: string) => t.request({ method: 'GET', url, token: u.token });
  return { ...u, api, client, record, project, generate, fitting, redraft, download };
}

const stored = async (id: string): Promise<StoredDraft> => {
  const [row] = await t.ctx.db.select({ draft: patterns.draft }).from(patterns).where(eq(patterns.id, id));
  return row!.draft!;
};

const waist = { target: 'measurement', name: 'Waist', change: 2, unit: 'cm', reason: 'Tight when seated' };
const hem = { target: 'measurement', name: 'Hem', change: -3, unit: 'cm', reason: 'Heels 9 cm' };
const ease = { target: 'option', name: 'waistEase', design: 'bella', change: 2, unit: '%', reason: 'Room to breathe' };

/** The finished waist of a Bella bodice, both halves of front and back, darts left out: FreeSewing's own geometry. */
function bellaWaist(d: StoredDraft) {
  const pattern = new Bella({ measurements: d.measurements, options: d.options, sa: d.seamAllowance }).draft();
  const parts = pattern.parts[0]!;
  const front = parts['bella.frontSideDart'] as FsPart;
  const back = parts['bella.back'] as FsPart;
  const p = (part: FsPart, name: string) => part.points[name]!;
  const frontHalf = p(front, 'cfHem').dist(p(front, 'waistDartLeft')) + p(front, 'waistDartRight').dist(p(front, 'sideHem'));
  const backHalf = p(back, 'waistCenter').dist(p(back, 'dartBottomLeft')) + p(back, 'dartBottomRight').dist(p(back, 'waistSide'));
  return {
    waist: 2 * (frontHalf + backHalf),
    armholes: front.paths.armhole!.length() + back.paths.armhole!.length(),
    neckAndShoulder: p(front, 'hps').dist(p(front, 'shoulder')) + p(back, 'hps').dist(p(back, 'shoulder')),
  };
}

describe('drafting with the fit profile', () => {
  it('records the exact inputs: base plus every correction, and lists what could not apply', async () => {
    const s = await studio();
    const v1 = await s.generate();
    expect(v1.generator).toMatchObject({ version: 1, lineageId: v1.id, previousId: null, fittingId: null });
    expect(v1.generator?.fit).toEqual({ clientName: 'Amara Okafor', inputs: [], notApplied: [] });
    const f = await s.fitting([waist, hem, ease], { shoes: 'Satin courts', heelHeightMm: 90 });
    const res = await s.redraft(v1.id, { fittingId: f.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Pattern re-drafted: a new version');
    const v2 = res.body.data.pattern as Pattern;
    expect(v2.generator).toMatchObject({ version: 2, lineageId: v1.id, previousId: v1.id, fittingId: f.id });
    expect(v2.name).toBe(v1.name);
    const [before, after] = [await stored(v1.id), await stored(v2.id)];
    const fit = v2.generator!.fit!;
    const w = fit.inputs.find((i) => i.name === 'waist')!;
    expect(w).toMatchObject({ target: 'measurement', label: 'Waist', unit: 'mm', base: before.measurements.waist });
    expect(w.corrections).toEqual([
      expect.objectContaining({
        correctionId: f.corrections[0]!.id,
        fittingId: f.id,
        change: 2,
        unit: 'cm',
        delta: 20,
        worn: 'Satin courts 9 cm',
      }),
    ]);
    expect(w.result).toBeCloseTo(before.measurements.waist! + 20, 6);
    expect(after.measurements.waist).toBe(w.result);
    const e = fit.inputs.find((i) => i.name === 'waistEase')!;
    expect(e).toMatchObject({ target: 'option', unit: '%' });
    expect(e.base).toBeCloseTo(before.options.waistEase! * 100, 6);
    expect(e.result).toBeCloseTo(e.base + 2, 6);
    expect(after.options.waistEase).toBeCloseTo(e.result / 100, 9);
    // Everything not corrected is drafted exactly as before.
    for (const [name, value] of Object.entries(before.measurements)) if (name !== 'waist') expect(after.measurements[name]).toBe(value);
    expect(fit.notApplied).toEqual([
      expect.objectContaining({ name: 'Hem', change: -3, why: 'Bodice with sleeves (Bella) does not use Hem' }),
    ]);
    expect(after.base).toEqual({ measurements: before.measurements, options: before.options });
  });

  it('lengthens the waist seam by the correction (with the design’s ease) within a millimetre, and nothing else', async () => {
    const s = await studio();
    const v1 = await s.generate();
    await s.fitting([waist]);
    const v2 = (await s.redraft(v1.id)).body.data.pattern as Pattern;
    const [before, after] = [await stored(v1.id), await stored(v2.id)];
    const a = bellaWaist(before);
    const b = bellaWaist(after);
    // Bella's finished waist is the body's waist plus its waist ease.
    expect(Math.abs(b.waist - a.waist - 20 * (1 + after.options.waistEase!))).toBeLessThan(1);
    expect(b.armholes).toBeCloseTo(a.armholes, 6);
    expect(b.neckAndShoulder).toBeCloseTo(a.neckAndShoulder, 6);
  });

  it('lists the versions newest first, overlays two of them and ends the PDF with the comparison', async () => {
    const s = await studio();
    const v1 = await s.generate();
    const f = await s.fitting([waist]);
    const v2 = (await s.redraft(v1.id, { fittingId: f.id })).body.data.pattern as Pattern;
    const v3 = (await s.redraft(v2.id)).body.data.pattern as Pattern;
    expect(v3.generator).toMatchObject({ version: 3, lineageId: v1.id, previousId: v2.id, fittingId: null });
    for (const id of [v1.id, v3.id]) {
      const list = (await s.api.call('GET', `/patterns/${id}/versions`)).body.data.versions as PatternVersion[];
      expect(list.map((v) => [v.id, v.version, v.changes, v.fittingId])).toEqual([
        [v3.id, 3, 1, null],
        [v2.id, 2, 1, f.id],
        [v1.id, 1, 0, null],
      ]);
      expect(list[1]!.fittedOn).toBe(f.fittedOn);
    }
    const overlay = await s.download(`/api/v1/patterns/${v2.id}/compare`);
    expect(overlay.statusCode).toBe(200);
    expect(overlay.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(overlay.headers['content-disposition']).toMatch(/^inline/);
    // The earlier outline, dashed in rust, under the new cutting line of every part.
    const earlier = overlay.body.match(/stroke="#b4532a"[^>]*stroke-dasharray/g) ?? [];
    expect(earlier.length).toBeGreaterThanOrEqual(v2.generator!.parts.length);
    expect((await s.download(`/api/v1/patterns/${v3.id}/compare?with=${v1.id}`)).statusCode).toBe(200);
    const pdf = await extractPdf((await s.download(`/api/v1/patterns/${v2.id}/pdf?paper=a4`)).rawPayload);
    const last = pdf.pages.at(-1)!;
    expect(last).toContain('Version 2 compared with version 1');
    expect(last).toMatch(/Waist: [\d.]+ cm → [\d.]+ cm/);
    expect(pdf.pages[0]).toContain('Fitted: Waist +2 cm');
    const plain = await extractPdf((await s.download(`/api/v1/patterns/${v2.id}/pdf?paper=a4&compare=none`)).rawPayload);
    expect(plain.pages.length).toBe(pdf.pages.length - 1);
    const first = await extractPdf((await s.download(`/api/v1/patterns/${v1.id}/pdf?paper=a4`)).rawPayload);
    expect(first.pages.length).toBe(plain.pages.length);
    expect(first.pages.at(-1)).not.toContain('compared with');
  });

  it('carries a measurement correction to another design, and an option correction only to its own', async () => {
    const s = await studio();
    await s.fitting([waist, ease]);
    const skirt = (
      await s.api.call('POST', '/measurements', {
        clientId: s.client.id,
        garmentType: 'skirt',
        measurements: await recordInInches('penelope'),
      })
    ).body.data.measurement as Measurement;
    const res = await s.api.call('POST', '/patterns/generate', {
      clientId: s.client.id,
      measurementId: skirt.id,
      garmentType: 'Skirt',
      design: 'penelope',
      style: 'Formal',
      sizeRange: 'Custom',
      fabricType: 'Wool',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const fit = (res.body.data.pattern as Pattern).generator!.fit!;
    expect(fit.inputs.map((i) => [i.name, i.result - i.base])).toEqual([['waist', 20]]);
    expect(fit.notApplied).toEqual([
      expect.objectContaining({
        name: 'waistEase',
        design: 'bella',
        why: 'An option of Bodice with sleeves (Bella): it carries to Bodice with sleeves (Bella) patterns only',
      }),
    ]);
    // The check shows the same before generating.
    const check = await s.api.call('POST', '/patterns/generate/check', {
      clientId: s.client.id,
      measurementId: skirt.id,
      garmentType: 'Skirt',
    });
    expect((check.body.data as GeneratorCheck).fit.inputs.map((i) => i.name)).toEqual(['waist']);
  });
});

describe('refusals', () => {
  it('refuses a correction past the design’s range with 422 naming it, saves nothing, and drafts once it is retired', async () => {
    const s = await studio();
    const v1 = await s.generate();
    const f = await s.fitting([{ ...ease, change: 25 }]);
    const res = await s.redraft(v1.id);
    expectErrorEnvelope(res.body, 422, 'FIT_CORRECTION_REFUSED');
    expect(res.body.errors).toEqual([
      {
        field: `fitProfile.${f.corrections[0]!.id}`,
        message: expect.stringContaining('Bodice with sleeves (Bella) drafts it from 1 to 20 %'),
      },
    ]);
    expect(res.body.message).toContain('Retire or change the correction');
    expect(((await s.api.call('GET', `/patterns/${v1.id}/versions`)).body.data.versions as PatternVersion[]).length).toBe(1);
    await s.api.call('POST', `/fit-corrections/${f.corrections[0]!.id}/retire`);
    expect((await s.redraft(v1.id)).status).toBe(201);
  });

  it('refuses corrections that together push a measurement past half the client’s own, on a first draft too', async () => {
    const s = await studio();
    await s.fitting([{ ...waist, change: -20 }]);
    await s.fitting([{ ...waist, change: -20 }]);
    const res = await s.api.call('POST', '/patterns/generate', { clientId: s.client.id, measurementId: s.record.id, ...BODICE });
    expectErrorEnvelope(res.body, 422, 'FIT_CORRECTION_REFUSED');
    expect(res.body.errors).toHaveLength(2);
    expect(res.body.errors![0]!.message).toMatch(/takes Waist from [\d.]+ cm to [\d.]+ cm, past what Bodice with sleeves \(Bella\) drafts/);
    // The check says so before Generate is pressed, naming the same corrections (the form offers Retire there).
    const check = await s.api.call('POST', '/patterns/generate/check', {
      clientId: s.client.id,
      measurementId: s.record.id,
      garmentType: BODICE.garmentType,
      design: 'bella',
    });
    expectErrorEnvelope(check.body, 422, 'FIT_CORRECTION_REFUSED');
    expect(check.body.errors).toEqual(res.body.errors);
  });

  it('answers 404 for another studio’s pattern, version or fitting, and for a drawing', async () => {
    const a = await studio();
    const b = await studio();
    const pa = await a.generate();
    const pb = await b.generate();
    const fb = await b.fitting([waist]);
    for (const res of [
      await b.redraft(pa.id),
      await b.api.call('GET', `/patterns/${pa.id}/versions`),
      await b.api.call('GET', `/patterns/${pa.id}/compare?with=${pb.id}`),
    ])
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await a.redraft(pa.id, { fittingId: fb.id })).body, 404, 'NOT_FOUND');
    expect((await a.download(`/api/v1/patterns/${pa.id}/compare?with=${pb.id}`)).statusCode).toBe(404);
    expect((await a.download(`/api/v1/patterns/${pa.id}/compare`)).statusCode).toBe(404);
    expect((await a.download(`/api/v1/patterns/${pa.id}/compare?with=${pa.id}`)).statusCode).toBe(404);
    expect((await a.download(`/api/v1/patterns/${pa.id}/pdf?compare=${pb.id}`)).statusCode).toBe(404);
    const drawing = await a.api.call('POST', '/patterns', {
      name: 'Sketch',
      garmentType: 'Dress',
      style: 'Modern',
      sizeRange: 'Custom',
      fabricType: 'Cotton',
    });
    expect(drawing.status, JSON.stringify(drawing.body)).toBe(201);
    expectErrorEnvelope((await a.redraft((drawing.body.data.pattern as Pattern).id)).body, 404, 'NOT_FOUND');
  });

  it.each([
    ['a number for fittingId', { fittingId: 7 }, 422],
    ['an unknown field', { version: 3 }, 422],
    ['an id that is no uuid', { fittingId: 'abc' }, 404],
    ['an unknown fitting', { fittingId: UNKNOWN_ID }, 404],
  ])('answers a malformed re-draft (%s) in the envelope', async (_, body, status) => {
    const s = await studio();
    const p = await s.generate();
    const res = await s.redraft(p.id, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body).toMatchObject({ success: false, status_code: status });
  });
});
