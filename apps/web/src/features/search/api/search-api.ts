import { API, SEARCH_MAX, type SearchGroup, type SearchKind } from '@atelier/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeKey } from '@/lib/query/route-keys';

const route = API.search.find;

/** What the server is asked: what was typed, within the bound every search has (decision 069). */
export const searchTerm = (typed: string) => typed.trim().slice(0, SEARCH_MAX);

/**
 * GET /search (decision 210): a few records of each kind the person may open. The previous answer
 * is not kept on screen while the next comes: at the counter a code typed and Enter pressed at once
 * would open what the previous letters found.
 */
export function useSearchAnything(term: string) {
  return useQuery({
    queryKey: routeKey(route, { query: { q: term } }),
    queryFn: ({ signal }) => call(route, { query: { q: term } }, { signal }),
    enabled: term !== '',
    staleTime: 10_000,
  });
}

/** The pages of one kind, when the person asks for more of it than the first few. */
export function useSearchKind(term: string, kind: SearchKind | null) {
  return useInfiniteQuery({
    queryKey: routeKey(route, { query: { q: term, kind } }),
    queryFn: ({ pageParam, signal }) =>
      call(route, { query: { q: term, kind: kind!, ...(pageParam ? { cursor: pageParam } : {}) } }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.groups[0]?.nextCursor ?? undefined,
    enabled: term !== '' && kind !== null,
    staleTime: 10_000,
  });
}

/** The hits of one kind across the pages read so far. */
export const hitsOf = (pages: readonly { groups: SearchGroup[] }[] | undefined) => pages?.flatMap((p) => p.groups[0]?.hits ?? []) ?? [];
