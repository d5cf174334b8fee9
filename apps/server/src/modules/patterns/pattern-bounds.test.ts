import type { Measurement, Pattern } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patterns } from '../../db/schema/index.js';
import { STUDIO_LIMITS } from '../../lib/studio-limits.js';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { recordInInches } from '../../test/generator-samples.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { dataUrl, differingPixels, pngOf } from '../../test/pattern-images.js';
import { stats } from './marked-images.js';

/**
 * Decisions 053 and 054: what a reader may get of a pattern (no unmarked original where the plan
 * marks, no author's draft in a copy) and the per-studio bounds on image reads and copies. The
 * app runs at a tenth of every limit (RATE_LIMIT_FACTOR, decision 004) so the bounds are reached
 * in a few requests; the table's own numbers are the ones a studio gets.
 */
const FACTOR = 0.1;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: String(FACTOR) });
});
afterAll(async () => t.close());

async function studio(plan: 'free' | 'premium' = 'premium') {
  const u = await createVerifiedUser(t, { plan });
  const api = businessApi(t, u.token);
  const save = async (png: Buffer) =>
    ((await api.call('POST', '/patterns', { name: 'Bodice block', base64Image: dataUrl(png) })).body.data as { pattern: Pattern }).pattern;
  const image = (url: string) => t.request({ method: 'GET', url, token: u.token });
  const copy = (id: string) => api.call('POST', `/patterns/${id}/copy`);
  return { ...u, api, save, image, copy };
}

const scaled = (max: number) => Math.max(1, Math.floor(max * FACTOR));
const expectBound = (res: { status: number; body: unknown } | LightMyRequestResponse, retryAfter?: string) => {
  const status = 'status' in res ? res.status : res.statusCode;
  const body = 'status' in res ? res.body : res.json();
  expect(status).toBe(429);
  expectErrorEnvelope(body, 429, 'RATE_LIMITED');
  if (retryAfter !== undefined) expect(Number(retryAfter)).toBeGreaterThan(0);
};

describe('the unmarked original (decision 053)', () => {
  it('is not served while the owner’s plan marks, even to the owner asking for it', async () => {
    const free = await studio('free');
    const png = await pngOf(320, 240, '#aa3300');
    const p = await free.save(png);
    const plain = await free.image(p.image_urls[0]!);
    const asked = await free.image(`${p.image_urls[0]!}&original=1`);
    expect(asked.statusCode).toBe(200);
    expect(await differingPixels(asked.rawPayload, png)).toBeGreaterThan(0.01);
    expect(asked.headers.etag).toBe(plain.headers.etag);
    expect(asked.headers.etag).toMatch(/-w"$/);
  });

  it('is not in a copy of a marked public pattern, whatever the copier’s plan', async () => {
    const author = await studio('free');
    const png = await pngOf(300, 200, '#118833');
    const p = await author.save(png);
    await author.api.call('PATCH', `/patterns/public/${p.id}`);

    const premium = await studio('premium');
    const copied = (await premium.copy(p.id)).body.data as { pattern: Pattern };
    expect(copied.pattern.isWatermarked).toBe(false);
    const got = await premium.image(`${copied.pattern.image_urls[0]!}&original=1`);
    expect(await differingPixels(got.rawPayload, png)).toBeGreaterThan(0.01);

    const free = await studio('free');
    const freeCopy = ((await free.copy(p.id)).body.data as { pattern: Pattern }).pattern;
    expect(await differingPixels((await free.image(`${freeCopy.image_urls[0]!}&original=1`)).rawPayload, png)).toBeGreaterThan(0.01);
  });

  it('is copied from an unmarked public pattern, as its readers get it', async () => {
    const author = await studio('premium');
    const png = await pngOf(300, 200, '#3311aa');
    const p = await author.save(png);
    await author.api.call('PATCH', `/patterns/public/${p.id}`);
    const reader = await studio('premium');
    const copied = ((await reader.copy(p.id)).body.data as { pattern: Pattern }).pattern;
    expect(await differingPixels((await reader.image(copied.image_urls[0]!)).rawPayload, png)).toBe(0);
  });
});

describe('a copy of another studio’s generated pattern (decision 053)', () => {
  it('keeps the picture and the steps, not the author’s client, record or body', async () => {
    const author = await studio('premium');
    const client = await author.api.createClient({ name: 'Grace Hopper' });
    const record = (
      await author.api.call('POST', '/measurements', {
        clientId: client.id,
        garmentType: 'skirt',
        measurements: await recordInInches('penelope'),
      })
    ).body.data.measurement as Measurement;
    const made = await author.api.call('POST', '/patterns/generate', {
      clientId: client.id,
      measurementId: record.id,
      garmentType: 'Skirt',
      style: 'Formal',
      sizeRange: 'M-L',
      fabricType: 'Wool',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const p = (made.body.data as { pattern: Pattern }).pattern;
    await author.api.call('PATCH', `/patterns/public/${p.id}`);

    const other = await studio('premium');
    const res = await other.copy(p.id);
    expect(res.status).toBe(201);
    const copy = (res.body.data as { pattern: Pattern }).pattern;
    expect(copy).toMatchObject({ name: p.name, isAiGenerated: true, generator: null, isOwn: true });
    expect(copy.instructions).toEqual(p.instructions);
    const [row] = await t.ctx.db.select().from(patterns).where(eq(patterns.id, copy.id));
    expect(row!.draft).toBeNull();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(client.id);
    expect(stored).not.toContain(record.id);
    expect((await other.image(`/api/v1/patterns/${copy.id}/pdf`)).statusCode).toBe(404);
  });
});

describe('per-studio bounds (decision 054)', () => {
  it('bounds copies per studio with 429 and Retry-After, not another studio’s', async () => {
    const author = await studio('premium');
    const p = await author.save(await pngOf(120, 90, '#777700'));
    await author.api.call('PATCH', `/patterns/public/${p.id}`);
    const copier = await studio('premium');
    const max = scaled(STUDIO_LIMITS.patternCopy.limits[0]!.max);
    for (let i = 0; i < max; i += 1) expect((await copier.copy(p.id)).status).toBe(201);
    const refused = await t.request({ method: 'POST', url: `/api/v1/patterns/${p.id}/copy`, token: copier.token });
    expectBound(refused, refused.headers['retry-after'] as string);
    expect(((await copier.api.call('GET', '/patterns')).body.data as { patterns: Pattern[] }).patterns).toHaveLength(max);
    expect((await (await studio('premium')).copy(p.id)).status).toBe(201);
  });

  it('bounds image reads per studio, 304s included, with 429 and Retry-After', async () => {
    const u = await studio('premium');
    const p = await u.save(await pngOf(64, 48, '#005566'));
    const max = scaled(STUDIO_LIMITS.patternImageRead.limits[0]!.max);
    const etag = (await u.image(p.image_urls[0]!)).headers.etag as string;
    for (let i = 1; i < max; i += 1) {
      const res = await t.request({ method: 'GET', url: p.image_urls[0]!, token: u.token, headers: { 'if-none-match': etag } });
      expect(res.statusCode).toBe(304);
    }
    const refused = await u.image(p.image_urls[0]!);
    expectBound(refused, refused.headers['retry-after'] as string);
  });
});

describe('marked images cached by content (decision 054)', () => {
  it('marks an image once for every URL version and reader, and a new image afresh', async () => {
    const free = await studio('free');
    const p = await free.save(await pngOf(400, 300, '#abcdef'));
    const before = stats.renders;
    const first = await free.image(p.image_urls[0]!);
    expect(stats.renders).toBe(before + 1);
    for (const url of [p.image_urls[0]!, `/api/v1/patterns/${p.id}/image?v=anything`, `/api/v1/patterns/${p.id}/image`]) {
      const again = await free.image(url);
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    expect(stats.renders).toBe(before + 1);

    const changed = await pngOf(400, 300, '#fedcba');
    const updated = (
      (await free.api.call('PATCH', `/patterns/${p.id}`, { base64Image: dataUrl(changed) })).body.data as { pattern: Pattern }
    ).pattern;
    expect(updated.image_urls[0]).not.toBe(p.image_urls[0]);
    const fresh = await free.image(`/api/v1/patterns/${p.id}/image`);
    expect(stats.renders).toBe(before + 2);
    expect(fresh.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(await differingPixels(fresh.rawPayload, changed)).toBeGreaterThan(0.01);
  });
});
