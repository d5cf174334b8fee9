import { NO_PROJECT_TYPE, type AnalyticsStats } from '@atelier/shared';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useMetricHints } from '../metric-hints';
import { analyticsMessages } from '../messages';
import { monthText, rangeText } from './analytics-text';
import { ChartPanel } from './chart-panel';
import { CategoryBarChart, TrendChart } from './charts';
import { CsvButton } from './csv-button';
import { DataTable } from './data-table';
import { GoalsCard } from './goals-card';
import type { AnalyticsFormat } from './use-analytics-format';

/** Revenue Analysis: the monthly trend, revenue by service type and the revenue goals. */
export function RevenueTab({ stats, format }: { stats: AnalyticsStats; format: AnalyticsFormat }) {
  const t = useMessages(analyticsMessages);
  const hints = useMetricHints();
  const labels = useLabels();
  const { monthlyTrend, byServiceType } = stats.revenueAnalysis;
  const range = rangeText(stats.range.from, stats.range.to, format.language, t);
  const months = monthlyTrend.map((m) => ({
    key: `${m.year}-${m.month}`,
    label: monthText(m.month, m.year, format.language),
    revenue: m.revenue,
    projects: m.projectsCount,
  }));
  const types = byServiceType.map((s) => ({ ...s, label: s.type === NO_PROJECT_TYPE ? t.noProjectType : labels.projectType(s.type) }));

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <ChartPanel
          testId="chart-monthly-trend"
          title={t.monthlyTrend}
          hint={hints.monthlyTrend}
          download={<CsvButton table="monthly-trend" title={t.monthlyTrend} />}
          chart={
            <TrendChart data={months} money={format.money} moneyAxis={format.moneyAxis} revenueName={t.revenue} projectsName={t.projects} />
          }
          table={(hidden) => (
            <DataTable
              caption={t.tableCaption({ title: t.monthlyTrend, range })}
              visuallyHidden={hidden}
              rows={months}
              rowKey={(m) => m.key}
              emptyText={t.noRows}
              columns={[
                { header: t.month, cell: (m) => m.label },
                { header: t.revenue, cell: (m) => format.money(m.revenue), numeric: true },
                { header: t.projects, cell: (m) => m.projects, numeric: true },
              ]}
            />
          )}
        />
      </div>
      <ChartPanel
        testId="chart-service-types"
        title={t.byServiceType}
        hint={hints.byServiceType}
        download={<CsvButton table="service-types" title={t.byServiceType} />}
        chart={
          types.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">{t.noRows}</p>
          ) : (
            <CategoryBarChart data={types.map((s) => ({ label: s.label, value: s.revenue }))} format={format.moneyAxis} name={t.revenue} />
          )
        }
        table={(hidden) => (
          <DataTable
            caption={t.tableCaption({ title: t.byServiceType, range })}
            visuallyHidden={hidden}
            rows={types}
            rowKey={(s) => s.type}
            emptyText={t.noRows}
            columns={[
              { header: t.serviceType, cell: (s) => s.label },
              { header: t.projects, cell: (s) => s.count, numeric: true },
              { header: t.revenue, cell: (s) => format.money(s.revenue), numeric: true },
              { header: t.share, cell: (s) => format.percent(s.percentage), numeric: true },
            ]}
          />
        )}
      />
      <GoalsCard stats={stats} format={format} />
    </div>
  );
}
