import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { fieldErrorsOf } from '@/lib/api-client';
import type { ClientOption } from '@/lib/use-client-options';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useCreateMeasurement } from '../api/measurements-api';
import { enterMovesNext } from './enter-moves-next';
import { MeasurementFields } from './measurement-fields';
import { buildCreateBody, emptyMeasurementForm, mapServerErrors, type MeasurementFormValues } from './measurement-form';
import { inlineLinkClasses } from '@/components/ui/link-styles';

/** The 'New Measurement' tab. After a save the client stays chosen, ready for the next garment. */
export function NewMeasurementForm({ clients, clientsLoading }: { clients: readonly ClientOption[]; clientsLoading: boolean }) {
  const [values, setValues] = useState<MeasurementFormValues>(() => emptyMeasurementForm());
  const fieldErrors = useFieldErrors();
  const create = useCreateMeasurement();
  const isSaving = create.isPending;
  const clientOptions = clients.map((c) => ({ value: c.id, label: c.name }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const built = buildCreateBody(values);
    if (!built.ok) {
      fieldErrors.refuse(built.errors);
      return;
    }
    fieldErrors.reset();
    try {
      await create.mutateAsync(built.body);
      setValues(emptyMeasurementForm(values.clientId));
    } catch (err) {
      // What was typed stays; the server's errors go next to the fields they concern.
      fieldErrors.set(mapServerErrors(fieldErrorsOf(err), built.sources));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} onKeyDown={enterMovesNext} className="max-w-3xl space-y-6" aria-label="New Measurement">
      <Field
        label="Client"
        error={fieldErrors.errors.clientId}
        hint={
          !clientsLoading && clients.length === 0 ? (
            <>
              No clients yet. <Link to="/clients" className={inlineLinkClasses}>Add a client</Link> first.
            </>
          ) : undefined
        }
      >
        {(p) => (
          <Select
            {...p}
            value={values.clientId}
            onValueChange={(clientId) => {
              setValues((v) => ({ ...v, clientId }));
              fieldErrors.clear('clientId');
            }}
            options={clientOptions}
            placeholder={clientsLoading && clients.length === 0 ? 'Loading clients...' : 'Select a client'}
            className="h-12"
          />
        )}
      </Field>
      <MeasurementFields values={values} onChange={setValues} errors={fieldErrors.errors} clearError={fieldErrors.clear} />
      <Button type="submit" size="lg" loading={isSaving} className="w-full sm:w-auto">
        Save Measurement
      </Button>
    </form>
  );
}
