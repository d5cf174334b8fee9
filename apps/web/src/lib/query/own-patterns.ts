import { API, type CreatePatternBody, type Pattern, type UpdatePatternBody } from '@atelier/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { textsOf } from '../i18n/i18n';
import { queryKeys } from './query-keys';
import { routeKey } from './route-keys';
import { createResource } from './resource';
import { storageLimitMeta } from '../storage-limit';
import { toast } from '../toast';
import { patternMessages } from '../pattern-messages';

const texts = textsOf(patternMessages);
const path = (id: string) => `/patterns/${encodeURIComponent(id)}`;

/**
 * The pattern calls: the studio's own patterns. Each call unwraps the envelope.
 * Read by the designer (/patterns) and the generator (/ai-patterns), so it lives here.
 */
export const patternsApi = {
  list: async (): Promise<Pattern[]> => (await apiClient.get<{ patterns: Pattern[] }>('/patterns')).data.patterns,
  create: async (body: CreatePatternBody): Promise<Pattern> => (await apiClient.post<{ pattern: Pattern }>('/patterns', body)).data.pattern,
  update: async (id: string, body: UpdatePatternBody): Promise<Pattern> =>
    (await apiClient.patch<{ pattern: Pattern }>(path(id), body)).data.pattern,
  remove: async (id: string): Promise<void> => {
    await apiClient.delete<Record<string, never>>(path(id));
  },
  /** One-way (decision 036). */
  makePublic: async (id: string): Promise<Pattern> =>
    (await apiClient.patch<{ pattern: Pattern }>(`/patterns/public/${encodeURIComponent(id)}`)).data.pattern,
};

const patterns = createResource<Pattern, CreatePatternBody, UpdatePatternBody>({
  listKey: queryKeys.patterns.list(),
  api: patternsApi,
  messages: patternMessages,
  // A full storage is toasted by the screen, with the way to /pricing, keeping the drawing.
  saveMeta: storageLimitMeta,
  // Both lists are refetched after a change (a public pattern's edit or delete
  // changes the library); an image changes the storage used; the dashboard counts patterns.
  affects: {
    create: [queryKeys.patterns.public(), routeKey(API.files.storage), queryKeys.dashboard.all],
    update: [queryKeys.patterns.public(), routeKey(API.files.storage)],
    remove: [queryKeys.patterns.public(), routeKey(API.files.storage), queryKeys.dashboard.all],
  },
});

export const usePatterns = patterns.useList;
export const useCreatePattern = patterns.useCreate;
export const useUpdatePattern = patterns.useUpdate;
export const useDeletePattern = patterns.useRemove;

/** PATCH /patterns/public/{id}: the list entry becomes public and the library gains it. */
export function useMakePatternPublic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: patternsApi.makePublic,
    onSuccess: (pattern) => {
      client.setQueryData<Pattern[]>(queryKeys.patterns.list(), (items) => items?.map((p) => (p.id === pattern.id ? pattern : p)));
      void client.invalidateQueries({ queryKey: queryKeys.patterns.public() });
      toast.success(texts().madePublic);
    },
  });
}
