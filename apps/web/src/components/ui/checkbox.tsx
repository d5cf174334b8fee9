import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A checkbox (role="checkbox"); pair it with a <Label htmlFor> for its accessible name. The
 * button is 24 × 24 px, the box drawn inside it 18 px: a phone finger needs the larger target
 * (WCAG 2.5.8), the form keeps the smaller look.
 */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'group peer -my-0.5 -ms-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-md',
        'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <span
        className={cn(
          'flex h-4.5 w-4.5 items-center justify-center rounded border border-input bg-card',
          'group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary group-data-[state=checked]:text-primary-foreground',
        )}
      >
        <CheckboxPrimitive.Indicator>
          <Check className="h-3.5 w-3.5" strokeWidth={3} aria-hidden />
        </CheckboxPrimitive.Indicator>
      </span>
    </CheckboxPrimitive.Root>
  );
}
