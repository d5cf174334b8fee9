import type { Availability, Piece, Rental } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope, newStudio, UNKNOWN_ID } from '../../test/business.js';
import { exportJson, exportOf, readCsv } from '../../test/export-zip.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { posted, rent, suitShop, SUIT_TERMS } from '../../test/rental-shop.js';
import { joinedMember } from '../../test/team.js';

/** Rentable pieces held from pick-up to return plus their cleaning, never twice (decision 222). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const premiumApi = async () => (await newStudio(t, 'premium')).api;

describe('rentals', () => {
  it('keeps a piece’s rental terms, and clears them when it is no longer rented out', async () => {
    const api = await premiumApi();
    const shop = await suitShop(api);
    expect(shop.pieces.a40.rental).toEqual({ ...SUIT_TERMS });
    expect(shop.pieces.sold.rental).toBeNull();
    const cleared = await api.call('PATCH', `/pieces/${shop.pieces.a40.id}`, { rental: null });
    expect((cleared.body.data.piece as Piece).rental).toBeNull();
    const bad = await api.call('PATCH', `/pieces/${shop.pieces.a40.id}`, { rental: { ...SUIT_TERMS, bufferDays: 2.5 } });
    expectErrorEnvelope(bad.body, 422, 'VALIDATION_ERROR');
    expect(bad.body.errors?.map((e) => e.field)).toEqual(['rental.bufferDays']);
  });

  it('rents pieces priced by their period, holds them through their cleaning, and refuses the days they are held', async () => {
    const api = await premiumApi();
    const shop = await suitShop(api);
    // Friday to Monday: one weekend; the suit is back on the 15th and cleaned on the 16th and 17th.
    const rental = await posted<Rental>(
      api,
      '/rentals',
      rent(shop, [shop.pieces.a40.id], '2027-06-12', '2027-06-15', { lateFeePerDay: 25, lateFeeCap: 100, note: 'Wedding in Lyon' }),
      'rental',
    );
    expect(rental).toMatchObject({
      client: { id: shop.clientId, name: 'Théo Marchand' },
      state: 'reserved',
      price: 89.5,
      deposit: 150,
      lateFeePerDay: 25,
      lateFeeCap: 100,
    });
    expect(rental.lines).toEqual([expect.objectContaining({ price: 89.5, deposit: 150, bufferDays: 2, freeFrom: '2027-06-18' })]);
    // A week costs three weekends.
    const week = await posted<Rental>(api, '/rentals', rent(shop, [shop.pieces.c42.id], '2027-07-01', '2027-07-08'), 'rental');
    expect(week.price).toBe(268.5);

    // The 17th is still the cleaning: refused on the line, with the other 40 offered instead.
    const during = await api.call('POST', '/rentals', rent(shop, [shop.pieces.a40.id], '2027-06-17', '2027-06-19'));
    expectErrorEnvelope(during.body, 409, 'PIECE_RENTED');
    expect(during.body.errors).toEqual([{ field: 'lines.0.pieceId', message: expect.stringContaining(shop.pieces.a40.code) }]);
    expect(during.body.freePieces).toEqual([{ id: shop.pieces.b40.id, code: shop.pieces.b40.code, size: '40', colour: 'Grey' }]);
    // The 18th it is free again.
    await posted<Rental>(api, '/rentals', rent(shop, [shop.pieces.a40.id], '2027-06-18', '2027-06-19'), 'rental');
    // Before the pick-up, ending the day before it, is free too.
    await posted<Rental>(api, '/rentals', rent(shop, [shop.pieces.a40.id], '2027-06-05', '2027-06-09'), 'rental');
  });

  it('refuses a piece not rented out, one named twice, another studio’s, and a return before the pick-up, each on its field', async () => {
    const api = await premiumApi();
    const shop = await suitShop(api);
    const other = await suitShop(await premiumApi());
    const cases: [Record<string, unknown>, number, string][] = [
      [rent(shop, [shop.pieces.sold.id], '2027-06-12', '2027-06-13'), 422, 'lines.0.pieceId'],
      [rent(shop, [shop.pieces.a40.id, shop.pieces.a40.id], '2027-06-12', '2027-06-13'), 422, 'lines.1.pieceId'],
      [rent(shop, [other.pieces.a40.id], '2027-06-12', '2027-06-13'), 404, 'lines.0.pieceId'],
      [rent(shop, ['not-an-id'], '2027-06-12', '2027-06-13'), 404, 'lines.0.pieceId'],
      [{ ...rent(shop, [shop.pieces.a40.id], '2027-06-12', '2027-06-13'), clientId: other.clientId }, 404, 'clientId'],
      [rent(shop, [shop.pieces.a40.id], '2027-06-12', '2027-06-11'), 422, 'returnDate'],
      [rent(shop, [shop.pieces.a40.id], '2027-06-12', '2028-06-13'), 422, 'returnDate'],
      [rent(shop, [], '2027-06-12', '2027-06-13'), 422, 'lines'],
    ];
    for (const [body, status, field] of cases) {
      const res = await api.call('POST', '/rentals', body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.errors?.map((e) => e.field)).toEqual([field]);
    }
    expect((await api.call('GET', '/rentals')).body.data.rentals).toEqual([]);
  });

  it('answers which sizes of a style are free on a day, and each piece’s holds, in one call', async () => {
    const api = await premiumApi();
    const shop = await suitShop(api);
    const held = await posted<Rental>(
      api,
      '/rentals',
      rent(shop, [shop.pieces.a40.id, shop.pieces.c42.id], '2027-06-12', '2027-06-13'),
      'rental',
    );
    const on = async (from: string, to: string, size = '') => {
      const res = await api.call(
        'GET',
        `/rentals/availability?styleId=${shop.styleId}&from=${from}&to=${to}${size ? `&size=${size}` : ''}`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.availability as Availability;
    };
    const june14 = await on('2027-06-14', '2027-06-14');
    expect(june14.sizes).toEqual([
      { size: '38', free: 1, total: 1 },
      { size: '40', free: 1, total: 2 },
      { size: '42', free: 0, total: 1 },
    ]);
    const a40 = june14.pieces.find((p) => p.id === shop.pieces.a40.id);
    expect(a40).toMatchObject({ free: false, holds: [{ rentalId: held.id, from: '2027-06-12', until: '2027-06-16' }] });
    expect((await on('2027-06-16', '2027-06-30', '40')).pieces.map((p) => p.free)).toEqual([true, true]);
    const backwards = await api.call('GET', `/rentals/availability?styleId=${shop.styleId}&from=2027-06-14&to=2027-06-01`);
    expectErrorEnvelope(backwards.body, 422, 'VALIDATION_ERROR');
    const unknown = await api.call('GET', `/rentals/availability?styleId=${UNKNOWN_ID}&from=2027-06-14&to=2027-06-15`);
    expectErrorEnvelope(unknown.body, 404, 'NOT_FOUND');
  });

  it('frees a cancelled rental’s days, moves the holds with new dates, and refuses dates another rental holds', async () => {
    const api = await premiumApi();
    const shop = await suitShop(api);
    const first = await posted<Rental>(api, '/rentals', rent(shop, [shop.pieces.a40.id], '2027-06-12', '2027-06-13'), 'rental');
    const second = await posted<Rental>(api, '/rentals', rent(shop, [shop.pieces.a40.id], '2027-06-20', '2027-06-21'), 'rental');
    // Moving the first onto the second's days is refused, and the first keeps its own.
    const after = await api.call('PATCH', `/rentals/${first.id}`, { pickupDate: '2027-06-14' });
    expectErrorEnvelope(after.body, 422, 'VALIDATION_ERROR');
    expect(after.body.errors?.map((e) => e.field)).toEqual(['returnDate']);
    const clash = await api.call('PATCH', `/rentals/${first.id}`, { returnDate: '2027-06-20' });
    expectErrorEnvelope(clash.body, 409, 'PIECE_RENTED');
    const moved = await api.call('PATCH', `/rentals/${first.id}`, { pickupDate: '2027-06-11', returnDate: '2027-06-14' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((moved.body.data.rental as Rental).lines[0]).toMatchObject({ freeFrom: '2027-06-17', price: 89.5 });
    const cancelled = await api.call('POST', `/rentals/${second.id}/cancel`);
    expect((cancelled.body.data.rental as Rental).state).toBe('cancelled');
    expectErrorEnvelope((await api.call('POST', `/rentals/${second.id}/cancel`)).body, 409, 'RENTAL_OUT_OF_ORDER');
    await posted<Rental>(api, '/rentals', rent(shop, [shop.pieces.a40.id], '2027-06-19', '2027-06-22'), 'rental');
    const history = await api.call('GET', `/rentals?pieceId=${shop.pieces.a40.id}`);
    expect(history.body.data.rentals).toHaveLength(3);
    expect((await api.call('GET', '/rentals?search=marchand')).body.data.rentals).toHaveLength(3);
    expect((await api.call('GET', `/rentals?search=${shop.pieces.a40.code}&state=cancelled`)).body.data.rentals).toHaveLength(1);
  });

  it('refuses to delete a piece a reserved or out rental holds, and deletes it once the rental is cancelled', async () => {
    const api = await premiumApi();
    const shop = await suitShop(api);
    const rental = await posted<Rental>(api, '/rentals', rent(shop, [shop.pieces.a40.id], '2027-06-12', '2027-06-15'), 'rental');
    expectErrorEnvelope((await api.call('DELETE', `/pieces/${shop.pieces.a40.id}`)).body, 409, 'PIECE_ON_RENTAL');
    expect(((await api.call('GET', `/rentals/${rental.id}`)).body.data.rental as Rental).lines).toHaveLength(1);
    await api.call('POST', `/rentals/${rental.id}/cancel`);
    expect((await api.call('DELETE', `/pieces/${shop.pieces.a40.id}`)).status).toBe(200);
  });

  it('answers another studio’s rental as not found, and lets staff read but not rent', async () => {
    const owner = await newStudio(t, 'enterprise');
    const shop = await suitShop(owner.api);
    const mine = await posted<Rental>(owner.api, '/rentals', rent(shop, [shop.pieces.a40.id], '2027-06-12', '2027-06-13'), 'rental');
    const other = await premiumApi();
    for (const [method, path] of [
      ['GET', `/rentals/${mine.id}`],
      ['PATCH', `/rentals/${mine.id}`],
      ['POST', `/rentals/${mine.id}/cancel`],
      ['DELETE', `/rentals/${mine.id}`],
    ] as const)
      expectErrorEnvelope((await other.call(method, path, method === 'PATCH' ? { note: 'x' } : undefined)).body, 404, 'NOT_FOUND');
    expect((await other.call('GET', '/rentals')).body.data.rentals).toEqual([]);
    const staff = businessApi(t, (await joinedMember(t, owner, 'staff')).token);
    expect(((await staff.call('GET', `/rentals/${mine.id}`)).body.data.rental as Rental).id).toBe(mine.id);
    for (const res of [
      await staff.call('POST', '/rentals', rent(shop, [shop.pieces.b40.id], '2027-06-12', '2027-06-13')),
      await staff.call('POST', `/rentals/${mine.id}/cancel`),
      await staff.call('DELETE', `/rentals/${mine.id}`),
    ])
      expectErrorEnvelope(res.body, 403, 'FORBIDDEN');
    expect((await owner.api.call('DELETE', `/rentals/${mine.id}`)).status).toBe(200);
  });

  it('carries the rentals, their pieces’ held days and the pieces’ terms in the export, to the cent', async () => {
    const owner = await newStudio(t, 'premium');
    const shop = await suitShop(owner.api);
    const rental = await posted<Rental>(
      owner.api,
      '/rentals',
      rent(shop, [shop.pieces.a40.id], '2027-06-12', '2027-06-15', { lateFeePerDay: 12.5, lateFeeCap: 50 }),
      'rental',
    );
    const other = await premiumApi();
    await suitShop(other);
    const { files } = await exportOf(t, owner.token);
    expect(readCsv(files['rentals.csv'])).toEqual([
      expect.objectContaining({
        id: rental.id,
        pickupDate: '2027-06-12',
        returnDate: '2027-06-15',
        state: 'reserved',
        lateFeePerDay: '12.50',
        lateFeeCap: '50.00',
      }),
    ]);
    expect(readCsv(files['rental-pieces.csv'])).toEqual([
      expect.objectContaining({
        pieceId: shop.pieces.a40.id,
        price: '89.50',
        deposit: '150.00',
        heldFrom: '2027-06-12',
        heldUntil: '2027-06-18',
      }),
    ]);
    const suit = readCsv(files['pieces.csv']).find((p) => p.id === shop.pieces.a40.id);
    expect(suit).toMatchObject({
      rentalPrice: '89.50',
      rentalPeriod: 'weekend',
      rentalDeposit: '150.00',
      cleaningDays: '2',
      replacementValue: '640.00',
    });
    expect(exportJson(files).rentals).toHaveLength(1);
  });
});
