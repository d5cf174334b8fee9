import type { NumberRule } from '@atelier/shared';
import { useId, useState, type FocusEvent } from 'react';
import { useTypedNumbers } from '@/lib/typed-number';
import { FieldError } from './field';
import { Input, type InputProps } from './input';

type NumberInputProps = Omit<InputProps, 'type' | 'inputMode' | 'value'> & { rule: NumberRule; value: string };

/**
 * Every field where a person types a number (decision 178): text, so the browser never reads it in
 * its own locale (a `type="number"` field in an English browser took '12,50' for 1250), read by the
 * one reader in the page's language. Left with something it cannot keep exactly, it says why under
 * itself, unless its form already shows an error there. `data-number` carries what it read (the
 * number, '' for nothing, 'refused'), for the walk over every form's numbers.
 */
export function NumberInput({ rule, value, onBlur, onChange, className, ...props }: NumberInputProps) {
  const { read } = useTypedNumbers();
  const [shown, setShown] = useState<string | undefined>();
  const id = useId();
  const reading = read(value, rule);
  const formError = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  const own = shown && !formError ? `${id}-number` : undefined;
  const describedBy = [props['aria-describedby'], own].filter(Boolean).join(' ') || undefined;
  const leave = (e: FocusEvent<HTMLInputElement>) => {
    setShown(reading.error);
    onBlur?.(e);
  };
  return (
    <>
      <Input
        autoComplete="off"
        spellCheck={false}
        {...props}
        type="text"
        inputMode={rule.decimals === 0 && !rule.negative ? 'numeric' : 'decimal'}
        value={value}
        onChange={(e) => {
          setShown(undefined);
          onChange?.(e);
        }}
        onBlur={leave}
        aria-invalid={formError || own ? true : undefined}
        aria-describedby={describedBy}
        data-number={reading.error ? 'refused' : (reading.value ?? '')}
        className={className}
      />
      {own && <FieldError id={own}>{shown}</FieldError>}
    </>
  );
}
