import { count, i18n, params } from '@/lib/i18n/i18n';

/**
 * Every text of /dashboard. English is the original wording; French is
 * in locales/fr/dashboard-page.json. The figures' definitions come from lib/metric-hints.
 */
export const dashboardMessages = i18n('dashboard-page', {
  title: 'Dashboard',
  description: 'Your studio at a glance.',
  refresh: 'Refresh',
  loading: 'Loading dashboard...',
  error: params('Error: {message}'),
  retry: 'Retry',
  empty: 'No dashboard data loaded yet.',
  fetchData: 'Fetch Data',
  statsLabel: 'Key figures',
  activeClients: 'Active Clients',
  activeProjects: 'Active Projects',
  patternsCreated: 'Patterns Created',
  revenue: 'Revenue',
  clientsUp: params('+{count} from last month'),
  clientsDown: params('{count} from last month'),
  clientsSame: 'No change from last month',
  dueThisWeek: params('{count} due this week'),
  patternsThisWeek: params('+{count} this week'),
  revenueChange: params('{percent} from last month'),
  revenueNew: 'New',
  quickActions: 'Quick Actions',
  addClient: 'Add New Client',
  newPattern: 'New Pattern',
  generatePattern: 'Generate Pattern',
  recentActivity: 'Recent Activity',
  noActivity: 'No recent activity.',
  byActor: params('by {name}'),
  todaysAppointments: 'Today',
  todaysAppointmentsHint: 'Appointments of today, in the studio’s time zone.',
  noAppointmentsToday: 'No appointments today.',
  upcomingDeadlines: 'Upcoming Deadlines',
  noDeadlines: 'No upcoming deadlines.',
  due: params('Due {date}'),
  overdue: 'Overdue',
  priority: params('{priority} priority'),
  forClient: params('for {client}'),
  /** A stage's deadline: 'Cutting · Ivory gown' (decision 080). */
  stageOf: params('{stage} · {project}'),
  counterToday: 'At the counter',
  counterTodayHint: 'Alteration tickets not yet collected.',
  ticketsDueToday: 'Pick-ups due today',
  ticketsOverdue: 'Past their pick-up day',
  ticketsReadyWaiting: 'Ready, waiting for the client',
  lowStock: 'Low stock',
  lowStockHint: count({
    one: '{count} material below its low-stock level.',
    other: '{count} materials below their low-stock level.',
  }),
  lowStockOf: params('{onHand} on hand, level {level}'),
  seeAllLow: 'See all',
  seeAllLowLabel: 'See all materials low on stock',
});

export type DashboardTexts = ReturnType<typeof dashboardMessages.get>;
