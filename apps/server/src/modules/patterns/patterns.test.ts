import type { Pattern } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { dataUrl, pngOf } from '../../test/pattern-images.js';

/** The pattern calls (decision 036): the calls, access and the library. Images: pattern-images.test.ts. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function user(plan: 'free' | 'premium' = 'premium') {
  const u = await createVerifiedUser(t, { plan });
  const api = businessApi(t, u.token);
  const create = async (body: Record<string, unknown> = {}) => {
    const res = await api.call('POST', '/patterns', { name: 'Shift dress', base64Image: null, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body.data as { pattern: Pattern }).pattern;
  };
  const list = async (url = '/patterns') => ((await api.call('GET', url)).body.data as { patterns: Pattern[] }).patterns;
  return { ...u, api, create, list };
}

describe('POST and GET /api/v1/patterns', () => {
  it("creates a pattern with the designer's defaults and every field of a pattern", async () => {
    const u = await user();
    const res = await u.api.call('POST', '/patterns', { name: '  ', base64Image: dataUrl(await pngOf(800, 600)) });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Pattern created successfully');
    const p = (res.body.data as { pattern: Pattern }).pattern;
    expect(p).toMatchObject({
      _id: p.id,
      name: 'Custom Pattern',
      description: '',
      garmentType: 'Other',
      style: 'Other',
      sizeRange: 'Custom',
      fabricType: 'Other',
      occasion: '',
      additionalDetails: '',
      isAiGenerated: false,
      isWatermarked: false,
      difficulty: '',
      materials: [],
      instructions: [],
      isPublic: false,
      isOwn: true,
      author: '',
    });
    expect(p.image_urls).toEqual([expect.stringMatching(new RegExp(`^/api/v1/patterns/${p.id}/image\\?v=[0-9a-f]{16}$`))]);
    const full = await u.create({
      description: 'A-line',
      garmentType: 'Dress',
      style: 'Vintage',
      sizeRange: 'M-L',
      fabricType: 'Silk',
      occasion: 'Wedding',
      additionalDetails: 'Boat neck',
      difficulty: 'Intermediate',
      materials: ['2 m silk'],
      instructions: ['Cut', 'Sew'],
    });
    expect(full).toMatchObject({
      garmentType: 'Dress',
      style: 'Vintage',
      sizeRange: 'M-L',
      fabricType: 'Silk',
      occasion: 'Wedding',
      materials: ['2 m silk'],
      instructions: ['Cut', 'Sew'],
      image_urls: [],
    });
    expect((await u.list()).map((x) => x.id)).toEqual([full.id, p.id]);
    expect((await u.api.call('GET', `/patterns/${p.id}`)).body.data).toEqual({ pattern: p });
  });

  it.each([
    ['an unknown garment type', { garmentType: 'Cape' }, 'garmentType'],
    ['an unknown style', { style: 'Punk' }, 'style'],
    ['an unknown size range', { sizeRange: 'XXXL' }, 'sizeRange'],
    ['an unknown fabric', { fabricType: 'Tweed' }, 'fabricType'],
    ['a name too long', { name: 'n'.repeat(121) }, 'name'],
    ['materials that are not a list', { materials: 'silk' }, 'materials'],
    ['an empty instruction', { instructions: [''] }, 'instructions.0'],
    ['a base64Image that is a number', { base64Image: 42 }, 'base64Image'],
    ['isPublic (public is its own one-way call)', { isPublic: true }, ''],
  ])('refuses %s with 422', async (_name, body, field) => {
    const u = await user();
    const res = await u.api.call('POST', '/patterns', { name: 'X', ...body });
    expect(res.status).toBe(422);
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    if (field) expect(res.body.errors?.map((e) => e.field)).toContain(field);
    expect(await u.list()).toEqual([]);
  });
});

describe('PATCH and DELETE /api/v1/patterns/{id}', () => {
  it('changes the fields sent; a null image keeps the image, a new one replaces it', async () => {
    const u = await user();
    const p = await u.create({ base64Image: dataUrl(await pngOf(400, 300)) });
    const kept = await u.api.call('PATCH', `/patterns/${p.id}`, { name: 'Shift dress v2', occasion: 'Party', base64Image: null });
    expect(kept.status).toBe(200);
    expect(kept.body.message).toBe('Pattern updated successfully');
    const after = (kept.body.data as { pattern: Pattern }).pattern;
    expect(after).toMatchObject({ name: 'Shift dress v2', occasion: 'Party', image_urls: p.image_urls });
    const replaced = (await u.api.call('PATCH', `/patterns/${p.id}`, { base64Image: dataUrl(await pngOf(400, 300, '#ff0000')) })).body
      .data as { pattern: Pattern };
    expect(replaced.pattern.image_urls[0]).not.toBe(p.image_urls[0]);
    expect(replaced.pattern.name).toBe('Shift dress v2');
  });

  it('deletes a pattern', async () => {
    const u = await user();
    const p = await u.create();
    const res = await u.api.call('DELETE', `/patterns/${p.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Pattern deleted successfully');
    expect((await u.api.call('GET', `/patterns/${p.id}`)).status).toBe(404);
  });
});

describe('the public library', () => {
  it('is one-way: make public, then every signed-in user reads it, nobody else changes it', async () => {
    const owner = await user();
    const other = await user('free');
    const p = await owner.create({ base64Image: dataUrl(await pngOf(200, 100)) });
    const priv = await owner.create({ name: 'Private' });
    for (const [method, url] of [
      ['GET', `/patterns/${p.id}`],
      ['GET', `/patterns/${p.id}/image`],
      ['PATCH', `/patterns/${p.id}`],
      ['DELETE', `/patterns/${p.id}`],
      ['PATCH', `/patterns/public/${p.id}`],
      ['POST', `/patterns/${p.id}/copy`],
    ] as const) {
      expect(
        (await other.api.call(method, url, method === 'PATCH' && !url.includes('public') ? { name: 'Mine' } : undefined)).status,
        `${method} ${url}`,
      ).toBe(404);
    }
    const pub = await owner.api.call('PATCH', `/patterns/public/${p.id}`);
    expect(pub.status).toBe(200);
    expect(pub.body.message).toBe('Pattern moved to public library successfully!');
    expect((pub.body.data as { pattern: Pattern }).pattern.isPublic).toBe(true);
    // Again: still public, nothing to undo it with.
    expect(((await owner.api.call('PATCH', `/patterns/public/${p.id}`)).body.data as { pattern: Pattern }).pattern.isPublic).toBe(true);

    const library = await other.list('/patterns/public');
    expect(library.map((x) => x.id)).toEqual([p.id]);
    expect(library[0]).toMatchObject({ isOwn: false, author: expect.any(String), isPublic: true });
    expect((await other.api.call('GET', `/patterns/${p.id}`)).status).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/v1/patterns/${p.id}/image`, token: other.token })).statusCode).toBe(200);
    expect((await other.api.call('GET', `/patterns/${priv.id}`)).status).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/v1/patterns/${priv.id}/image`, token: other.token })).statusCode).toBe(404);
    for (const [method, url, body] of [
      ['PATCH', `/patterns/${p.id}`, { name: 'Mine' }],
      ['DELETE', `/patterns/${p.id}`],
      ['PATCH', `/patterns/public/${p.id}`],
    ] as const) {
      const res = await other.api.call(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect((await owner.api.call('GET', `/patterns/${p.id}`)).body.data).toMatchObject({ pattern: { name: 'Shift dress' } });
  });

  it("copies a public pattern into the reader's own patterns, image included", async () => {
    const owner = await user();
    const reader = await user();
    const p = await owner.create({ name: 'Wrap skirt', garmentType: 'Skirt', base64Image: dataUrl(await pngOf(300, 200)) });
    await owner.api.call('PATCH', `/patterns/public/${p.id}`);
    const res = await reader.api.call('POST', `/patterns/${p.id}/copy`);
    expect(res.status).toBe(201);
    const copy = (res.body.data as { pattern: Pattern }).pattern;
    expect(copy).toMatchObject({ name: 'Wrap skirt', garmentType: 'Skirt', isPublic: false, isOwn: true });
    expect(copy.id).not.toBe(p.id);
    const image = await t.request({ method: 'GET', url: copy.image_urls[0]!, token: reader.token });
    expect(image.statusCode).toBe(200);
    expect((await reader.list()).map((x) => x.id)).toEqual([copy.id]);
  });

  it('takes a deleted public pattern out of the library and logs every change', async () => {
    const owner = await user();
    const p = await owner.create({ name: 'Cape' });
    await owner.api.call('PATCH', `/patterns/public/${p.id}`);
    await owner.api.call('PATCH', `/patterns/${p.id}`, { name: 'Cape 2' });
    expect((await owner.list('/patterns/public')).map((x) => x.id)).toContain(p.id);
    await owner.api.call('DELETE', `/patterns/${p.id}`);
    expect((await owner.list('/patterns/public')).map((x) => x.id)).not.toContain(p.id);
    const stats = (await owner.api.call('GET', '/dashboard/stats')).body.data as {
      recentActivity: { description: string }[];
      patternsCreated: number;
    };
    expect(stats.recentActivity.map((a) => a.description)).toEqual([
      'Pattern Cape 2 deleted',
      'Pattern Cape 2 updated',
      'Pattern Cape marked Public',
      'Pattern Cape added',
    ]);
    expect(stats.patternsCreated).toBe(0);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const u = await user();
    for (const id of [UNKNOWN_ID, 'abc', '1 OR 1=1']) {
      expect((await u.api.call('GET', `/patterns/${encodeURIComponent(id)}`)).status).toBe(404);
      expect((await u.api.call('PATCH', `/patterns/public/${encodeURIComponent(id)}`)).status).toBe(404);
    }
  });
});
