import { ROLE_PERMISSIONS, type Permission, type Photo } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, storedFiles } from '../../db/schema/index.js';
import { authenticateToken } from '../../lib/authenticate.js';
import { AppError } from '../../lib/errors.js';
import { businessApi, expectErrorEnvelope, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { photoStudio, sampleJpeg, uploadPhoto } from '../../test/photos.js';
import { joinedMember } from '../../test/team.js';
import { photoService } from './service.js';

/**
 * Who reaches a photo (decision 079): only its studio, and in it only a role that may read (or
 * write) the photo's record as well as photos. Another studio's photo or record is a 404.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const photoOf = (res: { json: () => unknown }) => (res.json() as { data: { photo: Photo } }).data.photo;

describe('another studio', () => {
  it('gets 404 for the photo, its image and its record, and changes nothing', async () => {
    const mine = await photoStudio(t);
    const photo = await mine.add();
    const other = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, other.token);
    const listed = await api.call('GET', `/photos?subject=client&subjectId=${mine.ids.client}`);
    expect(listed.status).toBe(404);
    expect(listed.body.errors).toEqual([{ field: 'subjectId', message: 'Client not found' }]);
    for (const url of [photo.url, photo.thumbnailUrl]) {
      const res = await t.request({ method: 'GET', url, token: other.token });
      expect(res.statusCode).toBe(404);
      expectErrorEnvelope(res.json(), 404, 'NOT_FOUND');
    }
    expect((await api.call('PATCH', `/photos/${photo.id}`, { caption: 'Mine now' })).status).toBe(404);
    expect((await api.call('DELETE', `/photos/${photo.id}`)).status).toBe(404);
    for (const subject of ['client', 'project', 'measurement'] as const) {
      const res = await uploadPhoto(t, other.token, { subject, subjectId: mine.ids[subject] });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().errors[0].field).toBe('subjectId');
    }
    expect(await t.ctx.db.select().from(storedFiles).where(eq(storedFiles.ownerId, other.user.id))).toEqual([]);
    const [row] = await t.ctx.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(row).toMatchObject({ caption: null });
  });

  it('names a record that is not there, or of another kind, with 404 on subjectId; an unknown kind is 422', async () => {
    const s = await photoStudio(t);
    for (const [subject, subjectId] of [
      ['client', UNKNOWN_ID],
      ['client', 'not-an-id'],
      ['project', s.ids.client],
      ['measurement', s.ids.project],
    ] as const) {
      const res = await uploadPhoto(t, s.token, { subject, subjectId });
      expect(res.statusCode, `${subject} ${subjectId}`).toBe(404);
      expect(res.json().errors[0].field).toBe('subjectId');
    }
    const res = await s.api.call('GET', `/photos?subject=invoice&subjectId=${s.ids.client}`);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.field).toBe('subject');
    expect((await s.api.call('GET', `/photos/${UNKNOWN_ID}/image`)).status).toBe(404);
  });
});

describe('roles in the studio', () => {
  it('staff add, caption and delete a client’s photo, counted in the owner’s storage', async () => {
    const owner = await photoStudio(t, 'enterprise');
    const staff = await joinedMember(t, owner);
    const before = (await owner.storage()).usedBytes;
    const res = await uploadPhoto(t, staff.token, { subject: 'client', subjectId: owner.ids.client, bytes: await sampleJpeg() });
    expect(res.statusCode, res.body).toBe(201);
    const photo = photoOf(res);
    expect((await owner.storage()).usedBytes).toBe(before + photo.byteSize);
    const files = await t.ctx.db.select({ ownerId: storedFiles.ownerId }).from(storedFiles).where(eq(storedFiles.kind, 'photo'));
    expect(files.map((f) => f.ownerId)).toContain(owner.user.id);
    expect(files.map((f) => f.ownerId)).not.toContain(staff.user.id);
    const api = businessApi(t, staff.token);
    expect((await api.call('PATCH', `/photos/${photo.id}`, { caption: 'Hem pinned' })).status).toBe(200);
    expect((await api.call('DELETE', `/photos/${photo.id}`)).status).toBe(200);
  });

  /*
   * Every role holds clients.write, projects.write and measurements.write today (decision 072), so
   * no member can be refused through HTTP: the service is called with an actor missing one of them.
   */
  it('needs the right to the record as well as to photos: 403 without it', async () => {
    const s = await photoStudio(t);
    const photo = await s.add('project');
    const actor = await authenticateToken(t.ctx, s.token);
    const without = (...gone: Permission[]) => ({
      ...actor,
      permissions: new Set([...ROLE_PERMISSIONS.owner].filter((p) => !gone.includes(p))),
    });
    const service = photoService(t.ctx);
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => 'allowed',
        (err: unknown) => (err instanceof AppError ? `${err.statusCode} ${err.code}` : String(err)),
      );
    const target = { subject: 'client' as const, subjectId: s.ids.client };
    let read = false;
    const bytes = async () => {
      read = true;
      return sampleJpeg();
    };
    expect(await refusal(service.upload({ actor: without('clients.write'), target, kind: 'other', read: bytes }))).toBe('403 FORBIDDEN');
    // Refused before the upload was read or decoded.
    expect(read).toBe(false);
    expect(await refusal(service.list({ actor: without('clients.read'), target }))).toBe('403 FORBIDDEN');
    expect(await refusal(service.list({ actor: without('clients.read'), target: { subject: 'project', subjectId: s.ids.project } }))).toBe(
      'allowed',
    );
    expect(await refusal(service.image({ actor: without('projects.read'), id: photo.id, size: 'thumb' }))).toBe('403 FORBIDDEN');
    expect(await refusal(service.update({ actor: without('projects.write'), id: photo.id, input: { caption: 'x' } }))).toBe(
      '403 FORBIDDEN',
    );
    expect(await refusal(service.remove({ actor: without('projects.write'), id: photo.id }))).toBe('403 FORBIDDEN');
    expect(await refusal(service.remove({ actor: without('projects.delete'), id: photo.id }))).toBe('allowed');
  });
});
