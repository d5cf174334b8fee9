import type { Piece, Project, SpecialOrder } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope, newStudio } from '../../test/business.js';
import { mailParts, mailSubjectOf } from '../../test/fixtures.js';
import { createTestApp, outboxFor, uniqueEmail, type TestApp } from '../../test/harness.js';
import { messagingStudio } from '../../test/messaging.js';
import { joinedMember } from '../../test/team.js';

/** A special order's arrival (decision 218): checked in as a piece, its alterations opened once, the bride told. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;

async function posted<T>(api: Api, path: string, body: Record<string, unknown>, key: string): Promise<T> {
  const res = await api.call('POST', path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data[key] as T;
}

/** A style of sizes 10 to 14 in ivory, and a bride's order for it; `size` off the list is the studio's own choice. */
async function ordered(api: Api, bride: Record<string, unknown> = {}, size = '12') {
  const designer = await posted<{ id: string }>(api, '/suppliers', { name: 'Pronovias', leadTimeDays: 120 }, 'supplier');
  const style = await posted<{ id: string }>(
    api,
    '/designer-styles',
    { designerId: designer.id, styleNumber: 'PR-2218', name: 'Aurore', sizes: ['10', '12', '14'], colours: ['Ivory'] },
    'designerStyle',
  );
  const client = await api.createClient({ name: 'Léa Fontaine', ...bride });
  const body = { clientId: client.id, styleId: style.id, colour: 'ivory', size, price: 2890, deposit: 1445, weddingDate: '2099-09-12' };
  const order = await posted<SpecialOrder>(api, '/special-orders', body, 'specialOrder');
  return { order, styleId: style.id, clientId: client.id };
}

const ROAD = ['ordered', 'confirmed', 'shipped', 'received'];
/** Moves the order on from `first` (its next state) to `last`. */
async function advancedTo(api: Api, id: string, last: string, first = 'ordered'): Promise<void> {
  for (const state of ROAD.slice(ROAD.indexOf(first))) {
    const res = await api.call('POST', `/special-orders/${id}/advance`, { state });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (state === last) return;
  }
}

const checkIn = (api: Api, id: string, body: Record<string, unknown> = {}) => api.call('POST', `/special-orders/${id}/check-in`, body);
const alterations = (api: Api, id: string) => api.call('POST', `/special-orders/${id}/alterations`, {});
const orderOf = (res: { body: { data: Record<string, unknown> } }) => res.body.data.specialOrder as SpecialOrder;

describe('checking a gown in', () => {
  it('makes one tagged piece of the style in the size and colour ordered, and moves the order to checked in', async () => {
    const { api, token } = await newStudio(t, 'premium');
    const { order, styleId } = await ordered(api);
    await advancedTo(api, order.id, 'received');
    const res = await checkIn(api, order.id, { condition: 'new', location: 'Rail 3' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const checked = orderOf(res);
    expect(checked.state).toBe('checked-in');
    expect(checked.piece?.code).toMatch(/^S-\d+$/);
    expect(checked.opened.pieceId).toBe(checked.piece?.id);
    const pieces = (await api.call('GET', `/pieces?styleId=${styleId}`)).body.data.pieces as Piece[];
    expect(pieces).toMatchObject([{ id: checked.piece?.id, size: '12', colour: 'Ivory', condition: 'new', location: 'Rail 3' }]);
    const tag = await t.request({ method: 'GET', url: `/api/v1/pieces/${checked.piece?.id}/tag.pdf`, token });
    expect(tag.statusCode).toBe(200);
    expectErrorEnvelope((await checkIn(api, order.id)).body, 409, 'SPECIAL_ORDER_OUT_OF_ORDER');
  });

  it('keeps a size the studio ordered off the style’s list', async () => {
    const { api } = await newStudio(t, 'premium');
    const { order } = await ordered(api, {}, '16');
    await advancedTo(api, order.id, 'received');
    const res = await checkIn(api, order.id, { condition: 'sample' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const pieces = (await api.call('GET', '/pieces')).body.data.pieces as Piece[];
    expect(pieces).toMatchObject([{ size: '16', condition: 'sample' }]);
  });

  it('is refused before the gown is received, and once its style left the catalogue', async () => {
    const { api } = await newStudio(t, 'premium');
    const { order, styleId } = await ordered(api);
    expectErrorEnvelope((await checkIn(api, order.id)).body, 409, 'SPECIAL_ORDER_OUT_OF_ORDER');
    await advancedTo(api, order.id, 'received');
    expect((await api.call('DELETE', `/designer-styles/${styleId}`)).status).toBe(200);
    const gone = await checkIn(api, order.id);
    expectErrorEnvelope(gone.body, 409, 'SPECIAL_ORDER_STYLE_GONE');
    expect(gone.body.message).toContain('PR-2218');
    expect((await api.call('GET', '/pieces')).body.data.pieces).toEqual([]);
  });
});

describe('opening the alterations', () => {
  it('opens one project for the bride, due at her final fitting, and refuses a second', async () => {
    const { api } = await newStudio(t, 'premium');
    const { order, clientId } = await ordered(api);
    await advancedTo(api, order.id, 'received');
    expectErrorEnvelope((await alterations(api, order.id)).body, 409, 'SPECIAL_ORDER_OUT_OF_ORDER');
    expect((await checkIn(api, order.id)).status).toBe(200);
    const res = await alterations(api, order.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const moved = orderOf(res);
    expect(moved.state).toBe('in-alterations');
    expectErrorEnvelope((await alterations(api, order.id)).body, 409, 'SPECIAL_ORDER_OUT_OF_ORDER');
    const projects = (await api.call('GET', `/projects?clientId=${clientId}`)).body.data.projects as Project[];
    expect(projects).toHaveLength(1);
    expect(projects[0]).toMatchObject({ id: moved.opened.projectId, name: 'Aurore – 12', type: 'Wedding Dress' });
    expect(projects[0]?.dueDate).toMatch(/^2099-08-29/);
  });

  it('answers another studio’s order as not found and refuses staff', async () => {
    const owner = await newStudio(t, 'enterprise');
    const { order } = await ordered(owner.api);
    const other = await newStudio(t, 'premium');
    expectErrorEnvelope((await checkIn(other.api, order.id)).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await alterations(other.api, order.id)).body, 404, 'NOT_FOUND');
    const staff = businessApi(t, (await joinedMember(t, owner, 'staff')).token);
    expectErrorEnvelope((await checkIn(staff, order.id)).body, 403, 'FORBIDDEN');
    expectErrorEnvelope((await alterations(staff, order.id)).body, 403, 'FORBIDDEN');
  });
});

const plain = (text: string) => text.replace(/[\u202f\u00a0\s]+/g, ' ');

describe('the bride told', () => {
  it('is mailed in French when her gown is received, once', async () => {
    const s = await messagingStudio(t, { name: 'Maison Lumière' });
    const email = uniqueEmail('bride');
    const { order } = await ordered(s.api, { email, language: 'fr', preferredChannel: 'email' });
    await advancedTo(s.api, order.id, 'shipped');
    expect(outboxFor(t.dataDir, email)).toEqual([]);
    await advancedTo(s.api, order.id, 'received', 'received');
    expect((await checkIn(s.api, order.id)).status).toBe(200);
    const mails = outboxFor(t.dataDir, email);
    expect(mails).toHaveLength(1);
    expect(mailSubjectOf(mails[0]!)).toBe('Votre robe est arrivée');
    const body = plain(mailParts(mails[0]!).find((p) => p.contentType === 'text/plain')!.body);
    expect(body).toContain('Bonjour Léa Fontaine, bonne nouvelle : votre robe Aurore est arrivée.');
    expect(body).toContain('Maison Lumière');
  });

  it('is not told, and nothing fails, when she left neither email nor phone', async () => {
    const s = await messagingStudio(t);
    const { order } = await ordered(s.api);
    await advancedTo(s.api, order.id, 'received');
    const read = await s.api.call('GET', '/special-orders');
    expect((read.body.data.specialOrders as SpecialOrder[])[0]?.state).toBe('received');
  });
});
