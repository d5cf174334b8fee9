import { BRAND_CONTRAST_MESSAGE } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, users, workspaceMembers, workspaces } from '../../db/schema/index.js';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';

// Decision 073: the studio's settings and brand, set by the owner or a manager.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Plan = 'free' | 'premium' | 'enterprise';

async function studioIdOf(userId: string): Promise<string> {
  const [row] = await t.ctx.db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.ownerId, userId));
  return row!.id;
}

/** An owner on `plan` and, when asked, members in the given roles (added as the team's accept would). */
async function studio(plan: Plan = 'enterprise') {
  const owner = await createVerifiedUser(t, { plan });
  const workspaceId = await studioIdOf(owner.user.id);
  const join = async (role: 'manager' | 'staff') => {
    const member = await createVerifiedUser(t);
    await t.ctx.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, member.user.id));
    await t.ctx.db.insert(workspaceMembers).values({ workspaceId, userId: member.user.id, role, lastUsedAt: new Date() });
    return member;
  };
  return { owner, workspaceId, join };
}

const getStudio = (token: string) => businessApi(t, token).call('GET', '/studio');
const patchStudio = (token: string, body: Record<string, unknown>) => businessApi(t, token).call('PATCH', '/studio', body);

async function uploadLogo(token: string, bytes: Uint8Array, opts: { filename?: string; type?: string; field?: string } = {}) {
  const form = new FormData();
  form.append(opts.field ?? 'logo', new Blob([bytes], { type: opts.type ?? 'image/png' }), opts.filename ?? 'logo.png');
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return t.request({
    method: 'PUT',
    url: '/api/v1/studio/logo',
    token,
    payload,
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  });
}

const canvas = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 124, g: 58, b: 237 } } });

describe('GET and PATCH /api/v1/studio', () => {
  it("answers the studio's name, the owner's address, currency, zone and paper, and saves them", async () => {
    const { owner } = await studio();
    const before = await getStudio(owner.token);
    expect(before.status).toBe(200);
    expect(before.body.data.studio).toMatchObject({ name: "Test's studio", address: '', brandColor: '', logoUrl: '', branding: true });

    const res = await patchStudio(owner.token, {
      name: 'Maison Ọlá',
      address: '12 Marina Road\nLagos',
      currency: 'NGN',
      timezone: 'Africa/Lagos',
      paperSize: 'letter',
      brandColor: '#1e3a8a',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBeTruthy();
    expect(res.body.data.studio).toMatchObject({
      name: 'Maison Ọlá',
      address: '12 Marina Road\nLagos',
      currency: 'NGN',
      timezone: 'Africa/Lagos',
      paperSize: 'letter',
      brandColor: '#1E3A8A',
    });
    // Stored where every service reads them: the owner's row (invoices, calendar, analytics).
    const [row] = await t.ctx.db
      .select({ address: users.address, settings: users.settings })
      .from(users)
      .where(eq(users.id, owner.user.id));
    expect(row?.address).toBe('12 Marina Road\nLagos');
    expect(row?.settings).toMatchObject({ currency: 'NGN', timezone: 'Africa/Lagos', paperSize: 'letter' });
    // The owner's other preferences are untouched.
    const me = await businessApi(t, owner.token).call('GET', '/user/profile');
    expect((me.body.data.user as { settings: { currency: string } }).settings).toMatchObject({ currency: 'NGN' });
    expect((me.body.data.user as { studio: { name: string } }).studio.name).toBe('Maison Ọlá');
  });

  it('lets a manager set them, refuses staff with 403 by role, and every member reads them', async () => {
    const { owner, join } = await studio();
    const manager = await join('manager');
    const staff = await join('staff');
    expect((await patchStudio(manager.token, { name: 'Managed', currency: 'EUR' })).status).toBe(200);
    const refused = await patchStudio(staff.token, { name: 'Mine now' });
    expect(refused.status).toBe(403);
    expectErrorEnvelope(refused.body, 403, 'FORBIDDEN');
    expect((await getStudio(staff.token)).body.data.studio).toMatchObject({ name: 'Managed', currency: 'EUR' });
    expect((await getStudio(owner.token)).body.data.studio).toMatchObject({ name: 'Managed', currency: 'EUR' });
  });

  it('confirms the conventions once for the studio: every member reads the stamp, and a week start and clock are preferences (decision 129)', async () => {
    const { owner, join } = await studio();
    const staff = await join('staff');
    type Answer = { studio: { conventionsConfirmedAt: string }; user: { settings: Record<string, unknown> } };
    const data = (res: { body: { data?: unknown } }) => res.body.data as Answer;
    expect(data(await getStudio(owner.token)).studio.conventionsConfirmedAt).toBe('');
    const confirmed = await patchStudio(owner.token, { timezone: 'Africa/Lagos', conventionsConfirmed: true });
    expect(confirmed.status).toBe(200);
    const at = data(confirmed).studio.conventionsConfirmedAt;
    expect(Date.parse(at)).toBeGreaterThan(Date.now() - 60_000);
    const profile = await businessApi(t, staff.token).call('GET', '/user/profile');
    expect(data(profile).user.settings).toMatchObject({ conventionsConfirmedAt: at, timezone: 'Africa/Lagos' });
    expect((await patchStudio(owner.token, { conventionsConfirmed: false })).status).toBe(422);
    const prefs = await businessApi(t, owner.token).call('PATCH', '/user/preferences', {
      settings: { weekStart: 'monday', timeFormat: '12h' },
    });
    expect(data(prefs).user.settings).toMatchObject({ weekStart: 'monday', timeFormat: '12h', conventionsConfirmedAt: at });
    // The stamp is not a preference: the form cannot set or clear it.
    expect(
      (await businessApi(t, owner.token).call('PATCH', '/user/preferences', { settings: { conventionsConfirmedAt: '' } })).status,
    ).toBe(422);
  });

  it('never reaches another studio: each call acts on the caller’s own', async () => {
    const a = await studio();
    const b = await studio();
    await patchStudio(a.owner.token, { name: 'Studio A' });
    expect((await patchStudio(b.owner.token, { name: 'Studio B' })).status).toBe(200);
    expect((await getStudio(a.owner.token)).body.data.studio).toMatchObject({ id: a.workspaceId, name: 'Studio A' });
    expect((await getStudio(b.owner.token)).body.data.studio).toMatchObject({ id: b.workspaceId, name: 'Studio B' });
  });

  it.each(['#808080', '#858585'])('refuses the mid tone %s with 422 on brandColor, keeping the colour it had', async (grey) => {
    const { owner } = await studio();
    await patchStudio(owner.token, { brandColor: '#7C3AED' });
    const res = await patchStudio(owner.token, { brandColor: grey });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'brandColor', message: BRAND_CONTRAST_MESSAGE }]);
    expect((await getStudio(owner.token)).body.data.studio).toMatchObject({ brandColor: '#7C3AED' });
  });

  it('accepts a light colour that carries dark text, and "" clears it', async () => {
    const { owner } = await studio();
    expect((await patchStudio(owner.token, { brandColor: '#FDE68A' })).body.data.studio).toMatchObject({ brandColor: '#FDE68A' });
    expect((await patchStudio(owner.token, { brandColor: '' })).body.data.studio).toMatchObject({ brandColor: '' });
  });

  it('refuses a colour on Premium with 403 FEATURE_NOT_AVAILABLE, while name and currency save', async () => {
    const { owner } = await studio('premium');
    const res = await patchStudio(owner.token, { brandColor: '#7C3AED' });
    expect(res.status).toBe(403);
    expectErrorEnvelope(res.body, 403, 'FEATURE_NOT_AVAILABLE');
    const saved = await patchStudio(owner.token, { name: 'Plain studio', currency: 'GBP' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.studio).toMatchObject({ name: 'Plain studio', currency: 'GBP', branding: false, brandColor: '' });
  });

  it('keeps colour and logo stored when the studio leaves Enterprise, answering them "" until it returns', async () => {
    const { owner } = await studio();
    await patchStudio(owner.token, { brandColor: '#7C3AED' });
    expect((await uploadLogo(owner.token, await canvas(40, 40).png().toBuffer())).statusCode).toBe(200);
    await t.ctx.db.update(users).set({ plan: 'premium' }).where(eq(users.id, owner.user.id));
    expect((await getStudio(owner.token)).body.data.studio).toMatchObject({ branding: false, brandColor: '', logoUrl: '' });
    await t.ctx.db.update(users).set({ plan: 'enterprise' }).where(eq(users.id, owner.user.id));
    const back = (await getStudio(owner.token)).body.data.studio as { brandColor: string; logoUrl: string };
    expect(back.brandColor).toBe('#7C3AED');
    expect(back.logoUrl).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
  });
});

describe('PUT and DELETE /api/v1/studio/logo', () => {
  it('re-encodes a JPEG with EXIF and GPS as a PNG of at most 512 px, without metadata, served at our own URL', async () => {
    const { owner } = await studio();
    const photo = await canvas(1600, 800)
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam', Model: 'Spy 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from('TestCam'))).toBe(true);
    const res = await uploadLogo(owner.token, photo, { filename: 'photo.jpg', type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(200);
    const logoUrl = res.json().data.studio.logoUrl as string;
    expect(logoUrl).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    const file = await t.request({ method: 'GET', url: logoUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 512, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
    expect(file.rawPayload.includes(Buffer.from('Exif'))).toBe(false);
  });

  it.each([
    ['a text file named logo.png', () => Buffer.from('just some notes, not a picture'), 'logo.png', 'image/png'],
    ['an SVG', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', 'image/svg+xml'],
    ['a truncated PNG', async () => (await canvas(300, 300).png().toBuffer()).subarray(0, 60), 'logo.png', 'image/png'],
  ])('judges by the bytes: %s is 415 on logo', async (_label, make, filename, type) => {
    const { owner } = await studio();
    const res = await uploadLogo(owner.token, await make(), { filename, type });
    expect(res.statusCode, res.body).toBe(415);
    expectErrorEnvelope(res.json(), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(res.json().errors).toEqual([{ field: 'logo', message: expect.any(String) }]);
    expect((await getStudio(owner.token)).body.data.studio).toMatchObject({ logoUrl: '' });
  });

  it("counts in the owner's storage, frees the old file on replace and on delete", async () => {
    const { owner, join } = await studio();
    const manager = await join('manager');
    const storage = async () => (await businessApi(t, owner.token).call('GET', '/user/storage')).body.data as { usedBytes: number };
    const empty = (await storage()).usedBytes;
    const first = (await uploadLogo(manager.token, await canvas(64, 64).png().toBuffer())).json().data.studio.logoUrl as string;
    const [file] = await t.ctx.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, first.split('/').pop()!));
    expect(file).toMatchObject({ ownerId: owner.user.id, kind: 'logo', contentType: 'image/png' });
    expect((await storage()).usedBytes).toBe(empty + file!.byteSize);

    const second = (await uploadLogo(owner.token, await canvas(32, 32).png().toBuffer())).json().data.studio.logoUrl as string;
    expect(second).not.toBe(first);
    expect((await t.request({ method: 'GET', url: first })).statusCode).toBe(404);
    const logos = await t.ctx.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.ownerId, owner.user.id));
    expect(logos.map((l) => l.id)).toEqual([second.split('/').pop()]);

    const removed = await businessApi(t, owner.token).call('DELETE', '/studio/logo');
    expect(removed.status).toBe(200);
    expect(removed.body.data.studio).toMatchObject({ logoUrl: '' });
    expect((await t.request({ method: 'GET', url: second })).statusCode).toBe(404);
    expect((await storage()).usedBytes).toBe(empty);
  });

  it('refuses the storage that is not there with 403 STORAGE_LIMIT_REACHED', async () => {
    const { owner } = await studio();
    // Fill Enterprise's 100 GB to 50 bytes short (byte_size is a 32-bit column: 50 of its largest files).
    const full = Array.from({ length: 50 }, () => ({
      ownerId: owner.user.id,
      kind: 'pattern',
      contentType: 'image/png',
      byteSize: 2 ** 31 - 1,
      data: Buffer.from('x'),
    }));
    await t.ctx.db.insert(storedFiles).values(full);
    const res = await uploadLogo(owner.token, await canvas(32, 32).png().toBuffer());
    expect(res.statusCode).toBe(403);
    expectErrorEnvelope(res.json(), 403, 'STORAGE_LIMIT_REACHED');
  });

  it('is Enterprise only (403 FEATURE_NOT_AVAILABLE on Premium), for owner and managers only (staff 403 FORBIDDEN)', async () => {
    const premium = await studio('premium');
    const res = await uploadLogo(premium.owner.token, await canvas(32, 32).png().toBuffer());
    expect(res.statusCode).toBe(403);
    expectErrorEnvelope(res.json(), 403, 'FEATURE_NOT_AVAILABLE');
    // Removing frees storage, so a studio that left Enterprise may still do it.
    expect((await businessApi(t, premium.owner.token).call('DELETE', '/studio/logo')).status).toBe(200);

    const { join } = await studio();
    const staff = await join('staff');
    const refused = await uploadLogo(staff.token, await canvas(32, 32).png().toBuffer());
    expect(refused.statusCode).toBe(403);
    expectErrorEnvelope(refused.json(), 403, 'FORBIDDEN');
    expect((await businessApi(t, staff.token).call('DELETE', '/studio/logo')).status).toBe(403);
  });
});

describe("a member's own answer carries the studio's currency, zone and paper", () => {
  it("shows them to every member, lets a manager change them for the studio and refuses staff, leaving the member's own theme theirs", async () => {
    const { owner, join } = await studio();
    await patchStudio(owner.token, { currency: 'NGN', timezone: 'Africa/Lagos', paperSize: 'letter' });
    const manager = await join('manager');
    const staff = await join('staff');
    const settingsOf = async (token: string) =>
      ((await businessApi(t, token).call('GET', '/user/profile')).body.data.user as { settings: Record<string, unknown> }).settings;
    expect(await settingsOf(staff.token)).toMatchObject({ currency: 'NGN', timezone: 'Africa/Lagos', paperSize: 'letter' });

    // The settings form sends every preference: unchanged studio keys pass, the member's theme is theirs.
    const own = await businessApi(t, staff.token).call('PATCH', '/user/preferences', {
      settings: { theme: 'dark', currency: 'NGN', timezone: 'Africa/Lagos', paperSize: 'letter' },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(await settingsOf(staff.token)).toMatchObject({ theme: 'dark', currency: 'NGN' });
    expect((await settingsOf(owner.token)).theme).not.toBe('dark');

    const refused = await businessApi(t, staff.token).call('PATCH', '/user/preferences', { settings: { currency: 'EUR' } });
    expect(refused.status).toBe(403);
    expectErrorEnvelope(refused.body, 403, 'FORBIDDEN');
    expect(refused.body.message).toBe("The studio's currency, time zone and paper size are set by its owner or a manager.");

    const changed = await businessApi(t, manager.token).call('PATCH', '/user/preferences', {
      settings: { currency: 'EUR', theme: 'light' },
    });
    expect(changed.status).toBe(200);
    expect((await getStudio(owner.token)).body.data.studio).toMatchObject({ currency: 'EUR' });
    expect(await settingsOf(staff.token)).toMatchObject({ currency: 'EUR', theme: 'dark' });
    expect(await settingsOf(manager.token)).toMatchObject({ currency: 'EUR', theme: 'light' });
  });
});
