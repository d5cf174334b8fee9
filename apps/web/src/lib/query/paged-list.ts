import { PAGE_LIMITS, type RouteDeclaration } from '@atelier/shared';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  type QueryMeta,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { ApiError } from '../api-client';
import { errorMessage } from '../handle-error';
import { toast } from '../toast';
import { routeKey } from './route-keys';

/** One page of a list as the cache keeps it: the records, and the cursor of the next page (null after the last). */
export type Page<T> = { items: T[]; nextCursor: string | null };
/** A list's loaded pages, in order; the page params are the cursors that asked for them (null for the first). */
export type Pages<T> = InfiniteData<Page<T>, string | null>;
/** A list's search and filters as the query string carries them (`search`, `status`, `clientId`). */
export type ListFilters = Record<string, string | undefined>;
/** What a page request sends: the filters, `limit`, and `cursor` after the first page (decision 069). */
export type PageRequest<F extends ListFilters> = F & { limit: string; cursor?: string };

const EMPTY: never[] = [];

/** The filters that narrow the list: empty ones are left out, so '' and undefined are one list. */
function activeFilters<F extends ListFilters>(filters: F | undefined): F {
  const out: ListFilters = {};
  for (const [key, value] of Object.entries(filters ?? {})) {
    const text = value?.trim();
    if (text) out[key] = text;
  }
  return out as F;
}

/**
 * The cache key of one list with its filters: the whole list keeps the route's own key (the one
 * kept on the device, decision 117), and each search or filter has its own pages under it, so
 * invalidating the route's key refreshes them all.
 */
export function pagedKey(route: RouteDeclaration, filters?: ListFilters): QueryKey {
  const query = activeFilters(filters);
  return Object.keys(query).length === 0 ? routeKey(route) : routeKey(route, { query });
}

export const isPages = (data: unknown): data is Pages<unknown> =>
  !!data &&
  typeof data === 'object' &&
  Array.isArray((data as Pages<unknown>).pages) &&
  Array.isArray((data as Pages<unknown>).pageParams) &&
  (data as Pages<unknown>).pages.every((p) => !!p && Array.isArray(p.items));

/** A list's loaded records, page after page. */
export const itemsOf = <T>(data: InfiniteData<Page<T>, unknown> | undefined): T[] => data?.pages.flatMap((p) => p.items) ?? (EMPTY as T[]);

export type PagedListConfig<T, F extends ListFilters> = {
  route: RouteDeclaration;
  /** One call of the route, unwrapping its envelope to the page. */
  fetchPage: (query: PageRequest<F>) => Promise<Page<T>>;
  /** e.g. `inlineErrorCodes`: refusals the screen shows itself (query-client.ts). */
  meta?: QueryMeta;
};

/**
 * The query options of one list with its search and filters (decision 120): its key and its page
 * calls, a page at a time (decision 069). Screens read it through `usePagedList`; a prefetch or a
 * cache read uses the same options, so the key is never written by hand.
 */
export function pagedListOptions<T, F extends ListFilters>({ route, fetchPage, meta }: PagedListConfig<T, F>, filters?: F) {
  const query = activeFilters(filters);
  return infiniteQueryOptions({
    queryKey: pagedKey(route, query),
    queryFn: ({ pageParam }) =>
      fetchPage({ ...query, limit: String(PAGE_LIMITS.screen), ...(pageParam ? { cursor: pageParam } : {}) } as PageRequest<F>),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<T>) => last.nextCursor ?? undefined,
    meta,
  });
}

export type PagedListOptions<T> = ReturnType<typeof pagedListOptions<T, ListFilters>>;

/**
 * Every list screen's data (decisions 020, 069): the first page of the list with its search and
 * filters (its `pagedListOptions`), refreshed each time the screen opens while the cached pages
 * show; the next page on request; while a new search loads, the last answer stays on screen rather
 * than an empty list. Only a load the user asked for (Retry) is toasted (decision 016); failures
 * are toasted by the query client.
 */
export function usePagedList<T>(
  options: PagedListOptions<T>,
  { loadedMessage, enabled = true }: { loadedMessage: string; enabled?: boolean },
) {
  const list = useInfiniteQuery({ ...options, refetchOnMount: 'always', placeholderData: keepPreviousData, enabled });
  const { refetch, fetchNextPage, hasNextPage, isFetchingNextPage, data } = list;
  const retry = useCallback(() => {
    void refetch().then((r) => {
      if (r.isSuccess) toast.success(loadedMessage);
    });
  }, [refetch, loadedMessage]);
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  const items = useMemo(() => itemsOf(data), [data]);
  return {
    items,
    isLoading: list.isFetching,
    error: list.error ? errorMessage(list.error) : null,
    /** The ApiError code of the failed load, for screens that answer some codes themselves. */
    errorCode: list.error instanceof ApiError ? list.error.code : null,
    hasCache: data !== undefined,
    retry,
    /** Whether the server has records after the loaded pages (its last `nextCursor` was a string). */
    hasMore: !!hasNextPage && !list.isPlaceholderData,
    loadMore,
    isLoadingMore: isFetchingNextPage,
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;

type WithId = { id: string };

/** Changes every loaded page of every list of the route (whole, searched, filtered). */
function changeLists<T extends WithId>(client: QueryClient, route: RouteDeclaration, change: (items: T[]) => T[]) {
  client.setQueriesData<Pages<T>>({ queryKey: routeKey(route) }, (data) =>
    isPages(data) ? { ...data, pages: data.pages.map((p) => ({ ...p, items: change(p.items as T[]) })) } : data,
  );
}

/** The searched and filtered lists of the route, which a change may move a record into or out of: they ask again. */
function refreshNarrowed(client: QueryClient, route: RouteDeclaration) {
  const whole = routeKey(route);
  void client.invalidateQueries({ queryKey: whole, predicate: (q) => q.queryKey.length > whole.length });
}

/**
 * How a change shows in the cached pages without asking for them again: a new record at the top of
 * the whole list's first page (newest first, as the server lists them), an edited one replaced
 * wherever it is loaded, a deleted one gone from every page. The searched and filtered lists ask
 * again, since the change may move a record into or out of them.
 */
export const pagedCache = {
  insert<T extends WithId>(client: QueryClient, route: RouteDeclaration, item: T) {
    changeLists<T>(client, route, (items) => items.filter((i) => i.id !== item.id));
    client.setQueryData<Pages<T>>(routeKey(route), (data) =>
      isPages(data) && data.pages.length > 0
        ? { ...data, pages: data.pages.map((p, i) => (i === 0 ? { ...p, items: [item, ...(p.items as T[])] } : p)) }
        : data,
    );
    refreshNarrowed(client, route);
  },
  replace<T extends WithId>(client: QueryClient, route: RouteDeclaration, item: T) {
    changeLists<T>(client, route, (items) => items.map((i) => (i.id === item.id ? item : i)));
    refreshNarrowed(client, route);
  },
  remove(client: QueryClient, route: RouteDeclaration, id: string) {
    changeLists<WithId>(client, route, (items) => items.filter((i) => i.id !== id));
  },
};
