import type { Piece } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope, newStudio, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { extractPdf } from '../../test/pdf.js';
import { pdfQrCodes } from '../../test/pdf-qr.js';
import { uploadPhoto } from '../../test/photos.js';
import { joinedMember } from '../../test/team.js';

/** The boutique's pieces: each gown, veil or pair of shoes it holds, tagged and found by its code (decision 215). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;
/** A boutique on Premium: pieces are part of its catalogue (plan feature `materials`). */
const boutique = async (): Promise<Api> => (await newStudio(t, 'premium')).api;

async function style(api: Api, body: Record<string, unknown> = {}): Promise<string> {
  const designer = await api.call('POST', '/suppliers', { name: 'Pronovias' });
  expect(designer.status, JSON.stringify(designer.body)).toBe(201);
  const designerId = (designer.body.data.supplier as { id: string }).id;
  const res = await api.call('POST', '/designer-styles', {
    designerId,
    styleNumber: 'PR-2218',
    name: 'Aurore',
    colours: ['Ivory', 'Champagne'],
    sizes: ['8', '10', '12'],
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.data.designerStyle as { id: string }).id;
}

async function list(api: Api, query = ''): Promise<Piece[]> {
  const res = await api.call('GET', `/pieces${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.pieces as Piece[];
}

async function add(api: Api, body: Record<string, unknown>): Promise<Piece> {
  const res = await api.call('POST', '/pieces', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.piece as Piece;
}

describe('pieces', () => {
  it('numbers each piece on its tag, keeps the style’s spelling of its size and colour, and finds it by code', async () => {
    const api = await boutique();
    const styleId = await style(api);
    const sample = await add(api, { styleId, size: '12', colour: 'ivory', condition: 'sample', location: '  Rail B  ' });
    expect(sample).toMatchObject({
      code: 'S-0001',
      style: { id: styleId, styleNumber: 'PR-2218', name: 'Aurore', designer: { name: 'Pronovias' } },
      size: '12',
      colour: 'Ivory',
      condition: 'sample',
      location: 'Rail B',
      note: '',
    });
    const second = await add(api, { styleId, size: '8' });
    expect(second).toMatchObject({ code: 'S-0002', condition: 'new', colour: '', location: '' });
    const found = await api.call('GET', '/pieces/by-code/%20s-0001%20');
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect((found.body.data.piece as Piece).id).toBe(sample.id);
    expect((await list(api, '?search=rail b')).map((p) => p.id)).toEqual([sample.id]);
    expect((await list(api, '?search=pr-2218')).map((p) => p.code)).toEqual(['S-0002', 'S-0001']);
    expect((await list(api, '?condition=sample')).map((p) => p.id)).toEqual([sample.id]);
    expect((await list(api, `?styleId=${styleId}`)).length).toBe(2);
    expect(await list(api, '?styleId=not-an-id')).toEqual([]);
  });

  it('refuses a size or colour the style is not made in on its field, and takes any when the style lists none', async () => {
    const api = await boutique();
    const styleId = await style(api);
    const size = await api.call('POST', '/pieces', { styleId, size: '14' });
    expectErrorEnvelope(size.body, 422, 'VALIDATION_ERROR');
    expect(size.body.errors).toEqual([{ field: 'size', message: 'This style is not made in size 14' }]);
    const colour = await api.call('POST', '/pieces', { styleId, size: '10', colour: 'Blush' });
    expect(colour.body.errors?.map((e) => e.field)).toEqual(['colour']);
    const veil = await style(api, { styleNumber: 'V-01', name: 'Cathedral veil', colours: [], sizes: [] });
    expect(await add(api, { styleId: veil, colour: 'Diamond white' })).toMatchObject({ size: '', colour: 'Diamond white' });
    // Moved to a style that has no size 8, the piece's size is checked against it.
    const piece = await add(api, { styleId, size: '8' });
    const other = await style(api, { styleNumber: 'PR-3000', sizes: ['10', '12'] });
    const moved = await api.call('PATCH', `/pieces/${piece.id}`, { styleId: other });
    expect(moved.body.errors?.map((e) => e.field)).toEqual(['size']);
  });

  it.each([
    ['styleId', { styleId: '' }],
    ['styleId', { styleId: UNKNOWN_ID }],
    ['condition', { condition: 'mint' }],
    ['size', { size: 'x'.repeat(21) }],
    ['location', { location: 'x'.repeat(121) }],
    ['note', { note: 'x'.repeat(2001) }],
  ])('refuses a bad %s on its field, storing nothing', async (field, body) => {
    const api = await boutique();
    const styleId = await style(api);
    const res = await api.call('POST', '/pieces', { styleId, ...body });
    expect([404, 422]).toContain(res.status);
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
    expect(await list(api)).toEqual([]);
  });

  it('changes a piece’s condition and place, records it, and deletes it', async () => {
    const api = await boutique();
    const piece = await add(api, { styleId: await style(api), size: '10' });
    const changed = await api.call('PATCH', `/pieces/${piece.id}`, { condition: 'damaged', location: 'Atelier' });
    expect(changed.body.data.piece).toMatchObject({ condition: 'damaged', location: 'Atelier', size: '10' });
    expect((await api.call('DELETE', `/pieces/${piece.id}`)).status).toBe(200);
    expect(await list(api)).toEqual([]);
    expect(JSON.stringify((await api.call('GET', '/activity')).body)).toContain('S-0001');
  });

  it('prints the tag with its code as a QR, its style, size and place, in the studio’s language', async () => {
    const owner = await newStudio(t, 'premium');
    const settings = { language: 'fr' };
    expect((await owner.api.call('PATCH', '/user/preferences', { settings })).status).toBe(200);
    const piece = await add(owner.api, { styleId: await style(owner.api), size: '12', colour: 'Champagne', location: 'Salon' });
    for (const format of ['receipt', 'a4']) {
      const res = await t.request({ method: 'GET', url: `/api/v1/pieces/${piece.id}/tag.pdf?format=${format}`, token: owner.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(await pdfQrCodes(res.rawPayload)).toEqual(['S-0001']);
      const text = (await extractPdf(res.rawPayload)).pages.join(' ').replace(/\s+/g, ' ');
      for (const part of ['S-0001', 'Pronovias PR-2218', 'Aurore', 'Taille 12', 'Champagne', 'Salon']) expect(text).toContain(part);
    }
  });

  it('answers another studio’s piece and style as not found, by id and by code', async () => {
    const mine = await boutique();
    const piece = await add(mine, { styleId: await style(mine) });
    const stranger = await newStudio(t, 'premium');
    const other = stranger.api;
    expectErrorEnvelope((await other.call('PATCH', `/pieces/${piece.id}`, { location: 'Theirs' })).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await other.call('DELETE', `/pieces/${piece.id}`)).body, 404, 'NOT_FOUND');
    const tag = await t.request({ method: 'GET', url: `/api/v1/pieces/${piece.id}/tag.pdf`, token: stranger.token });
    expectErrorEnvelope(tag.json(), 404, 'NOT_FOUND');
    expectErrorEnvelope((await other.call('GET', `/pieces/by-code/${piece.code}`)).body, 404, 'NOT_FOUND');
    const theirs = await other.call('POST', '/pieces', { styleId: piece.style.id });
    expect(theirs.body.errors?.map((e) => e.field)).toEqual(['styleId']);
    expect(await list(other)).toEqual([]);
  });

  it('lets staff read, tag and scan pieces; adding, changing and deleting are refused', async () => {
    const owner = await newStudio(t, 'enterprise');
    const kept = await add(owner.api, { styleId: await style(owner.api) });
    const member = (await joinedMember(t, owner, 'staff')).token;
    const staff = businessApi(t, member);
    expect((await list(staff)).map((p) => p.id)).toEqual([kept.id]);
    expect((await staff.call('GET', `/pieces/by-code/${kept.code}`)).status).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/v1/pieces/${kept.id}/tag.pdf`, token: member })).statusCode).toBe(200);
    for (const res of [
      await staff.call('POST', '/pieces', { styleId: kept.style.id }),
      await staff.call('PATCH', `/pieces/${kept.id}`, { location: 'No' }),
      await staff.call('DELETE', `/pieces/${kept.id}`),
    ])
      expectErrorEnvelope(res.body, 403, 'FORBIDDEN');
  });
});

describe('a piece’s photos (decision 221)', () => {
  it('keeps the gown as it arrived with its piece: staff see it, only who keeps the pieces adds it, another studio never reaches it', async () => {
    const owner = await newStudio(t, 'enterprise');
    const piece = await add(owner.api, { styleId: await style(owner.api), size: '12', condition: 'new' });
    const added = await uploadPhoto(t, owner.token, { subject: 'piece', subjectId: piece.id, kind: 'other' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data.photo).toMatchObject({ subject: 'piece', subjectId: piece.id, kind: 'other' });

    const staff = await joinedMember(t, owner, 'staff');
    const seen = await businessApi(t, staff.token).call('GET', `/photos?subject=piece&subjectId=${piece.id}`);
    expect((seen.body.data.photos as { subjectId: string }[]).map((p) => p.subjectId)).toEqual([piece.id]);
    expect((await uploadPhoto(t, staff.token, { subject: 'piece', subjectId: piece.id })).statusCode).toBe(403);

    const stranger = await newStudio(t, 'premium');
    expect((await uploadPhoto(t, stranger.token, { subject: 'piece', subjectId: piece.id })).statusCode).toBe(404);
    expect((await stranger.api.call('GET', `/photos?subject=piece&subjectId=${piece.id}`)).status).toBe(404);

    // The photo goes with its piece.
    expect((await owner.api.call('DELETE', `/pieces/${piece.id}`)).status).toBe(200);
    expect((await owner.api.call('GET', `/photos?subject=piece&subjectId=${piece.id}`)).status).toBe(404);
  });
});
