import type { RevenueGoals } from '@atelier/shared';
import { useEffect, useRef, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { currencySymbol } from '@/lib/format';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';
import { useRevenueGoals, useSaveRevenueGoals } from '../api/analytics-api';
import { analyticsMessages } from '../messages';
import { goalsToForm, toGoalsBody, type GoalsFormValues } from './goals-form';
import { NumberInput } from '@/components/ui/number-input';
import { moneyRule } from '@/lib/typed-number';

const FORM_ID = 'revenue-goals-form';

/**
 * 'Set targets': the monthly and yearly revenue targets, in the account's currency.
 * The form opens at once with the targets the page shows; the stored ones are read fresh
 * meanwhile and replace them if they differ (changed on another device) and nothing was typed yet.
 */
export function GoalsDialog({ current, currency, onClose }: { current: RevenueGoals; currency: string; onClose: () => void }) {
  const t = useMessages(analyticsMessages);
  const language = useLocale();
  const fresh = useRevenueGoals().data;
  const save = useSaveRevenueGoals();
  const form = useForm<GoalsFormValues>(() => goalsToForm(current, language));
  const { values, setValues, errors } = form;
  const typed = useRef(false);
  const symbol = currencySymbol(currency, language);

  useEffect(() => {
    if (fresh && !typed.current) setValues(goalsToForm(fresh, language));
  }, [fresh, setValues, language]);

  const set = (key: keyof GoalsFormValues) => (e: { target: { value: string } }) => {
    typed.current = true;
    form.text(key)(e);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await form.submit(toGoalsBody(values, { language, currency }), (body) => save.mutateAsync(body))) onClose();
  };

  return (
    <FormDialog
      title={t.goalsDialogTitle}
      description={t.goalsDialogDescription}
      formId={FORM_ID}
      submitLabel={t.saveTargets}
      isSaving={save.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field label={t.monthlyTarget({ symbol })} optional error={errors.monthly}>
          {(p) => <NumberInput {...p} rule={moneyRule(currency)} value={values.monthly} onChange={set('monthly')} />}
        </Field>
        <Field label={t.yearlyTarget({ symbol })} optional error={errors.yearly}>
          {(p) => <NumberInput {...p} rule={moneyRule(currency)} value={values.yearly} onChange={set('yearly')} />}
        </Field>
      </form>
    </FormDialog>
  );
}
