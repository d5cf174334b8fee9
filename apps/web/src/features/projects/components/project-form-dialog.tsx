import { PROJECT_PRIORITIES, PROJECT_PRIORITY_LABELS, PROJECT_STATUS_LABELS, PROJECT_STATUSES, PROJECT_TYPES, type Project } from '@atelier/shared';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ClientOption } from '@/lib/use-client-options';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useCreateProject, useUpdateProject } from '../api/projects-api';
import { buildCreateProject, buildUpdateProject, emptyProjectForm, projectToForm, type ProjectFormValues } from './project-form';

const FORM_ID = 'project-form';
const TYPE_OPTIONS = PROJECT_TYPES.map((t) => ({ value: t, label: t }));
const STATUS_OPTIONS = PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }));
const PRIORITY_OPTIONS = PROJECT_PRIORITIES.map((p) => ({ value: p, label: PROJECT_PRIORITY_LABELS[p] }));

/**
 * 'Add Project' / 'Edit Project'. Mounted while open; a failed save keeps the dialog and the
 * typed values, with the server's field errors (or the form's own checks) under their fields.
 */
export function ProjectFormDialog({ project, clients, onClose }: { project: Project | null; clients: readonly ClientOption[]; onClose: () => void }) {
  const [values, setValues] = useState<ProjectFormValues>(() => (project ? projectToForm(project) : emptyProjectForm));
  const fieldErrors = useFieldErrors();
  const { errors } = fieldErrors;
  const create = useCreateProject();
  const update = useUpdateProject();
  const isSaving = create.isPending || update.isPending;

  // An edited project's client is always offered, even if the client list has not loaded yet.
  const clientOptions = clients.map((c) => ({ value: c.id, label: c.name }));
  if (project && !clients.some((c) => c.id === project.clientId.id)) clientOptions.unshift({ value: project.clientId.id, label: project.clientId.name });

  const setField = <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    fieldErrors.clear(key);
  };
  const text = (key: keyof ProjectFormValues) => (e: { target: { value: string } }) => setField(key, e.target.value as never);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = project
      ? await fieldErrors.submit(buildUpdateProject(values), (body) => update.mutateAsync({ id: project.id, body }))
      : await fieldErrors.submit(buildCreateProject(values), (body) => create.mutateAsync(body));
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={project ? 'Edit Project' : 'Add Project'}
      description={project ? `Update the details of ${project.name}.` : 'Start a new project for a client.'}
      className="max-w-2xl"
      formId={FORM_ID}
      submitLabel={project ? 'Save Changes' : 'Create Project'}
      isSaving={isSaving}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
        <Field label="Client" error={errors.clientId} className="sm:col-span-2" hint={clients.length === 0 && !project ? 'Add a client on the Clients page first.' : undefined}>
          {(p) => <Select {...p} value={values.clientId} onValueChange={(v) => setField('clientId', v)} options={clientOptions} placeholder="Select a client" />}
        </Field>
        <Field label="Project Name" error={errors.name} className="sm:col-span-2">
          {(p) => <Input {...p} value={values.name} onChange={text('name')} maxLength={120} autoComplete="off" />}
        </Field>
        <Field label="Description" optional error={errors.description} className="sm:col-span-2">
          {(p) => <Textarea {...p} value={values.description} onChange={text('description')} rows={3} maxLength={2000} />}
        </Field>
        <Field label="Project Type" error={errors.type}>
          {(p) => <Select {...p} value={values.type} onValueChange={(v) => setField('type', v)} options={TYPE_OPTIONS} placeholder="Select a type" />}
        </Field>
        <Field label="Status" error={errors.status}>
          {(p) => <Select {...p} value={values.status} onValueChange={(v) => setField('status', v as ProjectFormValues['status'])} options={STATUS_OPTIONS} />}
        </Field>
        <Field label="Priority" error={errors.priority}>
          {(p) => <Select {...p} value={values.priority} onValueChange={(v) => setField('priority', v as ProjectFormValues['priority'])} options={PRIORITY_OPTIONS} />}
        </Field>
        <Field label="Progress (%)" error={errors.progress}>
          {(p) => <Input {...p} type="number" inputMode="numeric" min={0} max={100} step={1} value={values.progress} onChange={text('progress')} />}
        </Field>
        <Field label="Due Date" optional error={errors.dueDate}>
          {(p) => <Input {...p} type="date" value={values.dueDate} onChange={text('dueDate')} />}
        </Field>
        <Field label="Budget ($)" optional error={errors.budget}>
          {(p) => <Input {...p} type="number" inputMode="decimal" min={0} step={0.01} value={values.budget} onChange={text('budget')} placeholder="0.00" />}
        </Field>
      </form>
    </FormDialog>
  );
}
