import { TAX_CATEGORIES, TAX_LIMITS, type TaxCategory, type TaxRate } from '@atelier/shared';
import type { FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useAddTaxRate, useUpdateTaxRate } from '../api/tax-api';
import { taxMessages } from '../messages';
import { chosenCategory, emptyRateForm, needsExemption, rateToForm, toRateBody, toRateUpdate, type RateFormValues } from './rate-form';
import { categoryLabel } from './tax-labels';
import { SwitchRow } from './switch-row';
import { NumberInput } from '@/components/ui/number-input';
import { PERCENT_RULE } from '@/lib/typed-number';

const FORM_ID = 'tax-rate-form';

/**
 * 'Add tax rate' / 'Edit tax rate' (decision 167): the name as printed, the rate as people type it
 * ('5,5' or '5.5'), its category in plain words and, for the categories that need one, the
 * exemption text the invoice prints beside the line.
 */
export function RateFormDialog({ rate, onClose }: { rate: TaxRate | null; onClose: () => void }) {
  const t = useMessages(taxMessages);
  const format = useFormat();
  const form = useForm<RateFormValues>(() => (rate ? rateToForm(rate, format.language) : emptyRateForm));
  const { values, set, text, errorOf } = form;
  const add = useAddTaxRate();
  const update = useUpdateTaxRate();
  const category = chosenCategory(values, format.language);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const built = toRateBody(values, t.writeRate, format.language);
    const saved = rate
      ? await form.submit(toRateUpdate(built), (body) => update.mutateAsync({ id: rate.id, body }))
      : await form.submit(built, (body) => add.mutateAsync(body));
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={rate ? t.editRateTitle : t.addRateTitle}
      description={t.rateDialogDescription}
      formId={FORM_ID}
      submitLabel={t.save}
      isSaving={add.isPending || update.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label={t.rateName} hint={t.rateNameHint} error={errorOf('name')} className="sm:col-span-2">
          {(p) => <Input {...p} value={values.name} onChange={text('name')} maxLength={TAX_LIMITS.rateName} autoComplete="off" />}
        </Field>
        <Field label={t.rate} hint={t.rateHint} error={errorOf('rate')}>
          {(p) => <NumberInput {...p} rule={PERCENT_RULE} value={values.rate} onChange={text('rate')} />}
        </Field>
        <Field label={t.category} error={errorOf('category')}>
          {(p) => (
            <Select
              {...p}
              value={category}
              onValueChange={(v) => set('category', v as TaxCategory)}
              options={TAX_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(t, c) }))}
            />
          )}
        </Field>
        {needsExemption(category) && (
          <Field label={t.exemptionReason} hint={t.exemptionReasonHint} error={errorOf('exemptionReason')} className="sm:col-span-2">
            {(p) => (
              <Textarea
                {...p}
                rows={2}
                value={values.exemptionReason}
                onChange={text('exemptionReason')}
                maxLength={TAX_LIMITS.exemptionReason}
              />
            )}
          </Field>
        )}
        <SwitchRow label={t.isDefault} checked={values.isDefault} onChange={(on) => set('isDefault', on)} />
      </form>
    </FormDialog>
  );
}
