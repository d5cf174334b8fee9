import { builtInWorkflow, updateWorkflowBodySchema, WORKFLOW_LIMITS, type Workflow } from '@atelier/shared';
import { ArrowDown, ArrowUp, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useForm, type FormState } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { useResetWorkflow, useUpdateWorkflow } from '../api/workflow-api';
import { workflowMessages } from './workflow-messages';

type Row = { key: number; name: string };

/** Focus, once the rows are drawn again: a row's field or button (by its data attributes), else the Add button. */
function focusLater(root: HTMLElement | null, selector: string) {
  requestAnimationFrame(() => {
    const el = root?.querySelector<HTMLElement>(selector);
    if (el && !(el as HTMLButtonElement).disabled) el.focus();
    else root?.querySelector<HTMLElement>('[data-workflow-add]')?.focus();
  });
}

type RowProps = {
  row: Row;
  index: number;
  count: number;
  error: string | undefined;
  onRename: (name: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** One stage name of the workflow: its field (named 'Stage 3'), move up, move down and remove. */
function WorkflowRow({ row, index, count, error, onRename, onMove, onRemove }: RowProps) {
  const t = useMessages(workflowMessages);
  const n = index + 1;
  const errorId = `workflow-error-${row.key}`;
  return (
    <li data-row={index} className="space-y-1">
      <div className="flex items-center gap-1.5">
        <span className="w-6 shrink-0 text-end text-sm text-muted-foreground tabular-nums" aria-hidden>
          {n}.
        </span>
        <Input
          value={row.name}
          maxLength={WORKFLOW_LIMITS.stageName}
          aria-label={t.stageLabel({ n })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onRename(e.target.value)}
          className="min-w-0 flex-1"
        />
        <Button
          variant="ghost"
          size="icon"
          className="h-9 w-9"
          data-action="up"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={t.moveUp({ n })}
        >
          <ArrowUp className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="h-9 w-9"
          data-action="down"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          aria-label={t.moveDown({ n })}
        >
          <ArrowDown className="h-4 w-4" aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" className="h-9 w-9 text-destructive" onClick={onRemove} aria-label={t.remove({ n })}>
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      {error && (
        <div className="ps-7">
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      )}
    </li>
  );
}

/** The names being edited, each with a key that follows it as it moves; focus follows each change. */
function useRows(form: FormState<{ rows: Row[] }>, root: RefObject<HTMLFormElement | null>) {
  const { rows } = form.values;
  const nextKey = useRef(rows.length);
  const setRows = (change: (prev: Row[]) => Row[]) => form.setValues((v) => ({ rows: change(v.rows) }));
  return {
    rows,
    rename: (i: number, name: string) => {
      setRows((prev) => prev.map((r, j) => (j === i ? { ...r, name } : r)));
      form.clear(`stages.${i}`);
    },
    move: (i: number, by: -1 | 1) => {
      const to = i + by;
      if (to < 0 || to >= rows.length) return;
      setRows((prev) => {
        const next = [...prev];
        [next[i], next[to]] = [next[to]!, next[i]!];
        return next;
      });
      focusLater(root.current, `[data-row="${to}"] [data-action="${by < 0 ? 'up' : 'down'}"]`);
    },
    remove: (i: number) => {
      setRows((prev) => prev.filter((_, j) => j !== i));
      focusLater(root.current, `[data-row="${Math.min(i, rows.length - 2)}"] input`);
    },
    add: () => {
      setRows((prev) => [...prev, { key: (nextKey.current += 1), name: '' }]);
      focusLater(root.current, `[data-row="${rows.length}"] input`);
    },
  };
}

/**
 * One project type's stages (decision 080): rename in place, add, move up or down, remove, then
 * Save (PUT /workflows/:projectType). 'Reset to built-in' when the studio wrote its own. A built-in
 * workflow's names show in the user's language, so saving keeps what they read.
 */
export function WorkflowEditor({ workflow }: { workflow: Workflow }) {
  const t = useMessages(workflowMessages);
  const labels = useLabels();
  const type = labels.projectType(workflow.projectType);
  const initial = workflow.stages.map((name) => (workflow.custom ? name : labels.stage(name)));
  const [confirmReset, setConfirmReset] = useState(false);
  const form = useForm<{ rows: Row[] }>(() => ({ rows: initial.map((name, key) => ({ key, name })) }));
  const { errors, submit } = form;
  const update = useUpdateWorkflow();
  const reset = useResetWorkflow();
  const root = useRef<HTMLFormElement>(null);
  const { rows, rename, move, remove, add } = useRows(form, root);
  const dirty = rows.map((r) => r.name).join('\n') !== initial.join('\n');
  const full = rows.length >= WORKFLOW_LIMITS.stagesPerTemplate;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const stages = rows.map((r) => r.name.trim());
    await submit(validateBody(updateWorkflowBodySchema, { stages }), (body) =>
      update.mutateAsync({ projectType: workflow.projectType, stages: body.stages }),
    );
  };

  return (
    <form ref={root} noValidate onSubmit={(e) => void save(e)} className="space-y-4" data-testid="workflow-editor">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={workflow.custom ? 'accent' : 'secondary'}>{workflow.custom ? t.custom : t.builtIn}</Badge>
        {dirty && <span className="text-sm text-muted-foreground">{t.unsaved}</span>}
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.none}</p>
      ) : (
        <ol className="space-y-2" aria-label={t.listLabel({ type })}>
          {rows.map((row, i) => (
            <WorkflowRow
              key={row.key}
              row={row}
              index={i}
              count={rows.length}
              error={errors[`stages.${i}`]}
              onRename={(name) => rename(i, name)}
              onMove={(by) => move(i, by)}
              onRemove={() => remove(i)}
            />
          ))}
        </ol>
      )}
      {errors.stages && <FieldError>{errors.stages}</FieldError>}
      <div className="flex flex-wrap gap-2">
        {full ? (
          <p className="text-sm text-muted-foreground">{t.full({ max: WORKFLOW_LIMITS.stagesPerTemplate })}</p>
        ) : (
          <Button variant="outline" onClick={add} data-workflow-add>
            <Plus className="h-4 w-4" aria-hidden /> {t.add}
          </Button>
        )}
        <Button type="submit" loading={update.isPending}>
          {t.save}
        </Button>
        {workflow.custom && (
          <Button variant="outline" onClick={() => setConfirmReset(true)}>
            <RotateCcw className="h-4 w-4" aria-hidden /> {t.reset}
          </Button>
        )}
      </div>
      {confirmReset && (
        <ConfirmDialog
          onClose={() => setConfirmReset(false)}
          title={t.resetTitle}
          description={t.resetText({ type, stages: builtInWorkflow(workflow.projectType).map(labels.stage).join(', ') })}
          confirmLabel={t.resetConfirm}
          action={() => reset.mutateAsync(workflow.projectType)}
        />
      )}
    </form>
  );
}
