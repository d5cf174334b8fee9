import type { Pattern } from '@atelier/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { FormDialog } from '@/components/ui/form-dialog';
import { useMessages } from '@/lib/i18n/i18n';
import { toastStorageLimit } from '@/lib/storage-limit';
import { useForm } from '@/lib/use-form';
import { useCreatePattern, useUpdatePattern } from '../api/own-patterns';
import { designerMessages, patternMessages } from '../messages';
import { PatternFields } from './pattern-fields';
import { toCreatePatternBody, toUpdatePatternBody, emptyPatternForm, patternToForm, type PatternFormValues } from './pattern-form';

const FORM_ID = 'save-pattern-form';

/**
 * 'Save Pattern': the details and the canvas as a PNG. A new drawing is created
 * (POST); a pattern opened in the canvas is updated, its image replaced (PATCH). On success the
 * caller closes the dialog, resets the form and clears the canvas. A refusal keeps the dialog, the
 * input and the drawing: a bad image shows its reason, a full storage is toasted with the way to
 * /pricing (not a move there, which would lose the drawing).
 */
export function SavePatternDialog({
  current,
  panelName,
  exportImage,
  onSaved,
  onClose,
}: {
  /** The pattern open in the canvas, or null for a new one. */
  current: Pattern | null;
  /** The name typed in the left panel. */
  panelName: string;
  exportImage: () => Promise<string>;
  onSaved: () => void;
  onClose: () => void;
}) {
  const t = useMessages(patternMessages);
  const designer = useMessages(designerMessages);
  // An unnamed drawing starts as the panel's placeholder says, in the studio's language.
  const form = useForm<PatternFormValues>(() =>
    current ? { ...patternToForm(current), name: panelName || current.name } : emptyPatternForm(panelName || designer.defaultName),
  );
  const { values } = form;
  const [exporting, setExporting] = useState(false);
  const create = useCreatePattern();
  const update = useUpdatePattern();
  const keepDrawingOnFullStorage = <T,>(save: Promise<T>) =>
    save.catch((err: unknown) => {
      toastStorageLimit(err);
      throw err;
    });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setExporting(true);
    let image: string;
    try {
      image = await exportImage();
    } finally {
      setExporting(false);
    }
    const saved = current
      ? await form.submit(toUpdatePatternBody(values, image), (body) =>
          keepDrawingOnFullStorage(update.mutateAsync({ id: current.id, body })),
        )
      : await form.submit(toCreatePatternBody(values, image), (body) => keepDrawingOnFullStorage(create.mutateAsync(body)));
    if (saved) onSaved();
  };

  const imageError = form.errors.base64Image;
  return (
    <FormDialog
      title={t.saveTitle}
      description={t.saveDescription}
      className="max-w-xl"
      formId={FORM_ID}
      submitLabel={t.saveSubmit}
      isSaving={exporting || create.isPending || update.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        {current && <p className="rounded-lg border border-border bg-muted px-3 py-2 text-sm">{t.savesOver({ name: current.name })}</p>}
        {imageError && <Alert variant="error">{t.imageError({ message: imageError })}</Alert>}
        <PatternFields values={values} errors={form.errors} onChange={form.set} />
      </form>
    </FormDialog>
  );
}
