import {
  ANALYTICS_LIMITS,
  dollarsToCents,
  NO_PROJECT_TYPE,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  type analyticsQuerySchema,
  type AnalyticsStats,
  type revenueGoalsBodySchema,
  type RevenueGoals,
} from '@atelier/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { workspaces, type UserRow } from '../../db/schema/index.js';
import { type Actor } from '../../lib/actor.js';
import { userSettings } from '../../lib/user-settings.js';
import { requireIncluded, studioOwner } from '../plans/rules.js';
import { money, oneDecimal, percentChange, percentOf, twoDecimals } from './figures.js';
import { keptMeasures } from './kept-figures.js';
import * as m from './measures.js';
import { monthsAround, monthsOf, resolvePeriod, todayIn, type DayRange, type ResolvedPeriod } from './periods.js';

export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;
export type RevenueGoalsInput = z.output<typeof revenueGoalsBodySchema>;

/** The account's zone and currency: every figure is read in them (decision 034). */
export function scopeOf(actor: Actor, owner: UserRow): m.Scope {
  const settings = userSettings(owner);
  return { workspaceId: actor.workspaceId, zone: settings.timezone, currency: settings.currency };
}

const READ_LIMIT = { max: ANALYTICS_LIMITS.readsPerMinute, windowMs: 60_000 };
/** One budget per studio for the dashboard, analytics and CSV reads (they share the database's work). */
export async function limitFigureReads(ctx: AppContext, actor: Actor) {
  await ctx.limiter.consume(
    `figures:${actor.workspaceId}`,
    READ_LIMIT,
    'Too many requests for your studio’s figures. Please wait a minute and try again.',
  );
}

/** Custom ranges and CSV are advanced analytics: Enterprise only. */
const requireAdvanced = (owner: UserRow) => requireIncluded(owner, 'advancedAnalytics');

async function readGoals(ctx: AppContext, workspaceId: string) {
  const [row] = await ctx.db
    .select({ monthly: workspaces.monthlyRevenueGoalCents, yearly: workspaces.yearlyRevenueGoalCents })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return { monthly: row?.monthly ?? null, yearly: row?.yearly ?? null };
}

const goalsInUnits = (g: { monthly: number | null; yearly: number | null }): RevenueGoals => ({
  monthly: g.monthly === null ? null : money(g.monthly),
  yearly: g.yearly === null ? null : money(g.yearly),
});

/**
 * GET /analytics/stats. Every figure is defined in decision 034
 * and computed by SQL aggregates in measures.ts; this assembles them. `now` is injectable for tests.
 */
export function analyticsService(ctx: AppContext, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());

  /** The gate, the scope and the period, shared by the stats and the CSV export. */
  async function prepare(actor: Actor, query: AnalyticsQuery) {
    const owner = await studioOwner(ctx.db, actor.workspaceId);
    await limitFigureReads(ctx, actor);
    if (query.from !== undefined) requireAdvanced(owner);
    const scope = scopeOf(actor, owner);
    const today = todayIn(scope.zone, now());
    const first = query.timePeriod === 'all' && query.from === undefined ? await m.firstDay(ctx.db, scope) : null;
    return { owner, scope, today, period: resolvePeriod(query, today, first) };
  }

  /** Every measure of the period: computed by the database, or kept while nothing they count changed (decision 169). */
  function measure(scope: m.Scope, today: string, period: ResolvedPeriod) {
    const { current, previous } = period;
    const key = [scope.zone, scope.currency, today, current.from, current.to, previous?.from ?? '', previous?.to ?? ''].join('|');
    return keptMeasures(ctx, scope.workspaceId, key, async () => {
      const { thisMonth } = monthsAround(today);
      const thisYear: DayRange = { from: `${today.slice(0, 4)}-01-01`, to: today };
      const compared = previous ? [current, previous] : [current];
      const [revenue, active, projectFigs, trendRevenue, created, typeRevenue, newClients, retention, top, times] = await Promise.all([
        m.revenueCents(ctx.db, scope, [...compared, thisMonth, thisYear]),
        m.activeClientCounts(ctx.db, scope, compared),
        m.projectFigures(ctx.db, scope, compared),
        m.revenueByMonth(ctx.db, scope, current),
        m.projectsCreated(ctx.db, scope, current),
        m.revenueByProjectType(ctx.db, scope, current),
        m.newClientCount(ctx.db, scope, current),
        previous ? m.retainedClients(ctx.db, scope, current, previous) : Promise.resolve(null),
        m.topClients(ctx.db, scope, current, ANALYTICS_LIMITS.topClients),
        m.timeline(ctx.db, scope, current, today),
      ]);
      return { compared, revenue, active, projectFigs, trendRevenue, created, typeRevenue, newClients, retention, top, times };
    });
  }

  async function compute(
    scope: m.Scope,
    today: string,
    period: ResolvedPeriod,
    goalCents: { monthly: number | null; yearly: number | null },
  ): Promise<AnalyticsStats> {
    const { current, previous } = period;
    const { compared, revenue, active, projectFigs, trendRevenue, created, typeRevenue, newClients, retention, top, times } = await measure(
      scope,
      today,
      period,
    );
    const [revenueNow = 0, revenueBefore = 0] = revenue;
    const monthAchieved = revenue[compared.length] ?? 0;
    const yearAchieved = revenue[compared.length + 1] ?? 0;
    const change = (cur: number, prev: number | undefined) => (previous && prev !== undefined ? percentChange(cur, prev) : null);
    const [figsNow, figsBefore] = projectFigs;
    const revenueTotal = [...typeRevenue.values()].reduce((a, b) => a + b, 0);
    const goal = (achieved: number, target: number | null) => ({
      achieved: money(achieved),
      target: target === null ? null : money(target),
      percentage: target === null ? null : percentOf(achieved, target),
    });
    return {
      range: {
        timePeriod: period.timePeriod,
        from: current.from,
        to: current.to,
        previousFrom: previous?.from ?? null,
        previousTo: previous?.to ?? null,
        timezone: scope.zone,
        currency: scope.currency,
      },
      keyMetrics: {
        totalRevenue: money(revenueNow),
        totalRevenueChange: change(revenueNow, revenueBefore),
        activeClients: active[0] ?? 0,
        activeClientsChange: change(active[0] ?? 0, active[1]),
        projectsCompleted: figsNow?.completed ?? 0,
        projectsCompletedChange: change(figsNow?.completed ?? 0, figsBefore?.completed),
        avgProjectValue: money(figsNow?.avgBudgetCents ?? 0),
        avgProjectValueChange: change(figsNow?.avgBudgetCents ?? 0, figsBefore?.avgBudgetCents),
      },
      revenueAnalysis: {
        monthlyTrend: monthsOf(current).map(({ year, month, key }) => ({
          month,
          year,
          revenue: money(trendRevenue.get(key) ?? 0),
          projectsCount: created.byMonth.get(key) ?? 0,
        })),
        // Every project type with projects or revenue in the period, then payments on invoices without a project.
        byServiceType: [...PROJECT_TYPES, NO_PROJECT_TYPE]
          .map((type) => {
            const cents = typeRevenue.get(type === NO_PROJECT_TYPE ? '' : type) ?? 0;
            return {
              type,
              count: type === NO_PROJECT_TYPE ? 0 : (created.byType.get(type) ?? 0),
              revenue: money(cents),
              percentage: percentOf(cents, revenueTotal) ?? 0,
            };
          })
          .filter((row) => row.count > 0 || row.revenue > 0),
        revenueGoals: { monthly: goal(monthAchieved, goalCents.monthly), yearly: goal(yearAchieved, goalCents.yearly) },
      },
      clientInsights: {
        newClientsThisPeriod: newClients,
        avgProjectsPerClient: created.clients === 0 ? 0 : twoDecimals(created.projects / created.clients),
        clientRetentionRate: retention ? percentOf(retention.kept, retention.before) : null,
        topClients: top.map((c) => ({ id: c.id, name: c.name, projects: c.projects, value: money(c.cents) })),
      },
      projectPerformance: {
        statusDistribution: PROJECT_STATUSES.map((status) => {
          const count = created.byStatus.get(status) ?? 0;
          return { status, count, percentage: percentOf(count, created.projects) ?? 0 };
        }),
        timelinePerformance: {
          onTimeDeliveryRate: percentOf(times.onTime, times.withDue),
          avgDaysToComplete: times.avgDays === null ? null : oneDecimal(times.avgDays),
          projectsDelayed: times.delayed,
        },
      },
    };
  }

  return {
    async stats({ actor, query }: { actor: Actor; query: AnalyticsQuery }): Promise<AnalyticsStats> {
      const { scope, today, period } = await prepare(actor, query);
      return compute(scope, today, period, await readGoals(ctx, actor.workspaceId));
    },

    /** The stats for a CSV download (Enterprise only, advanced analytics). */
    async statsForExport({ actor, query }: { actor: Actor; query: AnalyticsQuery }): Promise<AnalyticsStats> {
      const { owner, scope, today, period } = await prepare(actor, query);
      requireAdvanced(owner);
      return compute(scope, today, period, await readGoals(ctx, actor.workspaceId));
    },

    async goals({ actor }: { actor: Actor }): Promise<RevenueGoals> {
      return goalsInUnits(await readGoals(ctx, actor.workspaceId));
    },

    /** PUT /analytics/goals: monthly and yearly targets in the account's currency, stored in cents with the studio. */
    async setGoals({ actor, input }: { actor: Actor; input: RevenueGoalsInput }): Promise<RevenueGoals> {
      const [row] = await ctx.db
        .update(workspaces)
        .set({
          monthlyRevenueGoalCents: input.monthly === null ? null : dollarsToCents(input.monthly),
          yearlyRevenueGoalCents: input.yearly === null ? null : dollarsToCents(input.yearly),
        })
        .where(eq(workspaces.id, actor.workspaceId))
        .returning({ monthly: workspaces.monthlyRevenueGoalCents, yearly: workspaces.yearlyRevenueGoalCents });
      return goalsInUnits(row ?? { monthly: null, yearly: null });
    },
  };
}
