import { useEffect, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ClientPicker } from '@/features/clients';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useMessages } from '@/lib/i18n/i18n';
import { usePreferences } from '@/lib/preferences';
import { useClientPages } from '@/features/clients';
import { useForm } from '@/lib/use-form';
import { useGarmentTemplates } from '../api/garment-templates-api';
import { useCreateMeasurement } from '../api/measurements-api';
import { measurementMessages } from '../messages';
import { enterMovesNext } from './enter-moves-next';
import { MeasurementFields } from './measurement-fields';
import { toCreateMeasurementBody, emptyMeasurementForm, mapServerErrors, type MeasurementFormValues } from './measurement-form';
import { useSizeFieldTexts } from './size-field';
import { inlineLinkClasses } from '@/components/ui/link-styles';

/** Whether any size has been typed (then the form keeps the unit it was typed in). */
const hasSizes = (v: MeasurementFormValues) =>
  Object.values(v.standard).some((s) => s.trim() !== '') || v.custom.some((r) => r.size.trim() !== '');

/**
 * The 'New Measurement' tab. After a save the client stays chosen, ready for the next garment.
 * The studio's own garments are offered after the built-in ones (decision 078).
 * Sizes are taken in the user's unit (decision 027) and sent with it.
 */
export function NewMeasurementForm({ initialClientId = '' }: { initialClientId?: string }) {
  const unit = usePreferences((s) => s.measurementUnit);
  // `/measurements?client=<id>` (the client page's 'New measurement', decision 126) starts with the client chosen.
  const form = useForm<MeasurementFormValues>(() => emptyMeasurementForm(initialClientId, unit));
  const { values, setValues } = form;
  const t = useMessages(measurementMessages);
  const sizeTexts = useSizeFieldTexts();
  // A changed preference applies at once to a form with no size typed yet; typed sizes keep the
  // unit shown beside them, so nothing typed changes meaning.
  useEffect(() => setValues((v) => (v.unit === unit || hasSizes(v) ? v : { ...v, unit })), [unit, setValues]);
  const create = useCreateMeasurement();
  const { templates } = useGarmentTemplates();
  const isSaving = create.isPending;
  // The studio's first clients, shared with the picker's cache: none at all asks for one first.
  const clients = useClientPages('');
  const noClients = clients.hasCache && !clients.isLoading && clients.items.length === 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const built = toCreateMeasurementBody(values, sizeTexts);
    // What was typed stays on a refusal; the server's errors go next to the fields they concern.
    const toFields = (errors: Record<string, string>) => (built.ok ? mapServerErrors(errors, built.sources) : errors);
    if (await form.submit(built, (body) => create.mutateAsync(body), toFields)) setValues(emptyMeasurementForm(values.clientId, unit));
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} onKeyDown={enterMovesNext} className="max-w-3xl space-y-6" aria-label={t.formLabel}>
      <Field
        label={t.client}
        error={form.errors.clientId}
        hint={
          noClients ? (
            <>
              {t.noClients}{' '}
              <Link to="/clients" className={inlineLinkClasses}>
                {t.addClientLink}
              </Link>{' '}
              {t.addClientAfter}
            </>
          ) : undefined
        }
      >
        {(p) => (
          <ClientPicker
            {...p}
            value={values.clientId}
            onChange={(clientId) => form.set('clientId', clientId)}
            placeholder={t.selectClient}
          />
        )}
      </Field>
      <MeasurementFields values={values} onChange={setValues} errors={form.errors} clearError={form.clear} templates={templates} />
      <Button type="submit" size="lg" loading={isSaving} className="w-full sm:w-auto">
        {t.save}
      </Button>
    </form>
  );
}
