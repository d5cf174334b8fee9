import {
  activityAmountOf,
  describeActivity,
  type ActivityAction,
  type ActivityEntity,
  type ActivityEntry,
  type DashboardStats,
} from '@atelier/shared';
import { money, percentChange } from '../analytics/figures.js';
import type { ActivityLine, DashboardFigures } from './service.js';

const ENGLISH_MONEY = (currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency });

/** One line of the activity log, on the dashboard and in GET /activity alike. */
export function presentActivity(row: ActivityLine): ActivityEntry {
  // Stored as text so a later change of the lists cannot break old rows; new rows come from typed code.
  const amount = row.entityType === 'payment' ? activityAmountOf(row.detail) : null;
  const entry = {
    entityType: row.entityType as ActivityEntity,
    action: row.action as ActivityAction,
    subject: row.subject,
    // A payment's figures are written in English here, as the log's English sentence has always read them (decision 207).
    detail: amount ? ENGLISH_MONEY(amount.currency).format(amount.cents / 100) : row.detail,
  };
  return {
    id: row.id,
    description: describeActivity(entry),
    amount,
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
    brides: f.brides,
    rentals: f.rentals,
  };
}
