import { z } from 'zod';
import { LIMITS } from './limits.js';
import { activityEntrySchema } from './activity.js';
import { hasAtMostTwoDecimals } from './money.js';
import { calendarDate } from './dates.js';
import { PROJECT_PRIORITIES, PROJECT_STATUSES, PROJECT_TYPES } from './projects.js';

/**
 * The studio's numbers: dashboard stats and analytics.
 * Every figure has one definition, in decision 034, and one hint below that the screens show.
 */

export const ANALYTICS_PERIODS = ['1month', '3months', '6months', '1year', 'all'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '6months';
export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  '1month': 'Last Month',
  '3months': 'Last 3 Months',
  '6months': 'Last 6 Months',
  '1year': 'Last Year',
  all: 'All Time',
};
/** Calendar months each period covers, the current month included (decision 034). */
export const ANALYTICS_PERIOD_MONTHS: Record<Exclude<AnalyticsPeriod, 'all'>, number> = {
  '1month': 1,
  '3months': 3,
  '6months': 6,
  '1year': 12,
};

export const ANALYTICS_LIMITS = {
  /** An Enterprise custom range spans at most about ten years. */
  customRangeMaxDays: 3660,
  topClients: 5,
  recentActivity: 10,
  upcomingDeadlines: 5,
  /** Low materials the dashboard names; the count covers them all (decision 144). */
  lowMaterials: 5,
  /** Dashboard, analytics and CSV reads per studio per minute: each is a dozen aggregates, a person needs far fewer. */
  readsPerMinute: 120,
} as const;

/** A day of a custom range, in the years every date field takes (decision 059): year 1 once made the previous range a year PostgreSQL refuses. */
const day = calendarDate();

/**
 * GET /analytics/stats and /analytics/export. `from` and `to` (both, inclusive days in the
 * account's zone) make a custom range, an Enterprise feature (advanced analytics).
 */
const periodQuery = {
  timePeriod: z.enum(ANALYTICS_PERIODS, { error: 'Select 1month, 3months, 6months, 1year or all' }).default(DEFAULT_ANALYTICS_PERIOD),
  from: day.optional(),
  to: day.optional(),
};

/** Both ends or neither; the end not before the start; at most customRangeMaxDays. */
function checkCustomRange(q: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if ((q.from === undefined) !== (q.to === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [q.from === undefined ? 'from' : 'to'],
      message: 'A custom range needs both a start and an end date',
    });
    return;
  }
  if (q.from === undefined || q.to === undefined) return;
  const span = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
  if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date cannot be before the start date' });
  else if (span >= ANALYTICS_LIMITS.customRangeMaxDays)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `A custom range can span at most ${ANALYTICS_LIMITS.customRangeMaxDays} days` });
}

export const analyticsQuerySchema = z.strictObject(periodQuery).superRefine(checkCustomRange);
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/** Every table of the analytics page, each downloadable as CSV on Enterprise. */
export const ANALYTICS_TABLES = [
  'key-metrics',
  'monthly-trend',
  'service-types',
  'revenue-goals',
  'client-insights',
  'top-clients',
  'status-distribution',
  'timeline-performance',
] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];
export const analyticsExportQuerySchema = z
  .strictObject({ table: z.enum(ANALYTICS_TABLES, { error: `Select one of ${ANALYTICS_TABLES.join(', ')}` }), ...periodQuery })
  .superRefine(checkCustomRange);

const goalAmount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .gt(0, `${label} must be greater than 0`)
    .max(LIMITS.budgetMax * 100, `${label} must be at most ${LIMITS.budgetMax * 100}`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`)
    .nullable();
/** PUT /analytics/goals: targets in the account's currency; null removes one. */
export const revenueGoalsBodySchema = z.strictObject({ monthly: goalAmount('Monthly target'), yearly: goalAmount('Yearly target') });
export type RevenueGoalsBody = z.input<typeof revenueGoalsBodySchema>;
export const revenueGoalsSchema = z.object({ monthly: z.number().nullable(), yearly: z.number().nullable() });
export type RevenueGoals = z.infer<typeof revenueGoalsSchema>;

/**
 * A percent change against the previous period, one decimal. null: no comparison can be made,
 * because the previous figure was 0 while this one is not (shown 'New') or because the period
 * has nothing before it (All Time).
 */
const change = z.number().nullable();
const money = z.number().describe('In the account currency, exact to the cent (shown as whole units)');

export const analyticsRangeSchema = z.object({
  timePeriod: z.enum([...ANALYTICS_PERIODS, 'custom']),
  /** First and last day counted, in the account's zone. */
  from: z.string(),
  to: z.string(),
  /** The period compared with; null for All Time. */
  previousFrom: z.string().nullable(),
  previousTo: z.string().nullable(),
  timezone: z.string(),
  currency: z.string(),
});
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;

const goalProgress = z.object({ achieved: money, target: money.nullable(), percentage: z.number().nullable() });

export const analyticsStatsSchema = z.object({
  range: analyticsRangeSchema,
  keyMetrics: z.object({
    totalRevenue: money,
    totalRevenueChange: change,
    activeClients: z.number().int(),
    activeClientsChange: change,
    projectsCompleted: z.number().int(),
    projectsCompletedChange: change,
    avgProjectValue: money,
    avgProjectValueChange: change,
  }),
  revenueAnalysis: z.object({
    monthlyTrend: z.array(
      z.object({ month: z.number().int().min(1).max(12), year: z.number().int(), revenue: money, projectsCount: z.number().int() }),
    ),
    byServiceType: z.array(z.object({ type: z.string(), count: z.number().int(), revenue: money, percentage: z.number() })),
    revenueGoals: z.object({ monthly: goalProgress, yearly: goalProgress }),
  }),
  clientInsights: z.object({
    newClientsThisPeriod: z.number().int(),
    avgProjectsPerClient: z.number(),
    clientRetentionRate: z.number().nullable(),
    topClients: z.array(z.object({ id: z.string(), name: z.string(), projects: z.number().int(), value: money })),
  }),
  projectPerformance: z.object({
    statusDistribution: z.array(z.object({ status: z.enum(PROJECT_STATUSES), count: z.number().int(), percentage: z.number() })),
    timelinePerformance: z.object({
      onTimeDeliveryRate: z.number().nullable(),
      avgDaysToComplete: z.number().nullable(),
      projectsDelayed: z.number().int(),
    }),
  }),
});
export type AnalyticsStats = z.infer<typeof analyticsStatsSchema>;

/** Service types are the project types; payments on invoices without a project form their own group. */
export const NO_PROJECT_TYPE = 'No project';
export const SERVICE_TYPES = [...PROJECT_TYPES, NO_PROJECT_TYPE] as const;

export const dashboardStatsSchema = z.object({
  activeClients: z.object({ currentMonthCount: z.number().int(), changeFromLastMonth: z.number().int() }),
  activeProjects: z.number().int(),
  projectsDueThisWeek: z.number().int(),
  patternsCreated: z.number().int(),
  patternsCreatedThisWeek: z.number().int(),
  /** Null for a role that sees no money (staff, decision 072). */
  revenue: z.object({ currentMonth: money, changePercentage: change }).nullable(),
  recentActivity: z.array(activityEntrySchema),
  upcomingDeadlines: z.array(
    z.object({
      /** The project's id for its own due date; `stage-{stageId}` for a stage's (decision 077). */
      id: z.string(),
      /** The project the deadline belongs to. */
      projectId: z.string(),
      title: z.string(),
      /** The stage that is due ('Cutting'), or "" for the project's own due date. */
      stageName: z.string(),
      /** The project's client: its name links to the client page (decision 126). */
      clientId: z.string(),
      clientName: z.string(),
      /** ISO instant of the project's or the stage's due date. */
      dueDate: z.string(),
      priority: z.enum(PROJECT_PRIORITIES),
      /** Due before today in the account's zone and not completed. */
      overdue: z.boolean(),
    }),
  ),
  currency: z.string(),
  timezone: z.string(),
  /**
   * Materials below their low-stock level (decision 144): how many, and the first few by name; null
   * for a role that does not read materials or a plan without them.
   */
  lowMaterials: z
    .object({
      count: z.number().int(),
      items: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          measure: z.enum(['length', 'count']),
          onHand: z.number().int(),
          lowStockLevel: z.number().int(),
        }),
      ),
    })
    .nullable(),
  /**
   * Alteration tickets not collected (decision 151): due today, overdue (pick-up day past) and ready
   * waiting for their client; null for a role that does not read tickets or a plan without them.
   */
  tickets: z.object({ dueToday: z.number().int(), overdue: z.number().int(), readyWaiting: z.number().int() }).nullable(),
  /**
   * A boutique's brides (decision 216): the brides whose wedding is this month, and the special
   * orders at risk; null for a role or plan without special orders, or a studio with none open.
   */
  brides: z.object({ thisMonth: z.number().int(), atRisk: z.number().int() }).nullable(),
  /**
   * A shop's rentals (decision 224): out now, due back today, late (flagged the morning after their
   * day) and pieces in their cleaning; null for a role or plan without rentals, or a studio that rents nothing.
   */
  rentals: z
    .object({ outNow: z.number().int(), dueToday: z.number().int(), late: z.number().int(), inCleaning: z.number().int() })
    .nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/**
 * The one-line definitions shown beside each figure. The decision record 034 says the
 * same at length; change both together.
 */
export const METRIC_HINTS = {
  revenue: 'Payments received, by payment date, in your currency.',
  revenueChange: 'Compared with the previous period of the same length.',
  activeClients: 'Clients with a new project or a payment received in the period.',
  activeProjects: 'Projects neither completed nor cancelled.',
  dueThisWeek: 'Open projects due Monday to Sunday of this week.',
  patternsCreated: 'Patterns saved in your library; this week is Monday to Sunday.',
  projectsCompleted: 'Projects marked completed in the period.',
  avgProjectValue: 'Average budget of the projects created in the period.',
  newClients: 'Clients added in the period.',
  avgProjectsPerClient: 'Projects created in the period per client who ordered.',
  retention: 'Clients who ordered in the previous period and ordered again in this one.',
  topClients: 'Clients by payments received in the period.',
  byServiceType: 'Payments received, by the type of the invoiced project.',
  monthlyTrend: 'Payments received and projects created per month.',
  statusDistribution: 'Current status of the projects created in the period.',
  onTime: 'Completed projects finished on or before their due date.',
  avgDaysToComplete: 'Days from creation to completion, for projects completed in the period.',
  delayed: 'Projects due in the period, by today, that were not completed by their due date.',
  goals: 'Payments received this month and this year against your targets.',
  recentActivity: 'The latest changes to your studio’s records.',
  upcomingDeadlines: 'Open projects and their open stages by due date, overdue first.',
} as const;
