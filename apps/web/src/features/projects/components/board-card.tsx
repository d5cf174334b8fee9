import { currentStage, type Project } from '@atelier/shared';
import { ChevronDown, Eye, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, type DragEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { assigneeMessages } from '@/features/team';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useFormat } from '@/lib/use-format';
import { projectMessages } from '../messages';
import { boardMessages } from '../stage-messages';
import type { BoardColumn } from './board-model';
import { PriorityBadge } from './project-badges';
import { ProgressBar } from './progress-bar';

export type BoardCardProps = {
  project: Project;
  /** The current stage's assignee by name, null for nobody (decision 075). */
  assignee: string | null;
  /** The columns the card may move to ('Move to…'). */
  targets: readonly BoardColumn[];
  columnName: (column: BoardColumn) => string;
  onMove: (column: BoardColumn) => void;
  onView: () => void;
  onDragStart: () => void;
  onDragEnd: (event: DragEvent) => void;
  /** Set after a move: the card, now in another column, takes focus back on its menu. */
  takeFocus: boolean;
  onFocusTaken: () => void;
  moving: boolean;
};

/**
 * One project on the board: name, client, priority, progress, who is on its current stage and
 * 'Late' when that stage's due date has passed. It drags to another column (a mouse), and its
 * 'Move to…' menu does the same from the keyboard or a phone: dragging is never the only way.
 */
export function BoardCard(props: BoardCardProps) {
  const { project, assignee, targets, columnName, onMove, onView, takeFocus, onFocusTaken, moving } = props;
  const t = useMessages(boardMessages);
  const tp = useMessages(projectMessages);
  const ta = useMessages(assigneeMessages);
  const labels = useLabels();
  const format = useFormat();
  const titleId = useId();
  const menuRef = useRef<HTMLButtonElement>(null);
  const chose = useRef(false);
  const stage = currentStage(project.stages);
  const late = !!stage && format.isOverdue(stage.dueDate);

  useEffect(() => {
    if (!takeFocus) return;
    // After the closing menu has given the focus back (Radix does it a task later).
    const timer = setTimeout(() => {
      menuRef.current?.focus();
      onFocusTaken();
    }, 0);
    return () => clearTimeout(timer);
  }, [takeFocus, onFocusTaken]);

  return (
    <article
      aria-labelledby={titleId}
      draggable={project.stages.length > 0}
      onDragStart={(e) => {
        e.dataTransfer.setData('text/plain', project.id);
        e.dataTransfer.effectAllowed = 'move';
        props.onDragStart();
      }}
      onDragEnd={props.onDragEnd}
      aria-busy={moving || undefined}
      className={cn(
        'flex flex-col gap-2.5 rounded-lg border border-border bg-card p-3 shadow-xs',
        project.stages.length > 0 && 'cursor-grab active:cursor-grabbing',
        moving && 'opacity-60',
      )}
      data-testid="board-card"
    >
      <div className="min-w-0">
        <h3 id={titleId} className="font-semibold break-words">
          {project.name}
        </h3>
        <p className="truncate text-sm text-muted-foreground">{project.clientId.name}</p>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <PriorityBadge priority={project.priority} />
        {late && <Badge variant="destructive">{t.late}</Badge>}
      </div>
      {stage?.dueDate && (
        <p className={cn('text-sm', late ? 'font-medium text-destructive' : 'text-muted-foreground')}>
          {t.stageDue({ stage: labels.stage(stage.name), date: format.calendarDate(stage.dueDate) })}
        </p>
      )}
      {assignee && (
        <p className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          <UserRound className="h-3.5 w-3.5" aria-hidden /> {ta.assignedToName({ name: assignee })}
        </p>
      )}
      {project.stages.length === 0 && <p className="text-sm text-muted-foreground">{t.addStagesFirst}</p>}
      <ProgressBar value={project.progress} label={tp.progressOf({ name: project.name })} />
      <div className="flex flex-wrap gap-1.5">
        <Button variant="outline" size="sm" className="h-9" onClick={onView} aria-label={t.detailsOf({ name: project.name })}>
          <Eye className="h-4 w-4" aria-hidden /> {t.details}
        </Button>
        {project.stages.length > 0 && (
          // Not modal: a modal menu hides the page with aria-hidden while its controls stay focusable (axe aria-hidden-focus).
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button ref={menuRef} variant="outline" size="sm" className="h-9" aria-label={t.moveToOf({ name: project.name })}>
                {t.moveTo} <ChevronDown className="h-4 w-4" aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent
              align="start"
              // After a move the card is drawn again in its new column, whose menu takes the focus
              // (takeFocus); this one may be gone by the time the menu closes, so focus goes nowhere else.
              onCloseAutoFocus={(event) => {
                if (!chose.current) return;
                chose.current = false;
                event.preventDefault();
                if (menuRef.current?.isConnected) menuRef.current.focus();
              }}
            >
              {targets.length === 0 ? (
                <DropdownMenuItem disabled>{t.noTargets}</DropdownMenuItem>
              ) : (
                targets.map((column) => (
                  <DropdownMenuItem
                    key={column.key}
                    onSelect={() => {
                      chose.current = true;
                      onMove(column);
                    }}
                  >
                    {columnName(column)}
                  </DropdownMenuItem>
                ))
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
    </article>
  );
}
