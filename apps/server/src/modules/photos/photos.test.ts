import type { Photo } from '@atelier/shared';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries, storedFiles } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { photoStudio, sampleJpeg } from '../../test/photos.js';
import { studioOf } from '../../test/seed.js';

/** Photos of a client, a project and a measurement record (decision 079): added, listed, served, changed and deleted. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const solid = (width: number, height: number) => ({
  create: { width, height, channels: 3 as const, background: { r: 40, g: 90, b: 160 } },
});

/** A JPEG whose left half is red and right half blue, turned by EXIF orientation 6, with a camera and a GPS position. */
async function phoneJpeg() {
  const [width, height] = [64, 48];
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) raw.set(i % width < width / 2 ? [255, 0, 0] : [0, 0, 255], i * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMakerCo', Model: 'Pocket 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .toBuffer();
}

const pixel = async (image: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
};

describe('POST /photos', () => {
  it.each(['client', 'project', 'measurement'] as const)('adds a photo to a %s, answered with its URLs and "" caption', async (subject) => {
    const s = await photoStudio(t);
    const res = await s.upload(subject, await sampleJpeg(64, 48), { kind: 'fitting' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Photo added' });
    const photo = (res.json() as { data: { photo: Photo } }).data.photo;
    expect(photo).toEqual({
      _id: photo.id,
      id: photo.id,
      subject,
      subjectId: s.ids[subject],
      kind: 'fitting',
      caption: '',
      width: 64,
      height: 48,
      byteSize: expect.any(Number),
      url: `/api/v1/photos/${photo.id}/image?size=full`,
      thumbnailUrl: `/api/v1/photos/${photo.id}/image?size=thumb`,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const listed = await s.api.call('GET', `/photos?subject=${subject}&subjectId=${s.ids[subject]}`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.photos).toEqual([photo]);
  });

  it('removes EXIF and the GPS position, keeping the photo upright', async () => {
    const s = await photoStudio(t);
    const sent = await phoneJpeg();
    const before = await sharp(sent).metadata();
    // The test can fail: what was sent does carry the camera, the position and the turn.
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('PhoneMakerCo');
    // The GPS IFD pointer (tag 0x8825, little-endian) is in the EXIF.
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const photo = await s.add('client', sent);
    // Turned a quarter clockwise: 48 wide, 64 high, red on top.
    expect([photo.width, photo.height]).toEqual([48, 64]);
    for (const url of [photo.url, photo.thumbnailUrl]) {
      const res = await s.image(url);
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 48, height: 64 });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(res.rawPayload.toString('latin1')).not.toContain('PhoneMakerCo');
      const [top, bottom] = [await pixel(res.rawPayload, 24, 4), await pixel(res.rawPayload, 24, 60)];
      expect(top[0]).toBeGreaterThan(200);
      expect(bottom[2]).toBeGreaterThan(200);
    }
  });

  it('stores the full size inside 2048 px and a 400 px thumbnail, never enlarging a small photo', async () => {
    const s = await photoStudio(t);
    const big = await s.add('project', await sharp(solid(3000, 2000)).jpeg().toBuffer());
    expect([big.width, big.height]).toEqual([2048, 1365]);
    const full = await sharp((await s.image(big.url)).rawPayload).metadata();
    const thumb = await sharp((await s.image(big.thumbnailUrl)).rawPayload).metadata();
    expect([full.width, full.height]).toEqual([2048, 1365]);
    expect(thumb.width).toBe(400);
    expect(Math.abs(thumb.height - 267)).toBeLessThanOrEqual(1);
    const tall = await s.add('project', await sharp(solid(300, 900)).png().toBuffer());
    expect([tall.width, tall.height]).toEqual([300, 900]);
    const small = await sharp((await s.image(tall.thumbnailUrl)).rawPayload).metadata();
    expect([small.width, small.height]).toEqual([133, 400]);
    const tiny = await s.add('project', await sampleJpeg(40, 30));
    expect(await sharp((await s.image(tiny.thumbnailUrl)).rawPayload).metadata()).toMatchObject({ width: 40, height: 30 });
  });

  it.each([
    ['PNG', () => sharp(solid(50, 40)).png().toBuffer()],
    ['WebP', () => sharp(solid(50, 40)).webp().toBuffer()],
    ['GIF', () => sharp(solid(50, 40)).gif().toBuffer()],
    ['AVIF', () => sharp(solid(50, 40)).avif().toBuffer()],
  ])('takes a %s and stores it as WebP', async (_name, make) => {
    const s = await photoStudio(t);
    const photo = await s.add('measurement', await make());
    expect([photo.width, photo.height]).toEqual([50, 40]);
    const res = await s.image(photo.url);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
  });

  it('writes nothing to the activity list (photos are not records of it)', async () => {
    const s = await photoStudio(t);
    const workspaceId = await studioOf(t.ctx.db, s.user.id);
    const entries = () => t.ctx.db.select().from(activityEntries).where(eq(activityEntries.workspaceId, workspaceId));
    const before = (await entries()).length;
    const photo = await s.add();
    expect((await s.api.call('PATCH', `/photos/${photo.id}`, { caption: 'Front' })).status).toBe(200);
    expect((await s.api.call('DELETE', `/photos/${photo.id}`)).status).toBe(200);
    expect((await entries()).length).toBe(before);
  });
});

describe('GET /photos and GET /photos/:id/image', () => {
  it('lists the record’s photos oldest first, and only its own', async () => {
    const s = await photoStudio(t);
    const first = await s.add('client', await sampleJpeg(30, 30));
    const second = await s.add('client', await sampleJpeg(31, 30));
    await s.add('project');
    const res = await s.api.call('GET', `/photos?subject=client&subjectId=${s.ids.client}`);
    expect(res.body).toMatchObject({ message: 'Photos loaded' });
    expect((res.body.data.photos as Photo[]).map((p) => p.id)).toEqual([first.id, second.id]);
  });

  it('serves each size privately with an ETag, and 304 when the browser has it', async () => {
    const s = await photoStudio(t);
    const photo = await s.add();
    const thumb = await s.image(photo.thumbnailUrl);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['cache-control']).toMatch(/^private, max-age=\d+/);
    expect(thumb.headers['x-content-type-options']).toBe('nosniff');
    const etag = thumb.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await s.image(photo.thumbnailUrl, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toMatch(/^private/);
    // The full size is another file: another version, so the thumbnail's ETag does not answer for it.
    const full = await s.image(photo.url, { 'if-none-match': etag });
    expect(full.statusCode).toBe(200);
    expect(full.headers.etag).not.toBe(etag);
    expect((await s.image(`/api/v1/photos/${photo.id}/image`)).headers.etag).toBe(etag);
    expect((await s.image(`/api/v1/photos/${photo.id}/image?size=huge`)).statusCode).toBe(422);
  });
});

describe('PATCH and DELETE /photos/:id', () => {
  it('changes the caption and kind; an empty caption is ""', async () => {
    const s = await photoStudio(t);
    const photo = await s.add();
    const changed = await s.api.call('PATCH', `/photos/${photo.id}`, { caption: '  Back, pinned  ', kind: 'fabric' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ message: 'Photo updated', data: { photo: { caption: 'Back, pinned', kind: 'fabric' } } });
    const cleared = await s.api.call('PATCH', `/photos/${photo.id}`, { caption: '' });
    expect(cleared.body.data.photo).toMatchObject({ caption: '', kind: 'fabric' });
    const long = await s.api.call('PATCH', `/photos/${photo.id}`, { caption: 'x'.repeat(201) });
    expect(long.status).toBe(422);
    expect(long.body.errors?.[0]?.field).toBe('caption');
  });

  it('deletes the photo and both its stored files, and frees its storage', async () => {
    const s = await photoStudio(t);
    const empty = (await s.storage()).usedBytes;
    const photo = await s.add();
    expect((await s.storage()).usedBytes).toBe(empty + photo.byteSize);
    const files = await t.ctx.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.ownerId, s.user.id));
    expect(files).toHaveLength(2);
    const res = await s.api.call('DELETE', `/photos/${photo.id}`);
    expect(res.body).toMatchObject({ message: 'Photo deleted', data: {} });
    const left = await t.ctx.db
      .select()
      .from(storedFiles)
      .where(
        inArray(
          storedFiles.id,
          files.map((f) => f.id),
        ),
      );
    expect(left).toEqual([]);
    expect((await s.storage()).usedBytes).toBe(empty);
    expect((await s.image(photo.url)).statusCode).toBe(404);
    expect((await s.api.call('DELETE', `/photos/${photo.id}`)).status).toBe(404);
  });
});
