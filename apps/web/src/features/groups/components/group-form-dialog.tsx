import { createGroupBodySchema, GROUP_KINDS, updateGroupBodySchema, type Group, type GroupKind } from '@atelier/shared';
import type { FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { maxLengthsOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { useCreateGroup, useUpdateGroup } from '../api/groups-api';
import { groupMessages } from '../messages';
import { kindText } from './group-texts';

const FORM_ID = 'group-form';
const LIMITS_OF = maxLengthsOf(createGroupBodySchema);
type Values = { name: string; kind: GroupKind; eventDate: string; notes: string };

/**
 * 'New Group' / 'Edit Group' (decision 160): its name, kind, the event's date and notes. Mounted
 * only while open; a refused save keeps what was typed with the error on its field.
 */
export function GroupFormDialog({
  group,
  onClose,
  onCreated,
}: {
  group: Group | null;
  onClose: () => void;
  onCreated?: (g: Group) => void;
}) {
  const t = useMessages(groupMessages);
  const form = useForm<Values>(() =>
    group
      ? { name: group.name, kind: group.kind, eventDate: group.eventDate ?? '', notes: group.notes }
      : { name: '', kind: 'wedding', eventDate: '', notes: '' },
  );
  const { values, errorOf, text, set } = form;
  const create = useCreateGroup();
  const update = useUpdateGroup();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { name: values.name.trim(), kind: values.kind, eventDate: values.eventDate || null, notes: values.notes };
    const saved = group
      ? await form.submit(validateBody(updateGroupBodySchema, body), (b) => update.mutateAsync({ id: group.id, body: b }))
      : await form.submit(validateBody(createGroupBodySchema, body), async (b) => onCreated?.(await create.mutateAsync(b)));
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={group ? t.editTitle : t.addTitle}
      description={group ? t.editDescription({ name: group.name }) : t.addDescription}
      formId={FORM_ID}
      submitLabel={group ? t.saveChanges : t.saveGroup}
      isSaving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field label={t.name} error={errorOf('name')}>
          {(p) => (
            <Input
              {...p}
              value={values.name}
              onChange={text('name')}
              placeholder={t.namePlaceholder}
              autoComplete="off"
              maxLength={LIMITS_OF.name}
            />
          )}
        </Field>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label={t.kind} error={errorOf('kind')}>
            {(p) => (
              <Select
                {...p}
                value={values.kind}
                onValueChange={(v) => set('kind', v as GroupKind)}
                options={GROUP_KINDS.map((k) => ({ value: k, label: kindText(t, k) }))}
              />
            )}
          </Field>
          <Field label={t.eventDate} optional error={errorOf('eventDate')}>
            {(p) => <Input {...p} type="date" value={values.eventDate} onChange={text('eventDate')} />}
          </Field>
        </div>
        <Field label={t.notes} optional error={errorOf('notes')}>
          {(p) => <Input {...p} value={values.notes} onChange={text('notes')} autoComplete="off" maxLength={LIMITS_OF.notes} />}
        </Field>
      </form>
    </FormDialog>
  );
}
