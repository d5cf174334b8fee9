import { analyticsStatsSchema, ANALYTICS_TABLES, dayInZone } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/index.js';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';

/** The analytics calls over HTTP: envelope, plan gates, validation, goals and CSV. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function studio(plan: 'free' | 'premium' | 'enterprise') {
  const u = await createVerifiedUser(t, { plan });
  return { ...u, api: businessApi(t, u.token) };
}

describe('GET /api/v1/analytics/stats', () => {
  it('answers every stats field for each period, 6 months by default, with the load message', async () => {
    const s = await studio('premium');
    const res = await s.api.call('GET', '/analytics/stats');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Analytics data for Last 6 Months loaded successfully!');
    expect(analyticsStatsSchema.strict().safeParse(res.body.data).success).toBe(true);
    expect(res.body.data).toMatchObject({ range: { timePeriod: '6months', currency: 'USD', timezone: 'Europe/Berlin' } });
    for (const [period, label] of [
      ['1month', 'Last Month'],
      ['3months', 'Last 3 Months'],
      ['1year', 'Last Year'],
      ['all', 'All Time'],
    ]) {
      const r = await s.api.call('GET', `/analytics/stats?timePeriod=${period}`);
      expect(r.status).toBe(200);
      expect(r.body.message).toBe(`Analytics data for ${label} loaded successfully!`);
    }
  });

  it('counts what the user just did: a project completed today and a payment received today', async () => {
    const s = await studio('premium');
    const client = await s.api.createClient({ name: 'Nora' });
    const project = await s.api.createProject(client.id, { budget: 420.5, dueDate: '2099-01-01' });
    const done = await s.api.call('PATCH', `/projects/${project.id}`, { status: 'completed' });
    expect(done.status).toBe(200);
    const inv = await s.api.call('POST', '/invoices', {
      clientId: client.id,
      projectId: project.id,
      invoiceNumber: 'INV-1',
      dueDate: '2099-01-01',
      items: [{ description: 'Gown', quantity: 1, rate: 420.5 }],
    });
    expect(inv.status, JSON.stringify(inv.body)).toBe(201);
    const invoice = (inv.body.data as { invoice: { id: string } }).invoice;
    const today = dayInZone(new Date(), 'Europe/Berlin');
    expect((await s.api.call('POST', `/invoices/${invoice.id}/payments`, { amount: 420.5, date: today, method: 'card' })).status).toBe(201);
    const stats = (await s.api.call('GET', '/analytics/stats?timePeriod=1month')).body.data as Record<string, Record<string, unknown>>;
    expect(stats.keyMetrics).toMatchObject({
      totalRevenue: 420.5,
      totalRevenueChange: null,
      activeClients: 1,
      projectsCompleted: 1,
      avgProjectValue: 420.5,
    });
    expect(stats.projectPerformance).toMatchObject({ timelinePerformance: { onTimeDeliveryRate: 100, projectsDelayed: 0 } });
    // Reopened, it is no longer completed; completed again, it counts once.
    await s.api.call('PATCH', `/projects/${project.id}`, { status: 'review' });
    const [reopened] = await t.ctx.db.select({ completedAt: projects.completedAt }).from(projects).where(eq(projects.id, project.id));
    expect(reopened?.completedAt).toBeNull();
    expect(((await s.api.call('GET', '/analytics/stats?timePeriod=1month')).body.data as typeof stats).keyMetrics).toMatchObject({
      projectsCompleted: 0,
    });
  });

  it('keeps a paid invoice with its client, and a refund takes its revenue off', async () => {
    // Payments carry their invoice's client and project (decision 046); a refund is one, negative.
    const s = await studio('premium');
    const first = await s.api.createClient({ name: 'Ines' });
    const second = await s.api.createClient({ name: 'Jun' });
    const project = await s.api.createProject(second.id, { type: 'Skirt' });
    const inv = await s.api.call('POST', '/invoices', {
      clientId: first.id,
      invoiceNumber: 'INV-M',
      dueDate: '2099-01-01',
      items: [{ description: 'Hem', quantity: 1, rate: 80 }],
    });
    const invoiceId = (inv.body.data as { invoice: { id: string } }).invoice.id;
    expect(
      (
        await s.api.call('POST', `/invoices/${invoiceId}/payments`, {
          amount: 80,
          date: dayInZone(new Date(), 'Europe/Berlin'),
          method: 'cash',
        })
      ).status,
    ).toBe(201);
    type Stats = {
      clientInsights: { topClients: { name: string; value: number }[] };
      revenueAnalysis: { byServiceType: { type: string; revenue: number }[] };
    };
    const read = async () => (await s.api.call('GET', '/analytics/stats?timePeriod=1month')).body.data as Stats;
    expect((await read()).clientInsights.topClients).toMatchObject([{ name: 'Ines', value: 80 }]);
    const earning = (stats: Stats) => stats.revenueAnalysis.byServiceType.filter((r) => r.revenue > 0);
    expect(earning(await read())).toMatchObject([{ type: 'No project', revenue: 80 }]);

    // An invoice money came in on is issued: it stays with its client and project (decision 163).
    expect((await s.api.call('PATCH', `/invoices/${invoiceId}`, { clientId: second.id, projectId: project.id })).status).toBe(409);
    // A credit note's refund is a negative payment: the client's revenue goes down by it.
    const refund = { amount: 30, date: dayInZone(new Date(), 'Europe/Berlin'), method: 'cash' };
    expect((await s.api.call('POST', `/invoices/${invoiceId}/credit-notes`, { reason: 'Returned', refund })).status).toBe(201);
    const refunded = await read();
    expect(refunded.clientInsights.topClients).toMatchObject([{ name: 'Ines', value: 50 }]);
    expect(earning(refunded)).toMatchObject([{ type: 'No project', revenue: 50 }]);
  });

  it.each([
    ['an unknown period', 'timePeriod=2weeks', 'timePeriod'],
    ['a start without an end', 'from=2026-01-01', 'to'],
    ['an end before the start', 'from=2026-02-01&to=2026-01-01', 'to'],
    ['a range over ten years', 'from=2010-01-01&to=2026-01-01', 'to'],
    ['a malformed date', 'from=2026-13-01&to=2026-14-01', 'from'],
    ['a range in year 1, whose previous range no database takes', 'from=0001-01-01&to=0001-02-01', 'from'],
    ['an unknown parameter', 'colour=red', ''],
  ])('refuses %s with 422', async (_name, query, field) => {
    const s = await studio('enterprise');
    const res = await s.api.call('GET', `/analytics/stats?${query}`);
    expect(res.status).toBe(422);
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    if (field) expect(res.body.errors?.map((e) => e.field)).toContain(field);
  });

  it('is not on the Free plan: 403 FEATURE_NOT_AVAILABLE on every analytics call', async () => {
    const s = await studio('free');
    for (const [method, url, body] of [
      ['GET', '/analytics/stats'],
      ['GET', '/analytics/goals'],
      ['PUT', '/analytics/goals', { monthly: 100, yearly: null }],
      ['GET', '/analytics/export?table=key-metrics'],
    ] as const) {
      const res = await t.request({ method, url: `/api/v1${url}`, token: s.token, ...(body ? { payload: body } : {}) });
      expect(res.statusCode, url).toBe(403);
      expectErrorEnvelope(res.json(), 403, 'FEATURE_NOT_AVAILABLE');
    }
  });

  it('keeps custom ranges and CSV for Enterprise (advanced analytics)', async () => {
    const s = await studio('premium');
    const custom = await s.api.call('GET', '/analytics/stats?from=2026-01-01&to=2026-01-31');
    expect(custom.status).toBe(403);
    expect(custom.body.code).toBe('FEATURE_NOT_AVAILABLE');
    const csv = await s.api.call('GET', '/analytics/export?table=key-metrics');
    expect(csv.status).toBe(403);
    const e = await studio('enterprise');
    const ok = await e.api.call('GET', '/analytics/stats?from=2026-01-01&to=2026-01-31');
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Analytics data for 2026-01-01 to 2026-01-31 loaded successfully!');
    expect(ok.body.data).toMatchObject({
      range: { timePeriod: 'custom', from: '2026-01-01', to: '2026-01-31', previousFrom: '2025-12-01', previousTo: '2025-12-31' },
    });
  });

  it('downloads every table of the page as CSV on Enterprise', async () => {
    const s = await studio('enterprise');
    const client = await s.api.createClient({ name: '=HYPERLINK("x")' });
    await s.api.createProject(client.id, { budget: 100 });
    for (const table of ANALYTICS_TABLES) {
      const res = await t.request({
        method: 'GET',
        url: `/api/v1/analytics/export?table=${table}&from=2026-01-01&to=2026-12-31`,
        token: s.token,
      });
      expect(res.statusCode, table).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="atelier-${table}-2026-01-01-to-2026-12-31.csv"`);
      expect(res.body.startsWith('\uFEFF')).toBe(true);
    }
    const metrics = await t.request({
      method: 'GET',
      url: '/api/v1/analytics/export?table=status-distribution&timePeriod=1month',
      token: s.token,
    });
    expect(metrics.body.replace('\uFEFF', '').split('\r\n')).toEqual([
      'Status,Projects,Share (%)',
      'Planning,1,100',
      'In Progress,0,0',
      'Review,0,0',
      'Completed,0,0',
      'Cancelled,0,0',
      '',
    ]);
    const unknown = await t.request({ method: 'GET', url: '/api/v1/analytics/export?table=secrets', token: s.token });
    expect(unknown.statusCode).toBe(422);
  });
});

describe('revenue goals', () => {
  it('saves monthly and yearly targets with the studio, and clears one with null', async () => {
    const s = await studio('premium');
    expect((await s.api.call('GET', '/analytics/goals')).body.data).toEqual({ goals: { monthly: null, yearly: null } });
    const saved = await t.request({
      method: 'PUT',
      url: '/api/v1/analytics/goals',
      token: s.token,
      payload: { monthly: 2500.5, yearly: 30000 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Revenue goals saved', data: { goals: { monthly: 2500.5, yearly: 30000 } } });
    const stats = (await s.api.call('GET', '/analytics/stats')).body.data as { revenueAnalysis: { revenueGoals: unknown } };
    expect(stats.revenueAnalysis.revenueGoals).toEqual({
      monthly: { achieved: 0, target: 2500.5, percentage: 0 },
      yearly: { achieved: 0, target: 30000, percentage: 0 },
    });
    await t.request({ method: 'PUT', url: '/api/v1/analytics/goals', token: s.token, payload: { monthly: null, yearly: 30000 } });
    expect((await s.api.call('GET', '/analytics/goals')).body.data).toEqual({ goals: { monthly: null, yearly: 30000 } });
  });

  it.each([
    ['a negative target', { monthly: -1, yearly: null }, 'monthly'],
    ['zero', { monthly: null, yearly: 0 }, 'yearly'],
    ['three decimals', { monthly: 10.005, yearly: null }, 'monthly'],
    ['text', { monthly: 'lots', yearly: null }, 'monthly'],
    ['a missing key', { monthly: 10 }, 'yearly'],
    ['an unknown key', { monthly: 10, yearly: 20, weekly: 5 }, ''],
  ])('refuses %s with 422 and keeps the saved targets', async (_name, payload, field) => {
    const s = await studio('premium');
    await t.request({ method: 'PUT', url: '/api/v1/analytics/goals', token: s.token, payload: { monthly: 100, yearly: 1000 } });
    const res = await t.request({ method: 'PUT', url: '/api/v1/analytics/goals', token: s.token, payload });
    expect(res.statusCode).toBe(422);
    if (field) expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect((await s.api.call('GET', '/analytics/goals')).body.data).toEqual({ goals: { monthly: 100, yearly: 1000 } });
  });
});
