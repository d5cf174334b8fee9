import { addDaysToDay, ANALYTICS_LIMITS, type ProjectPriority } from '@atelier/shared';
import { and, asc, desc, eq, gte, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { activityEntries, clients, projects, type ActivityEntryRow } from '../../db/schema/index.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { studioOwner } from '../plans/rules.js';
import * as m from '../analytics/measures.js';
import { monthsAround, todayIn, weekOf } from '../analytics/periods.js';
import { limitFigureReads, scopeOf } from '../analytics/service.js';

/** Overdue projects stay on the dashboard's deadlines for this many days (decision 034). */
export const OVERDUE_SHOWN_DAYS = 30;

export type DashboardDeadline = {
  id: string;
  title: string;
  clientName: string;
  dueDate: Date;
  priority: ProjectPriority;
  overdue: boolean;
};
export type DashboardFigures = {
  activeClients: { thisMonth: number; lastMonth: number };
  openProjects: number;
  dueThisWeek: number;
  patterns: { total: number; thisWeek: number };
  revenueCents: { thisMonth: number; lastMonth: number };
  activity: ActivityEntryRow[];
  deadlines: DashboardDeadline[];
  currency: string;
  timezone: string;
};

/**
 * GET /dashboard/stats: on every plan. The measures are the
 * analytics page's own (one definition each, decision 034), for this month against last month.
 * `now` is injectable for tests.
 */
export function dashboardService(ctx: AppContext, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  return {
    async stats({ actor }: { actor: Actor }): Promise<DashboardFigures> {
      requirePermission(actor, 'dashboard.read');
      limitFigureReads(ctx, actor);
      const scope = scopeOf(actor, await studioOwner(ctx.db, actor.workspaceId));
      const today = todayIn(scope.zone, now());
      const { thisMonth, lastMonth } = monthsAround(today);
      const week = weekOf(today);
      const [active, open, patterns, revenue, activity, deadlines] = await Promise.all([
        m.activeClientCounts(ctx.db, scope, [thisMonth, lastMonth]),
        m.openProjects(ctx.db, scope, week),
        m.patternCounts(ctx.db, scope, week),
        m.revenueCents(ctx.db, scope, [thisMonth, lastMonth]),
        ctx.db
          .select()
          .from(activityEntries)
          .where(eq(activityEntries.workspaceId, actor.workspaceId))
          .orderBy(desc(activityEntries.createdAt), desc(activityEntries.id))
          .limit(ANALYTICS_LIMITS.recentActivity),
        // Due days are UTC calendar days (decision 015): midnight UTC of the first day shown.
        ctx.db
          .select({
            id: projects.id,
            title: projects.name,
            clientName: clients.name,
            dueDate: projects.dueDate,
            priority: projects.priority,
          })
          .from(projects)
          .innerJoin(clients, eq(clients.id, projects.clientId))
          .where(
            and(
              eq(projects.workspaceId, actor.workspaceId),
              ne(projects.status, 'completed'),
              gte(projects.dueDate, new Date(`${addDaysToDay(today, -OVERDUE_SHOWN_DAYS)}T00:00:00Z`)),
            ),
          )
          .orderBy(asc(projects.dueDate), asc(projects.id))
          .limit(ANALYTICS_LIMITS.upcomingDeadlines),
      ]);
      const todayStart = Date.parse(`${today}T00:00:00Z`);
      return {
        activeClients: { thisMonth: active[0] ?? 0, lastMonth: active[1] ?? 0 },
        openProjects: open.open,
        dueThisWeek: open.dueThisWeek,
        patterns,
        revenueCents: { thisMonth: revenue[0] ?? 0, lastMonth: revenue[1] ?? 0 },
        activity,
        deadlines: deadlines.flatMap((d) =>
          d.dueDate
            ? [{ ...d, dueDate: d.dueDate, priority: d.priority as ProjectPriority, overdue: d.dueDate.getTime() < todayStart }]
            : [],
        ),
        currency: scope.currency,
        timezone: scope.zone,
      };
    },
  };
}
