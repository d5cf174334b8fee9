import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'accent' | 'success' | 'destructive';

const variants: Record<BadgeVariant, string> = {
  default: 'bg-primary text-primary-foreground',
  secondary: 'bg-muted text-foreground',
  outline: 'border border-border text-foreground',
  accent: 'bg-accent-soft text-accent-foreground',
  success: 'bg-success-soft text-success-soft-foreground',
  destructive: 'bg-destructive-soft text-destructive',
};

/**
 * A status in a pill, on one line; `wrap` lets it break over two lines where its box is narrower
 * than a translation (a card two to a row at 375 px). `cn` does not merge classes, so the choice
 * is a prop rather than a `whitespace-normal` that the base class would win over.
 */
export function Badge({
  variant = 'default',
  wrap = false,
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant; wrap?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        wrap ? 'whitespace-normal' : 'whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
