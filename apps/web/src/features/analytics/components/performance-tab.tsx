import type { AnalyticsStats } from '@atelier/shared';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useMetricHints } from '../metric-hints';
import { analyticsMessages } from '../messages';
import { rangeText } from './analytics-text';
import { AnalyticsSection, ChartPanel } from './chart-panel';
import { CategoryBarChart } from './charts';
import { CsvButton } from './csv-button';
import { DataTable } from './data-table';
import { FigureList } from './figure-list';
import type { AnalyticsFormat } from './use-analytics-format';

/** Project Performance: the status of the period's projects, and delivery on time. */
export function PerformanceTab({ stats, format }: { stats: AnalyticsStats; format: AnalyticsFormat }) {
  const t = useMessages(analyticsMessages);
  const hints = useMetricHints();
  const labels = useLabels();
  const { statusDistribution, timelinePerformance: tp } = stats.projectPerformance;
  const statuses = statusDistribution.map((s) => ({ ...s, label: labels.projectStatus(s.status) }));
  const range = rangeText(stats.range.from, stats.range.to, format.language, t);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ChartPanel
        testId="chart-status"
        title={t.statusDistribution}
        hint={hints.statusDistribution}
        download={<CsvButton table="status-distribution" title={t.statusDistribution} />}
        chart={
          <CategoryBarChart
            data={statuses.map((s) => ({ label: s.label, value: s.count }))}
            format={(n) => format.number(n)}
            name={t.projects}
            labelWidth={96}
          />
        }
        table={(hidden) => (
          <DataTable
            caption={t.tableCaption({ title: t.statusDistribution, range })}
            visuallyHidden={hidden}
            rows={statuses}
            rowKey={(s) => s.status}
            emptyText={t.noRows}
            columns={[
              { header: t.status, cell: (s) => s.label },
              { header: t.projects, cell: (s) => s.count, numeric: true },
              { header: t.share, cell: (s) => format.percent(s.percentage), numeric: true },
            ]}
          />
        )}
      />
      <AnalyticsSection
        title={t.timelineTitle}
        actions={<CsvButton table="timeline-performance" title={t.timelineTitle} />}
        testId="timeline-performance"
      >
        <FigureList
          items={[
            {
              testId: 'timeline-on-time',
              label: t.onTime,
              value: tp.onTimeDeliveryRate === null ? t.none : format.percent(tp.onTimeDeliveryRate),
              hint: hints.onTime,
            },
            {
              testId: 'timeline-avg-days',
              label: t.avgDaysToComplete,
              value: tp.avgDaysToComplete === null ? t.none : t.days({ count: format.number(tp.avgDaysToComplete) }),
              hint: hints.avgDaysToComplete,
            },
            { testId: 'timeline-delayed', label: t.delayed, value: String(tp.projectsDelayed), hint: hints.delayed },
          ]}
        />
      </AnalyticsSection>
    </div>
  );
}
