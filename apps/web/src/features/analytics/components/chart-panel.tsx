import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { analyticsMessages } from '../messages';

/**
 * One titled block of the analytics page with its definition under the title and, on the right,
 * its actions (the Chart / Table switch, Download CSV). The heading level follows the tabs' h2.
 */
export function AnalyticsSection({
  title,
  hint,
  actions,
  children,
  testId,
}: {
  title: string;
  hint?: string;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5" data-testid={testId}>
      <div className={cn('flex flex-wrap items-start justify-between gap-2', hint ? 'mb-1' : 'mb-4')}>
        <h3 id={id} className="text-base font-semibold">
          {title}
        </h3>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {hint && <p className="mb-4 text-xs text-muted-foreground">{hint}</p>}
      {children}
    </section>
  );
}

/**
 * A chart with its table (decision 035). Chart view draws the chart for the eye, hidden from screen
 * readers, with the same data as a visually hidden table for them; Table view shows the table
 * itself, for keyboard users and anyone who wants the exact figures.
 */
export function ChartPanel({
  title,
  hint,
  chart,
  table,
  download,
  testId,
}: {
  title: string;
  hint: string;
  chart: ReactNode;
  table: (visuallyHidden: boolean) => ReactNode;
  download?: ReactNode;
  testId?: string;
}) {
  const t = useMessages(analyticsMessages);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const groupId = useId();
  const actions = (
    <>
      <div role="group" aria-labelledby={groupId} className="inline-flex rounded-lg border border-input p-0.5">
        <span id={groupId} className="sr-only">
          {t.viewOf({ title })}
        </span>
        {(['chart', 'table'] as const).map((v) => (
          <Button
            key={v}
            size="sm"
            variant={view === v ? 'secondary' : 'ghost'}
            aria-pressed={view === v}
            onClick={() => setView(v)}
            className="h-8 min-w-16"
          >
            {v === 'chart' ? t.chartView : t.tableView}
          </Button>
        ))}
      </div>
      {download}
    </>
  );
  return (
    <AnalyticsSection title={title} hint={hint} actions={actions} testId={testId}>
      {view === 'chart' ? (
        <>
          <div aria-hidden="true" data-testid="chart">
            {chart}
          </div>
          {table(true)}
        </>
      ) : (
        table(false)
      )}
    </AnalyticsSection>
  );
}
