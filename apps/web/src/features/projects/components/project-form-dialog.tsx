import {
  createProjectBodySchema,
  numberFieldText,
  PROJECT_PRIORITIES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  type Project,
} from '@atelier/shared';
import type { FormEvent } from 'react';
import { ClientPicker } from '@/features/clients';
import { AssigneeField } from '@/features/team';
import { FormDialog } from '@/components/ui/form-dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { NumberInput } from '@/components/ui/number-input';
import { moneyRule } from '@/lib/typed-number';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useClientPages } from '@/features/clients';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useOrderReadyOffer } from '@/features/messaging';
import { useCreateProject, useUpdateProject } from '../api/projects-api';
import { projectMessages } from '../messages';
import {
  toCreateProjectBody,
  toUpdateProjectBody,
  emptyProjectForm,
  projectToForm,
  PROGRESS_RULE,
  type ProjectFormValues,
} from './project-form';
import { maxLengthsOf } from '@/lib/schema-limits';

const FORM_ID = 'project-form';
const LIMITS_OF = maxLengthsOf(createProjectBodySchema);

/**
 * 'Add Project' / 'Edit Project'. Mounted while open; a failed save keeps the dialog and the
 * typed values, with the server's field errors (or the form's own checks) under their fields.
 * A new project's due date starts at today (user's zone) plus the default duration; the budget is
 * typed in the user's currency with its decimals (decision 027).
 */
export function ProjectFormDialog({
  project,
  clientId = '',
  onClose,
}: {
  project: Project | null;
  clientId?: string;
  onClose: () => void;
}) {
  const format = useFormat();
  // A new project from the client page starts with its client chosen (decision 126).
  const form = useForm<ProjectFormValues>(() =>
    project ? projectToForm(project, format.language) : { ...emptyProjectForm(format.defaultDueDate()), ...(clientId ? { clientId } : {}) },
  );
  const { values, errors, set: setField, text } = form;
  const t = useMessages(projectMessages);
  const labels = useLabels();
  const typeOptions = PROJECT_TYPES.map((type) => ({ value: type, label: labels.projectType(type) }));
  const statusOptions = PROJECT_STATUSES.map((s) => ({ value: s, label: labels.projectStatus(s) }));
  const priorityOptions = PROJECT_PRIORITIES.map((p) => ({ value: p, label: labels.projectPriority(p) }));
  const create = useCreateProject();
  const update = useUpdateProject();
  const offerOrderReady = useOrderReadyOffer();
  const isSaving = create.isPending || update.isPending;
  // While a project has stages its progress follows them (decision 077): shown, not typed.
  const followsStages = !!project && project.stages.length > 0;

  // The studio's first clients, shared with the picker's cache: none at all asks for one first.
  const clients = useClientPages('');
  const noClients = clients.hasCache && !clients.isLoading && clients.items.length === 0;

  const typedIn = { language: format.language, currency: format.currency };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = project
      ? await form.submit(toUpdateProjectBody(values, project.assigneeId ?? '', { withProgress: !followsStages, typedIn }), (body) =>
          update.mutateAsync({ id: project.id, body }).then((saved) => offerOrderReady(project, saved)),
        )
      : await form.submit(toCreateProjectBody(values, typedIn), (body) => create.mutateAsync(body));
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={project ? t.editTitle : t.addTitle}
      description={project ? t.editDialogDescription({ name: project.name }) : t.addDialogDescription}
      className="max-w-2xl"
      formId={FORM_ID}
      submitLabel={project ? t.saveChanges : t.create}
      isSaving={isSaving}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t.client}
          error={errors.clientId}
          className="sm:col-span-2"
          hint={noClients && !project ? t.addClientFirst : undefined}
        >
          {(p) => (
            <ClientPicker
              {...p}
              value={values.clientId}
              // An edited project's client shows by the name the project carries, loaded page or not.
              selectedName={project && values.clientId === project.clientId.id ? project.clientId.name : undefined}
              onChange={(v) => setField('clientId', v)}
              placeholder={t.selectClient}
            />
          )}
        </Field>
        <Field label={t.projectName} error={errors.name} className="sm:col-span-2">
          {(p) => <Input {...p} value={values.name} onChange={text('name')} maxLength={LIMITS_OF.name} autoComplete="off" />}
        </Field>
        <Field label={t.descriptionLabel} optional error={errors.description} className="sm:col-span-2">
          {(p) => <Textarea {...p} value={values.description} onChange={text('description')} rows={3} maxLength={LIMITS_OF.description} />}
        </Field>
        <AssigneeField
          value={values.assigneeId}
          onChange={(v) => setField('assigneeId', v)}
          error={errors.assigneeId}
          className="sm:col-span-2"
        />
        <Field label={t.projectType} error={errors.type}>
          {(p) => (
            <Select
              {...p}
              value={values.type}
              onValueChange={(v) => setField('type', v)}
              options={typeOptions}
              placeholder={t.selectType}
            />
          )}
        </Field>
        <Field label={t.status} error={errors.status}>
          {(p) => (
            <Select
              {...p}
              value={values.status}
              onValueChange={(v) => setField('status', v as ProjectFormValues['status'])}
              options={statusOptions}
            />
          )}
        </Field>
        <Field label={t.priorityLabel} error={errors.priority}>
          {(p) => (
            <Select
              {...p}
              value={values.priority}
              onValueChange={(v) => setField('priority', v as ProjectFormValues['priority'])}
              options={priorityOptions}
            />
          )}
        </Field>
        <Field label={t.progressPercent} error={errors.progress} hint={followsStages ? t.progressFromStages : undefined}>
          {(p) => (
            <NumberInput
              {...p}
              rule={PROGRESS_RULE}
              value={followsStages ? String(project.progress) : values.progress}
              onChange={text('progress')}
              readOnly={followsStages}
            />
          )}
        </Field>
        <Field label={t.dueDate} optional error={errors.dueDate}>
          {(p) => <Input {...p} type="date" value={values.dueDate} onChange={text('dueDate')} />}
        </Field>
        <Field label={t.budgetIn({ symbol: format.currencySymbol })} optional error={errors.budget}>
          {(p) => (
            <NumberInput
              {...p}
              rule={moneyRule(format.currency)}
              value={values.budget}
              onChange={text('budget')}
              placeholder={numberFieldText(0, format.language, format.moneyDecimals, format.moneyDecimals)}
            />
          )}
        </Field>
      </form>
    </FormDialog>
  );
}
