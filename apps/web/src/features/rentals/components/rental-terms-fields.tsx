import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NumberInput } from '@/components/ui/number-input';
import { useMessages } from '@/lib/i18n/i18n';
import { moneyRule } from '@/lib/typed-number';
import { useFormat } from '@/lib/use-format';
import { rentalMessages } from '../messages';

type TermKey = 'pickupDate' | 'returnDate' | 'lateFeePerDay' | 'lateFeeCap';

/** What a rental's terms need of its form (the one rental's and the party's alike). */
type TermsForm = {
  values: Record<TermKey, string>;
  errorOf: (field: TermKey) => string | undefined;
  text: (key: TermKey) => (event: { target: { value: string } }) => void;
};

/** The pick-up and return days, the return never offered before the pick-up. */
export function RentalDaysFields({ form }: { form: TermsForm }) {
  const t = useMessages(rentalMessages);
  const { values, errorOf, text } = form;
  return (
    <>
      <Field label={t.pickupDate} error={errorOf('pickupDate')}>
        {(p) => <Input {...p} type="date" value={values.pickupDate} onChange={text('pickupDate')} />}
      </Field>
      <Field label={t.returnDate} error={errorOf('returnDate')}>
        {(p) => <Input {...p} type="date" value={values.returnDate} min={values.pickupDate || undefined} onChange={text('returnDate')} />}
      </Field>
    </>
  );
}

/** The late fee agreed, per day and its cap, typed as the studio writes money. */
export function LateFeeFields({ form }: { form: TermsForm }) {
  const t = useMessages(rentalMessages);
  const format = useFormat();
  const { values, errorOf, text } = form;
  const money = moneyRule(format.currency);
  const currency = { currency: format.currencySymbol };
  return (
    <>
      <Field label={t.lateFeePerDay(currency)} optional error={errorOf('lateFeePerDay')}>
        {(p) => <NumberInput {...p} rule={money} value={values.lateFeePerDay} onChange={text('lateFeePerDay')} />}
      </Field>
      <Field label={t.lateFeeCap(currency)} optional hint={t.lateFeeCapHint} error={errorOf('lateFeeCap')}>
        {(p) => <NumberInput {...p} rule={money} value={values.lateFeeCap} onChange={text('lateFeeCap')} />}
      </Field>
    </>
  );
}
