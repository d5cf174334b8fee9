import { DEFAULT_WORKFLOW, GARMENT_TYPES, updatePayRateBodySchema, type GarmentType, type PayRate } from '@atelier/shared';
import { useId, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { maxLengthsOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useCreatePayRate, useUpdatePayRate } from '../api/pay-api';
import { payMessages } from '../messages';
import { emptyRateForm, rateToForm, toRateBody, toUpdateRateBody, type RateFormValues } from './pay-form';
import { NumberInput } from '@/components/ui/number-input';
import { moneyRule } from '@/lib/typed-number';

const FORM_ID = 'pay-rate-form';
const LIMITS_OF = maxLengthsOf(updatePayRateBodySchema);
const ANY = 'any';

/**
 * 'Add Rate' / 'Edit Rate' (decision 154): the stage (the default workflow's names are offered),
 * the garment type it applies to, and the rate typed with a comma or a point.
 */
export function RateFormDialog({ rate, onClose }: { rate: PayRate | null; onClose: () => void }) {
  const t = useMessages(payMessages);
  const labels = useLabels();
  const format = useFormat();
  const form = useForm<RateFormValues>(() => (rate ? rateToForm(rate, format.language) : emptyRateForm));
  const { values, errorOf, text, set } = form;
  const create = useCreatePayRate();
  const update = useUpdatePayRate();
  const stagesId = useId();

  const typedIn = { language: format.language, currency: format.currency };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = rate
      ? await form.submit(toUpdateRateBody(values, t.writeRate, typedIn), (body) => update.mutateAsync({ id: rate.id, body }))
      : await form.submit(toRateBody(values, t.writeRate, typedIn), (body) => create.mutateAsync(body));
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={rate ? t.rateEditTitle : t.rateAddTitle}
      description={t.rateDescription}
      formId={FORM_ID}
      submitLabel={t.save}
      isSaving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field label={t.stage} error={errorOf('stage')}>
          {(p) => (
            <Input {...p} value={values.stage} onChange={text('stage')} autoComplete="off" list={stagesId} maxLength={LIMITS_OF.stage} />
          )}
        </Field>
        <datalist id={stagesId}>
          {DEFAULT_WORKFLOW.map((stage) => (
            <option key={stage} value={labels.stage(stage)} />
          ))}
        </datalist>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
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
          <Field label={t.rate({ currency: format.currencySymbol })} error={errorOf('rate')}>
            {(p) => <NumberInput {...p} rule={moneyRule(format.currency)} value={values.rate} onChange={text('rate')} />}
          </Field>
        </div>
      </form>
    </FormDialog>
  );
}
