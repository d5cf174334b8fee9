import type { ReactNode } from 'react';
import { ListStatus } from '@/components/ui/list-status';
import { LoadMore } from '@/components/ui/load-more';

/** What the scaffold reads of a paged list (`lib/query/paged-list.ts`): its state and its next page. */
export type ListPageList = {
  items: readonly unknown[];
  isLoading: boolean;
  error: string | null;
  hasCache: boolean;
  retry: () => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
};

/**
 * The scaffold every list screen shares (decision 123): its heading, the controls above the list
 * (search, filters, summary), then the list's states — a spinner, an error with Retry, the empty
 * text — around the loaded pages ended by 'Load more'. It adds no element of its own, so the page
 * keeps its wrapper and its dialogs; `instead` replaces the list (a plan's upgrade panel).
 */
export function ListPage({
  header,
  controls,
  list,
  loadingText,
  emptyText,
  instead,
  children,
}: {
  header?: ReactNode;
  controls?: ReactNode;
  list: ListPageList;
  loadingText: string;
  emptyText: string;
  instead?: ReactNode;
  /** The loaded items, drawn as the page draws them. */
  children: ReactNode;
}) {
  return (
    <>
      {header}
      {controls}
      {instead ?? (
        <ListStatus
          isLoading={list.isLoading}
          error={list.error}
          hasCache={list.hasCache}
          isEmpty={list.items.length === 0}
          loadingText={loadingText}
          emptyText={emptyText}
          onRetry={list.retry}
        >
          {children}
          <LoadMore hasMore={list.hasMore} isLoading={list.isLoadingMore} onMore={list.loadMore} />
        </ListStatus>
      )}
    </>
  );
}
