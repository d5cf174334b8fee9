import type { AppNotification, Rental } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi } from '../../test/business.js';
import { mailParts, mailSubjectOf } from '../../test/fixtures.js';
import { createTestApp, outboxFor, uniqueEmail, type TestApp } from '../../test/harness.js';
import { messagingStudio } from '../../test/messaging.js';
import { posted, suitShop } from '../../test/rental-shop.js';
import { joinedMember } from '../../test/team.js';
import { sendRentalNotices } from './due-notices.js';

/** Decision 228: the client reminded the day before the return, the studio told in the bell the morning after. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const plain = (text: string) => text.replace(/[\u202f\u00a0\s]+/g, ' ');

/** A French shop with a paid plan (a trial without a card mails no client), its suits, and the studio's today. */
async function frenchShop() {
  const s = await messagingStudio(t, { name: 'Maison Lumière', plan: 'enterprise' });
  await s.api.call('PATCH', '/user/preferences', { settings: { language: 'fr', currency: 'EUR' } });
  const shop = await suitShop(s.api);
  const today = ((await s.api.call('GET', '/rentals/report')).body.data.report as { today: string }).today;
  const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  /** A rental out with the piece, for a client who reads French by email. */
  const outFor = async (name: string, pieceId: string, code: string, from: number, to: number) => {
    const email = uniqueEmail('renter');
    const client = await s.api.createClient({ name, email, language: 'fr', preferredChannel: 'email' });
    const body = { clientId: client.id, pickupDate: day(from), returnDate: day(to), lines: [{ pieceId }] };
    const rental = await posted<Rental>(s.api, '/rentals', body, 'rental');
    const out = await s.api.call('POST', `/rentals/${rental.id}/check-out`, { codes: [code], depositMethod: 'cash' });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    return { rental, email };
  };
  return { ...s, shop, day, outFor };
}

const lateNotices = async (api: ReturnType<typeof businessApi>) => {
  const res = await api.call('GET', '/notifications');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.notifications as AppNotification[]).filter((n) => n.kind === 'rental-late');
};

describe('a rental’s return day', () => {
  it('reminds the client the day before, in French on their channel, once', async () => {
    const s = await frenchShop();
    const { a40, c42 } = s.shop.pieces;
    const tomorrow = await s.outFor('Théo Marchand', a40.id, a40.code, -2, 1);
    const later = await s.outFor('Hugo Roux', c42.id, c42.code, -1, 3);

    const sent = await sendRentalNotices(t.ctx, new Date());
    expect(sent.reminded).toContain(tomorrow.rental.id);
    expect(sent.reminded).not.toContain(later.rental.id);
    const mails = outboxFor(t.dataDir, tomorrow.email);
    expect(mails).toHaveLength(1);
    expect(mailSubjectOf(mails[0]!)).toBe('Votre location est à rendre demain');
    const body = plain(mailParts(mails[0]!).find((p) => p.contentType === 'text/plain')!.body);
    expect(body).toContain('Bonjour Théo Marchand, pour rappel, votre location est à rendre demain,');
    expect(body).toContain('Maison Lumière');
    expect(outboxFor(t.dataDir, later.email)).toEqual([]);

    // The next run sends nothing again.
    expect((await sendRentalNotices(t.ctx, new Date())).reminded).not.toContain(tomorrow.rental.id);
    expect(outboxFor(t.dataDir, tomorrow.email)).toHaveLength(1);
  });

  it('tells the studio in the bell the morning after, once, to those who read rentals, and not for one back in time', async () => {
    const s = await frenchShop();
    const { a40, b40 } = s.shop.pieces;
    const late = await s.outFor('Théo Marchand', a40.id, a40.code, -4, -1);
    const dueToday = await s.outFor('Hugo Roux', b40.id, b40.code, -2, 0);

    const first = await sendRentalNotices(t.ctx, new Date());
    expect(first.late).toContain(late.rental.id);
    expect(first.late).not.toContain(dueToday.rental.id);
    expect((await sendRentalNotices(t.ctx, new Date())).late).not.toContain(late.rental.id);
    const notices = await lateNotices(s.api);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      clientId: late.rental.client.id,
      entityType: 'rental',
      entityId: late.rental.id,
      subject: 'Théo Marchand',
    });

    // Staff read rentals, so they are told; another studio is not.
    const staff = await joinedMember(t, s, 'staff');
    expect(await lateNotices(businessApi(t, staff.token))).toHaveLength(1);
    const other = await messagingStudio(t);
    expect(await lateNotices(other.api)).toEqual([]);
  });
});
