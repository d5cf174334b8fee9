import { centsToDollars, RETURN_CONDITIONS, type Rental, type ReturnCondition } from '@atelier/shared';
import { Check } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { NumberInput } from '@/components/ui/number-input';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { moneyRule } from '@/lib/typed-number';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useReturnRental } from '../api/rentals-api';
import { rentalMessages } from '../messages';
import { returnFormOf, settlementAsTyped, toReturnBody, type ReturnFormValues, type ReturnedPiece } from './return-form';
import { TagScanner } from './tag-scanner';

const FORM_ID = 'rental-return';

/**
 * 'Check in' (decision 223): the day it came back, each piece scanned back with how it came back,
 * a damage charge with its reason, and the deposit's settlement as typed, by the server's own
 * computation; the server settles it again on save.
 */
export function ReturnDialog({ rental, onClose }: { rental: Rental; onClose: () => void }) {
  const t = useMessages(rentalMessages);
  const labels = useLabels();
  const format = useFormat();
  const form = useForm<ReturnFormValues>(() => returnFormOf(rental, format.today()));
  const { values, errorOf, text, setValues } = form;
  const [stray, setStray] = useState<string | null>(null);
  const back = useReturnRental();
  const typedIn = { language: format.language, currency: format.currency };
  const money = moneyRule(format.currency);
  const conditions = RETURN_CONDITIONS.map((c) => ({ value: c, label: labels.returnCondition(c) }));
  const settled = settlementAsTyped(rental, values, typedIn);

  const change = (index: number, patch: Partial<ReturnedPiece>) =>
    setValues((v) => ({ ...v, pieces: v.pieces.map((p, i) => (i === index ? { ...p, ...patch } : p)) }));
  const read = (code: string) => {
    const index = values.pieces.findIndex((p) => p.code === code);
    setStray(index < 0 ? code : null);
    if (index >= 0) change(index, { scanned: true });
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await form.submit(toReturnBody(values, typedIn), (body) => back.mutateAsync({ id: rental.id, body }));
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={t.checkInTitle}
      description={t.checkInDescription({ name: rental.client.name })}
      formId={FORM_ID}
      submitLabel={t.checkInShort}
      isSaving={back.isPending}
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field label={t.returnedOn} error={errorOf('returnedOn')}>
          {(p) => <Input {...p} type="date" value={values.returnedOn} onChange={text('returnedOn')} />}
        </Field>
        <TagScanner onCode={read} />
        {stray && (
          <p role="alert" className="text-sm text-destructive">
            {t.notOnRental({ code: stray })}
          </p>
        )}
        {errorOf('pieces') && <p className="text-sm font-medium text-destructive">{errorOf('pieces')}</p>}
        {values.pieces.map((piece, i) => (
          <fieldset key={piece.pieceId} className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-2">
            <legend className="flex items-center gap-1 px-1 font-mono text-sm font-medium">
              {piece.scanned && <Check className="h-4 w-4 text-primary" aria-hidden />}
              {piece.code}
              <span className="sr-only">{piece.scanned ? t.scanned : t.notScanned}</span>
            </legend>
            <Field label={t.condition({ code: piece.code })} error={form.errors[`pieces.${i}.condition`]}>
              {(p) => (
                <Select
                  {...p}
                  value={piece.condition}
                  onValueChange={(v) => change(i, { condition: v as ReturnCondition })}
                  options={conditions}
                />
              )}
            </Field>
            <Field
              label={t.damageCharge({ code: piece.code, currency: format.currencySymbol })}
              optional
              error={form.errors[`pieces.${i}.damageCharge`]}
            >
              {(p) => (
                <NumberInput {...p} rule={money} value={piece.damageCharge} onChange={(e) => change(i, { damageCharge: e.target.value })} />
              )}
            </Field>
            <Field label={t.pieceNote({ code: piece.code })} optional error={form.errors[`pieces.${i}.note`]} className="sm:col-span-2">
              {(p) => <Textarea {...p} rows={2} value={piece.note} onChange={(e) => change(i, { note: e.target.value })} />}
            </Field>
          </fieldset>
        ))}
        {settled && (
          <section aria-label={t.settlement} className="space-y-1 rounded-md bg-muted p-3 text-sm">
            <p className="font-medium">{t.depositHeld({ amount: format.money(rental.deposit) })}</p>
            {settled.lateDays > 0 && (
              <p>
                {t.lateDays(settled.lateDays)} · {t.lateCharge({ amount: format.money(centsToDollars(settled.lateFeeCents)) })}
              </p>
            )}
            {settled.damageCents > 0 && <p>{t.damageTotal({ amount: format.money(centsToDollars(settled.damageCents)) })}</p>}
            <p className="font-medium">{t.refund({ amount: format.money(centsToDollars(settled.refundCents)) })}</p>
            {settled.owedCents > 0 && (
              <p className="font-medium text-destructive">{t.owed({ amount: format.money(centsToDollars(settled.owedCents)) })}</p>
            )}
          </section>
        )}
      </form>
    </FormDialog>
  );
}
