import type { ReactNode } from 'react';
import { i18n, params, useMessages } from '@/lib/i18n/i18n';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';

export const messages = i18n('list-status', { error: params('Error: {message}'), retry: 'Retry' });

/**
 * The states every list screen shares: a spinner while the first load runs,
 * 'Error: {message}' with Retry when loading failed and nothing is cached, the empty text when
 * there is nothing to show, else the list itself. Cached items keep showing during a refresh.
 */
export function ListStatus({
  isLoading,
  error,
  hasCache,
  isEmpty,
  loadingText,
  emptyText,
  empty,
  onRetry,
  children,
}: {
  isLoading: boolean;
  error: string | null;
  /** Whether anything was ever loaded (before search and filters). */
  hasCache: boolean;
  /** Whether the list, after search and filters, is empty. */
  isEmpty: boolean;
  loadingText: string;
  emptyText: string;
  /** An empty state richer than one line (the generator's title and text). */
  empty?: ReactNode;
  onRetry: () => void;
  children: ReactNode;
}) {
  const t = useMessages(messages);
  if (!hasCache && isLoading) {
    return (
      <div className="flex items-center justify-center gap-3 py-16 text-muted-foreground" role="status">
        <Spinner className="text-primary" />
        <span>{loadingText}</span>
      </div>
    );
  }
  if (!hasCache && error) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive-soft px-6 py-10 text-center"
      >
        <p className="text-sm font-medium text-destructive">{t.error({ message: error })}</p>
        <Button variant="outline" onClick={onRetry}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (isEmpty) return empty ?? <EmptyState message={emptyText} />;
  return <>{children}</>;
}
