import type { Rental, RentalReport } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, newStudio } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { posted, rent, suitShop } from '../../test/rental-shop.js';

/** A rental out when every tag is scanned, back with each piece's condition and its deposit settled (decision 223). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const shopApi = async () => (await newStudio(t, 'premium')).api;

describe('rentals out and back', () => {
  it('goes out only when every piece’s tag is scanned, naming the one missing and refusing one not on it', async () => {
    const api = await shopApi();
    const shop = await suitShop(api);
    const { a40, c42, b40 } = shop.pieces;
    const rental = await posted<Rental>(api, '/rentals', rent(shop, [a40.id, c42.id], '2027-06-12', '2027-06-15'), 'rental');
    const missing = await api.call('POST', `/rentals/${rental.id}/check-out`, { codes: [a40.code.toLowerCase()] });
    expectErrorEnvelope(missing.body, 422, 'RENTAL_PIECES_MISSING');
    expect(missing.body.errors).toEqual([{ field: 'codes', message: expect.stringContaining(c42.code) }]);
    const stranger = await api.call('POST', `/rentals/${rental.id}/check-out`, { codes: [a40.code, c42.code, b40.code] });
    expectErrorEnvelope(stranger.body, 422, 'VALIDATION_ERROR');
    expect(stranger.body.errors?.map((e) => e.field)).toEqual(['codes.2']);

    const out = await api.call('POST', `/rentals/${rental.id}/check-out`, { codes: [` ${c42.code} `, a40.code], depositMethod: 'cash' });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.data.rental).toMatchObject({ state: 'out', late: false, settlement: null });
    expect((out.body.data.rental as Rental).lines.map((l) => l.checkedOut)).toEqual([true, true]);
    // Out, it is no longer cancelled, changed or checked out again.
    for (const [path, body] of [
      ['/cancel', undefined],
      ['/check-out', { codes: [a40.code, c42.code] }],
    ] as const)
      expectErrorEnvelope((await api.call('POST', `/rentals/${rental.id}${path}`, body)).body, 409, 'RENTAL_OUT_OF_ORDER');
    expectErrorEnvelope((await api.call('PATCH', `/rentals/${rental.id}`, { note: 'x' })).body, 409, 'RENTAL_OUT_OF_ORDER');
  });

  it('settles the deposit on a late return to the cent: late days at the agreed fee up to its cap, a damage charge with its reason', async () => {
    const api = await shopApi();
    const shop = await suitShop(api);
    const { a40, c42 } = shop.pieces;
    // Two suits, 150,00 deposit each; 12,50 a day late, at most 50,00.
    const rental = await posted<Rental>(
      api,
      '/rentals',
      rent(shop, [a40.id, c42.id], '2027-06-12', '2027-06-15', { lateFeePerDay: 12.5, lateFeeCap: 50 }),
      'rental',
    );
    await api.call('POST', `/rentals/${rental.id}/check-out`, { codes: [a40.code, c42.code], depositMethod: 'cash' });
    const back = (pieces: unknown[], returnedOn = '2027-06-18') => api.call('POST', `/rentals/${rental.id}/return`, { returnedOn, pieces });
    const fine = { pieceId: a40.id, condition: 'fine' };
    const torn = { pieceId: c42.id, condition: 'damaged', note: 'Lining torn at the left sleeve', damageCharge: 49.9 };

    const untold = await back([fine]);
    expectErrorEnvelope(untold.body, 422, 'VALIDATION_ERROR');
    expect(untold.body.errors).toEqual([{ field: 'pieces', message: expect.stringContaining(c42.code) }]);
    const noReason = await back([fine, { ...torn, note: null }]);
    expect(noReason.body.errors?.map((e) => e.field)).toEqual(['pieces.1.note']);
    const early = await back([fine, torn], '2027-06-11');
    expect(early.body.errors?.map((e) => e.field)).toEqual(['returnedOn']);

    // Three days late: 37,50; the damage 49,90; 300,00 less 87,40 is refunded.
    const returned = await back([fine, torn]);
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    const settled = returned.body.data.rental as Rental;
    expect(settled.state).toBe('returned');
    expect(settled.settlement).toEqual({
      returnedOn: '2027-06-18',
      lateDays: 3,
      lateFee: 37.5,
      damage: 49.9,
      refund: 212.6,
      owed: 0,
      chargesInvoiceId: expect.any(String),
      refundedOnline: false,
    });
    expect(settled.lines.map((l) => l.returned)).toEqual([
      { condition: 'fine', note: '', damageCharge: 0 },
      { condition: 'damaged', note: 'Lining torn at the left sleeve', damageCharge: 49.9 },
    ]);
    const piece = await api.call('GET', `/pieces?search=${c42.code}`);
    expect((piece.body.data.pieces as { condition: string }[])[0]?.condition).toBe('damaged');
    expectErrorEnvelope((await back([fine, torn])).body, 409, 'RENTAL_OUT_OF_ORDER');
  });

  it('caps a long lateness, asks what passes the deposit, and frees a piece back early from its cleaning', async () => {
    const api = await shopApi();
    const shop = await suitShop(api);
    const { a40 } = shop.pieces;
    const rental = await posted<Rental>(
      api,
      '/rentals',
      rent(shop, [a40.id], '2027-06-12', '2027-06-20', { lateFeePerDay: 12.5, lateFeeCap: 50 }),
      'rental',
    );
    await api.call('POST', `/rentals/${rental.id}/check-out`, { codes: [a40.code], depositMethod: 'cash' });
    const early = await api.call('POST', `/rentals/${rental.id}/return`, {
      returnedOn: '2027-06-14',
      pieces: [{ pieceId: a40.id, condition: 'damaged', note: 'Burn on the lapel', damageCharge: 640 }],
    });
    expect((early.body.data.rental as Rental).settlement).toEqual({
      returnedOn: '2027-06-14',
      lateDays: 0,
      lateFee: 0,
      damage: 640,
      refund: 0,
      owed: 490,
      chargesInvoiceId: expect.any(String),
      refundedOnline: false,
    });
    // Back on the 14th with two days of cleaning: free from the 17th, not the 23rd.
    expect((early.body.data.rental as Rental).lines[0]?.freeFrom).toBe('2027-06-17');
    await posted<Rental>(api, '/rentals', rent(shop, [a40.id], '2027-06-17', '2027-06-18'), 'rental');

    const late = await posted<Rental>(
      api,
      '/rentals',
      rent(shop, [shop.pieces.b40.id], '2027-07-01', '2027-07-02', { lateFeePerDay: 12.5, lateFeeCap: 50 }),
      'rental',
    );
    await api.call('POST', `/rentals/${late.id}/check-out`, { codes: [shop.pieces.b40.code], depositMethod: 'cash' });
    const back = await api.call('POST', `/rentals/${late.id}/return`, {
      returnedOn: '2027-07-12',
      pieces: [{ pieceId: shop.pieces.b40.id, condition: 'needs-cleaning' }],
    });
    expect((back.body.data.rental as Rental).settlement).toMatchObject({ lateDays: 10, lateFee: 50, refund: 100, owed: 0 });
  });

  it('lists what is out, due back today and late, read against the studio’s today', async () => {
    const api = await shopApi();
    const shop = await suitShop(api);
    // The studio's today, not UTC's: near midnight the two differ by a day.
    const today = ((await api.call('GET', '/rentals/report')).body.data.report as { today: string }).today;
    const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const outFor = async (pieceId: string, code: string, from: number, to: number) => {
      const rental = await posted<Rental>(api, '/rentals', rent(shop, [pieceId], day(from), day(to)), 'rental');
      await api.call('POST', `/rentals/${rental.id}/check-out`, { codes: [code], depositMethod: 'cash' });
      return rental.id;
    };
    const { a40, b40, c42, d38 } = shop.pieces;
    const late = await outFor(a40.id, a40.code, -5, -2);
    const dueToday = await outFor(b40.id, b40.code, -3, 0);
    const later = await outFor(c42.id, c42.code, -1, 20);
    await posted<Rental>(api, '/rentals', rent(shop, [d38.id], day(30), day(31)), 'rental');
    const ids = async (due: string) =>
      ((await api.call('GET', `/rentals?due=${due}`)).body.data.rentals as Rental[]).map((r) => r.id).sort();
    // The late one is two days past the studio's today, the other twenty days ahead.
    expect(await ids('late')).toEqual([late]);
    expect(await ids('out')).toEqual([late, dueToday, later].sort());
    const lateOne = ((await api.call('GET', `/rentals?due=late`)).body.data.rentals as Rental[])[0];
    expect(lateOne?.late).toBe(true);
    // The dashboard says the same each morning (decision 224); a tailor who rents nothing sees no rentals there.
    const stats = await api.call('GET', '/dashboard/stats');
    expect(stats.body.data.rentals).toMatchObject({ outNow: 3, late: 1 });
    expect((await (await shopApi()).call('GET', '/dashboard/stats')).body.data.rentals).toBeNull();
  });

  it('reports what is out and in its cleaning, and what each piece earned against its replacement value (decision 224)', async () => {
    const api = await shopApi();
    const shop = await suitShop(api);
    const { a40, b40, d38 } = shop.pieces;
    const returned = await posted<Rental>(api, '/rentals', rent(shop, [a40.id], '2027-06-12', '2027-06-15'), 'rental');
    await api.call('POST', `/rentals/${returned.id}/check-out`, { codes: [a40.code], depositMethod: 'cash' });
    await api.call('POST', `/rentals/${returned.id}/return`, {
      returnedOn: '2027-06-15',
      pieces: [{ pieceId: a40.id, condition: 'damaged', note: 'Button lost', damageCharge: 12.5 }],
    });
    // The 40 bought for 80,00 pays for itself with one weekend.
    await api.call('PATCH', `/pieces/${b40.id}`, { rental: { price: 89.5, period: 'weekend', deposit: 150, replacementValue: 80 } });
    const out = await posted<Rental>(api, '/rentals', rent(shop, [b40.id], '2027-07-02', '2027-07-05'), 'rental');
    await api.call('POST', `/rentals/${out.id}/check-out`, { codes: [b40.code], depositMethod: 'cash' });
    const cancelled = await posted<Rental>(api, '/rentals', rent(shop, [d38.id], '2027-07-02', '2027-07-05'), 'rental');
    await api.call('POST', `/rentals/${cancelled.id}/cancel`);

    const res = await api.call('GET', '/rentals/report');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body.data.report as RentalReport;
    expect(report).toMatchObject({ outNow: 1, dueToday: 0, late: 0, inCleaning: 1 });
    const earned = Object.fromEntries(report.pieces.map((p) => [p.code, [p.rentals, p.earnings, p.replacementValue, p.paidFor]]));
    expect(earned).toEqual({
      [a40.code]: [1, 102, 640, false],
      [b40.code]: [1, 89.5, 80, true],
      [shop.pieces.c42.code]: [0, 0, 640, false],
      [d38.code]: [0, 0, 640, false],
    });
    expect(report.pieces[0]?.code).toBe(a40.code);
    const other = await (await shopApi()).call('GET', '/rentals/report');
    expect(other.body.data.report).toMatchObject({ outNow: 0, inCleaning: 0, pieces: [] });
  });
});
