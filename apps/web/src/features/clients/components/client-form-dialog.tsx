import type { Client } from '@atelier/shared';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useCreateClient, useUpdateClient } from '../api/clients-api';
import { clientToForm, emptyClientForm, toCreateBody, toUpdateBody, type ClientFormValues } from './client-form';

const FORM_ID = 'client-form';

/**
 * 'Add Client' / 'Edit Client'. Mounted only while open, so each opening starts from the
 * client's data; a failed save keeps the dialog and what was typed, with the server's field
 * errors under their fields.
 */
export function ClientFormDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const [values, setValues] = useState<ClientFormValues>(() => (client ? clientToForm(client) : emptyClientForm));
  const fieldErrors = useFieldErrors();
  const { errors } = fieldErrors;
  const create = useCreateClient();
  const update = useUpdateClient();
  const isSaving = create.isPending || update.isPending;

  const set = (key: keyof ClientFormValues) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    fieldErrors.clear(key);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = client
      ? await fieldErrors.submit(toUpdateBody(values), (body) => update.mutateAsync({ id: client.id, body }))
      : await fieldErrors.submit(toCreateBody(values), (body) => create.mutateAsync(body));
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={client ? 'Edit Client' : 'Add Client'}
      description={client ? `Update the details of ${client.name}.` : 'Add a new client to your list.'}
      formId={FORM_ID}
      submitLabel={client ? 'Save Changes' : 'Save Client'}
      isSaving={isSaving}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field label="Name" error={errors.name}>
          {(p) => <Input {...p} value={values.name} onChange={set('name')} autoComplete="off" maxLength={120} />}
        </Field>
        <Field label="Email" optional error={errors.email}>
          {(p) => <Input {...p} type="email" inputMode="email" value={values.email} onChange={set('email')} autoComplete="off" />}
        </Field>
        <Field label="Phone" optional error={errors.phone}>
          {(p) => <Input {...p} type="tel" inputMode="tel" value={values.phone} onChange={set('phone')} autoComplete="off" />}
        </Field>
        <Field label="Address" optional error={errors.address}>
          {(p) => <Input {...p} value={values.address} onChange={set('address')} autoComplete="off" />}
        </Field>
        <Field label="Notes" optional error={errors.notes}>
          {(p) => <Textarea {...p} value={values.notes} onChange={set('notes')} rows={3} />}
        </Field>
      </form>
    </FormDialog>
  );
}
