import { PAYMENT_METHODS, type Invoice, type PaymentMethod } from '@atelier/shared';
import { useState, type FormEvent } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Field, FieldError } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useForm } from '@/lib/use-form';
import { NumberInput } from '@/components/ui/number-input';
import { moneyRule, useTypedNumbers } from '@/lib/typed-number';
import { QUANTITY_RULE } from './invoice-form';
import { useCreditNote } from '../api/invoices-api';
import { invoiceMessages } from '../messages';
import { emptyCreditNote, toCreditNoteBody, type CreditNoteValues } from './credit-note-form';
import { invoiceDetailsPath } from './invoice-related';
import { SwitchField } from './switch-field';
import { useFormat } from '@/lib/use-format';
import { useInvoiceMoney } from './use-invoice-money';

const FORM_ID = 'credit-note-form';

/** After the credit note: its number, and the way to open it. */
function Done({ created, onClose }: { created: Invoice; onClose: () => void }) {
  const t = useMessages(invoiceMessages);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t.creditNoteTitle}
        description={t.creditDone({ number: created.invoiceNumber })}
        footer={
          <DialogClose asChild>
            <Button data-autofocus>{t.close}</Button>
          </DialogClose>
        }
      >
        <p className="text-sm" data-testid="credit-note-done">
          <AppLink to={invoiceDetailsPath(created.id)} className={inlineLinkClasses} onClick={onClose}>
            {t.openDocument({ number: created.invoiceNumber })}
          </AppLink>
        </p>
      </DialogContent>
    </Dialog>
  );
}

/**
 * 'Credit note' on an issued invoice (decision 163): everything left or chosen items with their
 * quantities, the reason, and the refund paid now if any; then the credit note's number.
 */
export function CreditNoteDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const t = useMessages(invoiceMessages);
  const labels = useLabels();
  const m = useInvoiceMoney();
  const { language } = useTypedNumbers();
  const format = useFormat();
  const form = useForm<CreditNoteValues>(() => emptyCreditNote(invoice, new Date().toISOString().slice(0, 10), language));
  const { values, set, setValues, text, errors, errorOf } = form;
  const credit = useCreditNote();
  const [created, setCreated] = useState<Invoice | null>(null);
  const money = (amount: number) => m(amount, invoice.currency);

  if (created) return <Done created={created} onClose={onClose} />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const built = toCreditNoteBody(
      invoice,
      values,
      { selectItems: t.selectItems, quantityMax: (max) => t.creditQtyHint({ max }) },
      language,
    );
    await form.submit(built, async (body) => setCreated((await credit.mutateAsync({ id: invoice.id, body })).created ?? null));
  };
  const choose = (id: string, patch: Partial<{ on: boolean; quantity: string }>) => {
    setValues((v) => ({ ...v, chosen: { ...v.chosen, [id]: { ...v.chosen[id]!, ...patch } } }));
    form.clearField(`items.${id}`);
    form.clearField('items');
  };

  return (
    <FormDialog
      title={t.creditNoteTitle}
      description={t.creditNoteDescription({ number: invoice.invoiceNumber })}
      formId={FORM_ID}
      submitLabel={t.creditSubmit}
      isSaving={credit.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t.creditScope}</legend>
          {(['whole', 'items'] as const).map((scope) => (
            <label key={scope} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="credit-scope"
                className="h-4 w-4 accent-primary"
                checked={values.scope === scope}
                onChange={() => set('scope', scope)}
              />
              {scope === 'whole' ? t.creditWhole : t.creditSome}
            </label>
          ))}
        </fieldset>
        {values.scope === 'items' && (
          <fieldset className="space-y-3" aria-describedby={errors.items ? 'credit-items-error' : undefined}>
            <legend className="sr-only">{t.items}</legend>
            {invoice.items.map((it) => {
              const row = values.chosen[it.id]!;
              const error = errors[`items.${it.id}`];
              return (
                <div key={it.id} className="grid grid-cols-[1fr_6rem] items-start gap-2" data-testid="credit-note-item">
                  <label className="flex min-h-11 min-w-0 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="h-4 w-4 shrink-0 accent-primary"
                      checked={row.on}
                      onChange={(e) => choose(it.id, { on: e.target.checked })}
                      aria-label={t.creditItemOf({ description: it.description })}
                    />
                    <span className="min-w-0 break-words">
                      {it.description} · {format.quantity(it.quantity)} × {money(it.rate)}
                    </span>
                  </label>
                  <div>
                    <NumberInput
                      aria-label={t.creditQtyOf({ description: it.description })}
                      rule={QUANTITY_RULE}
                      value={row.quantity}
                      disabled={!row.on}
                      onChange={(e) => choose(it.id, { quantity: e.target.value })}
                      aria-invalid={error ? true : undefined}
                    />
                    {error && <FieldError>{error}</FieldError>}
                  </div>
                </div>
              );
            })}
            {errors.items && <FieldError id="credit-items-error">{errors.items}</FieldError>}
          </fieldset>
        )}
        <Field label={t.reason} hint={t.creditReasonHint} error={errorOf('reason')}>
          {(p) => <Textarea {...p} rows={2} value={values.reason} onChange={text('reason')} maxLength={2000} />}
        </Field>
        {invoice.amountPaid > 0 && <SwitchField label={t.refund} checked={values.refund} onChange={(on) => set('refund', on)} />}
        {values.refund && (
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={t.refundAmount} hint={t.refundHint({ amount: money(invoice.amountPaid) })} error={errors['refund.amount']}>
              {(p) => <NumberInput {...p} rule={moneyRule(invoice.currency)} value={values.refundAmount} onChange={text('refundAmount')} />}
            </Field>
            <Field label={t.refundDate} error={errors['refund.date']}>
              {(p) => <Input {...p} type="date" value={values.refundDate} onChange={text('refundDate')} />}
            </Field>
            <Field label={t.refundMethod} error={errors['refund.method']}>
              {(p) => (
                <Select
                  {...p}
                  value={values.refundMethod}
                  onValueChange={(v) => set('refundMethod', v as PaymentMethod)}
                  options={PAYMENT_METHODS.map((m) => ({ value: m, label: labels.paymentMethod(m) }))}
                />
              )}
            </Field>
          </div>
        )}
      </form>
    </FormDialog>
  );
}
