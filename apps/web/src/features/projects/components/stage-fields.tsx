import {
  STAGE_STATUSES,
  updateStageBodySchema,
  WORKFLOW_LIMITS,
  type ProjectStage,
  type StageStatus,
  type UpdateStageBody,
} from '@atelier/shared';
import { UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { assigneeMessages } from '@/features/team';
import { hasTeam, memberName } from '@/features/team';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useTeamMembers } from '@/features/team';
import { useFormat } from '@/lib/use-format';
import { validateBody } from '@/lib/validate-form';
import { stageMessages } from '../stage-messages';

/** Radix forbids '' as an item's value: 'Unassigned' is this one. */
const NONE = 'unassigned';

/** PATCH the stage; resolves true once saved. */
export type UpdateStage = (body: UpdateStageBody) => Promise<boolean>;

/** Rename in place: the name's field, Save and Cancel. */
export function RenameForm({ stage, onSave, onDone }: { stage: ProjectStage; onSave: UpdateStage; onDone: () => void }) {
  const t = useMessages(stageMessages);
  const [name, setName] = useState(stage.name);
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The field opens for the user who asked for it: focus moves into it.
  useEffect(() => input.current?.focus(), []);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validateBody(updateStageBodySchema, { name });
    if (!checked.ok) return setError(checked.errors.name);
    if (name.trim() === stage.name || (await onSave({ name: name.trim() }))) onDone();
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2">
      <div className="min-w-40 flex-1 space-y-1">
        <Label htmlFor={id}>{t.newName}</Label>
        <Input
          id={id}
          ref={input}
          value={name}
          maxLength={WORKFLOW_LIMITS.stageName}
          aria-label={t.newNameOf({ stage: stage.name })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
        />
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      </div>
      <Button type="submit" size="sm" className="h-10">
        {t.save}
      </Button>
      <Button variant="outline" size="sm" className="h-10" onClick={onDone}>
        {t.cancel}
      </Button>
    </form>
  );
}

/** The due date: typed or picked, saved when the field is left (a half-typed year is never sent). */
function DueDateInput({ stage, id, label, onUpdate }: { stage: ProjectStage; id: string; label: string; onUpdate: UpdateStage }) {
  const saved = stage.dueDate ? stage.dueDate.slice(0, 10) : '';
  const [draft, setDraft] = useState(saved);
  const [was, setWas] = useState(saved);
  if (was !== saved) {
    setWas(saved);
    setDraft(saved);
  }
  const commit = () => {
    if (draft !== saved) void onUpdate({ dueDate: draft || null }).then((ok) => !ok && setDraft(saved));
  };
  return (
    <Input
      id={id}
      type="date"
      value={draft}
      aria-label={label}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), commit())}
    />
  );
}

/**
 * Status, due date and who is on the stage, each labelled with the stage's name for a screen
 * reader (several stages are on screen); read-only off the plan.
 */
export function StageFields({
  stage,
  name,
  canEdit,
  onUpdate,
}: {
  stage: ProjectStage;
  name: string;
  canEdit: boolean;
  onUpdate: UpdateStage;
}) {
  const t = useMessages(stageMessages);
  const ta = useMessages(assigneeMessages);
  const labels = useLabels();
  const format = useFormat();
  const members = useTeamMembers();
  const ids = useId();
  const assignee = stage.assigneeId ? members.find((m) => m.id === stage.assigneeId) : undefined;
  if (!canEdit) {
    return (
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {stage.dueDate && <span>{`${t.dueDate}: ${format.calendarDate(stage.dueDate)}`}</span>}
        {assignee && <AssigneeText name={memberName(assignee)} />}
      </div>
    );
  }
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div className="space-y-1">
        <Label htmlFor={`${ids}-status`}>{t.status}</Label>
        <Select
          id={`${ids}-status`}
          aria-label={t.statusOf({ stage: name })}
          value={stage.status}
          onValueChange={(v) => v !== stage.status && void onUpdate({ status: v as StageStatus })}
          options={STAGE_STATUSES.map((s) => ({ value: s, label: labels.stageStatus(s) }))}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${ids}-due`}>{t.dueDate}</Label>
        <DueDateInput stage={stage} id={`${ids}-due`} label={t.dueDateOf({ stage: name })} onUpdate={onUpdate} />
      </div>
      {hasTeam(members) ? (
        <div className="space-y-1">
          <Label htmlFor={`${ids}-who`}>{ta.assignedTo}</Label>
          <Select
            id={`${ids}-who`}
            aria-label={t.assigneeOf({ stage: name })}
            value={assignee ? assignee.id : NONE}
            onValueChange={(v) => void onUpdate({ assigneeId: v === NONE ? null : v })}
            options={[{ value: NONE, label: ta.unassigned }, ...members.map((m) => ({ value: m.id, label: memberName(m) }))]}
          />
        </div>
      ) : (
        assignee && <AssigneeText name={memberName(assignee)} />
      )}
    </div>
  );
}

export function AssigneeText({ name }: { name: string }) {
  const ta = useMessages(assigneeMessages);
  return (
    <p className="inline-flex items-center gap-1 self-end text-sm text-muted-foreground" data-testid="stage-assignee">
      <UserRound className="h-3.5 w-3.5" aria-hidden /> {ta.assignedToName({ name })}
    </p>
  );
}
