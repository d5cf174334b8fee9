import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, bookingSettings, invoicePayments, invoices, users } from '../../db/schema/index.js';
import { booker, bookCall, bookingStudio, dayAhead, slotsOf } from '../../test/bookings.js';
import { connectStripeEnv, startFakeStripe } from '../../test/fake-stripe.js';
import { expectError, jumpClock, nextIp } from '../../test/fixtures.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { studioOf } from '../../test/seed.js';
import { call, joinedMember } from '../../test/team.js';
import { expireHolds } from './create.js';

/**
 * Decision 157: a deposit holds the slot ten minutes while it is paid, on the studio's own Stripe
 * account (Connect, against the local fake) or on the sandbox's page on a run without Stripe; paid,
 * the booking is confirmed and the deposit is a payment on a paid deposit invoice.
 */
type Created = { booking: { id: string; status: string; checkoutUrl: string; holdExpiresAt: string | null }; key: string };
const CONNECT_SECRET = 'whsec_connect0123456789';

async function paidDepositInvoice(t: TestApp, bookingId: string) {
  const [row] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
  expect(row!.status).toBe('confirmed');
  const [invoice] = await t.ctx.db.select().from(invoices).where(eq(invoices.id, row!.depositInvoiceId!));
  const payments = await t.ctx.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice!.id));
  return { row: row!, invoice: invoice!, payments };
}

describe('the sandbox, on a run without Stripe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  it('holds the slot, takes a test card on its own page, and confirms the booking with its paid deposit invoice', async () => {
    const s = await bookingStudio(t, { type: { price: 150, deposit: 50 } });
    const page = await bookCall(t, 'GET', s.slug);
    expect(page.json().data.page).toMatchObject({ depositsTaken: true, appointmentTypes: [{ deposit: 50, price: 150 }] });
    const [slot] = await slotsOf(t, s.slug, s.typeId, dayAhead(s.zone, 3));
    const res = await bookCall(t, 'POST', `${s.slug}/bookings`, { payload: booker({ typeId: s.typeId, start: slot!.start }) });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().data as Created;
    expect(made.booking.status).toBe('held');
    expect(made.booking.checkoutUrl).toMatch(/\/api\/v1\/subscriptions\/sandbox\/checkout\/cs_sandbox_/);
    const path = new URL(made.booking.checkoutUrl).pathname;
    expect((await t.request({ method: 'GET', url: path })).statusCode).toBe(200);
    const declined = await t.request({
      method: 'POST',
      url: path,
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'number=4000000000000002&expMonth=12&expYear=2034&cvc=123',
    });
    expect(declined.statusCode).toBe(402);
    const paid = await t.request({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'number=4242424242424242&expMonth=12&expYear=2034&cvc=123',
    });
    expect(paid.statusCode, paid.body).toBe(303);
    expect(paid.headers.location).toContain(`/book/${s.slug}?booking=${made.booking.id}`);
    const { invoice, payments } = await paidDepositInvoice(t, made.booking.id);
    expect(invoice).toMatchObject({ status: 'paid', totalCents: 5000, amountPaidCents: 5000 });
    expect(payments.map((p) => p.amountCents)).toEqual([5000]);
    const back = await bookCall(t, 'GET', `${s.slug}/bookings/${made.booking.id}?key=${made.key}`);
    expect(back.json().data.booking).toMatchObject({ status: 'confirmed', depositPaid: true, deposit: 50 });
  });

  it('asks a French client for a deposit in euros, in French, on the page they pay on (decision 190)', async () => {
    const s = await bookingStudio(t, { type: { name: 'Essayage', price: 150, deposit: 50 } });
    await t.ctx.db
      .update(users)
      .set({ settings: sql`jsonb_set(coalesce(${users.settings}, '{}'::jsonb), '{currency}', '"EUR"'::jsonb)` })
      .where(eq(users.id, s.owner.user.id));
    const [slot] = await slotsOf(t, s.slug, s.typeId, dayAhead(s.zone, 3));
    const res = await bookCall(t, 'POST', `${s.slug}/bookings`, {
      payload: booker({ typeId: s.typeId, start: slot!.start, language: 'fr' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const path = new URL((res.json().data as Created).booking.checkoutUrl).pathname;
    const page = (await t.request({ method: 'GET', url: path })).body;
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('Payer 50,00\u00a0€');
    expect(page).toContain('Acompte : Essayage');
    expect(page).not.toMatch(/\$|You pay|Card number/);
    const declined = await t.request({
      method: 'POST',
      url: path,
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'number=4000000000000002&expMonth=12&expYear=2034&cvc=123',
    });
    expect(declined.body).toContain('Votre carte a été refusée.');
  });

  it('a held slot frees after its ten minutes, before and after the worker marks it', async () => {
    const s = await bookingStudio(t, { type: { price: 80, deposit: 20 } });
    const day = dayAhead(s.zone, 4);
    const [slot] = await slotsOf(t, s.slug, s.typeId, day);
    const held = await bookCall(t, 'POST', `${s.slug}/bookings`, { payload: booker({ typeId: s.typeId, start: slot!.start }) });
    expect(held.json().data.booking.status).toBe('held');
    expect((await slotsOf(t, s.slug, s.typeId, day)).some((x) => x.start === slot!.start)).toBe(false);
    const other = booker({ typeId: s.typeId, start: slot!.start, email: `late-${Date.now()}@example.com` });
    expectError(await bookCall(t, 'POST', `${s.slug}/bookings`, { payload: other }), 409, 'SLOT_TAKEN');
    jumpClock(9 * 60_000);
    expect((await slotsOf(t, s.slug, s.typeId, day)).some((x) => x.start === slot!.start)).toBe(false);
    jumpClock(2 * 60_000);
    // Free by time alone: the worker has not run.
    expect((await slotsOf(t, s.slug, s.typeId, day)).some((x) => x.start === slot!.start)).toBe(true);
    const id = held.json().data.booking.id as string;
    const [before] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, id));
    expect(before!.status).toBe('held');
    expect(await expireHolds(t.ctx.db, new Date())).toBeGreaterThanOrEqual(1);
    const [after] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, id));
    expect(after!.status).toBe('expired');
    const taken = await bookCall(t, 'POST', `${s.slug}/bookings`, { payload: other });
    expect(taken.statusCode, taken.body).toBe(201);
  });
});

describe('Stripe Connect: the studio’s own account', () => {
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

  const webhook = (payload: string, signature: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/bookings/stripe-webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  it('takes no deposit until connected; connected, the deposit is paid on its account and the webhook confirms the booking once', async () => {
    const s = await bookingStudio(t, { type: { price: 200, deposit: 60 } });
    expect((await bookCall(t, 'GET', s.slug)).json().data.page).toMatchObject({ depositsTaken: false, appointmentTypes: [{ deposit: 0 }] });
    const slots = await slotsOf(t, s.slug, s.typeId, dayAhead(s.zone, 2));
    const direct = await bookCall(t, 'POST', `${s.slug}/bookings`, { payload: booker({ typeId: s.typeId, start: slots[0]!.start }) });
    expect(direct.json().data.booking).toMatchObject({ status: 'confirmed', deposit: 0 });

    const connect = await s.api.call('POST', '/bookings/stripe-connect');
    expect(connect.status, JSON.stringify(connect.body)).toBe(200);
    expect(connect.body.data.url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\//);
    const account = [...fake.accounts.keys()].at(-1)!;
    // Stripe sends the owner back to the settings' booking tab, which reads the account again.
    expect(fake.links.at(-1)).toMatchObject({ account, returnUrl: expect.stringMatching(/\/settings\?tab=booking&stripe=return$/) });
    const pending = await s.api.call('POST', '/bookings/stripe-connect/refresh');
    expect(pending.body.data.settings).toMatchObject({ deposits: { provider: 'none', stripeConnected: false, stripeAvailable: true } });
    fake.enableCharges(account);
    const ready = await s.api.call('POST', '/bookings/stripe-connect/refresh');
    expect(ready.body.data.settings).toMatchObject({ deposits: { provider: 'stripe', stripeConnected: true } });

    const res = await bookCall(t, 'POST', `${s.slug}/bookings`, {
      payload: booker({ typeId: s.typeId, start: slots.at(-1)!.start, email: `bride-${Date.now()}@example.com` }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().data as Created;
    expect(made.booking).toMatchObject({ status: 'held', checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//) });
    const [held] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, made.booking.id));
    expect(fake.session(held!.checkoutId!)).toMatchObject({ account, amount_total: 6000, metadata: { bookingId: made.booking.id } });

    const { session } = fake.completeCheckout(held!.checkoutId!);
    const forged = fake.signedEvent('checkout.session.completed', session, { account, secret: 'whsec_other' });
    expectError(await webhook(forged.payload, forged.header), 400, 'WEBHOOK_SIGNATURE_INVALID');
    const event = fake.signedEvent('checkout.session.completed', session, { account, secret: CONNECT_SECRET });
    expect((await webhook(event.payload, event.header)).statusCode).toBe(200);
    expect((await webhook(event.payload, event.header)).statusCode).toBe(200);
    const { invoice, payments } = await paidDepositInvoice(t, made.booking.id);
    expect(invoice).toMatchObject({ status: 'paid', totalCents: 6000 });
    expect(payments).toHaveLength(1);
    const all = await t.ctx.db.select().from(invoices).where(eq(invoices.workspaceId, s.workspaceId));
    expect(all).toHaveLength(1);
    expect(fake.refunds).toHaveLength(0);
  });

  it('a deposit paid after the hold, for a time someone else took meanwhile, is refunded on the studio’s account', async () => {
    const s = await bookingStudio(t, { type: { price: 100, deposit: 30 } });
    expect((await s.api.call('POST', '/bookings/stripe-connect')).status).toBe(200);
    const account = [...fake.accounts.keys()].at(-1)!;
    fake.enableCharges(account);
    expect((await s.api.call('POST', '/bookings/stripe-connect/refresh')).status).toBe(200);
    const day = dayAhead(s.zone, 5);
    const [slot] = await slotsOf(t, s.slug, s.typeId, day);
    const first = await bookCall(t, 'POST', `${s.slug}/bookings`, { payload: booker({ typeId: s.typeId, start: slot!.start }) });
    const id = (first.json().data as Created).booking.id;
    const [held] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, id));
    // The hold runs out; another client takes the time and pays; then the first one's payment lands.
    await t.ctx.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, id));
    const second = await bookCall(t, 'POST', `${s.slug}/bookings`, {
      payload: booker({ typeId: s.typeId, start: slot!.start, email: `second-${Date.now()}@example.com` }),
    });
    expect(second.statusCode, second.body).toBe(201);
    const { session, intent } = fake.completeCheckout(held!.checkoutId!);
    const event = fake.signedEvent('checkout.session.completed', session, { account, secret: CONNECT_SECRET });
    expect((await webhook(event.payload, event.header)).statusCode).toBe(200);
    const [after] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, id));
    expect(after).toMatchObject({ status: 'expired', depositInvoiceId: null });
    expect(fake.refunds.map((r) => r.payment_intent)).toEqual([intent.id]);
  });

  it('connecting and disconnecting the payout account is the owner’s alone: a manager and an API token are refused (decision 182)', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const manager = await joinedMember(t, owner, 'manager');
    const made = await call(t, owner.token, 'POST', '/tokens', { name: 'Books sync', scope: 'write' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const token = (made.body.data as { secret: string }).secret;
    expect((await call(t, owner.token, 'POST', '/bookings/stripe-connect')).status).toBe(200);
    for (const bearer of [manager.token, token]) {
      for (const method of ['POST', 'DELETE'] as const) {
        const refused = await call(t, bearer, method, '/bookings/stripe-connect');
        expect(refused.status, `${method} ${JSON.stringify(refused.body)}`).toBe(403);
        expect(refused.body.code).toBe('FORBIDDEN');
      }
    }
    // Checking the account stays a manager's: it changes nothing of where deposits go.
    expect((await call(t, manager.token, 'POST', '/bookings/stripe-connect/refresh')).status).toBe(200);
    const workspaceId = await studioOf(t.ctx.db, owner.user.id);
    const [kept] = await t.ctx.db.select().from(bookingSettings).where(eq(bookingSettings.workspaceId, workspaceId));
    expect(kept!.stripeAccountId).toMatch(/^acct_/);
    const gone = await call(t, owner.token, 'DELETE', '/bookings/stripe-connect');
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body.data.settings).toMatchObject({ deposits: { stripeConnected: false } });
  });
});
