import { EXPORT_FILES, type Photo } from '@atelier/shared';
import { eq, inArray } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, storedFiles } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { photoStudio, sampleJpeg } from '../../test/photos.js';
import { studioOf } from '../../test/seed.js';

/**
 * A photo lives as long as its record (decision 079): deleting a client, a project, a measurement
 * record or the whole account deletes its photos and their stored files, whatever path deleted
 * them, and frees their storage. While it lives, the data export carries it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Studio = Awaited<ReturnType<typeof photoStudio>>;

/** The stored files of these photos that are still there. */
async function filesLeft(list: Photo[]) {
  if (list.length === 0) return [];
  const rows = await t.ctx.db
    .select({ full: photos.fullFileId, thumb: photos.thumbFileId })
    .from(photos)
    .where(
      inArray(
        photos.id,
        list.map((p) => p.id),
      ),
    );
  return rows;
}

/** Adds a photo to each record and answers them with their file ids, read before anything is deleted. */
async function photographEverything(s: Studio) {
  const added = { client: await s.add('client'), project: await s.add('project'), measurement: await s.add('measurement') };
  const files = await filesLeft(Object.values(added));
  const fileIds = files.flatMap((f) => [f.full, f.thumb]);
  expect(fileIds).toHaveLength(6);
  return { added, fileIds };
}

const storedOf = async (ids: string[]) =>
  (await t.ctx.db.select({ id: storedFiles.id }).from(storedFiles).where(inArray(storedFiles.id, ids))).map((f) => f.id);

describe('deleted with their record', () => {
  it('a client takes its photos, its projects’ and its records’ with it, files and storage too', async () => {
    const s = await photoStudio(t);
    const empty = (await s.storage()).usedBytes;
    const { added, fileIds } = await photographEverything(s);
    const used = Object.values(added).reduce((n, p) => n + p.byteSize, 0);
    expect((await s.storage()).usedBytes).toBe(empty + used);
    expect((await s.api.call('DELETE', `/clients/${s.ids.client}`)).status).toBe(200);
    expect(await filesLeft(Object.values(added))).toEqual([]);
    expect(await storedOf(fileIds)).toEqual([]);
    expect((await s.storage()).usedBytes).toBe(empty);
  });

  it.each(['project', 'measurement'] as const)('a %s takes its own photos and leaves the others', async (subject) => {
    const s = await photoStudio(t);
    const { added } = await photographEverything(s);
    const [gone] = await filesLeft([added[subject]]);
    expect((await s.api.call('DELETE', `/${subject}s/${s.ids[subject]}`)).status).toBe(200);
    expect(await storedOf([gone!.full, gone!.thumb])).toEqual([]);
    const kept = Object.values(added).filter((p) => p.subject !== subject);
    expect(await filesLeft(kept)).toHaveLength(2);
    expect((await s.image(kept[0]!.url)).statusCode).toBe(200);
    expect((await s.image(added[subject].thumbnailUrl)).statusCode).toBe(404);
  });

  it('the account takes every photo and file of its studio', async () => {
    const s = await photoStudio(t);
    const { fileIds } = await photographEverything(s);
    const workspaceId = await studioOf(t.ctx.db, s.user.id);
    const res = await s.api.call('POST', '/user/delete-account', { password: s.password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await t.ctx.db.select().from(photos).where(eq(photos.workspaceId, workspaceId))).toEqual([]);
    expect(await storedOf(fileIds)).toEqual([]);
  });
});

describe('the data export', () => {
  it('carries each photo’s details and its full size, one file each under photos/', async () => {
    const s = await photoStudio(t);
    const first = await s.add('client', await sampleJpeg(80, 60));
    const second = await s.add('project', await sampleJpeg(60, 80));
    expect((await s.api.call('PATCH', `/photos/${second.id}`, { caption: 'Lining "silk"', kind: 'fabric' })).status).toBe(200);
    const res = await t.request({ method: 'GET', url: '/api/v1/user/export', token: s.token });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const csv = strFromU8(files[EXPORT_FILES.photos] ?? new Uint8Array());
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('id,subject,subjectId,kind,caption,width,height,file,createdAt');
    expect(csv).toContain(`${first.id},client,${s.ids.client},other,,80,60,photos/${first.id}.webp,`);
    expect(csv).toContain(`${second.id},project,${s.ids.project},fabric,"Lining ""silk""",60,80,photos/${second.id}.webp,`);
    for (const photo of [first, second]) {
      const exported = Buffer.from(files[`photos/${photo.id}.webp`] ?? new Uint8Array());
      expect(exported.equals((await s.image(photo.url)).rawPayload)).toBe(true);
      expect((await sharp(exported).metadata()).format).toBe('webp');
    }
    const json = JSON.parse(strFromU8(files[EXPORT_FILES.json] ?? new Uint8Array())) as { photos: Record<string, unknown>[] };
    expect(json.photos).toEqual([
      expect.objectContaining({ id: first.id, subject: 'client', caption: '', file: `photos/${first.id}.webp` }),
      expect.objectContaining({ id: second.id, subject: 'project', caption: 'Lining "silk"', kind: 'fabric' }),
    ]);
    expect(json.photos[0]).not.toHaveProperty('url');
    expect(json.photos[0]).not.toHaveProperty('thumbnailUrl');
  });
});
