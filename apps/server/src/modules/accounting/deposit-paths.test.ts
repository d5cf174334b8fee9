import { dayInZone, type Invoice, type Quote } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/index.js';
import { fecRows } from '../../test/books.js';
import { booker, bookCall, bookingStudio, dayAhead, slotsOf } from '../../test/bookings.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { extractPdf } from '../../test/pdf.js';
import { portalCall, shownQuote } from '../../test/portal.js';

/**
 * Decision 185: every path that makes a deposit invoice — the invoice form's deposit invoice, a
 * quote's acceptance, a booking's deposit paid online — makes one of kind `deposit`, titled and
 * worded in the client's language, booked to the deposits account (419100) until its final
 * invoice, its VAT booked when the deposit is received. Tickets take their deposit as a payment on
 * the ticket's invoice and make none.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

type Studio = Awaited<ReturnType<typeof frenchStudio>>;

async function frenchStudio() {
  const s = await bookingStudio(t, { type: { name: 'Consultation', price: 150, deposit: 50 } });
  const ok = async (status: number, method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) => {
    const res = await s.api.call(method, path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body.data as Record<string, unknown>;
  };
  await ok(200, 'PATCH', '/user/preferences', { settings: { language: 'fr' } });
  await ok(200, 'PATCH', '/tax/settings', {
    country: 'FR',
    registered: true,
    legalName: 'Atelier Lune SARL',
    companyNumber: '732 829 320 00074',
    vatNumber: 'FR44732829320',
    addressLine1: '3 rue du Fil',
    postcode: '75011',
    city: 'Paris',
    depositMode: 'invoice',
  });
  await ok(201, 'POST', '/tax/rates', { name: 'TVA 20 %', rate: 20, isDefault: true });
  const invoice = async (id: string) => (await ok(200, 'GET', `/invoices/${id}`)).invoice as Invoice;
  const pay = (id: string, amount: number) =>
    ok(201, 'POST', `/invoices/${id}/payments`, { amount, date: dayInZone(new Date(), s.zone), method: 'bank-transfer' });
  return { ...s, ok, invoice, pay };
}

/** The invoice form: a deposit invoice of an invoice asking 30 %, paid, then the final invoice issued and paid. */
async function byInvoiceForm(s: Studio) {
  const client = await s.api.createClient({ name: 'Claire Dubois', email: 'claire@example.com' });
  const made = await s.ok(201, 'POST', '/invoices', {
    clientId: client.id,
    invoiceNumber: 'BROUILLON-1',
    dueDate: '2099-12-31',
    items: [{ description: 'Veste sur mesure', quantity: 1, rate: 1000 }],
    deposit: { type: 'percent', value: 30 },
  });
  const final = made.invoice as Invoice;
  const deposit = (await s.ok(201, 'POST', `/invoices/${final.id}/deposit-invoice`)).depositInvoice as Invoice;
  await s.pay(deposit.id, 360);
  const issued = (await s.ok(200, 'POST', `/invoices/${final.id}/issue`)).invoice as Invoice;
  await s.pay(final.id, 840);
  return { deposit: await s.invoice(deposit.id), final: issued };
}

/** A quote accepted on the portal: its deposit invoice, paid. */
async function byQuote(s: Studio) {
  const client = await s.api.createClient({ name: 'Léa Martin', email: 'lea@example.com' });
  const quote = (
    await s.ok(201, 'POST', '/quotes', {
      clientId: client.id,
      title: 'Robe de mariée',
      projectType: 'Wedding Dress',
      validUntil: '2099-12-31',
      lines: [{ kind: 'free', description: 'Robe en soie', quantity: 1, unitPrice: 500 }],
      deposit: { type: 'percent', value: 50 },
    })
  ).quote as Quote;
  await s.ok(200, 'POST', `/quotes/${quote.id}/send`);
  const link = (await s.ok(200, 'GET', `/clients/${client.id}/portal-link`)).link as { url: string };
  const token = link.url.split('/portal/')[1]!;
  // The client accepts the quote as it was shown to them (decision 183).
  const shown = { documentSha256: await shownQuote(t, token, quote.id) };
  expect((await portalCall(t, 'POST', `${token}/quotes/${quote.id}/accept`, { payload: shown })).statusCode).toBe(200);
  const accepted = (await s.ok(200, 'GET', `/quotes/${quote.id}`)).quote as Quote;
  await s.pay(accepted.depositInvoice!.id, 300);
  return { deposit: await s.invoice(accepted.depositInvoice!.id), code: quote.code };
}

/** A booking whose deposit is paid on the sandbox's page. */
async function byBooking(s: Studio) {
  const [slot] = await slotsOf(t, s.slug, s.typeId, dayAhead(s.zone, 3));
  const res = await bookCall(t, 'POST', `${s.slug}/bookings`, {
    payload: booker({ typeId: s.typeId, start: slot!.start, language: 'fr' }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { booking } = res.json().data as { booking: { id: string; checkoutUrl: string } };
  const paid = await t.request({
    method: 'POST',
    url: new URL(booking.checkoutUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'number=4242424242424242&expMonth=12&expYear=2034&cvc=123',
  });
  expect(paid.statusCode, paid.body).toBe(303);
  const [row] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
  return { deposit: await s.invoice(row!.depositInvoiceId!) };
}

const pdfText = async (s: Studio, id: string) => {
  const res = await t.request({ method: 'GET', url: `/api/v1/invoices/${id}/pdf`, token: s.owner.token });
  expect(res.statusCode, res.body).toBe(200);
  return (await extractPdf(res.rawPayload)).pages.join('\n').replace(/\s+/g, ' ');
};

/** The FEC's lines of one document's or payment's entry: journal, account, debit, credit. */
function entryOf(rows: string[][], journal: string, reference: string) {
  return rows.filter((r) => r[0] === journal && r[8] === reference).map((r) => [r[4], r[11], r[12]]);
}

describe('every path that makes a deposit invoice (decision 185)', () => {
  it('makes a deposit invoice, titled and worded so, booked to 419100 until its final invoice, its VAT on receipt', async () => {
    const s = await frenchStudio();
    const form = await byInvoiceForm(s);
    const quote = await byQuote(s);
    const booking = await byBooking(s);

    for (const { deposit } of [form, quote, booking]) expect(deposit.kind).toBe('deposit');
    // The line names what stays true, in the client's language: never the draft's provisional number.
    expect(form.deposit.items.map((i) => i.description)).toEqual(['Acompte pour Veste sur mesure']);
    expect(quote.deposit.items.map((i) => i.description)).toEqual([`Acompte du devis ${quote.code} · Robe de mariée`]);
    expect(booking.deposit.items[0]?.description).toMatch(/^Acompte pour Consultation, le /);
    expect(booking.deposit.notes).toBe('Acompte payé en ligne lors de la réservation.');
    for (const { deposit } of [quote, booking]) {
      const text = await pdfText(s, deposit.id);
      expect(text).toContain('FACTURE D’ACOMPTE');
      expect(text).not.toContain('Deposit');
    }

    const year = new Date().getFullYear();
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/exports/accounting?format=fec&from=${year}-01-01&to=${year}-12-31`,
      token: s.owner.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = fecRows(res.body);

    // Each deposit invoice: the client owes it, the deposits account holds it.
    for (const [{ deposit }, total] of [
      [form, '360,00'],
      [quote, '300,00'],
      [booking, '50,00'],
    ] as const) {
      expect(entryOf(rows, 'VE', deposit.invoiceNumber)).toEqual([
        ['411000', total, '0,00'],
        ['419100', '0,00', total],
      ]);
    }
    // Each deposit received: its VAT is due then, out of the deposits account into the VAT collected.
    for (const [{ deposit }, money, total, tax] of [
      [form, '512000', '360,00', '60,00'],
      [quote, '512000', '300,00', '50,00'],
      [booking, '511200', '50,00', '8,33'],
    ] as const) {
      expect(entryOf(rows, 'BQ', deposit.invoiceNumber)).toEqual([
        [money, total, '0,00'],
        ['411000', '0,00', total],
        ['419100', tax, '0,00'],
        ['445710', '0,00', tax],
      ]);
    }
    // The final invoice takes the deposit out of 419100 and books only the VAT not booked yet.
    expect(entryOf(rows, 'VE', form.final.invoiceNumber)).toEqual([
      ['411000', '840,00', '0,00'],
      ['419100', '300,00', '0,00'],
      ['706000', '0,00', '1000,00'],
      ['445710', '0,00', '140,00'],
    ]);
    const balance = (account: string, reference: string) =>
      rows
        .filter((r) => r[4] === account && (r[8] === reference || r[8] === form.final.invoiceNumber))
        .reduce((sum, r) => sum + Number(r[11]!.replace(',', '.')) - Number(r[12]!.replace(',', '.')), 0);
    expect(balance('419100', form.deposit.invoiceNumber)).toBeCloseTo(0, 2);
    expect(balance('445710', form.deposit.invoiceNumber)).toBeCloseTo(-200, 2);
  });
});
