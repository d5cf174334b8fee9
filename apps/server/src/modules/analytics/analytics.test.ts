import type { AnalyticsStats } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateToken } from '../../lib/authenticate.js';
import { sampleBuilder, SAMPLE_NOW, seedSampleStudio, setAccount } from '../../test/analytics-samples.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { analyticsService } from './service.js';

/**
 * Every analytics figure against the worked example of test/analytics-samples.ts, "today" being
 * Wednesday 18 March 2026 in Berlin (decision 034 defines each figure; the sums are by hand).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const at = (now: Date) => analyticsService(t.ctx, { now: () => now });

async function sampleStudio(plan: 'premium' | 'enterprise' = 'premium') {
  const u = await createVerifiedUser(t, { plan });
  await setAccount(t.ctx.db, u.user.id, { timezone: 'Europe/Berlin', currency: 'USD' });
  const sample = await seedSampleStudio(t.ctx.db, u.user.id);
  const actor = await authenticateToken(t.ctx, u.token);
  const stats = (
    timePeriod: AnalyticsStats['range']['timePeriod'] & string,
    extra: { from?: string; to?: string } = {},
    now = SAMPLE_NOW,
  ) => at(now).stats({ actor, query: { timePeriod: timePeriod === 'custom' ? '6months' : timePeriod, ...extra } });
  return { ...u, actor, sample, stats };
}

describe('analytics stats: the worked example', () => {
  it('Last Month: 1 to 18 March against February', async () => {
    const s = await sampleStudio();
    await at(SAMPLE_NOW).setGoals({ actor: s.actor, input: { monthly: 2500, yearly: 10000 } });
    const stats = await s.stats('1month');
    expect(stats.range).toEqual({
      timePeriod: '1month',
      from: '2026-03-01',
      to: '2026-03-18',
      previousFrom: '2026-02-01',
      previousTo: '2026-02-28',
      timezone: 'Europe/Berlin',
      currency: 'USD',
    });
    expect(stats.keyMetrics).toEqual({
      // 1,200.00 (1 March) + 199.99 (18 March); February: 500.00 + 800.25. The EUR payment is not USD revenue.
      totalRevenue: 1399.99,
      totalRevenueChange: 7.7,
      // March: Cleo and Ada ordered, Bea and Cleo paid, Dora paid in EUR. February: Bea ordered, Ada and Bea paid.
      activeClients: 4,
      activeClientsChange: 100,
      // The bridal gown, completed 10 March; none in February, so no percentage.
      projectsCompleted: 1,
      projectsCompletedChange: null,
      // Budgets of projects created in March: 150.50 and one without a budget; February: 3,000.
      avgProjectValue: 150.5,
      avgProjectValueChange: -95,
    });
    expect(stats.revenueAnalysis).toEqual({
      monthlyTrend: [{ month: 3, year: 2026, revenue: 1399.99, projectsCount: 2 }],
      byServiceType: [
        { type: 'Wedding Dress', count: 0, revenue: 1200, percentage: 85.7 },
        { type: 'Suit', count: 1, revenue: 0, percentage: 0 },
        { type: 'Shirt', count: 1, revenue: 0, percentage: 0 },
        { type: 'No project', count: 0, revenue: 199.99, percentage: 14.3 },
      ],
      revenueGoals: {
        monthly: { achieved: 1399.99, target: 2500, percentage: 56 },
        // 1 January to 18 March: 500 + 500 + 800.25 + 1,200 + 199.99.
        yearly: { achieved: 3200.24, target: 10000, percentage: 32 },
      },
    });
    expect(stats.clientInsights).toEqual({
      newClientsThisPeriod: 1,
      avgProjectsPerClient: 1,
      // Bea ordered in February and not in March.
      clientRetentionRate: 0,
      topClients: [
        { id: s.sample.ids.bea, name: 'Bea', projects: 0, value: 1200 },
        { id: s.sample.ids.cleo, name: 'Cleo', projects: 1, value: 199.99 },
      ],
    });
    expect(stats.projectPerformance).toEqual({
      statusDistribution: [
        { status: 'planning', count: 1, percentage: 50 },
        { status: 'in-progress', count: 1, percentage: 50 },
        { status: 'review', count: 0, percentage: 0 },
        { status: 'completed', count: 0, percentage: 0 },
        { status: 'cancelled', count: 0, percentage: 0 },
      ],
      // The gown was due 5 March and done on the 10th, 27 days 23 hours after it was created.
      // Delayed: the gown, and the summer suit due 12 March and still open. The shirt is due on the 20th.
      timelinePerformance: { onTimeDeliveryRate: 0, avgDaysToComplete: 28, projectsDelayed: 2 },
    });
  });

  it('Last 3 Months: January to 18 March against October to December', async () => {
    const s = await sampleStudio();
    const stats = await s.stats('3months');
    expect(stats.range).toMatchObject({ from: '2026-01-01', to: '2026-03-18', previousFrom: '2025-10-01', previousTo: '2025-12-31' });
    expect(stats.keyMetrics).toEqual({
      totalRevenue: 3200.24,
      totalRevenueChange: 3900.3,
      activeClients: 4,
      activeClientsChange: 100,
      projectsCompleted: 2,
      projectsCompletedChange: null,
      // (3,000 + 150.50) / 2 against (1,000 + 80) / 2.
      avgProjectValue: 1575.25,
      avgProjectValueChange: 191.7,
    });
    expect(stats.revenueAnalysis.monthlyTrend).toEqual([
      { month: 1, year: 2026, revenue: 500, projectsCount: 0 },
      { month: 2, year: 2026, revenue: 1300.25, projectsCount: 1 },
      { month: 3, year: 2026, revenue: 1399.99, projectsCount: 2 },
    ]);
    expect(stats.revenueAnalysis.revenueGoals.monthly).toEqual({ achieved: 1399.99, target: null, percentage: null });
    // Ada and Dora ordered before; Ada ordered again.
    expect(stats.clientInsights).toMatchObject({ newClientsThisPeriod: 2, avgProjectsPerClient: 1, clientRetentionRate: 50 });
    expect(stats.clientInsights.topClients.map((c) => [c.name, c.value, c.projects])).toEqual([
      ['Bea', 2000.25, 1],
      ['Ada', 1000, 1],
      ['Cleo', 199.99, 1],
    ]);
    // The grey suit was on time (15 January, due the 20th) after 36 days 2 hours; the gown was late.
    expect(stats.projectPerformance.timelinePerformance).toEqual({ onTimeDeliveryRate: 50, avgDaysToComplete: 32, projectsDelayed: 2 });
  });

  it('Last 6 Months and Last Year reach back to October and April', async () => {
    const s = await sampleStudio();
    const six = await s.stats('6months');
    expect(six.range).toMatchObject({ from: '2025-10-01', previousFrom: '2025-04-01', previousTo: '2025-09-30' });
    expect(six.keyMetrics).toMatchObject({
      totalRevenue: 3280.24,
      totalRevenueChange: null,
      activeClients: 4,
      activeClientsChange: null,
      projectsCompleted: 2,
    });
    expect(six.revenueAnalysis.monthlyTrend.map((m) => [m.month, m.revenue, m.projectsCount])).toEqual([
      [10, 0, 0],
      [11, 0, 1],
      [12, 80, 1],
      [1, 500, 0],
      [2, 1300.25, 1],
      [3, 1399.99, 2],
    ]);
    // Dora was added 20 November, Bea and Cleo this year.
    expect(six.clientInsights.newClientsThisPeriod).toBe(3);
    expect(six.clientInsights.avgProjectsPerClient).toBe(1.25);
    expect(six.clientInsights.clientRetentionRate).toBeNull();
    const year = await s.stats('1year');
    expect(year.range).toMatchObject({ from: '2025-04-01', previousFrom: '2024-04-01', previousTo: '2025-03-31' });
    expect(year.revenueAnalysis.monthlyTrend).toHaveLength(12);
    expect(year.clientInsights.newClientsThisPeriod).toBe(3);
  });

  it('All Time starts in the month of the first client and compares with nothing', async () => {
    const s = await sampleStudio();
    const all = await s.stats('all');
    expect(all.range).toMatchObject({ timePeriod: 'all', from: '2025-01-01', to: '2026-03-18', previousFrom: null, previousTo: null });
    expect(all.keyMetrics).toEqual({
      totalRevenue: 3280.24,
      totalRevenueChange: null,
      activeClients: 4,
      activeClientsChange: null,
      projectsCompleted: 2,
      projectsCompletedChange: null,
      // (1,000 + 3,000 + 150.50 + 80) / 4.
      avgProjectValue: 1057.63,
      avgProjectValueChange: null,
    });
    expect(all.revenueAnalysis.monthlyTrend).toHaveLength(15);
    expect(all.clientInsights).toMatchObject({ newClientsThisPeriod: 4, avgProjectsPerClient: 1.25, clientRetentionRate: null });
    expect(all.projectPerformance.statusDistribution.map((x) => x.count)).toEqual([1, 1, 1, 2, 0]);
  });

  it('counts a payment made at 23:30 on the last day of a month in that month, and a project made at 00:30 in the next', async () => {
    const s = await sampleStudio();
    const b = await sampleBuilder(t.ctx.db, s.user.id);
    // 00:30 on 1 March in Berlin is still 28 February in UTC.
    await b.project('Late-night order', {
      client: s.sample.ids.cleo,
      createdAt: '2026-02-28T23:30:00Z',
      type: 'Blouse',
      status: 'planning',
      budgetCents: null,
      due: null,
    });
    const stats = await s.stats('1month');
    expect(stats.revenueAnalysis.monthlyTrend).toEqual([{ month: 3, year: 2026, revenue: 1399.99, projectsCount: 3 }]);
    // On the evening of 31 January (23:30 in Berlin) the month is January and its payment is in it.
    const jan = await s.stats('1month', {}, new Date('2026-01-31T22:30:00Z'));
    expect(jan.range).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
    expect(jan.keyMetrics.totalRevenue).toBe(500);
    // An hour later it is 1 February there: January is the previous period.
    const feb = await s.stats('1month', {}, new Date('2026-01-31T23:30:00Z'));
    expect(feb.range).toMatchObject({ from: '2026-02-01', to: '2026-02-01', previousFrom: '2026-01-01' });
    expect(feb.keyMetrics).toMatchObject({ totalRevenue: 500, totalRevenueChange: 0 });
  });

  it('answers an empty studio with zeros and empty lists', async () => {
    const u = await createVerifiedUser(t, { plan: 'premium' });
    const actor = await authenticateToken(t.ctx, u.token);
    for (const timePeriod of ['1month', '3months', '6months', '1year', 'all'] as const) {
      const stats = await at(SAMPLE_NOW).stats({ actor, query: { timePeriod } });
      expect(stats.keyMetrics).toMatchObject({ totalRevenue: 0, activeClients: 0, projectsCompleted: 0, avgProjectValue: 0 });
      expect(stats.revenueAnalysis.byServiceType).toEqual([]);
      expect(stats.revenueAnalysis.monthlyTrend.every((m) => m.revenue === 0 && m.projectsCount === 0)).toBe(true);
      expect(stats.clientInsights).toEqual({ newClientsThisPeriod: 0, avgProjectsPerClient: 0, clientRetentionRate: null, topClients: [] });
      expect(stats.projectPerformance.timelinePerformance).toEqual({
        onTimeDeliveryRate: null,
        avgDaysToComplete: null,
        projectsDelayed: 0,
      });
      expect(stats.projectPerformance.statusDistribution.every((x) => x.count === 0 && x.percentage === 0)).toBe(true);
      if (timePeriod !== 'all') expect(stats.keyMetrics.totalRevenueChange).toBe(0);
    }
  });

  it("never counts another studio's records", async () => {
    const s = await sampleStudio();
    const before = await s.stats('all');
    const other = await sampleStudio();
    const otherBuilder = await sampleBuilder(t.ctx.db, other.user.id);
    await otherBuilder.paidInvoice(other.sample.ids.ada, null, [[999_999, '2026-03-10']]);
    expect(await s.stats('all')).toEqual(before);
    expect((await other.stats('1month')).keyMetrics.totalRevenue).toBe(11399.98);
  });

  it('reads a custom range with as many days before it (Enterprise)', async () => {
    const s = await sampleStudio('enterprise');
    const stats = await s.stats('custom', { from: '2026-02-28', to: '2026-03-01' });
    expect(stats.range).toMatchObject({
      timePeriod: 'custom',
      from: '2026-02-28',
      to: '2026-03-01',
      previousFrom: '2026-02-26',
      previousTo: '2026-02-27',
    });
    expect(stats.keyMetrics).toMatchObject({ totalRevenue: 2000.25, totalRevenueChange: null, activeClients: 1 });
    expect(stats.revenueAnalysis.monthlyTrend).toEqual([
      { month: 2, year: 2026, revenue: 800.25, projectsCount: 0 },
      { month: 3, year: 2026, revenue: 1200, projectsCount: 0 },
    ]);
  });
});
