import { ANALYTICS_PERIODS, type AnalyticsStats } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { analyticsMessages } from '../messages';
import { changeShown, csvFilename, isEmptyPeriod, monthText, periodLabel, rangeText } from './analytics-text';

const t = analyticsMessages.get();

describe('periodLabel', () => {
  it('uses the shared period labels', () => {
    expect(ANALYTICS_PERIODS.map((p) => periodLabel(p, t))).toEqual([
      'Last Month',
      'Last 3 Months',
      'Last 6 Months',
      'Last Year',
      'All Time',
    ]);
    expect(periodLabel('custom', t)).toBe('Custom range');
  });
});

describe('rangeText and monthText', () => {
  it('shows the exact days and months in the language', () => {
    expect(rangeText('2026-06-01', '2026-11-23', 'en', t)).toBe('Jun 1, 2026 – Nov 23, 2026');
    expect(rangeText('2026-06-01', '2026-11-23', 'fr', t)).toBe('1 juin 2026 – 23 nov. 2026');
    expect(monthText(1, 2026, 'en')).toBe('Jan 2026');
    expect(monthText(12, 2025, 'en')).toBe('Dec 2025');
  });
});

describe('changeShown', () => {
  const withPrevious = { previousFrom: '2025-12-01' };
  it('is a signed percent against the previous period', () => {
    expect(changeShown(12.5, withPrevious, 'en', t)).toEqual({ text: '+12.5% vs previous period', trend: 'up' });
    expect(changeShown(-4, withPrevious, 'en', t)).toEqual({ text: '-4% vs previous period', trend: 'down' });
    expect(changeShown(0, withPrevious, 'en', t)).toEqual({ text: '0% vs previous period', trend: 'flat' });
  });

  it("is 'New' when the previous figure was 0, and nothing for All Time", () => {
    expect(changeShown(null, withPrevious, 'en', t)?.text).toBe('New');
    expect(changeShown(null, { previousFrom: null }, 'en', t)).toBeNull();
    expect(changeShown(5, { previousFrom: null }, 'en', t)).toBeNull();
  });
});

describe('csvFilename', () => {
  it('names the table and the days', () => {
    expect(csvFilename('top-clients', { from: '2026-06-01', to: '2026-11-23' })).toBe('atelier-top-clients-2026-06-01-to-2026-11-23.csv');
  });
});

describe('isEmptyPeriod', () => {
  const empty: AnalyticsStats = {
    range: {
      timePeriod: '6months',
      from: '2026-06-01',
      to: '2026-11-23',
      previousFrom: '2025-12-01',
      previousTo: '2026-05-31',
      timezone: 'Europe/Berlin',
      currency: 'USD',
    },
    keyMetrics: {
      totalRevenue: 0,
      totalRevenueChange: null,
      activeClients: 0,
      activeClientsChange: null,
      projectsCompleted: 0,
      projectsCompletedChange: null,
      avgProjectValue: 0,
      avgProjectValueChange: null,
    },
    revenueAnalysis: {
      monthlyTrend: [{ month: 6, year: 2026, revenue: 0, projectsCount: 0 }],
      byServiceType: [],
      revenueGoals: { monthly: { achieved: 0, target: null, percentage: null }, yearly: { achieved: 0, target: null, percentage: null } },
    },
    clientInsights: { newClientsThisPeriod: 0, avgProjectsPerClient: 0, clientRetentionRate: null, topClients: [] },
    projectPerformance: {
      statusDistribution: [{ status: 'planning', count: 0, percentage: 0 }],
      timelinePerformance: { onTimeDeliveryRate: null, avgDaysToComplete: null, projectsDelayed: 0 },
    },
  };

  it('is true with no revenue, no projects and no new clients', () => {
    expect(isEmptyPeriod(empty)).toBe(true);
  });

  it('is false as soon as one of them is there', () => {
    expect(isEmptyPeriod({ ...empty, keyMetrics: { ...empty.keyMetrics, totalRevenue: 10 } })).toBe(false);
    expect(isEmptyPeriod({ ...empty, clientInsights: { ...empty.clientInsights, newClientsThisPeriod: 1 } })).toBe(false);
    expect(
      isEmptyPeriod({
        ...empty,
        revenueAnalysis: { ...empty.revenueAnalysis, monthlyTrend: [{ month: 6, year: 2026, revenue: 0, projectsCount: 2 }] },
      }),
    ).toBe(false);
  });
});
