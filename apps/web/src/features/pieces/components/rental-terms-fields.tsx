import { RENTAL_PERIODS, type RentalPeriod } from '@atelier/shared';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { NumberInput } from '@/components/ui/number-input';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { moneyRule, WHOLE_RULE } from '@/lib/typed-number';
import type { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { pieceMessages } from '../messages';
import type { PieceFormValues } from './piece-form';

/** The body's rental fields under the form's (decision 222): a refusal of `rental.price` shows under the rental price. */
export const RENTAL_FIELDS: Record<string, string> = {
  rental: 'rentable',
  'rental.price': 'rentalPrice',
  'rental.period': 'rentalPeriod',
  'rental.deposit': 'rentalDeposit',
  'rental.bufferDays': 'bufferDays',
  'rental.replacementValue': 'replacementValue',
};

/**
 * 'Rented out' and, once ticked, the piece's rental terms (decision 222): its price per period,
 * its deposit, its cleaning time after each return and what replacing it costs, each amount typed
 * as the studio writes it.
 */
export function RentalTermsFields({ form }: { form: ReturnType<typeof useForm<PieceFormValues>> }) {
  const t = useMessages(pieceMessages);
  const labels = useLabels();
  const format = useFormat();
  const { values, errorOf, text, set } = form;
  const money = moneyRule(format.currency);
  const id = useId();
  const currency = { currency: format.currencySymbol };
  const periods = RENTAL_PERIODS.map((p) => ({ value: p, label: labels.rentalPeriod(p) }));
  return (
    <>
      <div className="flex items-start gap-2 sm:col-span-2">
        <Checkbox id={id} checked={values.rentable} onCheckedChange={(c) => set('rentable', c === true)} aria-describedby={`${id}-hint`} />
        <div>
          <Label htmlFor={id}>{t.rentable}</Label>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {t.rentableHint}
          </p>
        </div>
      </div>
      {values.rentable && (
        <>
          <Field label={t.rentalPrice(currency)} error={errorOf('rentalPrice')}>
            {(p) => <NumberInput {...p} rule={money} value={values.rentalPrice} onChange={text('rentalPrice')} />}
          </Field>
          <Field label={t.rentalPeriod} error={errorOf('rentalPeriod')}>
            {(p) => (
              <Select {...p} value={values.rentalPeriod} onValueChange={(v) => set('rentalPeriod', v as RentalPeriod)} options={periods} />
            )}
          </Field>
          <Field label={t.rentalDeposit(currency)} optional error={errorOf('rentalDeposit')}>
            {(p) => <NumberInput {...p} rule={money} value={values.rentalDeposit} onChange={text('rentalDeposit')} />}
          </Field>
          <Field label={t.bufferDays} optional hint={t.bufferDaysHint} error={errorOf('bufferDays')}>
            {(p) => <NumberInput {...p} rule={WHOLE_RULE} value={values.bufferDays} onChange={text('bufferDays')} />}
          </Field>
          <Field label={t.replacementValue(currency)} optional error={errorOf('replacementValue')}>
            {(p) => <NumberInput {...p} rule={money} value={values.replacementValue} onChange={text('replacementValue')} />}
          </Field>
        </>
      )}
    </>
  );
}
