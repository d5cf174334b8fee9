import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { Trend } from '@/lib/percent';

const TREND_CLASSES: Record<Trend | 'neutral', string> = {
  up: 'text-success',
  down: 'text-destructive',
  flat: 'text-muted-foreground',
  neutral: 'text-muted-foreground',
};

/**
 * One figure of the dashboard or analytics: its name, the value, the change line and the figure's
 * definition as a visible hint (decision 034: every figure has one written definition, shown beside
 * it, not only on hover).
 * The change's colour and arrow repeat what its text says, so colour is never the only cue.
 */
export function StatCard({
  title,
  value,
  change,
  trend = 'neutral',
  hint,
  icon,
  testId,
}: {
  title: string;
  value: string;
  /** Omitted when there is nothing to compare with (All Time). */
  change?: string;
  trend?: Trend | 'neutral';
  hint: string;
  icon: ReactNode;
  testId: string;
}) {
  const id = useId();
  const Arrow = trend === 'up' ? ArrowUpRight : trend === 'down' ? ArrowDownRight : null;
  return (
    <article
      aria-labelledby={id}
      className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
      data-testid={testId}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={id} className="text-sm font-medium text-muted-foreground">
          {title}
        </h3>
        <div className="rounded-lg bg-muted p-2 text-muted-foreground">{icon}</div>
      </div>
      <p className="text-2xl font-semibold tabular-nums sm:text-3xl" data-testid={`${testId}-value`}>
        {value}
      </p>
      {change && (
        <p className={cn('flex items-center gap-1 text-sm font-medium', TREND_CLASSES[trend])} data-testid={`${testId}-change`}>
          {Arrow && <Arrow className="h-4 w-4" aria-hidden />}
          {change}
        </p>
      )}
      <p className="mt-auto border-t border-border pt-2 text-xs text-muted-foreground">{hint}</p>
    </article>
  );
}
