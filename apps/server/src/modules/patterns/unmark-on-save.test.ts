import { createHash } from 'node:crypto';
import type { Pattern } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patterns, storedFiles, users } from '../../db/schema/index.js';
import { businessApi } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { dataUrl, noisyPng, pngOf } from '../../test/pattern-images.js';
import { readPatternPng, watermark } from './image.js';

/**
 * Decision 053: a Free designer reopens the marked image (there is no unmarked one to send), so
 * a save over the pattern lifts the mark it started from; the mark is drawn once, on the way out.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function freeStudio() {
  const u = await createVerifiedUser(t, { plan: 'free' });
  const api = businessApi(t, u.token);
  const pattern = (res: { body: unknown }) => (res.body as { data: { pattern: Pattern } }).data.pattern;
  const create = async (png: Buffer) => pattern(await api.call('POST', '/patterns', { name: 'Bodice block', base64Image: dataUrl(png) }));
  const save = async (id: string, png: Buffer) => pattern(await api.call('PATCH', `/patterns/${id}`, { base64Image: dataUrl(png) }));
  const image = async (p: Pattern) =>
    (await t.request({ method: 'GET', url: `${p.image_urls[0]!}&original=1`, token: u.token })).rawPayload;
  return { ...u, api, create, save, image };
}

async function stored(id: string): Promise<{ data: Buffer; hash: string | null }> {
  const [row] = await t.ctx.db
    .select({ data: storedFiles.data, hash: patterns.imageHash })
    .from(patterns)
    .innerJoin(storedFiles, eq(storedFiles.id, patterns.imageFileId))
    .where(eq(patterns.id, id));
  return row!;
}

const raw = async (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

/** The indices of the pixels (RGBA) that differ between two images of the same size. */
async function changedPixels(a: Buffer, b: Buffer): Promise<number[]> {
  const [ra, rb] = await Promise.all([raw(a), raw(b)]);
  expect([ra.info.width, ra.info.height]).toEqual([rb.info.width, rb.info.height]);
  const changed: number[] = [];
  for (let i = 0; i < ra.data.length; i += 4) if (ra.data.readUInt32LE(i) !== rb.data.readUInt32LE(i)) changed.push(i / 4);
  return changed;
}

/** A drawing with colour under the mark, so the mark is not only over white. */
const drawing = async () =>
  sharp(await pngOf(800, 600, '#2a7d4f'))
    .composite([{ input: { create: { width: 400, height: 160, channels: 4, background: '#1f6feb' } }, top: 200, left: 300 }])
    .png()
    .toBuffer();

/** The designer's edit: a red square at (x, y), away from the mark in the middle. */
async function paintSquare(png: Buffer, x: number, y: number, side: number): Promise<{ png: Buffer; pixels: number[] }> {
  const { data, info } = await raw(png);
  const pixels: number[] = [];
  for (let row = y; row < y + side; row += 1) {
    for (let col = x; col < x + side; col += 1) {
      const p = row * info.width + col;
      data.writeUInt32BE(0xdd2222ff, p * 4);
      pixels.push(p);
    }
  }
  return {
    png: await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
      .png()
      .toBuffer(),
    pixels,
  };
}

describe('saving over a Free pattern reopened in the designer (decision 053)', () => {
  it('stores the drawing without the mark it was reopened with, so it is marked once and not after an upgrade', async () => {
    const free = await freeStudio();
    const first = await drawing();
    const p = await free.create(first);
    const reopened = await free.image(p);
    expect((await changedPixels(reopened, first)).length).toBeGreaterThan(1000);

    const edit = await paintSquare(reopened, 40, 520, 12);
    const saved = await free.save(p.id, edit.png);
    const file = await stored(p.id);
    // The original's pixels everywhere the designer left the marked image as it was; the edit kept.
    expect(await changedPixels(file.data, first)).toEqual(edit.pixels);
    expect(await changedPixels(file.data, edit.png)).toEqual(await changedPixels(first, reopened));
    expect(file.hash).toBe(createHash('sha256').update(file.data).digest('hex'));

    // Reopened again on Free: marked exactly once, not darker; a second round trip stays the same.
    const again = await free.image(saved);
    expect(await changedPixels(again, await watermark(file.data))).toEqual([]);
    expect(await changedPixels(again, edit.png)).toEqual([]);
    await free.save(p.id, again);
    expect(await changedPixels((await stored(p.id)).data, file.data)).toEqual([]);

    await t.ctx.db.update(users).set({ plan: 'premium', subscriptionStatus: 'active' }).where(eq(users.id, free.user.id));
    const upgraded = (await free.api.call('GET', `/patterns/${p.id}`)).body.data as { pattern: Pattern };
    expect(await changedPixels(await free.image(upgraded.pattern), first)).toEqual(edit.pixels);
  });

  it('stores an upload unrelated to the old image, or of another size, exactly as sent', async () => {
    const free = await freeStudio();
    const p = await free.create(await drawing());
    for (const upload of [await noisyPng(800, 600), await pngOf(800, 600, '#884422'), await pngOf(400, 300, '#2a7d4f')]) {
      await free.save(p.id, upload);
      const file = await stored(p.id);
      const sent = await readPatternPng(dataUrl(upload));
      expect(file.hash).toBe(sent.hash);
      expect(file.data.equals(sent.data)).toBe(true);
    }
  });

  it('marks a drawing smaller than the word and lifts that mark on save (sharp refused the composite: a 500)', async () => {
    const free = await freeStudio();
    const first = await pngOf(12, 10, '#2a7d4f');
    const p = await free.create(first);
    const read = await t.request({ method: 'GET', url: p.image_urls[0]!, token: free.token });
    expect(read.statusCode).toBe(200);
    expect((await changedPixels(read.rawPayload, first)).length).toBeGreaterThan(0);
    const edit = await paintSquare(read.rawPayload, 0, 8, 2);
    const res = await free.api.call('PATCH', `/patterns/${p.id}`, { base64Image: dataUrl(edit.png) });
    expect(res.status).toBe(200);
    expect(await changedPixels((await stored(p.id)).data, first)).toEqual(edit.pixels);
  });
});
