import { PROJECT_STATUS_LABELS, type Project } from '@atelier/shared';
import { cn } from '@/lib/cn';
import { capitalize, PRIORITY_CLASSES, STATUS_CLASSES } from './project-logic';

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export function StatusBadge({ status }: { status: Project['status'] }) {
  return <span className={cn(pill, STATUS_CLASSES[status])}>{PROJECT_STATUS_LABELS[status]}</span>;
}

/** The priority colour (high, medium, low) with the word, so colour is never the only cue. */
export function PriorityBadge({ priority }: { priority: Project['priority'] }) {
  return <span className={cn(pill, PRIORITY_CLASSES[priority])}>{capitalize(priority)} priority</span>;
}
