import { CheckCircle2, DollarSign, FolderKanban, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { projectMessages } from '../messages';
import type { ProjectSummary } from './project-filters';

function SummaryCard({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <Card className="flex items-center justify-between gap-3 p-4 sm:p-5">
      <div className="min-w-0">
        <p className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</p>
        <p className="mt-1 truncate text-xl font-semibold tabular-nums sm:text-2xl">{value}</p>
      </div>
      <div className="hidden rounded-lg bg-muted p-2 text-muted-foreground sm:block">{icon}</div>
    </Card>
  );
}

/** Total Projects, In Progress, Completed, Total Revenue (sum of budgets, whole units of the user's currency). */
export function ProjectSummaryCards({ summary }: { summary: ProjectSummary }) {
  const t = useMessages(projectMessages);
  const format = useFormat();
  return (
    <section aria-label={t.summaryLabel} className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <SummaryCard label={t.totalProjects} value={String(summary.total)} icon={<FolderKanban className="h-5 w-5" aria-hidden />} />
      <SummaryCard label={t.inProgress} value={String(summary.inProgress)} icon={<Timer className="h-5 w-5" aria-hidden />} />
      <SummaryCard label={t.completed} value={String(summary.completed)} icon={<CheckCircle2 className="h-5 w-5" aria-hidden />} />
      <SummaryCard
        label={t.totalRevenue}
        value={format.wholeMoney(summary.revenue)}
        icon={<DollarSign className="h-5 w-5" aria-hidden />}
      />
    </section>
  );
}
