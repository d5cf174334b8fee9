import type { Pattern } from '@atelier/shared';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { useMessages } from '@/lib/i18n/i18n';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useUpdatePattern } from '@/lib/query/own-patterns';
import { patternMessages } from '@/lib/pattern-messages';
import { PatternFields } from './pattern-fields';
import { buildUpdatePattern, patternToForm, type PatternFormValues } from './pattern-form';

const FORM_ID = 'edit-pattern-form';

/**
 * 'Edit Pattern': the details only, with Cancel and Save Changes; the image is kept
 * (base64Image null). Mounted while open; a refusal keeps the dialog and the input.
 */
export function EditPatternDialog({ pattern, onClose }: { pattern: Pattern; onClose: () => void }) {
  const t = useMessages(patternMessages);
  const [values, setValues] = useState<PatternFormValues>(() => patternToForm(pattern));
  const fieldErrors = useFieldErrors();
  const update = useUpdatePattern();
  const change = <K extends keyof PatternFormValues>(key: K, value: PatternFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    fieldErrors.clear(key);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await fieldErrors.submit(buildUpdatePattern(values, null), (body) => update.mutateAsync({ id: pattern.id, body }))) onClose();
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
        <PatternFields values={values} errors={fieldErrors.errors} onChange={change} />
      </form>
    </FormDialog>
  );
}
