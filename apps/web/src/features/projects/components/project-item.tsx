import type { Project } from '@atelier/shared';
import { CalendarDays, Eye, Pencil, Trash2, UserRound } from 'lucide-react';
import { useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { assigneeMessages } from '@/features/team';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { clientPath } from '@/lib/navigation';
import { useFormat } from '@/lib/use-format';
import { projectMessages } from '../messages';
import { PriorityBadge, StatusBadge } from './project-badges';
import { ProgressBar } from './progress-bar';
import { WaitingBadge } from '@/features/offline';

/** The project's client, a link to the client page (decision 126). */
function ClientName({ project }: { project: Project }) {
  return (
    <AppLink
      to={clientPath(project.clientId.id)}
      className="block min-h-6 truncate text-sm leading-6 text-muted-foreground hover:text-foreground hover:underline"
    >
      {project.clientId.name}
    </AppLink>
  );
}

export type ProjectActions = { onView: () => void; onEdit: () => void; onDelete: () => void };
/** The project and its assignee's name (null: nobody, or a member no longer in the studio; decision 075). */
type ItemProps = ProjectActions & { project: Project; assignee?: string | null };

function Actions({ project, onView, onEdit, onDelete }: ProjectActions & { project: Project }) {
  const t = useMessages(projectMessages);
  return (
    <div className="flex items-center gap-1">
      <Button variant="outline" size="sm" className="h-10" onClick={onView} aria-label={t.viewDetailsOf({ name: project.name })}>
        <Eye className="h-4 w-4" aria-hidden /> {t.viewDetails}
      </Button>
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t.edit({ name: project.name })}>
        <Pencil className="h-4 w-4" aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" onClick={onDelete} aria-label={t.delete({ name: project.name })} className="text-destructive">
        <Trash2 className="h-4 w-4" aria-hidden />
      </Button>
    </div>
  );
}

/**
 * Type, due date and budget. The budget is in the user's currency; a due date before today in the
 * user's zone reads 'Overdue' unless the project is completed (decision 027).
 */
function Meta({ project, assignee }: { project: Project; assignee: string | null }) {
  const t = useMessages(projectMessages);
  const labels = useLabels();
  const format = useFormat();
  const ta = useMessages(assigneeMessages);
  const overdue = project.status !== 'completed' && format.isOverdue(project.dueDate);
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <span>{labels.projectType(project.type)}</span>
      {project.dueDate && (
        <span className="inline-flex items-center gap-1">
          <CalendarDays className="h-3.5 w-3.5" aria-hidden /> {t.due({ date: format.calendarDate(project.dueDate) })}
          {overdue && <span className="font-medium text-destructive">· {t.overdue}</span>}
        </span>
      )}
      {project.budget !== null && <span>{format.money(project.budget)}</span>}
      {assignee && (
        <span className="inline-flex items-center gap-1">
          <UserRound className="h-3.5 w-3.5" aria-hidden /> {ta.assignedToName({ name: assignee })}
        </span>
      )}
    </div>
  );
}

/** Grid view: one card per project. */
export function ProjectCard({ project, assignee = null, ...actions }: ItemProps) {
  const titleId = useId();
  const t = useMessages(projectMessages);
  return (
    <Card className="flex w-full flex-col gap-3 p-5" role="article" aria-labelledby={titleId}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="truncate text-lg font-semibold">
            {project.name}
          </h2>
          <ClientName project={project} />
          <WaitingBadge recordId={project.id} />
        </div>
        <StatusBadge status={project.status} />
      </div>
      {project.description && <p className="line-clamp-2 text-sm">{project.description}</p>}
      <Meta project={project} assignee={assignee} />
      <PriorityBadge priority={project.priority} />
      <ProgressBar value={project.progress} label={t.progressOf({ name: project.name })} />
      <div className="mt-auto flex justify-end pt-1">
        <Actions project={project} {...actions} />
      </div>
    </Card>
  );
}

/** List view: a compact row per project that stacks on a phone. */
export function ProjectRow({ project, assignee = null, ...actions }: ItemProps) {
  const titleId = useId();
  const t = useMessages(projectMessages);
  return (
    <div role="article" aria-labelledby={titleId} className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:gap-6">
      <div className="min-w-0 lg:flex-1">
        <h2 id={titleId} className="truncate font-semibold">
          {project.name}
        </h2>
        <ClientName project={project} />
        <WaitingBadge recordId={project.id} />
      </div>
      <div className="flex flex-wrap items-center gap-2 lg:w-52 lg:shrink-0">
        <StatusBadge status={project.status} />
        <PriorityBadge priority={project.priority} />
      </div>
      <div className="min-w-0 space-y-2 lg:w-64 lg:shrink-0">
        <Meta project={project} assignee={assignee} />
        <ProgressBar value={project.progress} label={t.progressOf({ name: project.name })} />
      </div>
      <Actions project={project} {...actions} />
    </div>
  );
}
