import type { ProjectSummary } from '@atelier/shared';
import { CheckCircle2, DollarSign, FolderKanban, Timer } from 'lucide-react';
import { SummaryCards } from '@/components/ui/summary-cards';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { projectMessages } from '../messages';

/**
 * Total Projects, In Progress, Completed, Total Revenue (sum of budgets, whole units of the user's
 * currency), as the server counts them over every project (decision 069).
 */
export function ProjectSummaryCards({ summary }: { summary: ProjectSummary | undefined }) {
  const t = useMessages(projectMessages);
  const format = useFormat();
  return (
    <SummaryCards
      label={t.summaryLabel}
      items={[
        { label: t.totalProjects, value: summary && String(summary.total), icon: <FolderKanban className="h-5 w-5" aria-hidden /> },
        { label: t.inProgress, value: summary && String(summary.inProgress), icon: <Timer className="h-5 w-5" aria-hidden /> },
        { label: t.completed, value: summary && String(summary.completed), icon: <CheckCircle2 className="h-5 w-5" aria-hidden /> },
        {
          label: t.totalRevenue,
          value: summary && format.wholeMoney(summary.revenue),
          icon: <DollarSign className="h-5 w-5" aria-hidden />,
        },
      ]}
    />
  );
}
