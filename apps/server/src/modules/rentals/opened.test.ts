import type { Contract, Invoice, Rental } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { businessApi, expectErrorEnvelope, newStudio } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { posted, rent, suitShop } from '../../test/rental-shop.js';
import { joinedMember } from '../../test/team.js';

/** Decision 226: a rental opens, once each, the client's invoice for its prices and the agreement they sign. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

type Api = Awaited<ReturnType<typeof newStudio>>['api'];
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

async function data(api: Api, method: 'GET' | 'POST', path: string, status = method === 'GET' ? 200 : 201) {
  const res = await api.call(method, path);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body.data as Record<string, unknown>;
}

/** A French shop in euros charging 20 % VAT, a weekend's rental of two suits, one worn by the groom's brother. */
async function frenchRental(plan: 'premium' | 'enterprise' = 'premium') {
  const s = await newStudio(t, plan);
  await s.api.call('PATCH', '/user/preferences', { settings: { language: 'fr', currency: 'EUR' } });
  const rate = await s.api.call('POST', '/tax/rates', { name: 'TVA', rate: 20, isDefault: true });
  expect(rate.status, JSON.stringify(rate.body)).toBe(201);
  const shop = await suitShop(s.api);
  const brother = await s.api.createClient({ name: 'Hugo Marchand' });
  const { a40, c42 } = shop.pieces;
  const body = { ...rent(shop, [a40.id, c42.id], '2027-06-11', '2027-06-14', { lateFeePerDay: 12.5, lateFeeCap: 50 }) };
  body.lines = [{ pieceId: a40.id }, { pieceId: c42.id, wearerId: brother.id } as { pieceId: string }];
  const rental = await posted<Rental>(s.api, '/rentals', body, 'rental');
  return { ...s, shop, rental };
}

describe('the rental’s invoice', () => {
  it('drafts a line for each piece at its price taxed at the studio’s rate, the deposit in its notes, once', async () => {
    const s = await frenchRental();
    const { a40, c42 } = s.shop.pieces;
    const made = (await data(s.api, 'POST', `/rentals/${s.rental.id}/invoice`)).rental as Rental;
    expect(made.invoiceId).toEqual(expect.any(String));
    const invoice = (await data(s.api, 'GET', `/invoices/${made.invoiceId}`)).invoice as Invoice;
    expect(invoice).toMatchObject({ clientId: { id: s.shop.clientId }, status: 'draft', dueDate: expect.stringMatching(/^2027-06-11/) });
    expect(invoice.items.map((i) => [plain(i.description), i.amount])).toEqual([
      [`${a40.code} – HB-40 Morning suit – Taille 40 – 11 juin 2027 – 14 juin 2027`, 89.5],
      [`${c42.code} – HB-40 Morning suit – Taille 42 – 11 juin 2027 – 14 juin 2027 – Hugo Marchand`, 89.5],
    ]);
    // Two weekends at 89,50 and 20 % on them; the deposit is held apart, not taxed as a sale.
    expect(invoice).toMatchObject({ subtotal: 179, tax: 35.8, amount: 214.8 });
    expect(plain(invoice.notes)).toBe(
      'Caution remboursable de 300,00 €, conservée à part et rendue au retour des pièces, moins les éventuels frais de retard ou dommages facturés.',
    );
    expectErrorEnvelope((await s.api.call('POST', `/rentals/${s.rental.id}/invoice`)).body, 409, 'RENTAL_INVOICED');
  });

  it('is refused to staff, who do not invoice, and to another studio, whose rental it is not', async () => {
    const s = await frenchRental('enterprise');
    const staff = await joinedMember(t, s, 'staff');
    expect((await businessApi(t, staff.token).call('POST', `/rentals/${s.rental.id}/invoice`)).status).toBe(403);
    expect((await businessApi(t, staff.token).call('POST', `/rentals/${s.rental.id}/agreement`)).status).toBe(403);
    const other = await newStudio(t, 'premium');
    expect((await other.api.call('POST', `/rentals/${s.rental.id}/invoice`)).status).toBe(404);
    expect((await other.api.call('POST', `/rentals/${s.rental.id}/agreement`)).status).toBe(404);
  });
});

describe('the rental agreement', () => {
  it('is drafted in the client’s language and sent with the rental’s own pieces, days and money, once', async () => {
    const s = await frenchRental();
    // Paid, not a trial: a trial without a card mails no client (decision 055).
    await t.ctx.db.update(users).set({ subscriptionStatus: 'active', phone: '+33 1 42 00 00 00' }).where(eq(users.id, s.user.id));
    await s.api.call('PATCH', `/clients/${s.shop.clientId}`, { email: 'theo@example.com', language: 'fr' });
    const made = (await data(s.api, 'POST', `/rentals/${s.rental.id}/agreement`)).rental as Rental;
    const id = made.contractId;
    const draft = (await data(s.api, 'GET', `/contracts/${id}`)).contract as Contract;
    expect(draft).toMatchObject({ title: 'Contrat de location – Théo Marchand', status: 'draft', eventDate: '2027-06-11' });
    expect(draft.body).toContain('{{rental.deposit}}');
    expectErrorEnvelope((await s.api.call('POST', `/rentals/${s.rental.id}/agreement`)).body, 409, 'RENTAL_AGREED');

    // The return moves a day before sending: the client signs the rental as it then stands.
    expect((await s.api.call('PATCH', `/rentals/${s.rental.id}`, { returnDate: '2027-06-15' })).status).toBe(200);
    const res = await s.api.call('POST', `/contracts/${id}/send`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const filled = plain((res.body.data.contract as { filledBody: string }).filledBody);
    const { a40, c42 } = s.shop.pieces;
    expect(filled).toContain(
      `1. Les pièces. ${a40.code} Morning suit Taille 40, ${c42.code} Morning suit Taille 42, retirées le 11 juin 2027`,
    );
    expect(filled).toContain('rendues au plus tard le 15 juin 2027');
    expect(filled).toContain('Une caution de 300,00 €');
    expect(filled).toContain('Chaque jour de retard coûte 12,50 €, au plus 50,00 € en tout.');
    expect(filled).not.toContain('{{');
  });
});
