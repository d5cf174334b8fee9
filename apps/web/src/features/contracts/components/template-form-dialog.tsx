import { createContractTemplateBodySchema, type ContractTemplate } from '@atelier/shared';
import { useId, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { useMessages } from '@/lib/i18n/i18n';
import { maxLengthsOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { useCreateContractTemplate, useUpdateContractTemplate } from '../api/contracts-api';
import { contractMessages } from '../messages';
import { ContractFieldList } from './contract-fields';

const FORM_ID = 'contract-template-form';
const LIMITS_OF = maxLengthsOf(createContractTemplateBodySchema);

/** 'Add template' / 'Edit template' (decision 159): its name and text, with the fields it may hold shown below. */
export function TemplateFormDialog({ template, onClose }: { template: ContractTemplate | null; onClose: () => void }) {
  const t = useMessages(contractMessages);
  const create = useCreateContractTemplate();
  const update = useUpdateContractTemplate();
  const fieldsId = useId();
  const form = useForm({ name: template?.name ?? '', body: template?.body ?? '' });
  const { values, errorOf, text } = form;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const built = validateBody(createContractTemplateBodySchema, values);
    const saved = template
      ? await form.submit(built, (body) => update.mutateAsync({ id: template.id, body }))
      : await form.submit(built, (body) => create.mutateAsync(body));
    if (saved) onClose();
  };
  return (
    <FormDialog
      title={template ? t.templateEditTitle : t.templateAddTitle}
      description={t.templateDescription}
      formId={FORM_ID}
      submitLabel={t.saveTemplate}
      isSaving={create.isPending || update.isPending}
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field label={t.templateName} error={errorOf('name')}>
          {(p) => <Input {...p} value={values.name} onChange={text('name')} autoComplete="off" maxLength={LIMITS_OF.name} />}
        </Field>
        <Field label={t.templateBody} error={errorOf('body')}>
          {(p) => (
            <Textarea {...p} aria-describedby={fieldsId} value={values.body} onChange={text('body')} rows={12} maxLength={LIMITS_OF.body} />
          )}
        </Field>
        <ContractFieldList id={fieldsId} />
      </form>
    </FormDialog>
  );
}
