import { updateContractBodySchema, type Contract } from '@atelier/shared';
import { useId, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { useMessages } from '@/lib/i18n/i18n';
import { maxLengthsOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { useUpdateContract } from '../api/contracts-api';
import { contractMessages } from '../messages';
import { ContractFieldList } from './contract-fields';

const FORM_ID = 'edit-contract-form';
const LIMITS_OF = maxLengthsOf(updateContractBodySchema);

/** 'Edit draft': the title, the event's date and the text with its fields, while nothing is sent. */
export function EditContractDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const t = useMessages(contractMessages);
  const update = useUpdateContract();
  const fieldsId = useId();
  const form = useForm({ title: contract.title, eventDate: contract.eventDate ?? '', body: contract.body });
  const { values, errorOf, text } = form;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { title: values.title, body: values.body, eventDate: values.eventDate || null };
    const saved = await form.submit(validateBody(updateContractBodySchema, body), (b) => update.mutateAsync({ id: contract.id, body: b }));
    if (saved) onClose();
  };
  return (
    <FormDialog
      title={t.editTitle}
      description={t.editDescription}
      formId={FORM_ID}
      submitLabel={t.saveChanges}
      isSaving={update.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field label={t.contractTitle} error={errorOf('title')}>
          {(p) => <Input {...p} value={values.title} onChange={text('title')} autoComplete="off" maxLength={LIMITS_OF.title} />}
        </Field>
        <Field label={t.eventDate} optional error={errorOf('eventDate')}>
          {(p) => <Input {...p} type="date" value={values.eventDate} onChange={text('eventDate')} />}
        </Field>
        <Field label={t.text} error={errorOf('body')}>
          {(p) => (
            <Textarea {...p} aria-describedby={fieldsId} value={values.body} onChange={text('body')} rows={10} maxLength={LIMITS_OF.body} />
          )}
        </Field>
        <ContractFieldList id={fieldsId} />
      </form>
    </FormDialog>
  );
}
