import { dayInZone } from '@atelier/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/index.js';
import { businessApi } from '../../test/business.js';
import { appsSharingOneDatabase, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { countQueries } from '../../test/query-count.js';

/** Two apps on one database: two processes, each keeping the figures it computed (decision 169). */
const apps = appsSharingOneDatabase();

type Stats = { keyMetrics: { totalRevenue: number; activeClients: number }; clientInsights: { topClients: { name: string }[] } };
const stats = async (t: TestApp, token: string, period = '1month') => {
  const res = await businessApi(t, token).call('GET', `/analytics/stats?timePeriod=${period}`);
  expect(res.status).toBe(200);
  return res.body.data as Stats;
};

/** A premium studio with one client who paid 100 today, and the invoice to pay more on. */
async function studioWithPayment() {
  const u = await createVerifiedUser(apps.a, { plan: 'premium' });
  const api = businessApi(apps.a, u.token);
  const client = await api.createClient({ name: 'Nora Batty' });
  const invoiceId = (await api.createInvoice(client.id)).id;
  const today = dayInZone(new Date(), 'Europe/Berlin');
  const pay = (t: TestApp, amount: number) =>
    businessApi(t, u.token).call('POST', `/invoices/${invoiceId}/payments`, { amount, date: today, method: 'card' });
  expect((await pay(apps.a, 100)).status).toBe(201);
  return { ...u, clientId: client.id, pay };
}

describe('analytics kept per process (decision 169)', () => {
  it('answers a period asked again from what it kept, with one read of the counter instead of the measures', async () => {
    const s = await studioWithPayment();
    const first = await countQueries(apps.a.database, () => stats(apps.a, s.token));
    const again = await countQueries(apps.a.database, () => stats(apps.a, s.token));
    expect(first - again).toBeGreaterThanOrEqual(10);
    expect((await stats(apps.a, s.token)).keyMetrics.totalRevenue).toBe(100);
  });

  it('counts on one app a payment recorded on the other, on the next request', async () => {
    const s = await studioWithPayment();
    expect((await stats(apps.a, s.token)).keyMetrics.totalRevenue).toBe(100);
    expect((await stats(apps.b, s.token)).keyMetrics.totalRevenue).toBe(100);
    expect((await s.pay(apps.b, 50)).status).toBe(201);
    expect((await stats(apps.a, s.token)).keyMetrics.totalRevenue).toBe(150);
  });

  it('sees what changed in the tables by any path: a client renamed and a payment removed in plain SQL', async () => {
    const s = await studioWithPayment();
    expect((await stats(apps.a, s.token, 'all')).clientInsights.topClients.map((c) => c.name)).toEqual(['Nora Batty']);
    await apps.b.ctx.db.update(clients).set({ name: 'Nora Batty-Élan' }).where(eq(clients.id, s.clientId));
    expect((await stats(apps.a, s.token, 'all')).clientInsights.topClients.map((c) => c.name)).toEqual(['Nora Batty-Élan']);
    await apps.b.ctx.db.execute(sql`delete from invoice_payments where client_id = ${s.clientId}`);
    expect((await stats(apps.a, s.token, 'all')).keyMetrics).toMatchObject({ totalRevenue: 0, activeClients: 0 });
  });

  it('keeps each studio’s figures apart, and a change rolled back moves nothing', async () => {
    const one = await studioWithPayment();
    const two = await studioWithPayment();
    expect((await two.pay(apps.a, 25)).status).toBe(201);
    expect((await stats(apps.a, one.token)).keyMetrics.totalRevenue).toBe(100);
    expect((await stats(apps.a, two.token)).keyMetrics.totalRevenue).toBe(125);
    await apps.b.ctx.db
      .transaction(async (tx) => {
        await tx.update(clients).set({ name: 'Never' }).where(eq(clients.id, one.clientId));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const again = await countQueries(apps.a.database, () => stats(apps.a, one.token));
    const first = await countQueries(apps.a.database, () => stats(apps.a, two.token, '3months'));
    expect(first - again).toBeGreaterThanOrEqual(10);
  });
});
