import { AlertCircle, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** An inline message box; `error` is announced to screen readers as it appears. */
export function Alert({
  variant = 'info',
  title,
  children,
  className,
}: {
  variant?: 'info' | 'error';
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const Icon = variant === 'error' ? AlertCircle : Info;
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-lg border p-4 text-sm',
        variant === 'error' ? 'border-destructive/40 bg-destructive-soft text-destructive' : 'border-border bg-muted text-foreground',
        className,
      )}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
