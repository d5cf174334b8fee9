import type { AnalyticsPeriod, AnalyticsRange, AnalyticsStats, AnalyticsTable } from '@atelier/shared';
import { formatCalendarDate } from '@/lib/format';
import { formatChange, trendOf, type Trend } from '@/lib/percent';
import type { AnalyticsTexts } from '../messages';

/** A period's label in the user's language (Last Month … All Time), or 'Custom range'. */
export function periodLabel(period: AnalyticsPeriod | 'custom', t: AnalyticsTexts): string {
  return t[`period${period}`];
}

/** A 'YYYY-MM-DD' day as the language writes dates ('Jun 1, 2026'); days are calendar days, so no zone moves them. */
export function dayText(day: string, language: string): string {
  return formatCalendarDate(`${day}T00:00:00.000Z`, language) || day;
}

/** The exact days a period covers: 'Jun 1, 2026 – Nov 23, 2026'. */
export function rangeText(from: string, to: string, language: string, t: Pick<AnalyticsTexts, 'rangeShown'>): string {
  return t.rangeShown({ from: dayText(from, language), to: dayText(to, language) });
}

/** A month of the trend ('Jun 2026'); month is 1–12. */
export function monthText(month: number, year: number, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
}

export type ChangeShown = { text: string; trend: Trend | 'neutral' };

/**
 * A metric's change against the previous period of equal length: a signed percent, 'New' when
 * the previous figure was 0 (the API's null), and nothing at all for All Time, which has no
 * previous period (range.previousFrom null).
 */
export function changeShown(
  change: number | null,
  range: Pick<AnalyticsRange, 'previousFrom'>,
  language: string,
  t: Pick<AnalyticsTexts, 'changeVsPrevious' | 'changeNew'>,
): ChangeShown | null {
  if (range.previousFrom === null) return null;
  if (change === null) return { text: t.changeNew, trend: 'up' };
  return { text: t.changeVsPrevious({ percent: formatChange(change, language) }), trend: trendOf(change) };
}

/**
 * The page's empty text applies when the period has no revenue, no projects and no new
 * clients: nothing any chart or table could show.
 */
export function isEmptyPeriod(stats: AnalyticsStats): boolean {
  const { keyMetrics, revenueAnalysis, clientInsights, projectPerformance } = stats;
  return (
    keyMetrics.totalRevenue === 0 &&
    keyMetrics.projectsCompleted === 0 &&
    revenueAnalysis.monthlyTrend.every((m) => m.revenue === 0 && m.projectsCount === 0) &&
    projectPerformance.statusDistribution.every((s) => s.count === 0) &&
    clientInsights.newClientsThisPeriod === 0
  );
}

/**
 * The name a downloaded table is saved under when the server gives none:
 * 'atelier-monthly-trend-2026-06-01-to-2026-11-23.csv'.
 */
export function csvFilename(table: AnalyticsTable, range: Pick<AnalyticsRange, 'from' | 'to'>): string {
  return `atelier-${table}-${range.from}-to-${range.to}.csv`;
}
