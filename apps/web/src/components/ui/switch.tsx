import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/**
 * An on/off switch: a button with role="switch" and aria-checked (WAI-ARIA switch pattern), so no
 * extra Radix package is needed (decision 025). Pair it with a <Label htmlFor> for its name and
 * aria-describedby for what it does. The button is 44 × 24 px, a phone finger's target (WCAG 2.5.8).
 */
export function Switch({
  checked,
  onCheckedChange,
  className,
  disabled,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role'> & { checked: boolean; onCheckedChange: (checked: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'group inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
        // Both states reach 3:1 against the card (WCAG 1.4.11); the pale input grey did not.
        checked ? 'bg-primary' : 'bg-muted-foreground',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className={cn('block h-5 w-5 rounded-full bg-card shadow-sm transition-transform', checked ? 'translate-x-5' : 'translate-x-0')}
      />
    </button>
  );
}
