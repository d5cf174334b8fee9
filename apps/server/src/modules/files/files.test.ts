import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { PROFILE_IMAGE } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, users } from '../../db/schema/index.js';
import { expectErrorEnvelope, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A multipart body as a browser's FormData would send it. */
async function multipart(bytes: Uint8Array, opts: { filename?: string; type?: string; field?: string } = {}) {
  const form = new FormData();
  form.append(opts.field ?? 'image', new Blob([bytes], { type: opts.type ?? 'application/octet-stream' }), opts.filename ?? 'picture');
  const request = new Request('http://localhost/', { method: 'PATCH', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

async function upload(token: string, bytes: Uint8Array, opts: { filename?: string; type?: string; field?: string } = {}) {
  const body = await multipart(bytes, opts);
  return t.request({ method: 'PATCH', url: '/api/v1/user/image', token, ...body });
}

const canvas = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 90 } } });
/** Random pixels compress badly, so the file has real image data to cut in half. */
const noise = (width: number, height: number) => sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
const firstHalf = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2));

/** A valid PNG of exactly `size` bytes: a private ancillary chunk before IEND pads it. */
async function pngOfSize(size: number): Promise<Buffer> {
  const png = await canvas(64, 64).png().toBuffer();
  const iend = png.subarray(png.length - 12);
  const head = png.subarray(0, png.length - 12);
  const padding = size - png.length - 12;
  const type = Buffer.from('atLr');
  const data = Buffer.alloc(padding, 0x61);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(padding);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([head, length, type, data, crc, iend]);
}

async function fileOf(imageUrl: string) {
  expect(imageUrl).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
  return t.request({ method: 'GET', url: imageUrl });
}

describe('PATCH /api/v1/user/image', () => {
  it.each([
    ['JPEG', () => canvas(800, 600).jpeg().toBuffer(), 'me.jpg', 'image/jpeg'],
    ['PNG', () => canvas(800, 600).png().toBuffer(), 'me.png', 'image/png'],
    ['GIF', () => canvas(800, 600).gif().toBuffer(), 'me.gif', 'image/gif'],
    ['WebP', () => canvas(800, 600).webp().toBuffer(), 'me.webp', 'image/webp'],
    ['PNG named .jpg and declared image/jpeg', () => canvas(800, 600).png().toBuffer(), 'me.jpg', 'image/jpeg'],
    ['JPEG named .txt and declared text/plain', () => canvas(800, 600).jpeg().toBuffer(), 'notes.txt', 'text/plain'],
  ])('accepts a %s and stores a 512 px square WebP at our own URL', async (_label, make, filename, type) => {
    const { token, user, email } = await createVerifiedUser(t);
    const res = await upload(token, await make(), { filename, type });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Profile image updated successfully', data: { user: { id: user.id, email } } });
    const file = await fileOf(body.data.user.image);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('keeps a small picture small: square on its shorter side, never enlarged', async () => {
    const { token } = await createVerifiedUser(t);
    const res = await upload(token, await canvas(120, 80).png().toBuffer());
    expect(res.statusCode).toBe(200);
    const meta = await sharp((await fileOf(res.json().data.user.image)).rawPayload).metadata();
    expect(meta).toMatchObject({ width: 80, height: 80 });
  });

  it.each([
    [
      'an SVG',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      'me.svg',
      'image/svg+xml',
    ],
    ['an SVG named .png', () => Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), 'me.png', 'image/png'],
    ['a zip renamed .png', () => Buffer.from(zipSync({ 'a.txt': strToU8('hello') })), 'me.png', 'image/png'],
    ['a truncated PNG', async () => firstHalf(await noise(200, 200).png().toBuffer()), 'me.png', 'image/png'],
    ['a truncated JPEG', async () => firstHalf(await noise(200, 200).jpeg().toBuffer()), 'me.jpg', 'image/jpeg'],
    ['a PNG signature and nothing else', () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'me.png', 'image/png'],
    ['an empty file', () => Buffer.alloc(0), 'me.png', 'image/png'],
  ])('refuses %s with 422 on the image field and keeps the old picture', async (_label, make, filename, type) => {
    const { token, user } = await createVerifiedUser(t);
    const before = (await upload(token, await canvas(50, 50).png().toBuffer())).json().data.user.image as string;
    const res = await upload(token, await make(), { filename, type });
    expect(res.statusCode, res.body).toBe(422);
    expectErrorEnvelope(res.json(), 422, 'VALIDATION_ERROR');
    expect(res.json().errors).toEqual([{ field: 'image', message: expect.stringContaining(PROFILE_IMAGE.hint) }]);
    const [row] = await t.ctx.db.select({ image: users.image }).from(users).where(eq(users.id, user.id));
    expect(row?.image).toBe(before);
    expect((await t.request({ method: 'GET', url: before })).statusCode).toBe(200);
  });

  it('accepts exactly 2 MB and refuses 2 MB + 1 byte with 413 and the hint', async () => {
    const { token } = await createVerifiedUser(t);
    const exact = await pngOfSize(PROFILE_IMAGE.maxBytes);
    expect(exact.length).toBe(2 * 1024 * 1024);
    expect((await sharp(exact).metadata()).format).toBe('png');
    const ok = await upload(token, exact, { filename: 'big.png', type: 'image/png' });
    expect(ok.statusCode, ok.body).toBe(200);

    const over = await upload(token, await pngOfSize(PROFILE_IMAGE.maxBytes + 1), { filename: 'big.png', type: 'image/png' });
    expect(over.statusCode).toBe(413);
    expectErrorEnvelope(over.json(), 413, 'FILE_TOO_LARGE');
    expect(over.json().message).toBe('JPG, PNG or GIF. Max size 2MB.');
  });

  it('strips EXIF, GPS position included', async () => {
    const { token } = await createVerifiedUser(t);
    const photo = await canvas(600, 600)
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam', Model: 'Spy 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 0/1' },
      })
      .toBuffer();
    const input = await sharp(photo).metadata();
    expect(input.exif?.includes(Buffer.from('TestCam'))).toBe(true);
    expect(input.exif?.includes(Buffer.from('52/1'))).toBe(false); // stored as rationals, not text
    const res = await upload(token, photo, { filename: 'photo.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const file = await fileOf(res.json().data.user.image);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
    expect(file.rawPayload.includes(Buffer.from('Exif'))).toBe(false);
  });

  it('replaces the old file: one stored picture per user, the old URL is gone', async () => {
    const { token, user } = await createVerifiedUser(t);
    const first = (await upload(token, await canvas(100, 100).png().toBuffer())).json().data.user.image as string;
    const second = (await upload(token, await canvas(100, 100).jpeg().toBuffer())).json().data.user.image as string;
    expect(second).not.toBe(first);
    expect((await t.request({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: second })).statusCode).toBe(200);
    const files = await t.ctx.db
      .select({ id: storedFiles.id, kind: storedFiles.kind })
      .from(storedFiles)
      .where(eq(storedFiles.ownerId, user.id));
    expect(files).toEqual([{ id: second.split('/').pop(), kind: 'avatar' }]);
    const [row] = await t.ctx.db.select({ imageFileId: users.imageFileId, image: users.image }).from(users).where(eq(users.id, user.id));
    expect(row).toEqual({ imageFileId: second.split('/').pop(), image: second });
  });

  it('needs a signed-in user, a multipart body and the field "image"', async () => {
    const png = await canvas(20, 20).png().toBuffer();
    const anonymous = await t.request({ method: 'PATCH', url: '/api/v1/user/image', ...(await multipart(png)) });
    expect(anonymous.statusCode).toBe(401);
    expectErrorEnvelope(anonymous.json(), 401, 'UNAUTHORIZED');

    const { token } = await createVerifiedUser(t);
    const json = await t.request({ method: 'PATCH', url: '/api/v1/user/image', token, payload: { image: 'data:image/png;base64,AAAA' } });
    expect(json.statusCode).toBe(415);
    expectErrorEnvelope(json.json(), 415, 'UNSUPPORTED_MEDIA_TYPE');

    const wrongField = await upload(token, png, { field: 'avatar' });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors).toEqual([{ field: 'image', message: expect.any(String) }]);
  });

  it('limits uploads per user', async () => {
    const { token } = await createVerifiedUser(t);
    const png = await canvas(20, 20).png().toBuffer();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await upload(token, png)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('GET /api/v1/files/{id}', () => {
  it('serves the picture without a token, cached for a year, as what it is', async () => {
    const { token } = await createVerifiedUser(t);
    const url = (await upload(token, await canvas(64, 64).png().toBuffer())).json().data.user.image as string;
    const res = await fileOf(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it.each([
    ['an unknown id', `/api/v1/files/${UNKNOWN_ID}`],
    ['a malformed id', '/api/v1/files/not-a-uuid'],
  ])('answers %s with the 404 envelope, not cached', async (_label, url) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expectErrorEnvelope(res.json(), 404, 'NOT_FOUND');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
