import { numberFieldText, type Invoice, type PaymentMethod } from '@atelier/shared';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PaymentMethodSelect } from '@/components/ui/payment-method-select';
import { useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { validateBody } from '@/lib/validate-form';
import { createPaymentBodySchema } from '@atelier/shared';
import { maxLengthOf } from '@/lib/schema-limits';
import { useRecordPayment } from '../api/invoices-api';
import { invoiceMessages } from '../messages';
import { NumberInput } from '@/components/ui/number-input';
import { formNumbers, moneyRule } from '@/lib/typed-number';
import { currencyDecimals } from '@/lib/format';

/** What 'Record payment' proposes: the deposit while nothing is paid yet, else the balance due. */
export function proposedPayment(invoice: Pick<Invoice, 'amountPaid' | 'balanceDue' | 'deposit'>): number {
  if (invoice.amountPaid === 0 && invoice.deposit && invoice.deposit.amount > 0)
    return Math.min(invoice.deposit.amount, invoice.balanceDue);
  return invoice.balanceDue;
}

const NOTE_MAX = maxLengthOf(createPaymentBodySchema.shape.note);

type PaymentFormValues = { amount: string; date: string; method: PaymentMethod; note: string };

/** Records one payment; a refusal (above the balance: 422 on `amount`) stays on the form with the typed values. */
export function InvoicePaymentForm({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) {
  const t = useMessages(invoiceMessages);
  const format = useFormat();
  const form = useForm<PaymentFormValues>(() => ({
    amount: numberFieldText(
      proposedPayment(invoice),
      format.language,
      currencyDecimals(invoice.currency),
      currencyDecimals(invoice.currency),
    ),
    date: format.today(),
    method: 'cash',
    note: '',
  }));
  const { values, errors, text } = form;
  const record = useRecordPayment();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { amount, date, method, note } = values;
    const numbers = formNumbers(format.language);
    const body = {
      amount: numbers.read('amount', amount, moneyRule(invoice.currency)),
      date,
      method,
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const built = numbers.refuse(validateBody(createPaymentBodySchema, body));
    if (await form.submit(built, (b) => record.mutateAsync({ id: invoice.id, body: b }))) onDone();
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2"
      aria-label={t.recordPayment}
    >
      <Field label={t.paymentAmount} error={errors.amount}>
        {(p) => <NumberInput {...p} rule={moneyRule(invoice.currency)} value={values.amount} onChange={text('amount')} />}
      </Field>
      <Field label={t.paymentDate} error={errors.date}>
        {(p) => <Input {...p} type="date" value={values.date} onChange={text('date')} />}
      </Field>
      <Field label={t.paymentMethod} error={errors.method}>
        {(p) => <PaymentMethodSelect {...p} value={values.method} onValueChange={(m) => form.set('method', m)} />}
      </Field>
      <Field label={t.paymentNote} optional error={errors.note}>
        {(p) => <Input {...p} value={values.note} onChange={text('note')} maxLength={NOTE_MAX} />}
      </Field>
      <div className="flex gap-2 sm:col-span-2 sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={record.isPending}>
          {t.cancel}
        </Button>
        <Button type="submit" loading={record.isPending}>
          {t.savePayment}
        </Button>
      </div>
    </form>
  );
}
