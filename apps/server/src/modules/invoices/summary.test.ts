import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { businessApi } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { todayIn } from './queries.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Json = Record<string, unknown>;

async function studio() {
  const u = await createVerifiedUser(t, { plan: 'premium' });
  const api = businessApi(t, u.token);
  const client = await api.createClient();
  const invoice = async (body: Json = {}) => {
    // The suggested number: issuing renumbers drafts that held the series' next (decision 163).
    const next = (await api.call('GET', '/invoices/next-number')).body.data.invoiceNumber as string;
    const res = await api.call('POST', '/invoices', {
      clientId: client.id,
      invoiceNumber: next,
      dueDate: '2030-01-31',
      items: [{ description: 'Hemming', quantity: 1, rate: 10 }],
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body.data.invoice as { id: string }).id;
  };
  const setStatus = async (id: string, status: string) => expect((await api.call('PATCH', `/invoices/${id}`, { status })).status).toBe(200);
  const pay = async (id: string, amount: number) =>
    expect((await api.call('POST', `/invoices/${id}/payments`, { amount, date: '2026-01-05', method: 'cash' })).status).toBe(201);
  const settings = (values: Json) =>
    t.ctx.db
      .update(users)
      .set({ settings: sql`${users.settings} || ${JSON.stringify(values)}::jsonb` })
      .where(eq(users.id, u.user.id));
  const summary = async () => {
    const res = await api.call('GET', '/invoices/summary');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Invoice summary loaded');
    return res.body.data.summary;
  };
  return { api, invoice, setStatus, pay, settings, summary };
}

describe('GET /api/v1/invoices/summary', () => {
  it('is all zeros for a studio without invoices', async () => {
    expect(await (await studio()).summary()).toEqual({ total: 0, paid: 0, overdue: 0, revenue: 0, otherRevenue: [] });
  });

  it('counts by the status as shown and sums money received exactly in cents', async () => {
    const s = await studio();
    await s.invoice(); // a draft
    const late = await s.invoice({ dueDate: '2020-01-15' });
    await s.setStatus(late, 'sent');
    await s.pay(late, 0.1); // still owing: still overdue
    const onTime = await s.invoice();
    await s.setStatus(onTime, 'sent');
    await s.pay(onTime, 0.2);
    await s.pay(await s.invoice(), 10); // paid in full
    await s.setStatus(await s.invoice(), 'overdue'); // set by hand in the edit dialog
    // Past due and sent, but nothing left to pay: not overdue.
    const settled = await s.invoice({ dueDate: '2020-01-15' });
    await s.pay(settled, 10);
    await s.setStatus(settled, 'sent');
    expect(await s.summary()).toEqual({ total: 6, paid: 1, overdue: 2, revenue: 20.3, otherRevenue: [] });

    const list = (await s.api.call('GET', '/invoices')).body.data.invoices as { status: string }[];
    expect(list.filter((i) => i.status === 'overdue')).toHaveLength(2);
  });

  it("follows the overdue rule in the account owner's zone", async () => {
    // Kiritimati (UTC+14) is always a calendar day ahead of Pago Pago (UTC−11), whatever the time.
    const s = await studio();
    const due = todayIn('Pacific/Pago_Pago', new Date());
    await s.setStatus(await s.invoice({ dueDate: due }), 'sent');
    await s.settings({ timezone: 'Pacific/Pago_Pago' });
    expect(await s.summary()).toMatchObject({ total: 1, overdue: 0 });
    await s.settings({ timezone: 'Pacific/Kiritimati' });
    expect(await s.summary()).toMatchObject({ total: 1, overdue: 1 });
  });

  it("heads revenue with the account's currency and lists money in others by code, never added to it", async () => {
    const s = await studio();
    await s.pay(await s.invoice(), 10); // USD
    await s.settings({ currency: 'SEK' });
    await s.invoice(); // nothing received in SEK: not listed
    await s.settings({ currency: 'EUR' });
    const eur = await s.invoice({ items: [{ description: 'Coat', quantity: 1, rate: 100 }] });
    await s.pay(eur, 0.1);
    await s.pay(eur, 0.2);
    await s.settings({ currency: 'GBP' });
    await s.pay(await s.invoice(), 7.5); // a deposit: not paid yet
    expect(await s.summary()).toEqual({
      total: 4,
      paid: 1,
      overdue: 0,
      revenue: 7.5,
      otherRevenue: [
        { currency: 'EUR', amount: 0.3 },
        { currency: 'USD', amount: 10 },
      ],
    });
  });

  it("never counts another studio's invoices", async () => {
    const mine = await studio();
    const theirs = await studio();
    await mine.pay(await mine.invoice(), 10);
    const late = await theirs.invoice({ dueDate: '2020-01-15' });
    await theirs.setStatus(late, 'sent');
    await theirs.pay(await theirs.invoice({ items: [{ description: 'Suit', quantity: 1, rate: 900 }] }), 900);
    expect(await mine.summary()).toEqual({ total: 1, paid: 1, overdue: 0, revenue: 10, otherRevenue: [] });
    expect(await theirs.summary()).toEqual({ total: 2, paid: 1, overdue: 1, revenue: 900, otherRevenue: [] });
  });
});
