import type { Invoice, Rental } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, newStudio } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { posted, rent, suitShop } from '../../test/rental-shop.js';

/** Decision 227: the deposit taken at check-out, and what its return keeps invoiced, a line per reason, paid from it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** A French shop in euros charging 20 % VAT; its suits rent at 89,50 a weekend with a 150,00 deposit. */
async function frenchShop() {
  const s = await newStudio(t, 'premium');
  await s.api.call('PATCH', '/user/preferences', { settings: { language: 'fr', currency: 'EUR' } });
  expect((await s.api.call('POST', '/tax/rates', { name: 'TVA', rate: 20, isDefault: true })).status).toBe(201);
  const shop = await suitShop(s.api);
  const today = ((await s.api.call('GET', '/rentals/report')).body.data.report as { today: string }).today;
  return { ...s, shop, today };
}

const invoiceOf = async (s: Awaited<ReturnType<typeof frenchShop>>, id: string | null | undefined) => {
  const res = await s.api.call('GET', `/invoices/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.invoice as Invoice;
};

describe('the rental’s deposit', () => {
  it('is taken as the pieces go out, the counter saying how, in the studio’s language when it forgets', async () => {
    const s = await frenchShop();
    const { a40 } = s.shop.pieces;
    const rental = await posted<Rental>(s.api, '/rentals', rent(s.shop, [a40.id], '2027-06-11', '2027-06-14'), 'rental');
    const untold = await s.api.call('POST', `/rentals/${rental.id}/check-out`, { codes: [a40.code] });
    expectErrorEnvelope(untold.body, 422, 'VALIDATION_ERROR');
    expect(untold.body.errors).toEqual([{ field: 'depositMethod', message: 'Indiquez comment la caution a été versée' }]);
    const out = await s.api.call('POST', `/rentals/${rental.id}/check-out`, { codes: [a40.code], depositMethod: 'card' });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect((out.body.data.rental as Rental).depositTaken).toEqual({ method: 'card', on: s.today, online: false });
  });

  it('keeps a late day and a damage from it on the client’s invoice, a line each with its reason, paid from it, and refunds the rest', async () => {
    const s = await frenchShop();
    const { a40, c42 } = s.shop.pieces;
    const terms = { lateFeePerDay: 12.5, lateFeeCap: 50 };
    const rental = await posted<Rental>(s.api, '/rentals', rent(s.shop, [a40.id, c42.id], '2027-06-11', '2027-06-14', terms), 'rental');
    await s.api.call('POST', `/rentals/${rental.id}/check-out`, { codes: [a40.code, c42.code], depositMethod: 'card' });
    const back = await s.api.call('POST', `/rentals/${rental.id}/return`, {
      returnedOn: '2027-06-15',
      pieces: [
        { pieceId: a40.id, condition: 'fine' },
        { pieceId: c42.id, condition: 'damaged', note: 'Doublure déchirée', damageCharge: 49.9 },
      ],
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const settled = (back.body.data.rental as Rental).settlement;
    // 300,00 held; one day late at 12,50 and 49,90 of damage kept: 237,60 refunded on the card it came from.
    expect(settled).toMatchObject({ lateDays: 1, lateFee: 12.5, damage: 49.9, refund: 237.6, owed: 0 });

    const invoice = await invoiceOf(s, settled?.chargesInvoiceId);
    expect(invoice.items.map((i) => [plain(i.description), i.amount])).toEqual([
      ['Retour en retard : 1 jour à 12,50 € par jour', 12.5],
      [`Dommage – ${c42.code} : Doublure déchirée`, 49.9],
    ]);
    // The amounts agreed are what the client pays: the tax is inside them, the total is what was kept.
    expect(invoice).toMatchObject({ amount: 62.4, amountPaid: 62.4, balanceDue: 0, status: 'paid', pricesIncludeTax: true });
    expect(invoice.tax).toBeCloseTo(10.4, 2);
    expect(invoice.payments.map((p) => [p.amount, p.method, p.note])).toEqual([[62.4, 'card', 'Retenu sur la caution']]);
  });

  it('leaves owed on the invoice what the deposit did not cover, and makes none when nothing is kept', async () => {
    const s = await frenchShop();
    const { a40, b40 } = s.shop.pieces;
    const burnt = await posted<Rental>(s.api, '/rentals', rent(s.shop, [a40.id], '2027-06-11', '2027-06-14'), 'rental');
    await s.api.call('POST', `/rentals/${burnt.id}/check-out`, { codes: [a40.code], depositMethod: 'cash' });
    const back = await s.api.call('POST', `/rentals/${burnt.id}/return`, {
      returnedOn: '2027-06-14',
      pieces: [{ pieceId: a40.id, condition: 'damaged', note: 'Brûlure au revers', damageCharge: 640 }],
    });
    const settled = (back.body.data.rental as Rental).settlement;
    expect(settled).toMatchObject({ refund: 0, owed: 490 });
    const invoice = await invoiceOf(s, settled?.chargesInvoiceId);
    expect(invoice).toMatchObject({ amount: 640, amountPaid: 150, balanceDue: 490, status: 'sent' });
    expect(invoice.payments.map((p) => [p.amount, p.method])).toEqual([[150, 'cash']]);

    const clean = await posted<Rental>(s.api, '/rentals', rent(s.shop, [b40.id], '2027-06-11', '2027-06-14'), 'rental');
    await s.api.call('POST', `/rentals/${clean.id}/check-out`, { codes: [b40.code], depositMethod: 'cash' });
    const fine = await s.api.call('POST', `/rentals/${clean.id}/return`, {
      returnedOn: '2027-06-14',
      pieces: [{ pieceId: b40.id, condition: 'fine' }],
    });
    expect((fine.body.data.rental as Rental).settlement).toMatchObject({ refund: 150, chargesInvoiceId: null });
  });
});
