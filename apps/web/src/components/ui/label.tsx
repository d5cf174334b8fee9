import type { LabelHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export function Label({ className, htmlFor, children, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    <label htmlFor={htmlFor} className={cn('text-sm font-medium text-foreground', className)} {...props}>
      {children}
    </label>
  );
}
