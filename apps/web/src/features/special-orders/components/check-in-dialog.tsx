import { checkInSpecialOrderBodySchema, type PieceCondition, type SpecialOrder } from '@atelier/shared';
import type { FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useConditionOptions } from '@/features/pieces';
import { useMessages } from '@/lib/i18n/i18n';
import { maxLengthsOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { useCheckInSpecialOrder } from '../api/special-orders-api';
import { specialOrderMessages } from '../messages';

const FORM_ID = 'check-in-form';
const LIMITS_OF = maxLengthsOf(checkInSpecialOrderBodySchema);

type Values = { condition: PieceCondition; location: string };

/**
 * 'Check the gown in' (decision 218): the gown received becomes one of the boutique's pieces, in
 * the size and colour ordered; the studio says the state it came in and where it hangs.
 */
export function CheckInDialog({ order, onClose }: { order: SpecialOrder; onClose: () => void }) {
  const t = useMessages(specialOrderMessages);
  const form = useForm<Values>(() => ({ condition: 'new', location: '' }));
  const checkIn = useCheckInSpecialOrder();
  const conditions = useConditionOptions();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { condition: form.values.condition, location: form.values.location.trim() || null };
    const saved = await form.submit(validateBody(checkInSpecialOrderBodySchema, body), (valid) =>
      checkIn.mutateAsync({ id: order.id, body: valid }),
    );
    if (saved) onClose();
  };
  return (
    <FormDialog
      title={t.checkInTitle}
      description={t.checkInDescription({ name: order.client.name })}
      formId={FORM_ID}
      submitLabel={t.checkInSave}
      isSaving={checkIn.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
        <Field label={t.condition} error={form.errorOf('condition')}>
          {(p) => (
            <Select
              {...p}
              value={form.values.condition}
              onValueChange={(v) => form.set('condition', v as PieceCondition)}
              options={conditions}
            />
          )}
        </Field>
        <Field label={t.location} optional hint={t.locationHint} error={form.errorOf('location')}>
          {(p) => <Input {...p} value={form.values.location} onChange={form.text('location')} maxLength={LIMITS_OF.location} />}
        </Field>
      </form>
    </FormDialog>
  );
}
