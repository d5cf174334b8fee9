import type { AnalyticsStats } from '@atelier/shared';
import { CheckCircle2, Receipt, Users, Wallet } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { useMessages } from '@/lib/i18n/i18n';
import { useMetricHints } from '../metric-hints';
import { analyticsMessages } from '../messages';
import { changeShown } from './analytics-text';
import { CsvButton } from './csv-button';
import type { AnalyticsFormat } from './use-analytics-format';

const icon = 'h-5 w-5';

/** Total revenue, active clients, projects completed and average project value, each with its change and definition. */
export function MetricCards({ stats, format }: { stats: AnalyticsStats; format: AnalyticsFormat }) {
  const t = useMessages(analyticsMessages);
  const hints = useMetricHints();
  const { keyMetrics: m, range } = stats;
  const change = (value: number | null) => {
    const shown = changeShown(value, range, format.language, t);
    return shown ? { change: shown.text, trend: shown.trend } : {};
  };
  return (
    <section aria-labelledby="analytics-metrics-title" className="mb-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="analytics-metrics-title" className="text-lg font-semibold">
          {t.metricsTitle}
        </h2>
        <CsvButton table="key-metrics" title={t.metricsTitle} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          testId="metric-revenue"
          title={t.totalRevenue}
          value={format.money(m.totalRevenue)}
          {...change(m.totalRevenueChange)}
          hint={`${hints.revenue} ${hints.revenueChange}`}
          icon={<Wallet className={icon} aria-hidden />}
        />
        <StatCard
          testId="metric-clients"
          title={t.activeClients}
          value={String(m.activeClients)}
          {...change(m.activeClientsChange)}
          hint={hints.activeClients}
          icon={<Users className={icon} aria-hidden />}
        />
        <StatCard
          testId="metric-completed"
          title={t.projectsCompleted}
          value={String(m.projectsCompleted)}
          {...change(m.projectsCompletedChange)}
          hint={hints.projectsCompleted}
          icon={<CheckCircle2 className={icon} aria-hidden />}
        />
        <StatCard
          testId="metric-avg-value"
          title={t.avgProjectValue}
          value={format.money(m.avgProjectValue)}
          {...change(m.avgProjectValueChange)}
          hint={hints.avgProjectValue}
          icon={<Receipt className={icon} aria-hidden />}
        />
      </div>
    </section>
  );
}
