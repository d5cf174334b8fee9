import type { Pattern } from '@atelier/shared';
import type { FormEvent } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';
import { useUpdatePattern } from '../api/own-patterns';
import { patternMessages } from '../pattern-messages';
import { PatternFields } from './pattern-fields';
import { toUpdatePatternBody, patternToForm, type PatternFormValues } from './pattern-form';

const FORM_ID = 'edit-pattern-form';

/**
 * 'Edit Pattern': the details only, with Cancel and Save Changes; the image is kept
 * (base64Image null). Mounted while open; a refusal keeps the dialog and the input.
 */
export function EditPatternDialog({ pattern, onClose }: { pattern: Pattern; onClose: () => void }) {
  const t = useMessages(patternMessages);
  const form = useForm<PatternFormValues>(() => patternToForm(pattern));
  const update = useUpdatePattern();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await form.submit(toUpdatePatternBody(form.values, null), (body) => update.mutateAsync({ id: pattern.id, body }))) onClose();
  };
  return (
    <FormDialog
      title={t.editTitle}
      description={t.editDescription}
      className="max-w-xl"
      formId={FORM_ID}
      submitLabel={t.saveChanges}
      isSaving={update.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)}>
        <PatternFields values={form.values} errors={form.errors} onChange={form.set} />
      </form>
    </FormDialog>
  );
}
