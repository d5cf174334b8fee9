import { randomBytes } from 'node:crypto';
import { PHOTO_LIMITS } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, storedFiles } from '../../db/schema/index.js';
import { STUDIO_LIMITS } from '../../lib/studio-limits.js';
import { expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { multipartBody, photoStudio, sampleJpeg } from '../../test/photos.js';
import { studioOf } from '../../test/seed.js';

/** What an upload may be and how much a studio may upload (decision 079): content, size, storage, per record, per ten minutes. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Studio = Awaited<ReturnType<typeof photoStudio>>;
const filesOf = async (s: Studio) => t.ctx.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.ownerId, s.user.id));
const NOT_A_PHOTO = 'This file is not a photo we can read. Send a JPEG, PNG, WebP, GIF or AVIF photo.';

describe('what an upload may be', () => {
  it.each([
    ['text named photo.jpg', async () => Buffer.from('just some text, not a photo'), NOT_A_PHOTO],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), NOT_A_PHOTO],
    [
      'a truncated JPEG',
      async () =>
        (
          await sharp({ create: { width: 300, height: 200, channels: 3, background: '#456' } })
            .jpeg()
            .toBuffer()
        ).subarray(0, 400),
      NOT_A_PHOTO,
    ],
    ['an MP4 header', async () => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(64)]), NOT_A_PHOTO],
    ['an empty file', async () => Buffer.alloc(0), NOT_A_PHOTO],
  ])('refuses %s with 422 on photo, storing nothing', async (_name, make, message) => {
    const s = await photoStudio(t);
    const res = await s.upload('client', await make());
    expect(res.statusCode, res.body).toBe(422);
    expectErrorEnvelope(res.json(), 422, 'VALIDATION_ERROR');
    expect(res.json().errors).toEqual([{ field: 'photo', message }]);
    expect(await filesOf(s)).toEqual([]);
  });

  it('refuses a photo of more pixels than it may decode (a decompression bomb) before decoding it', async () => {
    const s = await photoStudio(t);
    // 10,000 × 8,000 of one colour compresses to a few hundred kilobytes.
    const bomb = await sharp({ create: { width: 10_000, height: 8_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await s.upload('client', bomb);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toEqual({
      field: 'photo',
      message: expect.stringContaining('at most 64 megapixels (it is 10000 × 8000)'),
    });
  });

  it('refuses a file over 20 MB with 413 FILE_TOO_LARGE, and a form without the photo', async () => {
    const s = await photoStudio(t);
    const huge = Buffer.concat([await sampleJpeg(), Buffer.alloc(PHOTO_LIMITS.maxBytes)]);
    const query = `subject=client&subjectId=${s.ids.client}`;
    const res = await t.request({ method: 'POST', url: `/api/v1/photos?${query}`, token: s.token, ...(await multipartBody(huge)) });
    expect(res.statusCode).toBe(413);
    expectErrorEnvelope(res.json(), 413, 'FILE_TOO_LARGE');
    expect(res.json().errors).toEqual([{ field: 'photo', message: 'The photo must be at most 20 MB.' }]);
    const wrongField = await multipartBody(await sampleJpeg(), { field: 'image' });
    const missing = await t.request({ method: 'POST', url: `/api/v1/photos?${query}`, token: s.token, ...wrongField });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([{ field: 'photo', message: 'Choose a photo to upload.' }]);
    const json = await t.request({ method: 'POST', url: `/api/v1/photos?${query}`, token: s.token, payload: { photo: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(await filesOf(s)).toEqual([]);
  });
});

describe('storage and bounds', () => {
  it('counts both sizes in the plan storage and refuses a photo past it with what is left', async () => {
    const s = await photoStudio(t, 'free');
    const empty = await s.storage();
    const photo = await s.add();
    expect(photo.byteSize).toBeGreaterThan(0);
    expect((await s.storage()).usedBytes).toBe(empty.usedBytes + photo.byteSize);
    // Fill the account to 1,000 bytes short of Free's 100 MB, as if many photos had been taken.
    await t.ctx.db.insert(storedFiles).values({
      ownerId: s.user.id,
      kind: 'photo',
      contentType: 'image/webp',
      byteSize: empty.limitBytes - empty.usedBytes - photo.byteSize - 1000,
      data: Buffer.from('x'),
    });
    // Noise does not compress: tens of kilobytes even as a small WebP.
    const noisy = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
      .jpeg()
      .toBuffer();
    const res = await s.upload('client', noisy);
    expect(res.statusCode).toBe(403);
    expectErrorEnvelope(res.json(), 403, 'STORAGE_LIMIT_REACHED');
    expect(res.json().message).toMatch(
      new RegExp(
        /^Your storage is full: 100\.0 MB of 100\.0 MB used on the Free plan\. 1 KB is left and this needs \d+ KB\. /.source +
          /Delete some photos or patterns or upgrade for more space\.$/.source,
      ),
    );
    expect((await s.api.call('GET', `/photos?subject=client&subjectId=${s.ids.client}`)).body.data.photos).toHaveLength(1);
    // Deleting the photo makes room for it again.
    expect((await s.api.call('DELETE', `/photos/${photo.id}`)).status).toBe(200);
    expect((await s.upload('client')).statusCode).toBe(201);
  });

  it(`holds at most ${PHOTO_LIMITS.perRecord} photos a record: one more is 422 on photo`, async () => {
    const s = await photoStudio(t);
    const workspaceId = await studioOf(t.ctx.db, s.user.id);
    const tiny = { ownerId: s.user.id, kind: 'photo', contentType: 'image/webp', byteSize: 1, data: Buffer.from('x') };
    const files = await t.ctx.db
      .insert(storedFiles)
      .values(Array.from({ length: 2 * PHOTO_LIMITS.perRecord }, () => tiny))
      .returning({ id: storedFiles.id });
    await t.ctx.db.insert(photos).values(
      Array.from({ length: PHOTO_LIMITS.perRecord }, (_, i) => ({
        workspaceId,
        subject: 'measurement' as const,
        measurementId: s.ids.measurement,
        width: 1,
        height: 1,
        fullFileId: files[2 * i]!.id,
        thumbFileId: files[2 * i + 1]!.id,
        byteSize: 2,
      })),
    );
    const res = await s.upload('measurement');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'photo', message: 'A measurement record holds at most 50 photos. Delete some to add more.' },
    ]);
    expect((await filesOf(s)).length).toBe(2 * PHOTO_LIMITS.perRecord);
    // Another record of the studio still takes photos, and a place freed is taken again.
    expect((await s.upload('client')).statusCode).toBe(201);
    const listed = (await s.api.call('GET', `/photos?subject=measurement&subjectId=${s.ids.measurement}`)).body.data.photos as {
      id: string;
    }[];
    expect(listed).toHaveLength(PHOTO_LIMITS.perRecord);
    expect((await s.api.call('DELETE', `/photos/${listed[0]!.id}`)).status).toBe(200);
    expect((await s.upload('measurement')).statusCode).toBe(201);
  });

  it('bounds uploads per studio with 429 RATE_LIMITED and Retry-After, not another studio’s', async () => {
    const s = await photoStudio(t);
    const workspaceId = await studioOf(t.ctx.db, s.user.id);
    // The studio has used its window: counted straight into the limiter, as 120 uploads would.
    const limit = STUDIO_LIMITS.photoUpload.limits[0]!;
    const key = `studio:photoUpload:0:${workspaceId}`;
    while ((await t.ctx.limiter.peek(key, limit)) === null) await t.ctx.limiter.hit(key, limit);
    const res = await s.upload('client');
    expect(res.statusCode).toBe(429);
    expectErrorEnvelope(res.json(), 429, 'RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(await filesOf(s)).toEqual([]);
    expect((await (await photoStudio(t)).upload('client')).statusCode).toBe(201);
  });
});
