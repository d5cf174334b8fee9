import { updateSpecialOrderSettingsBodySchema } from '@atelier/shared';
import type { FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { NumberInput } from '@/components/ui/number-input';
import { useMessages } from '@/lib/i18n/i18n';
import { formNumbers, WHOLE_RULE } from '@/lib/typed-number';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { validateBody } from '@/lib/validate-form';
import { useUpdateSpecialOrderSettings } from '../api/special-orders-api';
import { specialOrderMessages } from '../messages';

const FORM_ID = 'alteration-time-form';

/** The studio's alteration time (decision 216): the days it needs between a gown's arrival and the wedding. */
export function AlterationTimeDialog({ days, onClose }: { days: number; onClose: () => void }) {
  const t = useMessages(specialOrderMessages);
  const format = useFormat();
  const form = useForm(() => ({ alterationDays: String(days) }));
  const save = useUpdateSpecialOrderSettings();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const numbers = formNumbers(format.language);
    const body = { alterationDays: numbers.read('alterationDays', form.values.alterationDays, WHOLE_RULE) };
    const saved = await form.submit(numbers.refuse(validateBody(updateSpecialOrderSettingsBodySchema, body)), (valid) =>
      save.mutateAsync(valid),
    );
    if (saved) onClose();
  };
  return (
    <FormDialog
      title={t.alterationTitle}
      description={t.alterationDescription}
      formId={FORM_ID}
      submitLabel={t.saveAlteration}
      isSaving={save.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
        <Field label={t.alterationDays} hint={t.alterationHint} error={form.errorOf('alterationDays')}>
          {(p) => <NumberInput {...p} rule={WHOLE_RULE} value={form.values.alterationDays} onChange={form.text('alterationDays')} />}
        </Field>
      </form>
    </FormDialog>
  );
}
