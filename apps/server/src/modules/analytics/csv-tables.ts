import { PROJECT_STATUS_LABELS, type AnalyticsStats, type AnalyticsTable } from '@atelier/shared';
import { toCsv, type Cell } from '../../lib/csv.js';

type Table = { header: string[]; rows: Cell[][] };

/**
 * The analytics page's tables as CSV (Enterprise's advanced analytics): the same
 * numbers the page shows, money in currency units with the currency named in the header.
 */
function table(stats: AnalyticsStats, name: AnalyticsTable): Table {
  const cur = stats.range.currency;
  const k = stats.keyMetrics;
  const r = stats.revenueAnalysis;
  const c = stats.clientInsights;
  const p = stats.projectPerformance;
  switch (name) {
    case 'key-metrics':
      return {
        header: ['Metric', 'Value', 'Change (%)'],
        rows: [
          [`Total revenue (${cur})`, k.totalRevenue, k.totalRevenueChange],
          ['Active clients', k.activeClients, k.activeClientsChange],
          ['Projects completed', k.projectsCompleted, k.projectsCompletedChange],
          [`Average project value (${cur})`, k.avgProjectValue, k.avgProjectValueChange],
        ],
      };
    case 'monthly-trend':
      return {
        header: ['Year', 'Month', `Revenue (${cur})`, 'Projects created'],
        rows: r.monthlyTrend.map((x) => [x.year, x.month, x.revenue, x.projectsCount]),
      };
    case 'service-types':
      return {
        header: ['Service type', 'Projects created', `Revenue (${cur})`, 'Share of revenue (%)'],
        rows: r.byServiceType.map((x) => [x.type, x.count, x.revenue, x.percentage]),
      };
    case 'revenue-goals':
      return {
        header: ['Goal', `Achieved (${cur})`, `Target (${cur})`, 'Achieved (%)'],
        rows: [
          ['This month', r.revenueGoals.monthly.achieved, r.revenueGoals.monthly.target, r.revenueGoals.monthly.percentage],
          ['This year', r.revenueGoals.yearly.achieved, r.revenueGoals.yearly.target, r.revenueGoals.yearly.percentage],
        ],
      };
    case 'client-insights':
      return {
        header: ['Measure', 'Value'],
        rows: [
          ['New clients', c.newClientsThisPeriod],
          ['Average projects per client', c.avgProjectsPerClient],
          ['Client retention rate (%)', c.clientRetentionRate],
        ],
      };
    case 'top-clients':
      return {
        header: ['Client', 'Projects created', `Payments received (${cur})`],
        rows: c.topClients.map((x) => [x.name, x.projects, x.value]),
      };
    case 'status-distribution':
      return {
        header: ['Status', 'Projects', 'Share (%)'],
        rows: p.statusDistribution.map((x) => [PROJECT_STATUS_LABELS[x.status], x.count, x.percentage]),
      };
    case 'timeline-performance':
      return {
        header: ['Measure', 'Value'],
        rows: [
          ['On-time delivery rate (%)', p.timelinePerformance.onTimeDeliveryRate],
          ['Average days to complete', p.timelinePerformance.avgDaysToComplete],
          ['Projects delayed', p.timelinePerformance.projectsDelayed],
        ],
      };
  }
}

/** One table as a CSV file; the file name carries the days it covers (header first, for spreadsheets). */
export function analyticsCsv(stats: AnalyticsStats, name: AnalyticsTable): { fileName: string; csv: string } {
  const { header, rows } = table(stats, name);
  return { fileName: `atelier-${name}-${stats.range.from}-to-${stats.range.to}.csv`, csv: toCsv(header, rows) };
}
