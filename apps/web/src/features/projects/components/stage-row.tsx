import type { ProjectStage } from '@atelier/shared';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useFormat } from '@/lib/use-format';
import { stageMessages } from '../stage-messages';
import { RenameForm, StageFields, type UpdateStage } from './stage-fields';

/** Whether a stage is past its due date (in the user's zone) and neither done nor skipped. */
export const isLate = (stage: ProjectStage, overdue: (d: string | null) => boolean) =>
  stage.status !== 'done' && stage.status !== 'skipped' && overdue(stage.dueDate);

export type StageRowProps = {
  stage: ProjectStage;
  index: number;
  count: number;
  /** Off the plan (or the role): read-only. */
  canEdit: boolean;
  onUpdate: UpdateStage;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** Rename, move up, move down and remove: 36 px targets, each named with the stage. */
function StageActions({
  name,
  index,
  count,
  onRename,
  onMove,
  onRemove,
}: { name: string; index: number; count: number; onRename: () => void } & Pick<StageRowProps, 'onMove' | 'onRemove'>) {
  const t = useMessages(stageMessages);
  const icon = 'h-9 w-9';
  return (
    <div className="flex flex-wrap gap-1">
      <Button variant="ghost" size="icon" className={icon} data-action="rename" onClick={onRename} aria-label={t.renameOf({ stage: name })}>
        <Pencil className="h-4 w-4" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={icon}
        data-action="up"
        disabled={index === 0}
        onClick={() => onMove(-1)}
        aria-label={t.moveUp({ stage: name })}
      >
        <ArrowUp className="h-4 w-4" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={icon}
        data-action="down"
        disabled={index === count - 1}
        onClick={() => onMove(1)}
        aria-label={t.moveDown({ stage: name })}
      >
        <ArrowDown className="h-4 w-4" aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" className={`${icon} text-destructive`} onClick={onRemove} aria-label={t.remove({ stage: name })}>
        <Trash2 className="h-4 w-4" aria-hidden />
      </Button>
    </div>
  );
}

/**
 * One stage of the timeline (decision 080): its place, name, status, due date, who is on it,
 * when it was done and 'Late' past its due date; rename, move up or down and remove.
 */
export function StageRow({ stage, index, count, canEdit, onUpdate, onMove, onRemove }: StageRowProps) {
  const t = useMessages(stageMessages);
  const labels = useLabels();
  const format = useFormat();
  const [renaming, setRenaming] = useState(false);
  const ids = useId();
  const name = labels.stage(stage.name);
  const late = isLate(stage, format.isOverdue);
  const doneRenaming = () => {
    setRenaming(false);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-stage-id="${stage.id}"] [data-action="rename"]`)?.focus());
  };

  return (
    <li
      aria-labelledby={`${ids}-name`}
      className="space-y-3 rounded-lg border border-border p-3"
      data-testid="stage"
      data-stage-id={stage.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h4 id={`${ids}-name`} className="font-semibold break-words">
            <span className="text-muted-foreground tabular-nums">{index + 1}.</span> {name}
          </h4>
          <div className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
            {late && stage.dueDate && (
              <>
                <Badge variant="destructive">{t.late}</Badge>
                <span className="text-destructive">{t.lateText({ date: format.calendarDate(stage.dueDate) })}</span>
              </>
            )}
            {stage.completedAt && stage.status === 'done' && <span>{t.completedAt({ date: format.dateTime(stage.completedAt) })}</span>}
            {!canEdit && <span>{labels.stageStatus(stage.status)}</span>}
          </div>
        </div>
        {canEdit && !renaming && (
          <StageActions name={name} index={index} count={count} onRename={() => setRenaming(true)} onMove={onMove} onRemove={onRemove} />
        )}
      </div>
      {renaming && <RenameForm stage={stage} onSave={onUpdate} onDone={doneRenaming} />}
      <StageFields stage={stage} name={name} canEdit={canEdit} onUpdate={onUpdate} />
    </li>
  );
}
