import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-client';
import { handleError } from '../handle-error';

/**
 * The one server-data layer (decision 020): TanStack Query fetches, caches by key and
 * invalidates. Every failed query or mutation goes through the shared error handler
 * once, here: a toast, and plan codes send the user to /pricing. Forms read the same
 * ApiError for their field errors.
 */
type QuietMeta = {
  /** Refusals (ApiError codes) the screen shows itself. */
  inlineErrorCodes?: readonly string[];
  /** Every failure is shown by the screen (a pattern thumbnail falls back to its placeholder). */
  quiet?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QuietMeta;
    mutationMeta: QuietMeta;
  }
}

const isInline = (error: unknown, meta: QuietMeta | undefined): boolean =>
  !!meta?.quiet || (error instanceof ApiError && !!meta?.inlineErrorCodes?.includes(error.code));

/**
 * A request that found no network while the browser says it is offline (decision 092): TanStack
 * Query is told, so it pauses every query until the browser reports the network back, and the
 * screens keep the data they hold, under the offline banner, instead of a toast per query.
 * navigator.onLine alone is not trusted at start (Chromium reports false on some machines that
 * do have a network); it only confirms a failure.
 */
export function offlineFailure(error: unknown): boolean {
  const offline = error instanceof ApiError && error.isNetworkError && typeof navigator !== 'undefined' && !navigator.onLine;
  if (offline) onlineManager.setOnline(false);
  return offline;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A query may show some refusals itself (meta.inlineErrorCodes): the invoices list shows an
    // upgrade panel on FEATURE_NOT_AVAILABLE instead of a toast and a move to /pricing (decision 031).
    queryCache: new QueryCache({
      onError: (error, query) => !offlineFailure(error) && !isInline(error, query.meta) && void handleError(error),
    }),
    // A mutation may too: a full storage is toasted by the pattern screens with a link to /pricing,
    // keeping the drawing, rather than toasted plainly here.
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => !isInline(error, mutation.meta) && void handleError(error),
    }),
    defaultOptions: {
      queries: {
        // A list screen refreshes each time it opens (as before); cached records show meanwhile.
        staleTime: 0,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; a network blip may. Offline, the query waits for
        // the network and asks again then (decision 092).
        retry: (count, error) => offlineFailure(error) || (count < 2 && error instanceof ApiError && error.isNetworkError),
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
