import type { Measurement } from '@atelier/shared';
import type { FormEvent } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { usePreferences } from '@/lib/preferences';
import { useForm } from '@/lib/use-form';
import { useGarmentTemplates } from '../api/garment-templates-api';
import { useUpdateMeasurement } from '../api/measurements-api';
import { measurementMessages } from '../messages';
import { enterMovesNext } from './enter-moves-next';
import { garmentLabelOf } from './garment-choice';
import { MeasurementFields } from './measurement-fields';
import {
  toUpdateMeasurementBody,
  mapServerErrors,
  measurementToForm,
  type FormTemplate,
  type MeasurementFormValues,
} from './measurement-form';
import { useSizeFieldTexts } from './size-field';

const FORM_ID = 'measurement-edit-form';

type Props = { measurement: Measurement; clientName: string; onClose: () => void };

/**
 * 'Edit Measurement': garment, values and notes change; the client is shown but fixed.
 * Sizes are shown in the user's unit; untouched ones keep their own (decision 027). A record taken
 * with a studio template opens once the templates are read, so its values land under its
 * template's names (decision 078).
 */
export function MeasurementEditDialog(props: Props) {
  const { templates, isLoading } = useGarmentTemplates();
  if (props.measurement.templateId !== null && isLoading) return null;
  return <EditForm {...props} templates={templates} />;
}

function EditForm({ measurement, clientName, onClose, templates }: Props & { templates: readonly FormTemplate[] }) {
  const unit = usePreferences((s) => s.measurementUnit);
  const language = useLocale();
  const form = useForm<MeasurementFormValues>(() => measurementToForm(measurement, unit, templates, language));
  const t = useMessages(measurementMessages);
  const sizeTexts = useSizeFieldTexts();
  const labels = useLabels();
  const update = useUpdateMeasurement();
  const isSaving = update.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const built = toUpdateMeasurementBody(form.values, sizeTexts);
    const toFields = (errors: Record<string, string>) => (built.ok ? mapServerErrors(errors, built.sources) : errors);
    if (await form.submit(built, (body) => update.mutateAsync({ id: measurement.id, body }), toFields)) onClose();
  };

  return (
    <FormDialog
      title={t.editTitle}
      description={t.editDescription({ garment: garmentLabelOf(measurement, labels.garment), client: clientName })}
      className="max-w-2xl"
      formId={FORM_ID}
      submitLabel={t.saveChanges}
      isSaving={isSaving}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} onKeyDown={enterMovesNext} className="space-y-6">
        <div className="space-y-1.5">
          <p className="text-sm font-medium">
            {t.client} <span className="font-normal text-muted-foreground">{t.fixedClient}</span>
          </p>
          <p className="rounded-lg bg-muted px-3 py-2.5 text-sm">{clientName}</p>
        </div>
        <MeasurementFields
          values={form.values}
          onChange={form.setValues}
          errors={form.errors}
          clearError={form.clear}
          templates={templates}
        />
      </form>
    </FormDialog>
  );
}
