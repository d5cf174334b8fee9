import { createPayEntryBodySchema, type PayMember } from '@atelier/shared';
import type { FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { maxLengthsOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useRecordPayEntry } from '../api/pay-api';
import { payMessages } from '../messages';
import { emptyEntryForm, toEntryBody, type EntryFormValues } from './pay-form';
import { NumberInput } from '@/components/ui/number-input';
import { moneyRule } from '@/lib/typed-number';

const FORM_ID = 'pay-entry-form';
const LIMITS_OF = maxLengthsOf(createPayEntryBodySchema);

/** 'Record a payout' (decision 154): money paid to the member, or an adjustment with its reason. */
export function PayoutDialog({ line, onClose }: { line: PayMember; onClose: () => void }) {
  const t = useMessages(payMessages);
  const format = useFormat();
  const form = useForm<EntryFormValues>(emptyEntryForm);
  const { values, errorOf, text, set } = form;
  const record = useRecordPayEntry();
  const name = `${line.member.firstName} ${line.member.lastName}`.trim();

  const typedIn = { language: format.language, currency: format.currency };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await form.submit(toEntryBody(values, t.writeAmount, typedIn), (body) =>
      record.mutateAsync({ memberId: line.member.id, body }),
    );
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={t.payoutTitle}
      description={t.payoutDescription({ name, due: format.money(line.due) })}
      formId={FORM_ID}
      submitLabel={t.save}
      isSaving={record.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field label={t.kind} error={errorOf('kind')}>
          {(p) => (
            <Select
              {...p}
              value={values.kind}
              onValueChange={(v) => set('kind', v as EntryFormValues['kind'])}
              options={[
                { value: 'payout', label: t.kindPayoutOption },
                { value: 'adjustment', label: t.kindAdjustmentOption },
              ]}
            />
          )}
        </Field>
        <Field
          label={t.amount({ currency: format.currencySymbol })}
          hint={values.kind === 'adjustment' ? t.amountHint : undefined}
          error={errorOf('amount')}
        >
          {(p) => (
            <NumberInput {...p} rule={moneyRule(format.currency, { negative: true })} value={values.amount} onChange={text('amount')} />
          )}
        </Field>
        <Field label={t.note} optional={values.kind === 'payout'} error={errorOf('note')}>
          {(p) => <Textarea {...p} value={values.note} onChange={text('note')} maxLength={LIMITS_OF.note} />}
        </Field>
      </form>
    </FormDialog>
  );
}
