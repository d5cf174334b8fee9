import { describeActivity, type ActivityAction, type ActivityEntity, type ActivityEntry, type DashboardStats } from '@atelier/shared';
import { money, percentChange } from '../analytics/figures.js';
import type { ActivityLine, DashboardFigures } from './service.js';

/** One line of the activity log, on the dashboard and in GET /activity alike. */
export function presentActivity(row: ActivityLine): ActivityEntry {
  // Stored as text so a later change of the lists cannot break old rows; new rows come from typed code.
  const entry = {
    entityType: row.entityType as ActivityEntity,
    action: row.action as ActivityAction,
    subject: row.subject,
    detail: row.detail,
  };
  return {
    id: row.id,
    description: describeActivity(entry),
    createdAt: row.createdAt.toISOString(),
    entityId: row.entityId,
    ...entry,
    actorName: row.actorName,
  };
}

/** The dashboard stats the web reads, exactly their fields plus the currency and zone they are in. */
export function presentDashboard(f: DashboardFigures): DashboardStats {
  return {
    activeClients: {
      currentMonthCount: f.activeClients.thisMonth,
      changeFromLastMonth: f.activeClients.thisMonth - f.activeClients.lastMonth,
    },
    activeProjects: f.openProjects,
    projectsDueThisWeek: f.dueThisWeek,
    patternsCreated: f.patterns.total,
    patternsCreatedThisWeek: f.patterns.thisWeek,
    revenue: f.revenueCents
      ? {
          currentMonth: money(f.revenueCents.thisMonth),
          changePercentage: percentChange(f.revenueCents.thisMonth, f.revenueCents.lastMonth),
        }
      : null,
    recentActivity: f.activity.map(presentActivity),
    upcomingDeadlines: f.deadlines.map((d) => ({
      id: d.id,
      projectId: d.projectId,
      title: d.title,
      stageName: d.stageName,
      clientId: d.clientId,
      clientName: d.clientName,
      dueDate: d.dueDate.toISOString(),
      priority: d.priority,
      overdue: d.overdue,
    })),
    currency: f.currency,
    timezone: f.timezone,
    lowMaterials: f.lowMaterials,
    tickets: f.tickets,
  };
}
