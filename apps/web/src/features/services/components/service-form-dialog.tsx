import { DEFAULT_WORKFLOW, GARMENT_TYPES, updateServiceBodySchema, type GarmentType, type Service } from '@atelier/shared';
import { useId, type FormEvent } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useCan } from '@/lib/permissions';
import { maxLengthsOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { NumberInput } from '@/components/ui/number-input';
import { moneyRule, WHOLE_RULE } from '@/lib/typed-number';
import { useFormat } from '@/lib/use-format';
import { useCreateService, useUpdateService } from '../api/services-api';
import { serviceMessages } from '../messages';
import { emptyServiceForm, serviceToForm, toCreateServiceBody, toUpdateServiceBody, type ServiceFormValues } from './service-form';

const FORM_ID = 'service-form';
const LIMITS_OF = maxLengthsOf(updateServiceBodySchema);
const ANY = 'any';

/**
 * 'Add Service' / 'Edit Service' (decision 150): the price typed with a comma or a point, the
 * standard minutes, the stage (the default workflow's names are offered) and the garment type.
 * Mounted only while open; a refused save keeps what was typed with the error on its field.
 */
export function ServiceFormDialog({ service, onClose }: { service: Service | null; onClose: () => void }) {
  const t = useMessages(serviceMessages);
  const labels = useLabels();
  const format = useFormat();
  const withPrice = useCan('services.write');
  const form = useForm<ServiceFormValues>(() => (service ? serviceToForm(service, format.language) : emptyServiceForm));
  const { values, errorOf, text, set } = form;
  const create = useCreateService();
  const update = useUpdateService();
  const stagesId = useId();
  const activeId = useId();

  const typedIn = { ...t, language: format.language, currency: format.currency };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = service
      ? await form.submit(toUpdateServiceBody(values, typedIn, withPrice), (body) => update.mutateAsync({ id: service.id, body }))
      : await form.submit(toCreateServiceBody(values, typedIn), (body) => create.mutateAsync(body));
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={service ? t.editTitle : t.addTitle}
      description={service ? t.editDescription({ name: service.name }) : t.addDescription}
      formId={FORM_ID}
      submitLabel={service ? t.saveChanges : t.saveService}
      isSaving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field label={t.name} error={errorOf('name')}>
          {(p) => <Input {...p} value={values.name} onChange={text('name')} autoComplete="off" maxLength={LIMITS_OF.name} />}
        </Field>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {withPrice && (
            <Field label={t.price({ currency: format.currencySymbol })} error={errorOf('price')}>
              {(p) => <NumberInput {...p} rule={moneyRule(format.currency)} value={values.price} onChange={text('price')} />}
            </Field>
          )}
          <Field label={t.standardMinutes} error={errorOf('minutes')}>
            {(p) => <NumberInput {...p} rule={WHOLE_RULE} value={values.minutes} onChange={text('minutes')} />}
          </Field>
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label={t.stage} optional error={errorOf('stage')}>
            {(p) => (
              <Input {...p} value={values.stage} onChange={text('stage')} autoComplete="off" list={stagesId} maxLength={LIMITS_OF.stage} />
            )}
          </Field>
          <Field label={t.garmentType} optional error={errorOf('garmentType')}>
            {(p) => (
              <Select
                {...p}
                value={values.garmentType || ANY}
                onValueChange={(v) => set('garmentType', v === ANY ? '' : (v as GarmentType))}
                options={[{ value: ANY, label: t.anyGarment }, ...GARMENT_TYPES.map((g) => ({ value: g, label: labels.garment(g) }))]}
              />
            )}
          </Field>
        </div>
        <datalist id={stagesId}>
          {DEFAULT_WORKFLOW.map((stage) => (
            <option key={stage} value={labels.stage(stage)} />
          ))}
        </datalist>
        <div className="flex items-center gap-2">
          <Checkbox id={activeId} checked={values.active} onCheckedChange={(c) => set('active', c === true)} />
          <Label htmlFor={activeId}>{t.active}</Label>
        </div>
      </form>
    </FormDialog>
  );
}
