import { createContractBodySchema } from '@atelier/shared';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ClientPicker } from '@/features/clients';
import { useMessages } from '@/lib/i18n/i18n';
import { maxLengthsOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { useContractTemplates, useCreateContract } from '../api/contracts-api';
import { contractMessages } from '../messages';
import { ContractFieldList } from './contract-fields';

const FORM_ID = 'new-contract-form';
const NONE = 'none';
const LIMITS_OF = maxLengthsOf(createContractBodySchema);
type Values = { clientId: string; templateId: string; title: string; eventDate: string; body: string };

/** 'New contract' (decision 159): a client, a template (or text written here), a title and the event's date. */
export function NewContractDialog({ clientId, onClose }: { clientId: string; onClose: () => void }) {
  const t = useMessages(contractMessages);
  const templates = useContractTemplates();
  const create = useCreateContract();
  const navigate = useNavigate();
  const pickerId = useId();
  const fieldsId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const form = useForm<Values>({ clientId, templateId: '', title: '', eventDate: '', body: '' });
  const { values, errorOf, text, set } = form;
  const templateId = chosen ?? templates.data?.[0]?.id ?? NONE;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      clientId: values.clientId,
      templateId: templateId === NONE ? null : templateId,
      title: values.title,
      eventDate: values.eventDate || null,
      body: templateId === NONE ? values.body : null,
    };
    let made: string | null = null;
    const saved = await form.submit(validateBody(createContractBodySchema, body), async (b) => {
      made = (await create.mutateAsync(b)).contract.id;
    });
    if (saved && made) {
      onClose();
      void navigate(`/contracts/${made}`);
    }
  };

  return (
    <FormDialog
      title={t.newTitle}
      description={t.newDescription}
      formId={FORM_ID}
      submitLabel={t.createContract}
      isSaving={create.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <div className="space-y-1.5">
          <label htmlFor={pickerId} className="text-sm font-medium">
            {t.client}
          </label>
          <ClientPicker
            id={pickerId}
            value={values.clientId}
            onChange={(id) => set('clientId', id)}
            placeholder={t.pickClient}
            aria-invalid={!!errorOf('clientId')}
          />
          {errorOf('clientId') && <p className="text-xs font-medium text-destructive">{errorOf('clientId')}</p>}
        </div>
        <Field label={t.template}>
          {(p) => (
            <Select
              {...p}
              value={templateId}
              onValueChange={setChosen}
              options={[...(templates.data ?? []).map((x) => ({ value: x.id, label: x.name })), { value: NONE, label: t.noTemplate }]}
            />
          )}
        </Field>
        <Field label={t.contractTitle} error={errorOf('title')}>
          {(p) => <Input {...p} value={values.title} onChange={text('title')} autoComplete="off" maxLength={LIMITS_OF.title} />}
        </Field>
        <Field label={t.eventDate} optional error={errorOf('eventDate')}>
          {(p) => <Input {...p} type="date" value={values.eventDate} onChange={text('eventDate')} />}
        </Field>
        {templateId === NONE && (
          <Field label={t.text} error={errorOf('body')}>
            {(p) => (
              <Textarea
                {...p}
                aria-describedby={fieldsId}
                value={values.body}
                onChange={text('body')}
                rows={8}
                maxLength={LIMITS_OF.body}
              />
            )}
          </Field>
        )}
        {templateId === NONE && <ContractFieldList id={fieldsId} />}
      </form>
    </FormDialog>
  );
}
