import type { Project, ProjectStatus } from '@atelier/shared';
import { PRIORITY_CLASSES } from '@/components/ui/priority-classes';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { projectMessages } from '../messages';

export const STATUS_CLASSES: Record<ProjectStatus, string> = {
  planning: 'bg-muted text-foreground',
  'in-progress': 'bg-accent-soft text-accent-foreground',
  review: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200',
  completed: 'bg-success-soft text-success-soft-foreground',
  cancelled: 'bg-muted text-muted-foreground line-through',
};

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export function StatusBadge({ status }: { status: Project['status'] }) {
  const labels = useLabels();
  return <span className={cn(pill, STATUS_CLASSES[status])}>{labels.projectStatus(status)}</span>;
}

/** The priority colour (high, medium, low) with the word, so colour is never the only cue. */
export function PriorityBadge({ priority }: { priority: Project['priority'] }) {
  const labels = useLabels();
  const t = useMessages(projectMessages);
  return <span className={cn(pill, PRIORITY_CLASSES[priority])}>{t.priority({ priority: labels.projectPriority(priority) })}</span>;
}
