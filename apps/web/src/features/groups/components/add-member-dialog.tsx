import { addGroupMemberBodySchema, groupNewClientSchema, PROJECT_TYPES, type ProjectType } from '@atelier/shared';
import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { ClientPicker } from '@/features/clients';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { maxLengthsOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useAddGroupMember } from '../api/groups-api';
import { groupMessages } from '../messages';
import { useClientProjects } from '../api/party-reads';
import { emptyMemberForm, garmentOf, toAddMemberBody, type MemberFormValues } from './member-form';
import { MemberProjectField } from './member-project-field';
import { NumberInput } from '@/components/ui/number-input';
import { moneyRule } from '@/lib/typed-number';

const FORM_ID = 'group-member-form';
const MEMBER_LIMITS = maxLengthsOf(addGroupMemberBodySchema);
const CLIENT_LIMITS = maxLengthsOf(groupNewClientSchema);
/** The body's paths shown under the form's fields. */
const fieldOf = (path: string) =>
  ({
    'client.name': 'name',
    'client.phone': 'phone',
    'client.email': 'email',
    'garment.budget': 'price',
    'garment.name': 'garmentName',
    'garment.type': 'garmentType',
    projectId: 'garmentChoice',
  })[path] ?? path;

/**
 * 'Add Member' (decision 160): a client picked from the studio's, or a new one with the name,
 * phone and email as typed; their part; and their garment made as a project with its stages, or,
 * for a client who has one, her own project followed rather than a second made (decision 219).
 */
export function AddMemberDialog({ groupId, onClose }: { groupId: string; onClose: () => void }) {
  const t = useMessages(groupMessages);
  const labels = useLabels();
  const format = useFormat();
  const form = useForm<MemberFormValues>(emptyMemberForm, { fieldOf });
  const { values, errorOf, text, set } = form;
  const add = useAddGroupMember(groupId);
  const garmentId = useId();
  const projects = useClientProjects(values.clientId, values.mode === 'existing').data ?? [];
  const garment = garmentOf(values, values.mode === 'existing' && values.clientId ? projects : []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = { ...values, ...garment };
    if (await form.submit(toAddMemberBody(typed, { ...t, language: format.language, currency: format.currency }), add.mutateAsync))
      onClose();
  };

  return (
    <FormDialog
      title={t.addMemberTitle}
      description={t.addMemberDescription}
      formId={FORM_ID}
      submitLabel={t.saveMember}
      isSaving={add.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <div role="group" aria-label={t.client} className="grid grid-cols-2 gap-2">
          {(['existing', 'new'] as const).map((mode) => (
            <Button
              key={mode}
              type="button"
              variant={values.mode === mode ? 'primary' : 'outline'}
              aria-pressed={values.mode === mode}
              className="min-h-11"
              onClick={() => set('mode', mode)}
            >
              {mode === 'existing' ? t.existingClient : t.newClient}
            </Button>
          ))}
        </div>
        {values.mode === 'existing' ? (
          <Field label={t.client} error={errorOf('clientId')}>
            {(p) => (
              <ClientPicker
                {...p}
                value={values.clientId}
                selectedName={values.clientName}
                onChange={(id, client) => {
                  set('clientId', id);
                  set('clientName', client?.name ?? '');
                  set('garmentChoice', '');
                }}
                placeholder={t.findClient}
              />
            )}
          </Field>
        ) : (
          <>
            <Field label={t.clientName} error={errorOf('name')}>
              {(p) => <Input {...p} value={values.name} onChange={text('name')} autoComplete="off" maxLength={CLIENT_LIMITS.name} />}
            </Field>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Field label={t.clientPhone} optional error={errorOf('phone')}>
                {(p) => (
                  <Input
                    {...p}
                    type="tel"
                    value={values.phone}
                    onChange={text('phone')}
                    autoComplete="off"
                    maxLength={CLIENT_LIMITS.phone}
                  />
                )}
              </Field>
              <Field label={t.clientEmail} optional error={errorOf('email')}>
                {(p) => (
                  <Input
                    {...p}
                    type="email"
                    value={values.email}
                    onChange={text('email')}
                    autoComplete="off"
                    maxLength={CLIENT_LIMITS.email}
                  />
                )}
              </Field>
            </div>
          </>
        )}
        <Field label={t.part} optional error={errorOf('role')}>
          {(p) => (
            <Input {...p} value={values.role} onChange={text('role')} placeholder={t.partPlaceholder} maxLength={MEMBER_LIMITS.role} />
          )}
        </Field>
        {garment.choice === undefined ? (
          <div className="flex min-h-11 items-center gap-2">
            <Checkbox id={garmentId} checked={values.withGarment} onCheckedChange={(c) => set('withGarment', c === true)} />
            <Label htmlFor={garmentId}>{t.createGarment}</Label>
          </div>
        ) : (
          <MemberProjectField
            projects={projects}
            choice={garment.choice}
            error={errorOf('garmentChoice')}
            onChange={(choice) => set('garmentChoice', choice)}
          />
        )}
        {garment.withGarment && (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field label={t.garmentType} error={errorOf('garmentType')}>
              {(p) => (
                <Select
                  {...p}
                  value={values.garmentType}
                  onValueChange={(v) => set('garmentType', v as ProjectType)}
                  options={PROJECT_TYPES.map((type) => ({ value: type, label: labels.projectType(type) }))}
                />
              )}
            </Field>
            <Field label={t.price({ currency: format.currencySymbol })} optional error={errorOf('price')}>
              {(p) => <NumberInput {...p} rule={moneyRule(format.currency)} value={values.price} onChange={text('price')} />}
            </Field>
            <Field label={t.garmentName} optional error={errorOf('garmentName')} className="sm:col-span-2">
              {(p) => <Input {...p} value={values.garmentName} onChange={text('garmentName')} placeholder={t.garmentNamePlaceholder} />}
            </Field>
          </div>
        )}
      </form>
    </FormDialog>
  );
}
