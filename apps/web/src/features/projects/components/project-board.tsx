import { currentStage, type Project } from '@atelier/shared';
import { useCallback, useId, useMemo, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useOrderReadyOffer } from '@/features/messaging';
import { assigneeName } from '@/features/team';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useLiveRefresh } from '@/lib/query/live-refresh';
import { resourceKey } from '@/lib/query/route-keys';
import { useTeamMembers } from '@/features/team';
import { useWorkflows } from '@/features/stages';
import { useSetCurrentStage } from '../api/stages-api';
import { boardMessages } from '../stage-messages';
import { BoardCard } from './board-card';
import { boardColumns, cardsByColumn, moveBody, moveRefusal, moveTargets, type BoardColumn, type MoveRefusal } from './board-model';

type Drag = { project: Project; over: BoardColumn | null };
type MoveTo = (project: Project, column: BoardColumn, viaMenu: boolean) => void;

/**
 * Native drag and drop (decision 080): a column takes the card only where the move is valid. A
 * drop on a column that refuses it never fires (its drop effect is none), so the drag's end says why.
 */
function useBoardDrag(moveTo: MoveTo) {
  const [drag, setDrag] = useState<Drag | null>(null);
  // The column under the pointer, read when the drag ends (after the last render of the drag).
  const overRef = useRef<BoardColumn | null>(null);
  const end = () => {
    overRef.current = null;
    setDrag(null);
  };
  return {
    drag,
    start: (project: Project) => setDrag({ project, over: null }),
    over: (event: DragEvent, column: BoardColumn) => {
      if (!drag) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = moveRefusal(drag.project, column) === null ? 'move' : 'none';
      overRef.current = column;
      if (drag.over?.key !== column.key) setDrag({ ...drag, over: column });
    },
    drop: (event: DragEvent, column: BoardColumn) => {
      event.preventDefault();
      if (drag) moveTo(drag.project, column, false);
      end();
    },
    end: (project: Project) => {
      const over = overRef.current;
      if (over && moveRefusal(project, over) === 'no-stage') moveTo(project, over, false);
      end();
    },
  };
}

type LaneProps = {
  column: BoardColumn;
  name: string;
  labelId: string;
  count: number;
  drag: Drag | null;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  children: ReactNode;
};

/** One column: its heading and count, then its cards; while a card is dragged, whether it may land here. */
function BoardLane({ column, name, labelId, count, drag, onDragOver, onDrop, children }: LaneProps) {
  const t = useMessages(boardMessages);
  const refusal: MoveRefusal | null = drag ? moveRefusal(drag.project, column) : null;
  const target = !!drag && refusal === null;
  return (
    <section
      aria-labelledby={labelId}
      onDragOver={onDragOver}
      onDrop={onDrop}
      className={cn(
        'flex flex-col gap-2 rounded-xl border border-border bg-muted/40 p-3 md:w-72 md:shrink-0',
        // On a phone the board is a list grouped by stage: a stage with no project is left out.
        count === 0 && 'max-md:hidden',
        target && 'border-dashed border-primary',
        target && drag?.over?.key === column.key && 'bg-accent-soft',
        refusal === 'no-stage' && 'opacity-60',
      )}
      data-testid="board-column"
      data-column={column.name || column.kind}
    >
      <h2 className="flex items-center justify-between gap-2 text-sm font-semibold">
        <span id={labelId} className="break-words">
          {name}
        </span>
        <span aria-hidden className="rounded-full bg-card px-2 py-0.5 text-xs tabular-nums">
          {count}
        </span>
        <span className="sr-only">{t.cardCount(count)}</span>
      </h2>
      {drag && refusal === 'no-stage' && <p className="text-xs text-muted-foreground">{t.notHere({ name: drag.project.name })}</p>}
      {count === 0 ? <p className="text-sm text-muted-foreground">{t.emptyColumn}</p> : <ul className="flex flex-col gap-2">{children}</ul>}
    </section>
  );
}

/**
 * The projects board (decision 080): a column per stage of the studio's workflows, 'No stages'
 * first when a loaded project has none and 'Done' last; each loaded project sits in the column of
 * its current stage. A card moves by dragging it (a mouse) or by its 'Move to…' menu (keyboard,
 * touch): PUT /projects/:id/stages/current, and its progress follows. Below 768 px the columns
 * stack: a list grouped by stage under one heading each.
 */
/** What the board reads again while it is in view: the projects (their list and stages). */
const LIVE_KEYS = [resourceKey('projects')];

export function ProjectBoard({ projects, onView }: { projects: readonly Project[]; onView: (project: Project) => void }) {
  const t = useMessages(boardMessages);
  const labels = useLabels();
  const workflowColumns = useWorkflows().data?.boardColumns;
  const members = useTeamMembers();
  const move = useSetCurrentStage();
  const offerOrderReady = useOrderReadyOffer();
  // A garment moved on another device (a scan, decision 152) shows here within seconds.
  useLiveRefresh(LIVE_KEYS);
  const columns = useMemo(() => boardColumns(projects, workflowColumns ?? []), [projects, workflowColumns]);
  const grouped = useMemo(() => cardsByColumn(projects, columns), [projects, columns]);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const clearFocus = useCallback(() => setFocusId(null), []);
  const ids = useId();
  const columnName = (c: BoardColumn) => (c.kind === 'none' ? t.noStages : c.kind === 'done' ? t.done : labels.stage(c.name));

  const moveTo: MoveTo = (project, column, viaMenu) => {
    const body = moveBody(project, column);
    if (!body) {
      if (moveRefusal(project, column) === 'no-stage') setAnnouncement(t.cannotMove({ name: project.name, column: columnName(column) }));
      return;
    }
    const onSuccess = (moved: Project) => {
      offerOrderReady(project, moved);
      setAnnouncement(t.moved({ name: project.name, column: columnName(column) }));
      // The card is drawn again in its new column: its menu takes the focus back.
      if (viaMenu) setFocusId(project.id);
    };
    move.mutate({ projectId: project.id, stageId: body.stageId }, { onSuccess });
  };
  const drag = useBoardDrag(moveTo);

  const card = (project: Project) => (
    <li key={project.id}>
      <BoardCard
        project={project}
        assignee={assigneeName(members, currentStage(project.stages)?.assigneeId ?? null)}
        targets={moveTargets(project, columns)}
        columnName={columnName}
        onMove={(to) => moveTo(project, to, true)}
        onView={() => onView(project)}
        onDragStart={() => drag.start(project)}
        onDragEnd={() => drag.end(project)}
        takeFocus={focusId === project.id}
        onFocusTaken={clearFocus}
        moving={move.isPending && move.variables?.projectId === project.id}
      />
    </li>
  );

  return (
    <div>
      <p className="mb-1 text-sm text-muted-foreground">{t.hint}</p>
      <p role="status" className="mb-3 min-h-5 text-sm font-medium" data-testid="board-status">
        {announcement}
      </p>
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:overflow-x-auto md:pb-3" aria-label={t.boardLabel} role="region">
        {columns.map((column, index) => {
          const cards = grouped.get(column.key) ?? [];
          return (
            <BoardLane
              key={column.key}
              column={column}
              name={columnName(column)}
              labelId={`${ids}-${index}`}
              count={cards.length}
              drag={drag.drag}
              onDragOver={(e) => drag.over(e, column)}
              onDrop={(e) => drag.drop(e, column)}
            >
              {cards.map(card)}
            </BoardLane>
          );
        })}
      </div>
    </div>
  );
}
