import type { PartyRental, Piece, Rental } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, newStudio, UNKNOWN_ID, type businessApi } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { posted, suitShop, SUIT_TERMS } from '../../test/rental-shop.js';

/** A wedding party renting its suits together, each in his size from his measurements (decision 225). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;

/** The suit shop, a chest chart for its suits, one more 42, and a party of five measured groomsmen. */
async function party(api: Api) {
  const shop = await suitShop(api);
  const e42 = await posted<Piece>(
    api,
    '/pieces',
    { styleId: shop.styleId, size: '42', colour: 'Grey', condition: 'used', rental: SUIT_TERMS },
    'piece',
  );
  const rows = [
    { size: '38', values: { bust: 38 } },
    { size: '40', values: { bust: 40 } },
    { size: '42', values: { bust: 42 } },
  ];
  const chart = await posted<{ id: string }>(
    api,
    '/size-charts',
    { designerId: shop.designerId, name: 'Men', unit: 'inches', rule: 'bustFirst', measures: ['bust'], rows },
    'sizeChart',
  );
  const group = await posted<{ id: string }>(api, '/groups', { name: 'Marchand – Roux wedding', eventDate: '2027-06-12' }, 'group');
  // Chests in inches: 39 ½ takes a 40, 40 exactly a 40, 41 a 42, 37 a 38, 41 ¾ a 42.
  const men = [
    ['Théo Marchand', 39.5],
    ['Hugo Roux', 40],
    ['Nathan Petit', 41],
    ['Élie Martin', 37],
    ['Jules Bernard', 41.75],
  ] as const;
  const members: { id: string; clientId: string; name: string }[] = [];
  for (const [name, chest] of men) {
    const client = name === 'Théo Marchand' ? { id: shop.clientId } : await api.createClient({ name });
    await api.createMeasurement(client.id, { garmentType: 'suit', measurements: [{ name: 'Chest', size: chest, unit: 'inches' }] });
    const member = await posted<{ id: string }>(api, `/groups/${group.id}/members`, { clientId: client.id, role: 'Groomsman' }, 'member');
    members.push({ id: member.id, clientId: client.id, name });
  }
  return { shop, e42, chartId: chart.id, groupId: group.id, members };
}

const proposal = async (api: Api, query: string) => {
  const res = await api.call('GET', `/rentals/party?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.party as PartyRental;
};

describe('party rentals', () => {
  it('proposes each member’s size from his measurements and a different free suit in it, then rents all five on one payer', async () => {
    const api = (await newStudio(t, 'premium')).api;
    const p = await party(api);
    const { a40, b40, c42, d38 } = p.shop.pieces;
    const dates = 'from=2027-06-11&to=2027-06-14';
    const asked = await proposal(api, `groupId=${p.groupId}&styleId=${p.shop.styleId}&chartId=${p.chartId}&${dates}`);
    expect(asked.members.map((m) => [m.client.name, m.size, m.decidedBy, m.pieceId])).toEqual([
      ['Théo Marchand', '40', 'bust', a40.id],
      ['Hugo Roux', '40', 'bust', b40.id],
      ['Nathan Petit', '42', 'bust', c42.id],
      ['Élie Martin', '38', 'bust', d38.id],
      ['Jules Bernard', '42', 'bust', p.e42.id],
    ]);
    expect(asked.availability.sizes).toEqual([
      { size: '38', free: 1, total: 1 },
      { size: '40', free: 2, total: 2 },
      { size: '42', free: 2, total: 2 },
    ]);
    // Without a chart no size is proposed, and no suit.
    const plain = await proposal(api, `groupId=${p.groupId}&styleId=${p.shop.styleId}&${dates}`);
    expect(plain.members.every((m) => m.size === '' && m.pieceId === null)).toBe(true);

    const lines = asked.members.map((m) => ({ pieceId: m.pieceId, wearerId: m.client.id }));
    const res = await api.call('POST', '/rentals/party', {
      groupId: p.groupId,
      pickupDate: '2027-06-11',
      returnDate: '2027-06-14',
      payerId: p.shop.clientId,
      lines,
      lateFeePerDay: 12.5,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [rental, ...more] = res.body.data.rentals as Rental[];
    expect(more).toEqual([]);
    expect(rental).toMatchObject({
      client: { id: p.shop.clientId, name: 'Théo Marchand' },
      group: { id: p.groupId, name: 'Marchand – Roux wedding' },
      // Five weekends at 89,50 and five deposits of 150.
      price: 447.5,
      deposit: 750,
      lateFeePerDay: 12.5,
    });
    expect(rental!.lines.map((l) => [l.piece.code, l.wearer?.name])).toEqual(
      expect.arrayContaining([
        [a40.code, 'Théo Marchand'],
        [b40.code, 'Hugo Roux'],
        [c42.code, 'Nathan Petit'],
        [d38.code, 'Élie Martin'],
        [p.e42.code, 'Jules Bernard'],
      ]),
    );
    // The suits are held now: the same proposal finds none free.
    const again = await proposal(api, `groupId=${p.groupId}&styleId=${p.shop.styleId}&chartId=${p.chartId}&${dates}`);
    expect(again.members.map((m) => m.pieceId)).toEqual([null, null, null, null, null]);
  });

  it('makes one rental per member when each pays, and rents none when one suit is taken', async () => {
    const api = (await newStudio(t, 'premium')).api;
    const p = await party(api);
    const { a40, b40, c42 } = p.shop.pieces;
    const [theo, hugo, nathan] = p.members;
    const body = (pieces: [string, string][]) => ({
      groupId: p.groupId,
      pickupDate: '2027-06-11',
      returnDate: '2027-06-14',
      payerId: null,
      lines: pieces.map(([pieceId, wearerId]) => ({ pieceId, wearerId })),
    });
    // Someone else has the 42 for those days.
    await posted<Rental>(
      api,
      '/rentals',
      { clientId: p.shop.clientId, pickupDate: '2027-06-13', returnDate: '2027-06-13', lines: [{ pieceId: c42.id }] },
      'rental',
    );
    const taken = await api.call(
      'POST',
      '/rentals/party',
      body([
        [a40.id, theo!.clientId],
        [b40.id, hugo!.clientId],
        [c42.id, nathan!.clientId],
      ]),
    );
    expectErrorEnvelope(taken.body, 409, 'PIECE_RENTED');
    expect(taken.body.errors).toEqual([{ field: 'lines.2.pieceId', message: expect.stringContaining(c42.code) }]);
    expect(taken.body.freePieces).toEqual([expect.objectContaining({ id: p.e42.id })]);
    // All or none: the two 40s are still free.
    const list = await api.call('GET', '/rentals?limit=10');
    expect(list.body.data.rentals).toHaveLength(1);

    const res = await api.call(
      'POST',
      '/rentals/party',
      body([
        [a40.id, theo!.clientId],
        [b40.id, hugo!.clientId],
        [p.e42.id, nathan!.clientId],
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const rentals = res.body.data.rentals as Rental[];
    expect(rentals.map((r) => [r.client.name, r.lines.map((l) => l.piece.code), r.price, r.deposit, r.group?.id])).toEqual([
      ['Théo Marchand', [a40.code], 89.5, 150, p.groupId],
      ['Hugo Roux', [b40.code], 89.5, 150, p.groupId],
      ['Nathan Petit', [p.e42.code], 89.5, 150, p.groupId],
    ]);
  });

  it('refuses a wearer outside the group, a return before the pick-up, and another studio’s group or chart', async () => {
    const api = (await newStudio(t, 'premium')).api;
    const p = await party(api);
    const stranger = await api.createClient({ name: 'Nora Petit' });
    const base = { groupId: p.groupId, pickupDate: '2027-06-11', returnDate: '2027-06-14', payerId: p.shop.clientId };
    const outside = await api.call('POST', '/rentals/party', {
      ...base,
      lines: [{ pieceId: p.shop.pieces.a40.id, wearerId: stranger.id }],
    });
    expectErrorEnvelope(outside.body, 422, 'VALIDATION_ERROR');
    expect(outside.body.errors?.map((e) => e.field)).toEqual(['lines.0.wearerId']);
    const backwards = await api.call('POST', '/rentals/party', {
      ...base,
      returnDate: '2027-06-10',
      lines: [{ pieceId: p.shop.pieces.a40.id, wearerId: p.shop.clientId }],
    });
    expect(backwards.body.errors?.map((e) => e.field)).toEqual(['returnDate']);
    const unpriced = await api.call('POST', '/rentals/party', {
      ...base,
      lines: [{ pieceId: p.shop.pieces.sold.id, wearerId: p.shop.clientId }],
    });
    expect(unpriced.body.errors?.map((e) => e.field)).toEqual(['lines.0.pieceId']);

    const other = (await newStudio(t, 'premium')).api;
    const query = `groupId=${p.groupId}&styleId=${p.shop.styleId}&chartId=${p.chartId}&from=2027-06-11&to=2027-06-14`;
    const foreign = await other.call('GET', `/rentals/party?${query}`);
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(404);
    const theirs = await party(other);
    const foreignChart = await api.call(
      'GET',
      `/rentals/party?groupId=${p.groupId}&styleId=${p.shop.styleId}&chartId=${theirs.chartId}&from=2027-06-11&to=2027-06-14`,
    );
    expect(foreignChart.status).toBe(404);
    const foreignGroup = await api.call('POST', '/rentals/party', {
      ...base,
      groupId: theirs.groupId,
      lines: [{ pieceId: p.shop.pieces.a40.id, wearerId: p.shop.clientId }],
    });
    expect(foreignGroup.status).toBe(404);
    expect((await api.call('GET', `/rentals/party?${query.replace(p.groupId, UNKNOWN_ID)}`)).status).toBe(404);
  });
});
