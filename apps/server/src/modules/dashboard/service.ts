import { addDaysToDay, ANALYTICS_LIMITS, planIncludes, type PageQuery, type ProjectPriority } from '@atelier/shared';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { activityEntries, clients, materials, projects, projectStages, users, type ActivityEntryRow } from '../../db/schema/index.js';
import { can, requirePermission, type Actor } from '../../lib/actor.js';
import { positionText, readList, type ListRead, type Positioned } from '../../lib/pages.js';
import { studioOwner } from '../plans/rules.js';
import { ticketCounts, type TicketCounts } from '../tickets/counts.js';
import { TICKET_FEATURE } from '../tickets/service.js';
import * as m from '../analytics/measures.js';
import { monthsAround, todayIn, weekOf } from '../analytics/periods.js';
import { limitFigureReads, scopeOf } from '../analytics/service.js';
import { projectIsOpen } from '../../lib/open-projects.js';
import { dashboardRentals, type RentalCounts } from '../rentals/report.js';
import { brideCounts, type BrideCounts } from '../special-orders/counts.js';

/** Overdue projects stay on the dashboard's deadlines for this many days (decision 034). */
const OVERDUE_SHOWN_DAYS = 30;

/** An entry of the log with who made it: "" when unknown or the account is gone (decision 072). */
export type ActivityLine = ActivityEntryRow & { actorName: string };

type DashboardDeadline = {
  /** The project's id, or `stage-{stageId}` for a stage's due date (decision 077). */
  id: string;
  projectId: string;
  title: string;
  /** "" for the project's own due date. */
  stageName: string;
  clientId: string;
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
  /** Null for a role that sees no money (staff, decision 072). */
  revenueCents: { thisMonth: number; lastMonth: number } | null;
  activity: ActivityLine[];
  deadlines: DashboardDeadline[];
  currency: string;
  timezone: string;
  /** Null for a role that does not read materials, or a plan without them (decision 144). */
  lowMaterials: LowMaterials | null;
  brides: BrideCounts | null;
  rentals: RentalCounts | null;
  /** Null for a role that does not read tickets, or a plan without them (decision 151). */
  tickets: TicketCounts | null;
};

type LowMaterials = {
  count: number;
  items: { id: string; name: string; measure: 'length' | 'count'; onHand: number; lowStockLevel: number }[];
};

/** The materials below their low-stock level (decision 144): how many, and the first few by name. */
async function lowMaterials(db: Db, workspaceId: string, take: number): Promise<LowMaterials> {
  const low = and(eq(materials.workspaceId, workspaceId), lt(materials.onHand, materials.lowStockLevel));
  const [items, [counted]] = await Promise.all([
    db
      .select({
        id: materials.id,
        name: materials.name,
        measure: materials.measure,
        onHand: materials.onHand,
        lowStockLevel: sql<number>`${materials.lowStockLevel}`.mapWith(Number),
      })
      .from(materials)
      .where(low)
      .orderBy(asc(materials.name), asc(materials.id))
      .limit(take),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(materials)
      .where(low),
  ]);
  return { count: counted?.n ?? 0, items };
}

type DeadlineRow = Omit<DashboardDeadline, 'overdue' | 'dueDate' | 'priority'> & { dueDate: Date | null; priority: string };

/**
 * The nearest due dates of open projects and of their open stages (decision 077), overdue ones from
 * `since` on: the first `limit` of both together, by date. Due days are UTC calendar days (decision
 * 015): `since` is midnight UTC of the first day shown. Staff see them too (decision 072 hides money only).
 */
async function nearestDeadlines(db: Db, workspaceId: string, since: Date, limit: number): Promise<DeadlineRow[]> {
  const [own, stages] = await Promise.all([
    db
      .select({
        id: projects.id,
        projectId: projects.id,
        title: projects.name,
        stageName: sql<string>`''`,
        clientId: clients.id,
        clientName: clients.name,
        dueDate: projects.dueDate,
        priority: projects.priority,
      })
      .from(projects)
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .where(and(eq(projects.workspaceId, workspaceId), projectIsOpen(projects.status), gte(projects.dueDate, since)))
      .orderBy(asc(projects.dueDate), asc(projects.id))
      .limit(limit),
    db
      .select({
        id: sql<string>`'stage-' || ${projectStages.id}`,
        projectId: projects.id,
        title: projects.name,
        stageName: projectStages.name,
        clientId: clients.id,
        clientName: clients.name,
        dueDate: projectStages.dueDate,
        priority: projects.priority,
      })
      .from(projectStages)
      .innerJoin(projects, eq(projects.id, projectStages.projectId))
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .where(
        and(
          eq(projectStages.workspaceId, workspaceId),
          inArray(projectStages.status, ['todo', 'in-progress']),
          isNotNull(projectStages.dueDate),
          gte(projectStages.dueDate, since),
          projectIsOpen(projects.status),
        ),
      )
      .orderBy(asc(projectStages.dueDate), asc(projectStages.id))
      .limit(limit),
  ]);
  // Overdue first, then by date: the earliest due date is the most overdue.
  return [...own, ...stages]
    .sort((a, b) => (a.dueDate?.getTime() ?? 0) - (b.dueDate?.getTime() ?? 0) || a.id.localeCompare(b.id))
    .slice(0, limit);
}

/** Entries about invoices and payments name amounts: a role without invoices sees none of them (decision 072). */
function moneyHiddenFrom(actor: Actor): SQL | undefined {
  return can(actor, 'invoices.read') ? undefined : notInArray(activityEntries.entityType, ['invoice', 'payment']);
}

/** Who made an entry, "Stella Okafor": "" when unknown or the account is gone (decision 072). */
const actorName = sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** The entries whose record is the client itself: its changes, messages sent to it (decision 083) and its portal (decision 082). */
const ABOUT_THE_CLIENT = ['client', 'message', 'portal'] as const;

/**
 * A client's own log on the client page (decision 126), newest first, at most `take`, and how many
 * entries there are: one query on the entries' (entity_id, created_at) index, the count a window.
 */
export async function clientActivity(db: Db, { workspaceId, clientId, take }: { workspaceId: string; clientId: string; take: number }) {
  const rows = await db
    .select({ entry: activityEntries, actorName, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(activityEntries)
    .leftJoin(users, eq(users.id, activityEntries.actorId))
    .where(
      and(
        eq(activityEntries.workspaceId, workspaceId),
        eq(activityEntries.entityId, clientId),
        inArray(activityEntries.entityType, [...ABOUT_THE_CLIENT]),
      ),
    )
    .orderBy(desc(activityEntries.createdAt), desc(activityEntries.id))
    .limit(take);
  return { total: rows[0]?.total ?? 0, items: rows.map(({ entry, actorName: name }): ActivityLine => ({ ...entry, actorName: name })) };
}

/**
 * GET /dashboard/stats: on every plan. The measures are the
 * analytics page's own (one definition each, decision 034), for this month against last month.
 * `now` is injectable for tests.
 */
export function dashboardService(ctx: AppContext, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());

  /**
   * The studio's activity log in its keyset order (decision 069): the dashboard's latest ten are its
   * first rows. NULLS LAST as its index is built (the times are never null): a plain `desc` is NULLS
   * FIRST, which that index cannot give in order, and every page would sort the studio's whole log.
   */
  const readActivity =
    (actor: Actor) =>
    async (after: SQL | undefined, take: number): Promise<Positioned<ActivityLine>[]> => {
      const rows = await ctx.db
        .select({
          entry: activityEntries,
          at: positionText(activityEntries.createdAt),
          actorName,
        })
        .from(activityEntries)
        .leftJoin(users, eq(users.id, activityEntries.actorId))
        .where(and(eq(activityEntries.workspaceId, actor.workspaceId), moneyHiddenFrom(actor), after))
        .orderBy(sql`${activityEntries.createdAt} desc nulls last`, sql`${activityEntries.id} desc nulls last`)
        .limit(take);
      return rows.map(({ entry, at, actorName }) => ({ row: { ...entry, actorName }, at, id: entry.id }));
    };

  return {
    async stats({ actor }: { actor: Actor }): Promise<DashboardFigures> {
      requirePermission(actor, 'dashboard.read');
      await limitFigureReads(ctx, actor);
      const owner = await studioOwner(ctx.db, actor.workspaceId);
      const scope = scopeOf(actor, owner);
      const readsMaterials = can(actor, 'materials.read') && planIncludes(owner, 'materials');
      const readsTickets = can(actor, 'tickets.read') && planIncludes(owner, TICKET_FEATURE);
      const readsOrders = can(actor, 'specialOrders.read') && planIncludes(owner, 'materials');
      const readsRentals = can(actor, 'rentals.read') && planIncludes(owner, 'materials');
      const today = todayIn(scope.zone, now());
      const { thisMonth, lastMonth } = monthsAround(today);
      const week = weekOf(today);
      const [active, open, patterns, revenue, activity, deadlines, low, counter, brides, rented] = await Promise.all([
        m.activeClientCounts(ctx.db, scope, [thisMonth, lastMonth]),
        m.openProjects(ctx.db, scope, week),
        m.patternCounts(ctx.db, scope, week),
        can(actor, 'analytics.read') ? m.revenueCents(ctx.db, scope, [thisMonth, lastMonth]) : null,
        readActivity(actor)(undefined, ANALYTICS_LIMITS.recentActivity),
        nearestDeadlines(
          ctx.db,
          actor.workspaceId,
          new Date(`${addDaysToDay(today, -OVERDUE_SHOWN_DAYS)}T00:00:00Z`),
          ANALYTICS_LIMITS.upcomingDeadlines,
        ),
        readsMaterials ? lowMaterials(ctx.db, actor.workspaceId, ANALYTICS_LIMITS.lowMaterials) : null,
        readsTickets ? ticketCounts(ctx.db, actor.workspaceId, today) : null,
        readsOrders ? brideCounts(ctx.db, actor.workspaceId, today) : null,
        readsRentals ? dashboardRentals(ctx.db, actor.workspaceId, today) : null,
      ]);
      const todayStart = Date.parse(`${today}T00:00:00Z`);
      return {
        activeClients: { thisMonth: active[0] ?? 0, lastMonth: active[1] ?? 0 },
        openProjects: open.open,
        dueThisWeek: open.dueThisWeek,
        patterns,
        revenueCents: revenue ? { thisMonth: revenue[0] ?? 0, lastMonth: revenue[1] ?? 0 } : null,
        activity: activity.map((entry) => entry.row),
        deadlines: deadlines.flatMap((d) =>
          d.dueDate
            ? [{ ...d, dueDate: d.dueDate, priority: d.priority as ProjectPriority, overdue: d.dueDate.getTime() < todayStart }]
            : [],
        ),
        currency: scope.currency,
        timezone: scope.zone,
        lowMaterials: low,
        tickets: counter,
        brides,
        rentals: rented,
      };
    },

    /** GET /activity: the studio's whole log, newest first, a page at a time or whole (decision 069). */
    activity({ actor, page }: { actor: Actor; page: PageQuery }): Promise<ListRead<ActivityLine>> | ListRead<ActivityLine> {
      requirePermission(actor, 'dashboard.read');
      return readList({
        key: ctx.pageKey,
        scope: { list: 'activity', workspaceId: actor.workspaceId, filters: {} },
        page,
        order: { at: activityEntries.createdAt, id: activityEntries.id },
        read: readActivity(actor),
      });
    },
  };
}
