import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

export const inputClasses =
  'block w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs sm:text-sm ' +
  'placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(inputClasses, 'h-10', className)} {...props} />;
}

export function Textarea({
  className,
  ...props
}: InputHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement>; rows?: number }) {
  return <textarea className={cn(inputClasses, 'min-h-24 py-2', className)} {...props} />;
}
