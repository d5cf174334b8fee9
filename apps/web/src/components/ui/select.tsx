import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { inputClasses } from './input';

export const messages = i18n('select', { placeholder: 'Select...' });

/** `disabled`: shown but not choosable (a generator design the plan does not include). */
export type SelectOption = { value: string; label: string; disabled?: boolean };

/**
 * A single-choice select. Radix forbids an empty-string item value, so "no choice" is modelled
 * as value '' with the placeholder shown instead.
 */
export function Select({
  id,
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  name,
  className,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  'aria-label': ariaLabel,
}: {
  id?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  name?: string;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** For a select without a visible label of its own (several alike on one screen). */
  'aria-label'?: string;
}) {
  const t = useMessages(messages);
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange} disabled={disabled} name={name}>
      <SelectPrimitive.Trigger
        id={id}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        aria-label={ariaLabel}
        className={cn(
          inputClasses,
          'flex h-10 items-center justify-between gap-2 text-start data-[placeholder]:text-muted-foreground',
          className,
        )}
      >
        {/* The chosen option's label given as it is: Radix otherwise copies it from the open list, which a
            page drawn on the server (and not yet hydrated) never has, so the box would be blank (decision 208). */}
        <SelectPrimitive.Value placeholder={placeholder ?? t.placeholder}>
          {options.find((o) => o.value === value)?.label}
        </SelectPrimitive.Value>
        <SelectPrimitive.Icon>
          <ChevronDown className="h-4 w-4 opacity-60" aria-hidden />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          // Never wider than the screen: a long option wraps at 375 px instead of running off it.
          className={cn(
            'z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] max-w-[var(--radix-select-content-available-width)]',
            'overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-lg [overflow-wrap:anywhere]',
          )}
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((o) => (
              <SelectPrimitive.Item
                key={o.value}
                value={o.value}
                disabled={o.disabled}
                className="relative flex cursor-pointer items-center rounded-md py-2 pe-3 ps-8 text-sm outline-none select-none data-[highlighted]:bg-muted data-[disabled]:opacity-50"
              >
                <SelectPrimitive.ItemIndicator className="absolute start-2 inline-flex">
                  <Check className="h-4 w-4" aria-hidden />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{o.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
