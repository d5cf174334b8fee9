import { cn } from '@/lib/cn';
import { i18n, useMessages } from '@/lib/i18n/i18n';

export const messages = i18n('spinner', { loading: 'Loading...' });

const sizes = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-[3px]' };

/** Decorative by default; pass a label when the spinner is the only sign of loading. */
export function Spinner({ size = 'md', label, className }: { size?: keyof typeof sizes; label?: string; className?: string }) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('inline-block animate-spin rounded-full border-current border-r-transparent', sizes[size], className)}
    />
  );
}

/** Full-area loading state for lazy pages. */
export function PageSpinner({ label }: { label?: string }) {
  const t = useMessages(messages);
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-primary">
      <Spinner size="lg" label={label ?? t.loading} />
    </div>
  );
}
