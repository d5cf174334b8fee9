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

export function Badge({ variant = 'default', className, ...props }: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
