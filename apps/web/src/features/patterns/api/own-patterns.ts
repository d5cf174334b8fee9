import { API, type CreatePatternBody, type Pattern, type UpdatePatternBody } from '@atelier/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { textsOf } from '@/lib/i18n/i18n';
import { patternMessages } from '../pattern-messages';
import { storageLimitMeta } from '@/lib/storage-limit';
import { routeText, successMessages } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { pagedCache, pagedListOptions, type PageRequest } from '@/lib/query/paged-list';
import { createResource, type MessageStore, type ResourceMessages } from '@/lib/query/resource';
import { resourceKey, routeKey } from '@/lib/query/route-keys';

const routes = API.patterns;
const texts = textsOf(patternMessages);

/**
 * The pattern calls: the studio's own patterns, as declared in packages/shared. Each unwraps the
 * envelope. Read by the designer (/patterns) and the generator (/ai-patterns), so it lives here.
 */
export type PatternFilters = { search?: string };

export const patternsApi = {
  page: async (query: PageRequest<PatternFilters>) => {
    const { patterns, nextCursor } = await call(routes.list, { query });
    return { items: patterns, nextCursor: nextCursor ?? null };
  },
  create: async (body: CreatePatternBody): Promise<Pattern> => (await call(routes.create, { body })).pattern,
  update: async (id: string, body: UpdatePatternBody): Promise<Pattern> => (await call(routes.update, { params: { id }, body })).pattern,
  remove: async (id: string): Promise<void> => {
    await call(routes.remove, { params: { id } });
  },
  /** One-way (decision 036). */
  makePublic: async (id: string): Promise<Pattern> => (await call(routes.makePublic, { params: { id } })).pattern,
};

const toastsNow = (): ResourceMessages => ({
  loaded: texts().loaded,
  added: routeText(routes.create),
  updated: routeText(routes.update),
  deleted: routeText(routes.remove),
});
let toasts = toastsNow();
const sameToasts = (a: ResourceMessages, b: ResourceMessages) =>
  a.loaded === b.loaded && a.added === b.added && a.updated === b.updated && a.deleted === b.deleted;

/**
 * The routes' own messages (decision 067), except the list's: the screen has always said
 * "Patterns loaded successfully!" where the server's patternsLoaded has no "!", so that one stays
 * the screen's text. The same object is answered until a text changes, as a store must.
 */
const patternToasts: MessageStore<ResourceMessages> = {
  get: () => {
    const next = toastsNow();
    if (!sameToasts(toasts, next)) toasts = next;
    return toasts;
  },
  listen: (listener) => {
    const update = () => listener(patternToasts.get());
    const stops = [successMessages.listen(update), patternMessages.listen(update)];
    return () => stops.forEach((stop) => stop());
  },
};

/** GET /patterns with a search, a page at a time: the one factory of its options (decision 120). */
export const patternsQueryOptions = (filters?: PatternFilters) =>
  pagedListOptions({ route: routes.list, fetchPage: patternsApi.page }, filters);

/** The own list's pages; the first ones are kept on the device (decision 117). */
const patterns = createResource<Pattern, CreatePatternBody, UpdatePatternBody, void, PatternFilters>({
  listRoute: routes.list,
  listOptions: patternsQueryOptions,
  api: patternsApi,
  messages: patternToasts,
  // A full storage is toasted by the screen, with the way to /pricing, keeping the drawing.
  saveMeta: storageLimitMeta,
  // Both lists are refetched after a change (a public pattern's edit or delete
  // changes the library); an image changes the storage used; the dashboard counts patterns.
  affects: {
    create: [routeKey(routes.public), routeKey(API.files.storage), resourceKey('dashboard')],
    update: [routeKey(routes.public), routeKey(API.files.storage)],
    remove: [routeKey(routes.public), routeKey(API.files.storage), resourceKey('dashboard')],
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
      pagedCache.replace(client, routes.list, pattern);
      void client.invalidateQueries({ queryKey: routeKey(routes.public) });
      toast.success(routeText(routes.makePublic));
    },
  });
}
