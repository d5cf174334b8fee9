import { createStageBodySchema, WORKFLOW_LIMITS, type Project, type ProjectStage, type UpdateStageBody } from '@atelier/shared';
import { Plus } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useOrderReadyOffer } from '@/features/messaging';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { usePlanHas } from '@/features/billing';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useCan } from '@/lib/permissions';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { useAddStage, useRemoveStage, useReorderStages, useUpdateStage } from '../api/stages-api';
import { stageMessages } from '../stage-messages';
import { StageRow } from './stage-row';

/** A new stage's name, added at the end (POST /projects/:id/stages). */
function AddStageForm({ project }: { project: Project }) {
  const t = useMessages(stageMessages);
  const add = useAddStage();
  const form = useForm({ name: '' });
  const { name } = form.values;
  const error = form.errors.name;
  const id = useId();
  const full = project.stages.length >= WORKFLOW_LIMITS.stagesPerProject;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validateBody(createStageBodySchema, { name });
    if (!checked.ok) return form.setErrors(checked.errors);
    try {
      await add.mutateAsync({ projectId: project.id, body: { name: name.trim() } });
      form.setValues({ name: '' });
    } catch {
      // Toasted by the query client; the typed name stays.
    }
  };
  if (full) return <p className="text-sm text-muted-foreground">{t.full({ max: WORKFLOW_LIMITS.stagesPerProject })}</p>;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2">
      <div className="min-w-40 flex-1 space-y-1">
        <Label htmlFor={id}>{t.addLabel}</Label>
        <Input
          id={id}
          value={name}
          maxLength={WORKFLOW_LIMITS.stageName}
          placeholder={t.addPlaceholder}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={form.text('name')}
        />
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      </div>
      <Button type="submit" variant="outline" className="h-10" loading={add.isPending}>
        <Plus className="h-4 w-4" aria-hidden /> {t.add}
      </Button>
    </form>
  );
}

/** After a reorder the row is drawn at its new place: the same button takes focus, or the other one at an end. */
function refocus(stageId: string, action: 'up' | 'down') {
  requestAnimationFrame(() => {
    const row = document.querySelector(`[data-stage-id="${stageId}"]`);
    const want = row?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-action="${action === 'up' ? 'down' : 'up'}"]`);
    (want && !want.disabled ? want : other)?.focus();
  });
}

/**
 * A project's timeline in its details (decision 080): its stages in order, each with its status,
 * due date, who is on it and 'Late' past its due date; add, rename, move and remove. Every change
 * answers the project, whose progress follows. Off Premium the stages a project kept are shown
 * read-only, and a project without any shows nothing.
 */
export function StageTimeline({ project }: { project: Project }) {
  const t = useMessages(stageMessages);
  const labels = useLabels();
  const hasTimeline = usePlanHas('timeline');
  const mayWrite = useCan('projects.write');
  const canEdit = hasTimeline && mayWrite;
  const update = useUpdateStage();
  const offerOrderReady = useOrderReadyOffer();
  const reorder = useReorderStages();
  const remove = useRemoveStage();
  const [removing, setRemoving] = useState<ProjectStage | null>(null);
  const removed = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const stages = project.stages;
  if (!hasTimeline && stages.length === 0) return null;

  const save = async (stage: ProjectStage, body: UpdateStageBody) => {
    try {
      offerOrderReady(project, await update.mutateAsync({ projectId: project.id, stageId: stage.id, body }));
      return true;
    } catch {
      return false;
    }
  };
  const move = (stage: ProjectStage, by: -1 | 1) => {
    const order = stages.map((s) => s.id);
    const at = order.indexOf(stage.id);
    const to = at + by;
    if (to < 0 || to >= order.length) return;
    [order[at], order[to]] = [order[to]!, order[at]!];
    reorder.mutate({ projectId: project.id, stageIds: order }, { onSuccess: () => refocus(stage.id, by < 0 ? 'up' : 'down') });
  };

  return (
    <section aria-labelledby={`${ids}-title`} className="mt-6 space-y-3 border-t border-border pt-4" data-testid="stage-timeline">
      <div>
        <h3 id={`${ids}-title`} ref={heading} tabIndex={-1} className="text-base font-semibold focus:outline-none">
          {t.title}
        </h3>
        <p className="text-sm text-muted-foreground">{hasTimeline ? t.intro : t.readOnly}</p>
      </div>
      {stages.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.none}</p>
      ) : (
        <ol className="space-y-2" aria-label={t.listLabel({ name: project.name })}>
          {stages.map((stage, index) => (
            <StageRow
              key={stage.id}
              stage={stage}
              index={index}
              count={stages.length}
              canEdit={canEdit}
              onUpdate={(body) => save(stage, body)}
              onMove={(by) => move(stage, by)}
              onRemove={() => {
                removed.current = false;
                setRemoving(stage);
              }}
            />
          ))}
        </ol>
      )}
      {canEdit && <AddStageForm project={project} />}
      {removing && (
        <ConfirmDialog
          onClose={() => setRemoving(null)}
          title={t.removeTitle}
          description={t.removeText({ stage: labels.stage(removing.name), project: project.name })}
          confirmLabel={t.removeConfirm}
          confirmVariant="destructive"
          action={async () => {
            await remove.mutateAsync({ projectId: project.id, stageId: removing.id });
            removed.current = true;
          }}
          // The Remove button went with its stage: focus goes to the timeline's heading.
          onCloseAutoFocus={(event) => {
            if (!removed.current) return;
            event.preventDefault();
            heading.current?.focus();
          }}
        />
      )}
    </section>
  );
}
