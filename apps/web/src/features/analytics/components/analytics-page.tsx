import { DEFAULT_ANALYTICS_PERIOD } from '@atelier/shared';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { planHas, PlanUpgrade } from '@/features/billing';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { usePreferences } from '@/lib/preferences';
import { useSession } from '@/lib/session-context';
import { toast } from '@/lib/toast';
import { ANALYTICS_LOCK_CODE, loadedText, useAnalyticsStats, useLoadSelection, type Selection } from '../api/analytics-api';
import { analyticsMessages } from '../messages';
import { AnalyticsStatus } from './analytics-status';
import { AnalyticsTabs } from './analytics-tabs';
import { isEmptyPeriod, periodLabel, rangeText } from './analytics-text';
import { CsvExportContext } from './csv-button';
import { MetricCards } from './metric-cards';
import { PeriodControls } from './period-controls';
import { useAnalyticsFormat } from './use-analytics-format';

/**
 * /analytics (decision 035): the period selector and its exact days, four metric
 * cards and three tabs of charts with their tables. A plan without analytics sees the upgrade
 * panel in place; Enterprise also gets a custom range and a CSV download of every table.
 */
export function AnalyticsPage() {
  const t = useMessages(analyticsMessages);
  const language = useLocale();
  const { user } = useSession();
  const enterprise = planHas(user, 'advancedAnalytics');
  const loadSelection = useLoadSelection();
  const [selection, setSelection] = useState<Selection>({ kind: 'period', period: DEFAULT_ANALYTICS_PERIOD });
  const { stats, isStale, isFetching, error, errorCode, refetch } = useAnalyticsStats(selection);
  const preferredCurrency = usePreferences((s) => s.currency);
  const format = useAnalyticsFormat(stats?.range.currency ?? preferredCurrency);

  const labelOf = (s: Selection) => (s.kind === 'period' ? periodLabel(s.period, t) : rangeText(s.from, s.to, language, t));
  // Asked for, so toasted once loaded (decision 016); opening the page loads quietly.
  const select = (next: Selection) => {
    setSelection(next);
    void loadSelection(next, loadedText(labelOf(next)));
  };
  const retry = () =>
    void refetch().then((r) => {
      if (r.isSuccess) toast.success(loadedText(labelOf(selection)));
    });

  const gated = errorCode === ANALYTICS_LOCK_CODE;
  const range = stats && !isStale ? stats.range : undefined;

  let body;
  if (gated) body = <PlanUpgrade feature={selection.kind === 'custom' ? 'advancedAnalytics' : 'analytics'} />;
  else if (!stats && isFetching) body = <AnalyticsStatus kind="loading" />;
  else if (!stats) body = <AnalyticsStatus kind="error" message={error ?? ''} onRetry={retry} />;
  else if (isEmptyPeriod(stats)) body = <EmptyState message={t.empty} />;
  else
    body = (
      <CsvExportContext value={enterprise && range ? { selection, range } : null}>
        <MetricCards stats={stats} format={format} />
        <AnalyticsTabs stats={stats} format={format} />
      </CsvExportContext>
    );

  return (
    <div>
      <PageHeader title={t.title} description={t.description} />
      {/* A refused custom range still lets the user go back to a period; the whole page is locked otherwise. */}
      {(!gated || selection.kind === 'custom') && (
        <div className="mb-6 space-y-2">
          <PeriodControls selection={selection} canCustom={enterprise} range={stats?.range} onSelect={select} />
          {stats && (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <p className="font-medium" data-testid="analytics-range">
                {rangeText(stats.range.from, stats.range.to, language, t)}
              </p>
              {stats.range.previousFrom && stats.range.previousTo && (
                <p className="text-muted-foreground">
                  {t.comparedWith({ range: rangeText(stats.range.previousFrom, stats.range.previousTo, language, t) })}
                </p>
              )}
              {isFetching && (
                <span role="status" className="inline-flex items-center gap-2 text-muted-foreground">
                  <Spinner size="sm" /> {t.updating}
                </span>
              )}
            </div>
          )}
        </div>
      )}
      <div aria-busy={isStale || undefined} className={isStale ? 'opacity-60 transition-opacity' : undefined}>
        {body}
      </div>
    </div>
  );
}
