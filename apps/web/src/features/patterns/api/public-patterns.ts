import { API, type Pattern } from '@atelier/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { storageLimitMeta, toastStorageLimit } from '@/lib/storage-limit';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import type { PatternFilters } from './own-patterns';
import { pagedCache, pagedListOptions, usePagedList, type PageRequest } from '@/lib/query/paged-list';
import { resourceKey, routeKey } from '@/lib/query/route-keys';

const routes = API.patterns;

/** The public pattern library (the library card of /patterns and /ai-patterns). */
export const publicPatternsApi = {
  page: async (query: PageRequest<PatternFilters>) => {
    const { patterns, nextCursor } = await call(routes.public, { query });
    return { items: patterns, nextCursor: nextCursor ?? null };
  },
  copy: async (id: string): Promise<Pattern> => (await call(routes.copy, { params: { id } })).pattern,
};

/** GET /patterns/public with a search, a page at a time: the one factory of its options (decision 120). */
export const publicPatternsQueryOptions = (filters?: PatternFilters) =>
  pagedListOptions({ route: routes.public, fetchPage: publicPatternsApi.page }, filters);

/**
 * The library, a page at a time with its search (decision 069), its first pages kept in
 * the device cache (decision 117). The loaded toast is the screen's own text: it has always
 * said "Public patterns loaded successfully!", with a "!" the server's lacks.
 */
export function usePublicPatterns(loadedMessage: string, search: string) {
  return usePagedList(publicPatternsQueryOptions({ search }), { loadedMessage });
}

/**
 * 'Copy to my patterns': the copy joins the studio's own list at the top (newest first). A full
 * storage is toasted with the way to /pricing, as a save from the designer is.
 */
export function useCopyPattern() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publicPatternsApi.copy,
    meta: storageLimitMeta,
    onSuccess: (pattern) => {
      pagedCache.insert(client, routes.list, pattern);
      void client.invalidateQueries({ queryKey: routeKey(API.files.storage) });
      void client.invalidateQueries({ queryKey: resourceKey('dashboard') });
      toast.success(routeText(routes.copy));
    },
    onError: (error) => void toastStorageLimit(error),
  });
}
