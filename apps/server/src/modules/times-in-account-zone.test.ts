import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateToken } from '../lib/authenticate.js';
import { setAccount } from '../test/analytics-samples.js';
import { businessApi } from '../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';
import { analyticsService } from './analytics/service.js';
import { presentDashboard } from './dashboard/presenter.js';
import { dashboardService } from './dashboard/service.js';

/**
 * Dates and times sent to the API are read in the account's zone (decision 059): a payment dated
 * with a time is booked on its day there (decision 034 reads every figure in that zone), and a time
 * without an offset, as the original front end's datetime-local fields send it, is a wall time
 * there, by decision 032's daylight-saving rule.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Json = Record<string, unknown>;

async function studio(timezone: string) {
  const u = await createVerifiedUser(t, { plan: 'premium' });
  await setAccount(t.ctx.db, u.user.id, { timezone, currency: 'USD' });
  const api = businessApi(t, u.token);
  const client = await api.createClient({ name: 'Ines' });
  return { ...u, api, client };
}

async function invoiceOf(s: Awaited<ReturnType<typeof studio>>, rate: number, extra: Json = {}) {
  const res = await s.api.call('POST', '/invoices', {
    clientId: s.client.id,
    invoiceNumber: `Z-${Math.random().toString(36).slice(2, 8)}`,
    dueDate: '2030-01-31',
    items: [{ description: 'Gown', quantity: 1, rate }],
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.invoice as Json & { id: string; dueDate: string };
}

describe('a payment dated with a time', () => {
  it.each([
    ['with the Berlin offset', '2026-11-01T00:30:00+01:00'],
    ['in UTC, still 31 October there', '2026-10-31T23:30:00Z'],
    ['without an offset (a wall time in Berlin)', '2026-11-01T00:30'],
  ])('%s is booked on 1 November in Berlin, and November counts it', async (_label, date) => {
    const s = await studio('Europe/Berlin');
    const invoice = await invoiceOf(s, 250);
    const paid = await s.api.call('POST', `/invoices/${invoice.id}/payments`, { amount: 250, date, method: 'card' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect((paid.body.data.invoice as { payments: Json[] }).payments[0]).toMatchObject({ amount: 250, date: '2026-11-01T00:00:00.000Z' });

    const actor = await authenticateToken(t.ctx, s.token);
    const midNovember = () => new Date('2026-11-15T12:00:00Z');
    const dashboard = presentDashboard(await dashboardService(t.ctx, { now: midNovember }).stats({ actor }));
    // November has the 250.00; October had nothing, so there is no percentage.
    expect(dashboard.revenue).toEqual({ currentMonth: 250, changePercentage: null });
    const stats = await analyticsService(t.ctx, { now: midNovember }).stats({ actor, query: { timePeriod: '1month' } });
    expect(stats.keyMetrics).toMatchObject({ totalRevenue: 250, totalRevenueChange: null });
    expect(stats.revenueAnalysis.monthlyTrend).toEqual([{ month: 11, year: 2026, revenue: 250, projectsCount: 0 }]);
  });

  it('is booked on its day in the account zone, whichever zone that is', async () => {
    // 02:00 UTC on 1 November is still 31 October in Chicago.
    const s = await studio('America/Chicago');
    const invoice = await invoiceOf(s, 80);
    const paid = await s.api.call('POST', `/invoices/${invoice.id}/payments`, { amount: 80, date: '2026-11-01T02:00:00Z', method: 'cash' });
    expect((paid.body.data.invoice as { payments: Json[] }).payments[0]).toMatchObject({ date: '2026-10-31T00:00:00.000Z' });
  });

  it('gives an invoice due with a time its day in the account zone, on create and edit', async () => {
    const s = await studio('Europe/Berlin');
    const invoice = await invoiceOf(s, 10, { dueDate: '2026-12-01T00:30:00+01:00' });
    expect(invoice.dueDate).toBe('2026-12-01T00:00:00.000Z');
    const edited = await s.api.call('PATCH', `/invoices/${invoice.id}`, { dueDate: '2027-01-31T23:30:00Z' });
    expect((edited.body.data.invoice as Json).dueDate).toBe('2027-02-01T00:00:00.000Z');
  });
});

describe('a time without an offset is a wall time of the account zone', () => {
  const event = (startTime: string, endTime: string) => ({ title: 'Fitting', type: 'fitting', startTime, endTime });

  it('adds the original front end’s calendar event (a datetime-local value) at 10:00 in Berlin', async () => {
    const s = await studio('Europe/Berlin');
    const res = await s.api.call('POST', '/calendar', event('2026-12-01T10:00', '2026-12-01T11:30'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.event).toMatchObject({ startTime: '2026-12-01T09:00:00.000Z', endTime: '2026-12-01T10:30:00.000Z' });
    // Summer time: 10:00 in Berlin is 08:00 UTC; seconds and fractions are read too.
    const summer = await s.api.call('POST', '/calendar', event('2026-07-14T10:00:00', '2026-07-14T10:45:30.250'));
    expect(summer.body.data.event).toMatchObject({ startTime: '2026-07-14T08:00:00.000Z', endTime: '2026-07-14T08:45:30.250Z' });
  });

  it('reads the same text in another account zone as that zone’s wall time', async () => {
    const s = await studio('America/New_York');
    const res = await s.api.call('POST', '/calendar', event('2026-12-01T10:00', '2026-12-01T11:00'));
    expect(res.body.data.event).toMatchObject({ startTime: '2026-12-01T15:00:00.000Z', endTime: '2026-12-01T16:00:00.000Z' });
  });

  it('moves a time skipped on the spring night forward by the gap and takes the first of the autumn night’s two (decision 032)', async () => {
    const s = await studio('Europe/Berlin');
    // 29 March 2026: 02:00 becomes 03:00, so 02:30 is 03:30 summer time (01:30 UTC).
    const spring = await s.api.call('POST', '/calendar', event('2026-03-29T02:30', '2026-03-29T04:00'));
    expect(spring.status, JSON.stringify(spring.body)).toBe(201);
    expect(spring.body.data.event).toMatchObject({ startTime: '2026-03-29T01:30:00.000Z', endTime: '2026-03-29T02:00:00.000Z' });
    // 25 October 2026: 03:00 summer time becomes 02:00; 02:30 is the first one, summer time (00:30 UTC).
    const autumn = await s.api.call('POST', '/calendar', event('2026-10-25T02:30', '2026-10-25T03:30'));
    expect(autumn.body.data.event).toMatchObject({ startTime: '2026-10-25T00:30:00.000Z', endTime: '2026-10-25T02:30:00.000Z' });
  });

  it('keeps times with an offset as they are, also beside a wall time, and checks the pair once both are instants', async () => {
    const s = await studio('Europe/Berlin');
    const mixed = await s.api.call('POST', '/calendar', event('2026-12-01T10:00', '2026-12-01T09:30:00Z'));
    expect(mixed.status, JSON.stringify(mixed.body)).toBe(201);
    expect(mixed.body.data.event).toMatchObject({ startTime: '2026-12-01T09:00:00.000Z', endTime: '2026-12-01T09:30:00.000Z' });
    // 10:00 in Berlin is 09:00 UTC: an end at 08:30 UTC is before it.
    const backwards = await s.api.call('POST', '/calendar', event('2026-12-01T10:00', '2026-12-01T08:30:00Z'));
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual([{ field: 'endTime', message: 'End time must be after the start time' }]);
    const id = (mixed.body.data.event as Json).id as string;
    const moved = await s.api.call('PATCH', `/calendar/${id}`, { startTime: '2026-12-02T14:00', endTime: '2026-12-02T15:00' });
    expect(moved.body.data.event).toMatchObject({ startTime: '2026-12-02T13:00:00.000Z', endTime: '2026-12-02T14:00:00.000Z' });
    const offset = await s.api.call('PATCH', `/calendar/${id}`, { endTime: '2026-12-02T15:30:00-05:00' });
    expect(offset.body.data.event).toMatchObject({ startTime: '2026-12-02T13:00:00.000Z', endTime: '2026-12-02T20:30:00.000Z' });
  });

  it('still refuses a date without a time, and a wall time that is no time at all', async () => {
    const s = await studio('Europe/Berlin');
    // 00:30 on 1 January 1900 in Berlin is still 1899 as an instant: outside the years kept.
    for (const startTime of ['2026-12-01', '2026-12-01T25:00', '2026-02-30T10:00', '2026-12-01 10:00', '1900-01-01T00:30']) {
      const res = await s.api.call('POST', '/calendar', event(startTime, '2026-12-01T11:00'));
      expect(res.status, startTime).toBe(422);
      expect(res.body.errors?.map((e) => e.field)).toContain('startTime');
    }
  });

  it('reads range bounds and project due dates without an offset in the account zone', async () => {
    const s = await studio('Europe/Berlin');
    await s.api.call('POST', '/calendar', event('2026-12-01T10:00', '2026-12-01T11:00'));
    const list = async (query: string) => ((await s.api.call('GET', `/calendar?${query}`)).body.data.events as Json[]).length;
    // 09:00 UTC is 10:00 in Berlin: a range ending at 10:00 Berlin does not reach the 10:00 fitting.
    expect(await list('startDate=2026-12-01T08:00&endDate=2026-12-01T10:00')).toBe(0);
    expect(await list('startDate=2026-12-01T08:00&endDate=2026-12-01T10:01')).toBe(1);
    const project = await s.api.createProject(s.client.id, { dueDate: '2026-12-24T18:00' });
    expect(project.dueDate).toBe('2026-12-24T17:00:00.000Z');
    const moved = await s.api.call('PATCH', `/projects/${project.id}`, { dueDate: '2026-07-01T09:00' });
    expect((moved.body.data.project as Json).dueDate).toBe('2026-07-01T07:00:00.000Z');
    // A plain date stays midnight UTC (decision 015).
    expect((await s.api.createProject(s.client.id, { dueDate: '2026-12-24' })).dueDate).toBe('2026-12-24T00:00:00.000Z');
  });
});
