import { API, type Pattern } from '@atelier/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../api-client';
import { storageLimitMeta, toastStorageLimit } from '../storage-limit';
import { routeText } from '../success-messages';
import { toast } from '../toast';
import { resourceKey, routeKey } from './route-keys';
import { useListQuery } from './use-list-query';

const routes = API.patterns;

/**
 * The public pattern library (the library card of /patterns and /ai-patterns): read by
 * the designer on /patterns and by the AI pattern page, so it lives here rather than in either
 * feature (a feature imports no other feature).
 */
export const publicPatternsApi = {
  list: async (): Promise<Pattern[]> => (await call(routes.public)).patterns,
  copy: async (id: string): Promise<Pattern> => (await call(routes.copy, { params: { id } })).pattern,
};

/**
 * The library, kept in pattern-storage by its declaration. The loaded toast is the screen's own
 * text: it has always said "Public patterns loaded successfully!", with a "!" the server's lacks.
 */
export function usePublicPatterns(loadedMessage: string) {
  return useListQuery({ queryKey: routeKey(routes.public), queryFn: publicPatternsApi.list, loadedMessage });
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
      client.setQueryData<Pattern[]>(routeKey(routes.list), (items) =>
        items ? [pattern, ...items.filter((p) => p.id !== pattern.id)] : items,
      );
      void client.invalidateQueries({ queryKey: routeKey(API.files.storage) });
      void client.invalidateQueries({ queryKey: resourceKey('dashboard') });
      toast.success(routeText(routes.copy));
    },
    onError: (error) => void toastStorageLimit(error),
  });
}
