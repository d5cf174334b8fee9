import type { ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

/** What a panel's query tells: its first load under way, failed with nothing cached, or its data. */
type PanelQuery = { isPending: boolean; fetchStatus: string; isError: boolean; data: unknown; refetch: () => unknown };

/**
 * The loading and failure lines of a panel inside a dialog or a card (photos, measurement
 * requests): ListStatus's states at a panel's size. A panel waiting on nothing (a query not
 * enabled) shows its children, which say what is empty.
 */
export function PanelStatus({
  query,
  loadingText,
  failedText,
  retryText,
  children,
}: {
  query: PanelQuery;
  loadingText: string;
  failedText: string;
  retryText: string;
  children: ReactNode;
}) {
  if (query.isPending && query.fetchStatus !== 'idle') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner size="sm" /> {loadingText}
      </p>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span>{failedText}</span>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {retryText}
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}
