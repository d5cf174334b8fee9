import {
  createClientBodySchema,
  LANGUAGE_LABELS,
  LANGUAGES,
  MESSAGE_CHANNELS,
  type Client,
  type Language,
  type MessageChannel,
} from '@atelier/shared';
import type { FormEvent } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useLabels } from '@/lib/labels';
import { useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';
import { clientMessages } from '../messages';
import { useCreateClient, useUpdateClient } from '../api/clients-api';
import { clientToForm, emptyClientForm, toCreateClientBody, toUpdateClientBody, type ClientFormValues } from './client-form';
import { maxLengthsOf } from '@/lib/schema-limits';

const FORM_ID = 'client-form';
const LIMITS_OF = maxLengthsOf(createClientBodySchema);

/**
 * 'Add Client' / 'Edit Client'. Mounted only while open, so each opening starts from the
 * client's data; a failed save keeps the dialog and what was typed, with the server's field
 * errors under their fields.
 */
export function ClientFormDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const form = useForm<ClientFormValues>(() => (client ? clientToForm(client) : emptyClientForm));
  const { values, errors, text, set } = form;
  const t = useMessages(clientMessages);
  const labels = useLabels();
  const create = useCreateClient();
  const update = useUpdateClient();
  const isSaving = create.isPending || update.isPending;
  const hasBusinessDetails = !!client && !!(client.companyNumber || client.vatNumber || client.country);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = client
      ? await form.submit(toUpdateClientBody(values), (body) => update.mutateAsync({ id: client.id, body }))
      : await form.submit(toCreateClientBody(values), (body) => create.mutateAsync(body));
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={client ? t.editTitle : t.addTitle}
      description={client ? t.editDescription({ name: client.name }) : t.addDescription}
      formId={FORM_ID}
      submitLabel={client ? t.saveChanges : t.saveClient}
      isSaving={isSaving}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field label={t.name} error={errors.name}>
          {(p) => <Input {...p} value={values.name} onChange={text('name')} autoComplete="off" maxLength={LIMITS_OF.name} />}
        </Field>
        <Field label={t.email} optional error={errors.email}>
          {(p) => <Input {...p} type="email" inputMode="email" value={values.email} onChange={text('email')} autoComplete="off" />}
        </Field>
        <Field label={t.phone} optional error={errors.phone}>
          {(p) => <Input {...p} type="tel" inputMode="tel" value={values.phone} onChange={text('phone')} autoComplete="off" />}
        </Field>
        <Field label={t.preferredChannel} hint={t.preferredChannelHint} error={errors.preferredChannel}>
          {(p) => (
            <Select
              {...p}
              value={values.preferredChannel}
              onValueChange={(v) => set('preferredChannel', v as MessageChannel)}
              options={MESSAGE_CHANNELS.map((c) => ({ value: c, label: labels.messageChannel(c) }))}
            />
          )}
        </Field>
        <Field label={t.language} hint={t.languageHint} error={errors.language}>
          {(p) => (
            <Select
              {...p}
              value={values.language}
              onValueChange={(v) => set('language', v as Language)}
              placeholder={t.languageOfStudio}
              options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_LABELS[code] }))}
            />
          )}
        </Field>
        <Field label={t.address} optional error={errors.address}>
          {(p) => <Input {...p} value={values.address} onChange={text('address')} autoComplete="off" />}
        </Field>
        <Field label={t.notes} optional error={errors.notes}>
          {(p) => <Textarea {...p} value={values.notes} onChange={text('notes')} rows={3} />}
        </Field>
        {/* A business client's identifiers, which its invoices and e-invoices print (decision 167); closed unless set. */}
        <details open={hasBusinessDetails} className="rounded-lg border border-border p-3">
          <summary className="cursor-pointer text-sm font-medium">{t.businessDetails}</summary>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <Field label={t.companyNumber} optional hint={t.companyNumberHint} error={errors.companyNumber}>
              {(p) => <Input {...p} value={values.companyNumber} onChange={text('companyNumber')} autoComplete="off" maxLength={40} />}
            </Field>
            <Field label={t.vatNumber} optional error={errors.vatNumber}>
              {(p) => <Input {...p} value={values.vatNumber} onChange={text('vatNumber')} autoComplete="off" maxLength={40} />}
            </Field>
            <Field label={t.country} optional hint={t.countryHint} error={errors.country}>
              {(p) => (
                <Input
                  {...p}
                  value={values.country}
                  onChange={text('country')}
                  autoComplete="country"
                  maxLength={2}
                  className="uppercase"
                />
              )}
            </Field>
          </div>
        </details>
      </form>
    </FormDialog>
  );
}
