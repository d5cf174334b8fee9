import type { AnalyticsStats } from '@atelier/shared';
import { useMessages } from '@/lib/i18n/i18n';
import { useMetricHints } from '../metric-hints';
import { analyticsMessages } from '../messages';
import { rangeText } from './analytics-text';
import { AnalyticsSection } from './chart-panel';
import { CsvButton } from './csv-button';
import { DataTable } from './data-table';
import { FigureList } from './figure-list';
import type { AnalyticsFormat } from './use-analytics-format';

/** Client Insights: new clients, projects per client, retention and the top clients by money received. */
export function ClientsTab({ stats, format }: { stats: AnalyticsStats; format: AnalyticsFormat }) {
  const t = useMessages(analyticsMessages);
  const hints = useMetricHints();
  const c = stats.clientInsights;
  return (
    <div className="grid gap-4">
      <AnalyticsSection
        title={t.insightsTitle}
        actions={<CsvButton table="client-insights" title={t.insightsTitle} />}
        testId="client-insights"
      >
        <FigureList
          items={[
            { testId: 'insight-new-clients', label: t.newClients, value: String(c.newClientsThisPeriod), hint: hints.newClients },
            {
              testId: 'insight-projects-per-client',
              label: t.avgProjectsPerClient,
              value: format.number(c.avgProjectsPerClient),
              hint: hints.avgProjectsPerClient,
            },
            {
              testId: 'insight-retention',
              label: t.retention,
              // null: nobody ordered in the previous period, so there is no one to retain.
              value: c.clientRetentionRate === null ? t.none : format.percent(c.clientRetentionRate),
              hint: c.clientRetentionRate === null ? `${hints.retention} ${t.noComparison}.` : hints.retention,
            },
          ]}
        />
      </AnalyticsSection>
      <AnalyticsSection
        title={t.topClients}
        hint={hints.topClients}
        actions={<CsvButton table="top-clients" title={t.topClients} />}
        testId="top-clients"
      >
        <DataTable
          testId="top-clients-table"
          caption={t.tableCaption({ title: t.topClients, range: rangeText(stats.range.from, stats.range.to, format.language, t) })}
          rows={c.topClients}
          rowKey={(row) => row.id}
          emptyText={t.noTopClients}
          columns={[
            { header: t.client, cell: (row) => row.name },
            { header: t.projects, cell: (row) => row.projects, numeric: true },
            { header: t.value, cell: (row) => format.money(row.value), numeric: true },
          ]}
        />
      </AnalyticsSection>
    </div>
  );
}
