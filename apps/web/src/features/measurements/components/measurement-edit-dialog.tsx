import { GARMENT_LABELS, type Measurement } from '@atelier/shared';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldErrorsOf } from '@/lib/api-client';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useUpdateMeasurement } from '../api/measurements-api';
import { enterMovesNext } from './enter-moves-next';
import { MeasurementFields } from './measurement-fields';
import { buildUpdateBody, mapServerErrors, measurementToForm, type MeasurementFormValues } from './measurement-form';

const FORM_ID = 'measurement-edit-form';

/** 'Edit Measurement': garment, values and notes change; the client is shown but fixed (spec section 5). */
export function MeasurementEditDialog({ measurement, clientName, onClose }: { measurement: Measurement; clientName: string; onClose: () => void }) {
  const [values, setValues] = useState<MeasurementFormValues>(() => measurementToForm(measurement));
  const fieldErrors = useFieldErrors();
  const update = useUpdateMeasurement();
  const isSaving = update.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const built = buildUpdateBody(values);
    if (!built.ok) {
      fieldErrors.refuse(built.errors);
      return;
    }
    fieldErrors.reset();
    try {
      await update.mutateAsync({ id: measurement.id, body: built.body });
      onClose();
    } catch (err) {
      fieldErrors.set(mapServerErrors(fieldErrorsOf(err), built.sources));
    }
  };

  return (
    <FormDialog
      title="Edit Measurement"
      description={`${GARMENT_LABELS[measurement.garmentType]} for ${clientName}`}
      className="max-w-2xl"
      formId={FORM_ID}
      submitLabel="Save Changes"
      isSaving={isSaving}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} onKeyDown={enterMovesNext} className="space-y-6">
        <div className="space-y-1.5">
          <p className="text-sm font-medium">
            Client <span className="font-normal text-muted-foreground">(cannot be changed)</span>
          </p>
          <p className="rounded-lg bg-muted px-3 py-2.5 text-sm">{clientName}</p>
        </div>
        <MeasurementFields values={values} onChange={setValues} errors={fieldErrors.errors} clearError={fieldErrors.clear} />
      </form>
    </FormDialog>
  );
}
