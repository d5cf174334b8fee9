import type { Receipt } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { recordReceipt } from './receipts.js';

/** GET /subscriptions/receipts: the account's billing history a page at a time (decision 069). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Page = { receipts: Receipt[]; nextCursor?: string | null };
const STATUSES = ['paid', 'failed', 'refunded'] as const;
/** The day a line's facts name (its sentence: 'Day 5 disputed with the card’s bank'). */
const dayOf = (r: Receipt) => r.description.replace(/ disputed.*$/, '');

async function account() {
  const u = await createVerifiedUser(t, { plan: 'premium' });
  /** Lines recorded in the order given, each dated that many days into 2026: recording order is not date order. */
  const record = async (days: number[]) => {
    for (const [i, day] of days.entries())
      await recordReceipt(t.ctx.db, 'sandbox', {
        userId: u.user.id,
        providerPaymentId: `pay_${u.user.id}_${day}`,
        plan: 'premium',
        interval: 'monthly',
        amountCents: 999 + day,
        status: STATUSES[i % STATUSES.length] ?? 'paid',
        // The line's facts name its day, so its sentence shows the order lines come in.
        what: { kind: 'disputed', number: `Day ${day}`, ended: false },
        periodStart: null,
        periodEnd: null,
        card: null,
        at: new Date(Date.UTC(2026, 0, day, 12)),
      });
  };
  const get = async (query = '') => {
    const res = await t.request({ method: 'GET', url: `/api/v1/subscriptions/receipts${query}`, token: u.token });
    return { status: res.statusCode, body: res.json() as { message: string; data: Page; errors?: { field: string }[] } };
  };
  const page = async (query: string) => {
    const res = await get(query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Receipts loaded');
    return res.body.data;
  };
  const walk = async (limit: number) => {
    const pages: Receipt[][] = [];
    let cursor: string | null | undefined = null;
    do {
      const data: Page = await page(`?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(data.receipts);
      cursor = data.nextCursor;
    } while (cursor);
    return pages;
  };
  const details = async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/subscriptions/details', token: u.token });
    return (res.json() as { data: { subscription: { invoices: Receipt[] } } }).data.subscription.invoices;
  };
  return { record, get, page, walk, details };
}

describe('GET /api/v1/subscriptions/receipts', () => {
  it('walks the billing history a page at a time, each line once, newest first, as the details list it', async () => {
    const a = await account();
    await a.record([3, 1, 5, 2, 4]);
    const pages = await a.walk(2);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    const walked = pages.flat();
    expect(walked.map((r) => dayOf(r))).toEqual(['Day 5', 'Day 4', 'Day 3', 'Day 2', 'Day 1']);
    expect(walked).toEqual(await a.details());
    const whole = await a.page('');
    expect(whole).not.toHaveProperty('nextCursor');
    expect(whole.receipts).toEqual(walked);
  });

  it("never shows another account's receipts, and refuses its cursor", async () => {
    const a = await account();
    const b = await account();
    await a.record([1, 2, 3]);
    await b.record([10, 11]);
    expect((await a.walk(1)).flat().map((r) => dayOf(r))).toEqual(['Day 3', 'Day 2', 'Day 1']);
    expect((await b.page('')).receipts.map((r) => dayOf(r))).toEqual(['Day 11', 'Day 10']);
    const { nextCursor } = await a.page('?limit=1');
    const foreign = await b.get(`?limit=1&cursor=${nextCursor}`);
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors?.[0]?.field).toBe('cursor');
  });

  it('is empty for an account that never paid', async () => {
    expect(await (await account()).page('?limit=10')).toEqual({ receipts: [], nextCursor: null });
  });

  it.each(['0', '101', 'abc', '1.5', ''])('refuses limit=%s with 422 naming limit', async (limit) => {
    const res = await (await account()).get(`?limit=${limit}`);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.field).toBe('limit');
  });
});
