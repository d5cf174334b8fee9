import { createAppointmentTypeBodySchema, EVENT_TYPES, type AppointmentType, type EventType } from '@atelier/shared';
import type { FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';
import { maxLengthsOf } from '@/lib/schema-limits';
import { useFormat } from '@/lib/use-format';
import { useEventLabels } from '@/features/calendar';
import { hasTeam, memberName, useTeamMembers } from '@/features/team';
import { useCreateAppointmentType, useUpdateAppointmentType } from '../api/bookings-api';
import { bookingsMessages } from '../messages';
import { emptyTypeForm, toTypeBody, typeToForm, type TypeFormValues } from './type-form';
import { NumberInput } from '@/components/ui/number-input';
import { moneyRule, WHOLE_RULE } from '@/lib/typed-number';

const FORM_ID = 'appointment-type-form';
const LIMITS_OF = maxLengthsOf(createAppointmentTypeBodySchema);

/**
 * 'Add appointment type' / 'Edit appointment type' (decision 161): name, minutes, the free time
 * after, price and deposit typed with a comma or a point, the calendar event type, and for a
 * team the members who can take it.
 */
export function TypeFormDialog({ type, onClose }: { type: AppointmentType | null; onClose: () => void }) {
  const t = useMessages(bookingsMessages);
  const format = useFormat();
  const labels = useEventLabels();
  const members = useTeamMembers();
  const form = useForm<TypeFormValues>(() => (type ? typeToForm(type, format.language) : emptyTypeForm));
  const { values, set, text, errorOf } = form;
  const create = useCreateAppointmentType();
  const update = useUpdateAppointmentType();
  const currency = format.currencySymbol;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const built = toTypeBody(values, { ...t, language: format.language, currency: format.currency }, type ? 'update' : 'create');
    const saved = type
      ? await form.submit(built, (body) => update.mutateAsync({ id: type.id, body }))
      : await form.submit(built, (body) => create.mutateAsync(body));
    if (saved) onClose();
  };
  const toggleMember = (id: string, on: boolean) =>
    set('memberIds', on ? [...values.memberIds, id] : values.memberIds.filter((m) => m !== id));

  return (
    <FormDialog
      title={type ? t.editTypeTitle : t.addTypeTitle}
      description={t.typeDialogDescription}
      formId={FORM_ID}
      submitLabel={t.save}
      isSaving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label={t.name} error={errorOf('name')} className="sm:col-span-2">
          {(p) => <Input {...p} value={values.name} onChange={text('name')} autoComplete="off" maxLength={LIMITS_OF.name} />}
        </Field>
        <Field label={t.duration} error={errorOf('durationMinutes')}>
          {(p) => <NumberInput {...p} rule={WHOLE_RULE} value={values.durationMinutes} onChange={text('durationMinutes')} />}
        </Field>
        <Field label={t.buffer} error={errorOf('bufferAfterMinutes')}>
          {(p) => <NumberInput {...p} rule={WHOLE_RULE} value={values.bufferAfterMinutes} onChange={text('bufferAfterMinutes')} />}
        </Field>
        <Field label={t.price({ currency })} optional error={errorOf('price')}>
          {(p) => <NumberInput {...p} rule={moneyRule(format.currency)} value={values.price} onChange={text('price')} />}
        </Field>
        <Field label={t.deposit({ currency })} hint={t.depositHint} optional error={errorOf('deposit')}>
          {(p) => <NumberInput {...p} rule={moneyRule(format.currency)} value={values.deposit} onChange={text('deposit')} />}
        </Field>
        <Field label={t.eventType} error={errorOf('eventType')} className="sm:col-span-2">
          {(p) => (
            <Select
              {...p}
              value={values.eventType}
              onValueChange={(v) => set('eventType', v as EventType)}
              options={EVENT_TYPES.map((e) => ({ value: e, label: labels.type(e) }))}
            />
          )}
        </Field>
        {hasTeam(members) && (
          <fieldset className="space-y-2 sm:col-span-2">
            <legend className="text-sm font-medium">{t.members}</legend>
            <p className="text-xs text-muted-foreground">{t.membersHint}</p>
            {members.map((m) => (
              <label key={m.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-primary"
                  checked={values.memberIds.includes(m.id)}
                  onChange={(e) => toggleMember(m.id, e.target.checked)}
                />
                {memberName(m)}
              </label>
            ))}
          </fieldset>
        )}
        <div className="flex items-center gap-3 sm:col-span-2">
          <Switch id="appointment-type-active" checked={values.active} onCheckedChange={(on) => set('active', on)} />
          <label htmlFor="appointment-type-active" className="text-sm font-medium">
            {t.active}
          </label>
        </div>
      </form>
    </FormDialog>
  );
}
