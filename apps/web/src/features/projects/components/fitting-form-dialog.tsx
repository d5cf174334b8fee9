import { createFittingBodySchema, updateFittingBodySchema, type Fitting } from '@atelier/shared';
import type { FormEvent } from 'react';
import { fittingMessages } from '@/features/fittings';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { useRecordFitting, useUpdateFitting } from '@/features/fittings';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { useClientMeasurements, measurementNamesOf } from '@/features/measurements';
import { CorrectionRows } from './correction-rows';
import { fieldOfPath, toFittingBody, emptyFittingForm, fittingToForm, type FittingValues } from './fitting-form';
import { sizeInputProps } from '@/components/ui/size-input';

const FORM_ID = 'fitting-form';

/**
 * 'Record fitting' and 'Edit fitting' (decision 086): when, what the client wore, notes and the
 * corrections. Mounted while open; focus goes back to the button that opened it (dialog.tsx).
 */
export function FittingFormDialog({
  projectId,
  clientId,
  fitting,
  onClose,
}: {
  projectId: string;
  clientId: string;
  fitting: Fitting | null;
  onClose: () => void;
}) {
  const t = useMessages(fittingMessages);
  const language = useLocale();
  const form = useForm<FittingValues>(() => (fitting ? fittingToForm(fitting) : emptyFittingForm()), { fieldOf: fieldOfPath });
  const record = useRecordFitting(projectId, clientId);
  const update = useUpdateFitting(projectId, clientId);
  const clientNames = measurementNamesOf(useClientMeasurements(clientId).data);
  const saving = record.isPending || update.isPending;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = toFittingBody(form.values, language);
    const saved = fitting
      ? await form.submit(validateBody(updateFittingBodySchema, body), (b) => update.mutateAsync({ id: fitting.id, body: b }))
      : await form.submit(validateBody(createFittingBodySchema, body), (b) => record.mutateAsync(b));
    if (saved) onClose();
  };
  const text = (key: 'undergarments' | 'shoes' | 'heelCm' | 'wornOther' | 'notes') => ({
    value: form.values[key],
    onChange: form.text(key),
  });
  return (
    <FormDialog
      title={fitting ? t.editTitle : t.recordTitle}
      description={t.intro}
      className="max-w-2xl"
      formId={FORM_ID}
      submitLabel={t.save}
      isSaving={saving}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field label={t.fittedOn} error={form.errorOf('fittedOn')}>
          {(control) => <Input {...control} type="datetime-local" value={form.values.fittedOn} onChange={form.text('fittedOn')} />}
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t.undergarments} hint={t.undergarmentsHint} optional error={form.errorOf('undergarments')}>
            {(control) => <Input {...control} {...text('undergarments')} />}
          </Field>
          <Field label={t.shoes} optional error={form.errorOf('shoes')}>
            {(control) => <Input {...control} {...text('shoes')} />}
          </Field>
          <Field label={t.heelHeight} optional error={form.errorOf('heelCm')}>
            {(control) => <Input {...control} {...sizeInputProps(false)} {...text('heelCm')} />}
          </Field>
          <Field label={t.wornOther} optional error={form.errorOf('wornOther')}>
            {(control) => <Input {...control} {...text('wornOther')} />}
          </Field>
        </div>
        <Field label={t.notes} optional error={form.errorOf('notes')}>
          {(control) => <Textarea {...control} rows={3} {...text('notes')} />}
        </Field>
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">{t.corrections}</legend>
          {form.errors.corrections && (
            <p role="alert" className="text-sm text-destructive">
              {form.errors.corrections}
            </p>
          )}
          <CorrectionRows
            clientNames={clientNames}
            rows={form.values.corrections}
            onChange={(rows) => form.set('corrections', rows)}
            errorOf={(path) => form.errors[path]}
            clearError={form.clear}
            t={t}
          />
        </fieldset>
      </form>
    </FormDialog>
  );
}
