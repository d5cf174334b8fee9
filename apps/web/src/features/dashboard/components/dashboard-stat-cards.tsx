import type { DashboardStats } from '@atelier/shared';
import { FolderKanban, Scissors, Users, Wallet } from 'lucide-react';
import { formatMoney } from '@/lib/format';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { useMetricHints } from '@/features/analytics';
import { trendOf } from '@/lib/percent';
import { dashboardMessages } from '../messages';
import { clientChangeLine, revenueChangeLine } from './dashboard-text';
import { StatCard } from '@/components/ui/stat-card';

const icon = 'h-5 w-5';

/** Active Clients, Active Projects, Patterns Created and Revenue (/dashboard). */
export function DashboardStatCards({ stats }: { stats: DashboardStats }) {
  const t = useMessages(dashboardMessages);
  const hints = useMetricHints();
  const language = useLocale();
  const { activeClients, revenue } = stats;
  // Staff see no money (decision 072): the server answers no revenue to a role without invoices.
  return (
    <section aria-labelledby="dashboard-stats-title" className="mb-6">
      <h2 id="dashboard-stats-title" className="sr-only">
        {t.statsLabel}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          testId="stat-active-clients"
          title={t.activeClients}
          value={String(activeClients.currentMonthCount)}
          change={clientChangeLine(activeClients.changeFromLastMonth, t)}
          trend={trendOf(activeClients.changeFromLastMonth)}
          hint={hints.activeClients}
          icon={<Users className={icon} aria-hidden />}
        />
        <StatCard
          testId="stat-active-projects"
          title={t.activeProjects}
          value={String(stats.activeProjects)}
          change={t.dueThisWeek({ count: stats.projectsDueThisWeek })}
          hint={`${hints.activeProjects} ${hints.dueThisWeek}`}
          icon={<FolderKanban className={icon} aria-hidden />}
        />
        <StatCard
          testId="stat-patterns"
          title={t.patternsCreated}
          value={String(stats.patternsCreated)}
          change={t.patternsThisWeek({ count: stats.patternsCreatedThisWeek })}
          hint={hints.patternsCreated}
          icon={<Scissors className={icon} aria-hidden />}
        />
        {revenue && (
          <StatCard
            testId="stat-revenue"
            title={t.revenue}
            // Whole units of the account's currency, the currency the server summed in.
            value={formatMoney(revenue.currentMonth, { currency: stats.currency, language, whole: true })}
            change={revenueChangeLine(revenue.changePercentage, language, t)}
            trend={revenue.changePercentage === null ? 'up' : trendOf(revenue.changePercentage)}
            hint={`${hints.revenue} ${hints.revenueChange}`}
            icon={<Wallet className={icon} aria-hidden />}
          />
        )}
      </div>
    </section>
  );
}
