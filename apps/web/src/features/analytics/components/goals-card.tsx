import type { AnalyticsStats } from '@atelier/shared';
import { Target } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/i18n';
import { useMetricHints } from '../metric-hints';
import { analyticsMessages } from '../messages';
import { AnalyticsSection } from './chart-panel';
import { CsvButton } from './csv-button';
import { GoalsDialog } from './goals-dialog';
import type { AnalyticsFormat } from './use-analytics-format';

type Goal = AnalyticsStats['revenueAnalysis']['revenueGoals']['monthly'];

function GoalRow({ label, goal, format, testId }: { label: string; goal: Goal; format: AnalyticsFormat; testId: string }) {
  const t = useMessages(analyticsMessages);
  const achieved = format.money(goal.achieved);
  if (goal.target === null) {
    return (
      <div data-testid={testId}>
        <p className="text-sm font-medium">{label}</p>
        <p className="text-sm text-muted-foreground">{t.goalNoTarget({ achieved })}</p>
      </div>
    );
  }
  const percentage = goal.percentage ?? 0;
  // The bar stops at 100 %; the text says how far past the target the studio went.
  const width = Math.min(100, Math.max(0, percentage));
  const text = t.goalProgress({ achieved, target: format.money(goal.target) });
  return (
    <div data-testid={testId}>
      <div className="mb-1 flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="tabular-nums">
          {text} · {format.percent(percentage)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(width)}
        aria-valuetext={`${text}, ${format.percent(percentage)}`}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-chart-1" style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}

/**
 * Revenue goals: money received this month and this year against the targets the user
 * sets here. With no target at all, the card invites the user to set one.
 */
export function GoalsCard({ stats, format }: { stats: AnalyticsStats; format: AnalyticsFormat }) {
  const t = useMessages(analyticsMessages);
  const hints = useMetricHints();
  const [open, setOpen] = useState(false);
  const { monthly, yearly } = stats.revenueAnalysis.revenueGoals;
  const none = monthly.target === null && yearly.target === null;
  return (
    <AnalyticsSection
      title={t.goalsTitle}
      hint={hints.goals}
      testId="revenue-goals"
      actions={
        <>
          <Button size="sm" variant={none ? 'primary' : 'outline'} onClick={() => setOpen(true)}>
            <Target className="h-4 w-4" aria-hidden /> {none ? t.setTargets : t.editTargets}
          </Button>
          <CsvButton table="revenue-goals" title={t.goalsTitle} />
        </>
      }
    >
      {none && <p className="mb-4 rounded-lg border border-dashed border-border p-3 text-sm text-muted-foreground">{t.goalsInvite}</p>}
      <div className="space-y-4">
        <GoalRow label={t.monthlyGoal} goal={monthly} format={format} testId="goal-monthly" />
        <GoalRow label={t.yearlyGoal} goal={yearly} format={format} testId="goal-yearly" />
      </div>
      {open && (
        <GoalsDialog
          current={{ monthly: monthly.target, yearly: yearly.target }}
          currency={stats.range.currency}
          onClose={() => setOpen(false)}
        />
      )}
    </AnalyticsSection>
  );
}
