import type { Rental } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, newStudio } from '../../test/business.js';
import { connectStripeEnv, startFakeStripe } from '../../test/fake-stripe.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { posted, rent, suitShop } from '../../test/rental-shop.js';

/** Decision 229: a rental's deposit paid by card on the studio's own account, and refunded there on the return. */

type Studio = Awaited<ReturnType<typeof newStudio>>;

/** A French shop's suit rented with its 150,00 deposit, 12,50 a day late; the studio's today. */
async function rentedSuit(s: Studio) {
  await s.api.call('PATCH', '/user/preferences', { settings: { language: 'fr', currency: 'EUR' } });
  const shop = await suitShop(s.api);
  const { a40 } = shop.pieces;
  const rental = await posted<Rental>(
    s.api,
    '/rentals',
    rent(shop, [a40.id], '2027-06-11', '2027-06-14', { lateFeePerDay: 12.5 }),
    'rental',
  );
  const today = ((await s.api.call('GET', '/rentals/report')).body.data.report as { today: string }).today;
  return { rental, piece: a40, today };
}

/** The checkout's id, the last part of the fake's page address. */
const sessionOf = (url: string) => new URL(url).pathname.split('/').at(-1)!;

const rentalOf = async (s: Studio, id: string) => (await s.api.call('GET', `/rentals/${id}`)).body.data.rental as Rental;

describe('a card deposit on the sandbox, on a run without Stripe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is paid on the sandbox’s page in French, taken by card once, and goes back to the card on the return', async () => {
    const s = await newStudio(t, 'premium');
    const { rental, piece, today } = await rentedSuit(s);
    const opened = await s.api.call('POST', `/rentals/${rental.id}/card-deposit`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const url = opened.body.data.url as string;
    expect(url).toMatch(/\/api\/v1\/subscriptions\/sandbox\/checkout\/cs_sandbox_/);
    const path = new URL(url).pathname;
    const page = (await t.request({ method: 'GET', url: path })).body;
    expect(page).toContain('Payer 150,00\u00a0€');
    expect(page).toContain('Caution de location');
    const paid = await t.request({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'number=4242424242424242&expMonth=12&expYear=2034&cvc=123',
    });
    expect(paid.statusCode, paid.body).toBe(303);
    expect(paid.headers.location).toMatch(/\/rentals\?deposit=paid$/);
    expect((await rentalOf(s, rental.id)).depositTaken).toEqual({ method: 'card', on: today, online: true });
    expectErrorEnvelope((await s.api.call('POST', `/rentals/${rental.id}/card-deposit`)).body, 409, 'RENTAL_OUT_OF_ORDER');

    // Taken already: the counter scans the suit out without saying how.
    const out = await s.api.call('POST', `/rentals/${rental.id}/check-out`, { codes: [piece.code] });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    const back = await s.api.call('POST', `/rentals/${rental.id}/return`, {
      returnedOn: '2027-06-15',
      pieces: [{ pieceId: piece.id, condition: 'fine' }],
    });
    expect((back.body.data.rental as Rental).settlement).toMatchObject({ lateFee: 12.5, refund: 137.5, refundedOnline: true });
  });

  it('is refused on a rental without a deposit, and to another studio', async () => {
    const s = await newStudio(t, 'premium');
    const shop = await suitShop(s.api);
    const free = await posted<Rental>(s.api, '/rentals', rent(shop, [shop.pieces.b40.id], '2027-07-01', '2027-07-02'), 'rental');
    await t.ctx.db.execute(`update rental_pieces set deposit_cents = 0 where rental_id = '${free.id}'`);
    expectErrorEnvelope((await s.api.call('POST', `/rentals/${free.id}/card-deposit`)).body, 409, 'RENTAL_OUT_OF_ORDER');
    const other = await newStudio(t, 'premium');
    expect((await other.api.call('POST', `/rentals/${free.id}/card-deposit`)).status).toBe(404);
  });
});

describe('a card deposit on the studio’s own Stripe account', () => {
  const CONNECT_SECRET = 'whsec_connect_rentals0123456789';
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(connectStripeEnv(fake.url, CONNECT_SECRET));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const webhook = (event: { payload: string; header: string }) =>
    t.request({
      method: 'POST',
      url: '/api/v1/bookings/stripe-webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
      payload: event.payload,
    });

  /** A studio whose connected account can take charges. */
  async function connected() {
    const s = await newStudio(t, 'premium');
    expect((await s.api.call('POST', '/bookings/stripe-connect')).status).toBe(200);
    const account = [...fake.accounts.keys()].at(-1)!;
    fake.enableCharges(account);
    expect((await s.api.call('POST', '/bookings/stripe-connect/refresh')).status).toBe(200);
    return { ...s, account };
  }

  it('asks for the account first, then is paid on it; only its own account’s event takes it; the return refunds the rest there', async () => {
    const bare = await newStudio(t, 'premium');
    const unconnected = await rentedSuit(bare);
    expectErrorEnvelope(
      (await bare.api.call('POST', `/rentals/${unconnected.rental.id}/card-deposit`)).body,
      503,
      'PROVIDER_NOT_CONFIGURED',
    );

    const s = await connected();
    const { rental, piece } = await rentedSuit(s);
    const opened = await s.api.call('POST', `/rentals/${rental.id}/card-deposit`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const sessionId = sessionOf(opened.body.data.url as string);
    expect(fake.session(sessionId)).toMatchObject({ account: s.account, amount_total: 15000, metadata: { rentalId: rental.id } });
    const { session, intent } = fake.completeCheckout(sessionId);
    // Another studio's account cannot pay for this rental.
    const stranger = await connected();
    expect(
      (await webhook(fake.signedEvent('checkout.session.completed', session, { account: stranger.account, secret: CONNECT_SECRET })))
        .statusCode,
    ).toBe(200);
    expect((await rentalOf(s, rental.id)).depositTaken).toBeNull();
    expect(
      (await webhook(fake.signedEvent('checkout.session.completed', session, { account: s.account, secret: CONNECT_SECRET }))).statusCode,
    ).toBe(200);
    expect((await rentalOf(s, rental.id)).depositTaken).toMatchObject({ method: 'card', online: true });

    await s.api.call('POST', `/rentals/${rental.id}/check-out`, { codes: [piece.code] });
    const back = await s.api.call('POST', `/rentals/${rental.id}/return`, {
      returnedOn: '2027-06-14',
      pieces: [{ pieceId: piece.id, condition: 'damaged', note: 'Bouton arraché', damageCharge: 49.9 }],
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((back.body.data.rental as Rental).settlement).toMatchObject({ damage: 49.9, refund: 100.1, refundedOnline: true });
    expect(fake.refunds.filter((r) => r.payment_intent === intent.id).map((r) => r.amount)).toEqual([10010]);
  });

  it('gives the whole deposit back to the card when the rental is cancelled', async () => {
    const s = await connected();
    const { rental } = await rentedSuit(s);
    const opened = await s.api.call('POST', `/rentals/${rental.id}/card-deposit`);
    const { session, intent } = fake.completeCheckout(sessionOf(opened.body.data.url as string));
    await webhook(fake.signedEvent('checkout.session.completed', session, { account: s.account, secret: CONNECT_SECRET }));
    expect((await s.api.call('POST', `/rentals/${rental.id}/cancel`)).status).toBe(200);
    expect(fake.refunds.filter((r) => r.payment_intent === intent.id).map((r) => r.amount)).toEqual([15000]);
  });
});
