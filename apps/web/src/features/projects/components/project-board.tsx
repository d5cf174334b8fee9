import { currentStage, type Project } from '@atelier/shared';
import { useCallback, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { assigneeName } from '@/lib/assignees';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useTeamMembers } from '@/lib/query/team-members';
import { useWorkflows } from '@/lib/query/workflows';
import { useSetCurrentStage } from '../api/stages-api';
import { boardMessages } from '../stage-messages';
import { BoardCard } from './board-card';
import { boardColumns, cardsByColumn, moveBody, moveRefusal, moveTargets, type BoardColumn } from './board-model';

type Drag = { project: Project; over: BoardColumn | null };

/**
 * The projects board (decision 080): a column per stage of the studio's workflows, 'No stages'
 * first when a loaded project has none and 'Done' last; each loaded project sits in the column of
 * its current stage. A card moves by dragging it (a mouse) or by its 'Move to…' menu (keyboard,
 * touch): PUT /projects/:id/stages/current, and its progress follows. Below 768 px the columns
 * stack: a list grouped by stage under one heading each.
 */
export function ProjectBoard({ projects, onView }: { projects: readonly Project[]; onView: (project: Project) => void }) {
  const t = useMessages(boardMessages);
  const labels = useLabels();
  const workflows = useWorkflows();
  const members = useTeamMembers();
  const move = useSetCurrentStage();
  const workflowColumns = workflows.data?.boardColumns;
  const columns = useMemo(() => boardColumns(projects, workflowColumns ?? []), [projects, workflowColumns]);
  const grouped = useMemo(() => cardsByColumn(projects, columns), [projects, columns]);
  const [drag, setDrag] = useState<Drag | null>(null);
  // The column under the pointer, read when the drag ends (after the last render of the drag).
  const overRef = useRef<BoardColumn | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const clearFocus = useCallback(() => setFocusId(null), []);
  const ids = useId();

  const columnName = (column: BoardColumn) =>
    column.kind === 'none' ? t.noStages : column.kind === 'done' ? t.done : labels.stage(column.name);

  const moveTo = (project: Project, column: BoardColumn, viaMenu: boolean) => {
    const body = moveBody(project, column);
    if (!body) {
      if (moveRefusal(project, column) === 'no-stage') setAnnouncement(t.cannotMove({ name: project.name, column: columnName(column) }));
      return;
    }
    move.mutate(
      { projectId: project.id, stageId: body.stageId },
      {
        onSuccess: () => {
          setAnnouncement(t.moved({ name: project.name, column: columnName(column) }));
          // The card is drawn again in its new column: its menu takes the focus back (decision 080).
          if (viaMenu) setFocusId(project.id);
        },
      },
    );
  };

  const dragOver = (event: DragEvent, column: BoardColumn) => {
    if (!drag) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = moveRefusal(drag.project, column) === null ? 'move' : 'none';
    overRef.current = column;
    if (drag.over?.key !== column.key) setDrag({ ...drag, over: column });
  };
  const drop = (event: DragEvent, column: BoardColumn) => {
    event.preventDefault();
    if (drag) moveTo(drag.project, column, false);
    overRef.current = null;
    setDrag(null);
  };
  /** A drop the column refused (no stage of its name) ends here without a drop: say why. */
  const dragEnd = (project: Project) => {
    const over = overRef.current;
    if (over && moveRefusal(project, over) === 'no-stage') moveTo(project, over, false);
    overRef.current = null;
    setDrag(null);
  };

  return (
    <div>
      <p className="mb-1 text-sm text-muted-foreground">{t.hint}</p>
      <p role="status" className="mb-3 min-h-5 text-sm font-medium" data-testid="board-status">
        {announcement}
      </p>
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:overflow-x-auto md:pb-3" aria-label={t.boardLabel} role="region">
        {columns.map((column, index) => {
          const cards = grouped.get(column.key) ?? [];
          const refusal = drag ? moveRefusal(drag.project, column) : null;
          const target = !!drag && refusal === null;
          return (
            <section
              key={column.key}
              aria-labelledby={`${ids}-${index}`}
              onDragOver={(e) => dragOver(e, column)}
              onDrop={(e) => drop(e, column)}
              className={cn(
                'flex flex-col gap-2 rounded-xl border border-border bg-muted/40 p-3 md:w-72 md:shrink-0',
                target && 'border-dashed border-primary',
                target && drag?.over?.key === column.key && 'bg-accent-soft',
                refusal === 'no-stage' && 'opacity-60',
              )}
              data-testid="board-column"
              data-column={column.name || column.kind}
            >
              <h2 className="flex items-center justify-between gap-2 text-sm font-semibold">
                <span id={`${ids}-${index}`} className="break-words">
                  {columnName(column)}
                </span>
                <span aria-hidden className="rounded-full bg-card px-2 py-0.5 text-xs tabular-nums">
                  {cards.length}
                </span>
                <span className="sr-only">{t.cardCount(cards.length)}</span>
              </h2>
              {drag && refusal === 'no-stage' && <p className="text-xs text-muted-foreground">{t.notHere({ name: drag.project.name })}</p>}
              {cards.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t.emptyColumn}</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {cards.map((project) => (
                    <li key={project.id}>
                      <BoardCard
                        project={project}
                        assignee={assigneeName(members, currentStage(project.stages)?.assigneeId ?? null)}
                        targets={moveTargets(project, columns)}
                        columnName={columnName}
                        onMove={(to) => moveTo(project, to, true)}
                        onView={() => onView(project)}
                        onDragStart={() => setDrag({ project, over: null })}
                        onDragEnd={() => dragEnd(project)}
                        takeFocus={focusId === project.id}
                        onFocusTaken={clearFocus}
                        moving={move.isPending && move.variables?.projectId === project.id}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
