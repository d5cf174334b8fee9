import { API, type Pattern } from '@atelier/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { storageLimitMeta, toastStorageLimit } from '../storage-limit';
import { toast } from '../toast';
import { queryKeys } from './query-keys';
import { routeKey } from './route-keys';
import { useListQuery } from './use-list-query';

/**
 * The public pattern library (the library card of /patterns and /ai-patterns): read by
 * the designer on /patterns and by the AI pattern page, so it lives here rather than in either
 * feature (a feature imports no other feature).
 */
export const publicPatternsApi = {
  list: async (): Promise<Pattern[]> => (await apiClient.get<{ patterns: Pattern[] }>('/patterns/public')).data.patterns,
  copy: async (id: string): Promise<Pattern> =>
    (await apiClient.post<{ pattern: Pattern }>(`/patterns/${encodeURIComponent(id)}/copy`)).data.pattern,
};

export function usePublicPatterns(loadedMessage: string) {
  return useListQuery({ queryKey: queryKeys.patterns.public(), queryFn: publicPatternsApi.list, loadedMessage });
}

/**
 * 'Copy to my patterns': the copy joins the studio's own list at the top (newest first). A full
 * storage is toasted with the way to /pricing, as a save from the designer is.
 */
export function useCopyPattern(copiedMessage: () => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publicPatternsApi.copy,
    meta: storageLimitMeta,
    onSuccess: (pattern) => {
      client.setQueryData<Pattern[]>(queryKeys.patterns.list(), (items) =>
        items ? [pattern, ...items.filter((p) => p.id !== pattern.id)] : items,
      );
      void client.invalidateQueries({ queryKey: routeKey(API.files.storage) });
      void client.invalidateQueries({ queryKey: queryKeys.dashboard.all });
      toast.success(copiedMessage());
    },
    onError: (error) => void toastStorageLimit(error),
  });
}
