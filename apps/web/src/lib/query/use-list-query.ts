import { useQuery, type QueryKey, type QueryMeta } from '@tanstack/react-query';
import { ApiError } from '../api-client';
import { useCallback } from 'react';
import { errorMessage } from '../handle-error';
import { toast } from '../toast';

const EMPTY: never[] = [];

/**
 * The list-page recipe's data half (decision 020): a list query that refreshes every time the screen
 * opens while the cached records show, its error as text for the page, and the Retry action. Only
 * a load the user asked for is toasted as loaded (decision 016); failures are toasted by
 * the query client.
 */
export function useListQuery<T>({
  queryKey,
  queryFn,
  loadedMessage,
  meta,
}: {
  queryKey: QueryKey;
  queryFn: () => Promise<T[]>;
  loadedMessage: string;
  /** e.g. `inlineErrorCodes`: refusals the screen shows itself (query-client.ts). */
  meta?: QueryMeta;
}) {
  const query = useQuery({ queryKey, queryFn, refetchOnMount: 'always', meta });
  const { refetch } = query;
  const retry = useCallback(() => {
    void refetch().then((r) => {
      if (r.isSuccess) toast.success(loadedMessage);
    });
  }, [refetch, loadedMessage]);
  return {
    items: query.data ?? (EMPTY as T[]),
    isLoading: query.isFetching,
    error: query.error ? errorMessage(query.error) : null,
    /** The ApiError code of the failed load, for screens that answer some codes themselves. */
    errorCode: query.error instanceof ApiError ? query.error.code : null,
    hasCache: query.data !== undefined,
    retry,
  };
}
