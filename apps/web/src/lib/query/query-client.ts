import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-client';
import { handleError } from '../handle-error';

/**
 * The one server-data layer (issue 7, decision 020): TanStack Query fetches, caches by key and
 * invalidates. Every failed query or mutation goes through the shared error handler of spec
 * section 8 once, here: a toast, and plan codes send the user to /pricing. Forms read the same
 * ApiError for their field errors.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => void handleError(error) }),
    mutationCache: new MutationCache({ onError: (error) => void handleError(error) }),
    defaultOptions: {
      queries: {
        // A list screen refreshes each time it opens (as before); cached records show meanwhile.
        staleTime: 0,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; a network blip may.
        retry: (count, error) => count < 2 && error instanceof ApiError && error.isNetworkError,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
