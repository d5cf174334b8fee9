import type { Pattern } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, users } from '../../db/schema/index.js';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { dataUrl, differingPixels, jpegOf, noisyPng, pngOf, SVG } from '../../test/pattern-images.js';

/** Pattern images (decision 036): judged by content, served with ETags, counted against storage, marked on Free. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function user(plan: 'free' | 'premium' = 'premium') {
  const u = await createVerifiedUser(t, { plan });
  const api = businessApi(t, u.token);
  const save = (base64Image: unknown) => api.call('POST', '/patterns', { name: 'Bodice block', base64Image });
  const image = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, token: u.token, headers });
  return { ...u, api, save, image };
}

const MB2 = 2 * 1024 * 1024;

describe('the image table: what base64Image may be', () => {
  it.each([
    ['a JPEG', async () => dataUrl(await jpegOf(100, 100)), 'The image must be a PNG'],
    [
      'a JPEG announced as a PNG',
      async () => `data:image/png;base64,${(await jpegOf(100, 100)).toString('base64')}`,
      'The image must be a PNG',
    ],
    ['an SVG', async () => `data:image/svg+xml;base64,${SVG.toString('base64')}`, 'The image must be a PNG sent as base64'],
    ['an SVG as bare base64', async () => SVG.toString('base64'), 'The image must be a PNG'],
    ['a PNG of 801 × 600', async () => dataUrl(await pngOf(801, 600)), 'The image must be at most 800 × 600 pixels (it is 801 × 600)'],
    ['a PNG of 800 × 601', async () => dataUrl(await pngOf(800, 601)), 'The image must be at most 800 × 600 pixels (it is 800 × 601)'],
    [
      '2 MB + 1 byte',
      async () =>
        Buffer.concat([await pngOf(10, 10), Buffer.alloc(MB2)])
          .subarray(0, MB2 + 1)
          .toString('base64'),
      'The image must be at most 2 MB',
    ],
    ['truncated base64', async () => dataUrl(await pngOf(100, 100)).slice(0, -3), 'The image is not valid base64'],
    [
      'a truncated PNG',
      async () => (await pngOf(400, 300)).subarray(0, 200).toString('base64'),
      'The image could not be read: it is damaged or incomplete',
    ],
    ['text that is not base64', async () => 'not an image at all!', 'The image is not valid base64'],
    ['an empty string', async () => '', 'The image is not valid base64'],
  ])('refuses %s with 422 on base64Image and stores nothing', async (_name, make, message) => {
    const u = await user();
    const res = await u.save(await make());
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(422);
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors).toEqual([{ field: 'base64Image', message }]);
    expect(((await u.api.call('GET', '/patterns')).body.data as { patterns: Pattern[] }).patterns).toEqual([]);
    expect(await t.ctx.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.ownerId, u.user.id))).toEqual([]);
  });

  it('takes an 800 × 600 PNG as a data URL or bare base64, stored as pixels only', async () => {
    const u = await user();
    const png = await sharp(await pngOf(800, 600))
      .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
      .png()
      .toBuffer();
    for (const body of [dataUrl(png), png.toString('base64')]) {
      const res = await u.save(body);
      expect(res.status).toBe(201);
      const stored = await u.image((res.body.data as { pattern: Pattern }).pattern.image_urls[0]!);
      expect(stored.statusCode).toBe(200);
      const meta = await sharp(stored.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['png', 800, 600, undefined]);
    }
  });
});

describe('GET /api/v1/patterns/{id}/image', () => {
  it('answers the PNG with an ETag and long private caching, and 304 when the browser has it', async () => {
    const u = await user();
    const p = ((await u.save(dataUrl(await pngOf(200, 100)))).body.data as { pattern: Pattern }).pattern;
    const res = await u.image(p.image_urls[0]!);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    const again = await u.image(p.image_urls[0]!, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // A pattern without an image has none to serve.
    const bare = ((await u.save(null)).body.data as { pattern: Pattern }).pattern;
    expect((await u.image(`/api/v1/patterns/${bare.id}/image`)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: p.image_urls[0]! })).statusCode).toBe(401);
  });

  it('marks the images of a Free account when they are produced, not in storage, so an upgrade lifts it', async () => {
    const free = await user('free');
    const png = await pngOf(800, 600);
    const p = ((await free.save(dataUrl(png))).body.data as { pattern: Pattern }).pattern;
    expect(p.isWatermarked).toBe(true);
    expect(p.image_urls[0]).toMatch(/-w$/);
    const marked = (await free.image(p.image_urls[0]!)).rawPayload;
    expect(await differingPixels(marked, png)).toBeGreaterThan(0.01);
    const [file] = await t.ctx.db.select({ data: storedFiles.data }).from(storedFiles).where(eq(storedFiles.ownerId, free.user.id));
    expect(await differingPixels(file!.data, png)).toBe(0);

    // No unmarked original while the plan marks, not even for the owner (decision 053): see pattern-bounds.test.ts.
    await free.api.call('PATCH', `/patterns/public/${p.id}`);
    const reader = await createVerifiedUser(t, { plan: 'premium' });
    const asked = await t.request({ method: 'GET', url: `${p.image_urls[0]!}&original=1`, token: reader.token });
    expect(await differingPixels(asked.rawPayload, png)).toBeGreaterThan(0.01);

    await t.ctx.db.update(users).set({ plan: 'premium', subscriptionStatus: 'active' }).where(eq(users.id, free.user.id));
    const upgraded = ((await free.api.call('GET', `/patterns/${p.id}`)).body.data as { pattern: Pattern }).pattern;
    expect(upgraded.isWatermarked).toBe(false);
    expect(upgraded.image_urls[0]).not.toBe(p.image_urls[0]);
    expect(await differingPixels((await free.image(upgraded.image_urls[0]!)).rawPayload, png)).toBe(0);
  });

  it('leaves Premium images unmarked', async () => {
    const u = await user('premium');
    const png = await pngOf(640, 480);
    const p = ((await u.save(dataUrl(png))).body.data as { pattern: Pattern }).pattern;
    expect(p.isWatermarked).toBe(false);
    expect(await differingPixels((await u.image(p.image_urls[0]!)).rawPayload, png)).toBe(0);
  });
});

describe('storage per plan', () => {
  it('counts every stored image and refuses an upload past the limit with 403 STORAGE_LIMIT_REACHED', async () => {
    const u = await user('free');
    const noisy = await noisyPng(800, 600);
    expect(noisy.length).toBeLessThan(MB2);
    const first = await u.save(dataUrl(noisy));
    expect(first.status).toBe(201);
    const usage = (await u.api.call('GET', '/user/storage')).body.data as { usedBytes: number; limitBytes: number };
    expect(usage.limitBytes).toBe(100 * 1024 * 1024);
    expect(usage.usedBytes).toBeGreaterThan(noisy.length * 0.9);
    // Fill the account to just under its 100 MB with one file, as if many drawings were saved.
    await t.ctx.db.insert(storedFiles).values({
      ownerId: u.user.id,
      kind: 'pattern',
      contentType: 'image/png',
      byteSize: usage.limitBytes - usage.usedBytes - 1000,
      data: Buffer.from('x'),
    });
    const refused = await u.save(dataUrl(noisy));
    expect(refused.status).toBe(403);
    expectErrorEnvelope(refused.body, 403, 'STORAGE_LIMIT_REACHED');
    expect(refused.body.message).toMatch(/^Your storage is full: 100\.0 MB of 100\.0 MB used on the Free plan\./);
    // A small drawing and details without an image still fit; replacing an image frees the old one.
    expect((await u.save(null)).status).toBe(201);
    const id = (first.body.data as { pattern: Pattern }).pattern.id;
    expect((await u.api.call('PATCH', `/patterns/${id}`, { base64Image: dataUrl(await pngOf(100, 100)) })).status).toBe(200);
    expect(((await u.api.call('GET', '/user/storage')).body.data as { usedBytes: number }).usedBytes).toBeLessThan(
      usage.limitBytes - noisy.length,
    );
  });
});
