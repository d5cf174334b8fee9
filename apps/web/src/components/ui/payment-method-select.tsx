import { PAYMENT_METHODS, type PaymentMethod } from '@atelier/shared';
import type { ComponentProps } from 'react';
import { useLabels } from '@/lib/labels';
import { Select } from './select';

type Props = Omit<ComponentProps<typeof Select>, 'options' | 'value' | 'onValueChange'> & {
  /** '' before one is chosen: the placeholder shows. */
  value: PaymentMethod | '';
  onValueChange: (method: PaymentMethod) => void;
};

/** How money came in or was taken (a payment, a ticket's deposit, a rental's deposit), in the reader's language. */
export function PaymentMethodSelect({ value, onValueChange, ...rest }: Props) {
  const labels = useLabels();
  return (
    <Select
      {...rest}
      value={value}
      onValueChange={(v) => onValueChange(v as PaymentMethod)}
      options={PAYMENT_METHODS.map((m) => ({ value: m, label: labels.paymentMethod(m) }))}
    />
  );
}
