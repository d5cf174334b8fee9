import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ConventionsCard } from '@/features/studio';
import { useMessages } from '@/lib/i18n/i18n';
import { useDashboardStats } from '../api/dashboard-api';
import { dashboardMessages } from '../messages';
import { DashboardStatCards } from './dashboard-stat-cards';
import { FirstStepsCard } from './first-steps-card';
import { DashboardEmpty, DashboardError, DashboardSkeleton } from './dashboard-states';
import { Brides } from './brides';
import { RentalsToday } from './rentals-today';
import { CounterToday } from './counter-today';
import { LowStock } from './low-stock';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { TodaysAppointments } from './todays-appointments';
import { UpcomingDeadlines } from './upcoming-deadlines';

/**
 * /dashboard (decision 035): today's appointments first (decision 134), the four cards, quick actions, recent activity and
 * upcoming deadlines. Cached figures show at once while they refresh; with nothing cached the page
 * shows loading, the error with Retry, or 'Fetch Data'. Every plan has a dashboard.
 */
export function DashboardPage() {
  const t = useMessages(dashboardMessages);
  const { stats, isFetching, error, refresh } = useDashboardStats();

  let body;
  if (stats) {
    body = (
      <>
        <TodaysAppointments />
        <DashboardStatCards stats={stats} />
        <QuickActions />
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <RecentActivity entries={stats.recentActivity} timezone={stats.timezone} />
          <UpcomingDeadlines deadlines={stats.upcomingDeadlines} />
          <CounterToday tickets={stats.tickets} />
          <LowStock low={stats.lowMaterials} />
          <Brides brides={stats.brides} />
          <RentalsToday rentals={stats.rentals} />
        </div>
      </>
    );
  } else if (isFetching) {
    body = <DashboardSkeleton />;
  } else {
    body = (
      <>
        {error ? <DashboardError message={error} onRetry={refresh} /> : <DashboardEmpty onFetch={refresh} />}
        <QuickActions />
      </>
    );
  }

  return (
    <div>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          // Not disabled while it runs: a disabled button drops keyboard focus to <body>.
          <Button
            variant="outline"
            onClick={() => !isFetching && refresh()}
            aria-busy={isFetching || undefined}
            className="w-full sm:w-auto"
          >
            <RefreshCw className={isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden /> {t.refresh}
          </Button>
        }
      />
      {/* Asked once per studio, on the page rather than in a modal (decision 129). */}
      <ConventionsCard />
      {/* Then the studio's first steps, until done or hidden (decision 211). */}
      <FirstStepsCard />
      {body}
    </div>
  );
}
