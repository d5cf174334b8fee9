import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityEntries,
  bookings,
  calendarReminders,
  invoicePayments,
  invoices,
  notifications,
  portalLinks,
} from '../../db/schema/index.js';
import { booker, bookCall, bookingStudio, dayAhead, slotsOf } from '../../test/bookings.js';
import { connectStripeEnv, startFakeStripe } from '../../test/fake-stripe.js';
import { createTestApp, outboxFor, uniqueEmail, type TestApp } from '../../test/harness.js';

/**
 * Decision 194: every path that confirms a booking sets off the effects bookings/events.ts
 * declares: the appointment's reminders, the log's line, the studio's notice, the client's portal
 * link, and after the commit the client's confirmation. A deposit paid (on the sandbox's page, on
 * Stripe Connect's webhook) is also a payment recorded and an invoice issued (invoices/events.ts).
 */
const CONNECT_SECRET = 'whsec_connect0123456789';
type Studio = Awaited<ReturnType<typeof bookingStudio>>;
type Made = { booking: { id: string; status: string; checkoutUrl: string }; key: string };

async function book(t: TestApp, s: Studio, email: string, weekday: number): Promise<Made> {
  const [slot] = await slotsOf(t, s.slug, s.typeId, dayAhead(s.zone, weekday));
  const res = await bookCall(t, 'POST', `${s.slug}/bookings`, { payload: booker({ typeId: s.typeId, start: slot!.start, email }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Made;
}

/** What a confirmed booking sets off, read where a person sees it. */
async function expectConfirmed(t: TestApp, s: Studio, bookingId: string, email: string) {
  const [row] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
  expect(row).toMatchObject({ status: 'confirmed' });
  const eventId = row!.eventId!;
  const reminders = await t.ctx.db.select().from(calendarReminders).where(eq(calendarReminders.eventId, eventId));
  expect(reminders.map((r) => r.recipient).sort()).toEqual(['client', 'owner']);
  const told = await t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.entityId, eventId), eq(notifications.kind, 'booking-made')));
  expect(told).toHaveLength(1);
  const logged = await t.ctx.db.select().from(activityEntries).where(eq(activityEntries.entityId, eventId));
  expect(logged.map((e) => e.action)).toEqual(['created']);
  expect(await t.ctx.db.select().from(portalLinks).where(eq(portalLinks.clientId, row!.clientId!))).toHaveLength(1);
  // After the commit, once: the client's confirmation with the appointment attached.
  const mails = outboxFor(t.dataDir, email);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toContain('is booked');
  return row!;
}

/** The deposit: a payment recorded on its invoice and the invoice issued paid, each logged once. */
async function expectDepositLogged(t: TestApp, s: Studio, invoiceId: string, cents: number) {
  const [invoice] = await t.ctx.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  expect(invoice).toMatchObject({ status: 'paid', amountPaidCents: cents });
  const [payment] = await t.ctx.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
  const logOf = (entityId: string) =>
    t.ctx.db
      .select({ action: activityEntries.action, detail: activityEntries.detail })
      .from(activityEntries)
      .where(and(eq(activityEntries.workspaceId, s.workspaceId), eq(activityEntries.entityId, entityId)));
  // The amount's figures, for each reader to write them their way (decision 207).
  expect(await logOf(payment!.id)).toEqual([{ action: 'created', detail: `${cents} USD` }]);
  // Made, then issued: the line once, with the status it took.
  expect(await logOf(invoiceId)).toEqual(
    expect.arrayContaining([
      { action: 'created', detail: '' },
      { action: 'status-changed', detail: 'Paid' },
    ]),
  );
  expect(await logOf(invoiceId)).toHaveLength(2);
}

describe('a booking confirmed, on the sandbox’s run', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('at once, without a deposit', async () => {
    const s = await bookingStudio(t);
    const email = uniqueEmail('camille');
    const made = await book(t, s, email, 3);
    expect(made.booking.status).toBe('confirmed');
    await expectConfirmed(t, s, made.booking.id, email);
  });

  it('when its deposit is paid on the sandbox’s page', async () => {
    const s = await bookingStudio(t, { type: { price: 150, deposit: 50 } });
    const email = uniqueEmail('camille');
    const made = await book(t, s, email, 4);
    expect(made.booking.status).toBe('held');
    // Held, nothing is set off yet: no confirmation goes out.
    expect(outboxFor(t.dataDir, email)).toEqual([]);
    const paid = await t.request({
      method: 'POST',
      url: new URL(made.booking.checkoutUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'number=4242424242424242&expMonth=12&expYear=2034&cvc=123',
    });
    expect(paid.statusCode, paid.body).toBe(303);
    const row = await expectConfirmed(t, s, made.booking.id, email);
    await expectDepositLogged(t, s, row.depositInvoiceId!, 5000);
  });
});

describe('a booking confirmed by Stripe Connect’s webhook', () => {
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

  it('sets off the same effects once, however often the event is delivered', async () => {
    const s = await bookingStudio(t, { type: { price: 200, deposit: 60 } });
    expect((await s.api.call('POST', '/bookings/stripe-connect')).status).toBe(200);
    const account = [...fake.accounts.keys()].at(-1)!;
    fake.enableCharges(account);
    expect((await s.api.call('POST', '/bookings/stripe-connect/refresh')).status).toBe(200);
    const email = uniqueEmail('bride');
    const made = await book(t, s, email, 2);
    const [held] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, made.booking.id));
    const { session } = fake.completeCheckout(held!.checkoutId!);
    const event = fake.signedEvent('checkout.session.completed', session, { account, secret: CONNECT_SECRET });
    for (let i = 0; i < 2; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/bookings/stripe-webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
        payload: event.payload,
      });
      expect(res.statusCode).toBe(200);
    }
    const row = await expectConfirmed(t, s, made.booking.id, email);
    await expectDepositLogged(t, s, row.depositInvoiceId!, 6000);
  });
});
