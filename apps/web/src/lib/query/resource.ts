import type { RouteDeclaration } from '@atelier/shared';
import { useMutation, useQueryClient, type MutationMeta, type QueryClient, type QueryKey, type QueryMeta } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { toast } from '../toast';
import { pagedCache, usePagedList, type ListFilters, type Page, type PageRequest } from './paged-list';

export type RecordWithId = { id: string };
export type ResourceMessages = { loaded: string; added: string; updated: string; deleted: string };
/** A message catalog (`i18n(...)` from lib/i18n) whose current language can change. */
export type MessageStore<M> = { get: () => M; listen: (listener: (value: M) => void) => () => void };

const isStore = <M extends object>(m: M | MessageStore<M>): m is MessageStore<M> => typeof (m as MessageStore<M>).listen === 'function';
const fixed = <M>(m: M): MessageStore<M> => ({ get: () => m, listen: () => () => undefined });

type ResourceConfig<T, C, U, D, F extends ListFilters> = {
  /** The list's route: its key holds the pages of the whole list, and of each search and filter under it. */
  listRoute: RouteDeclaration;
  /** The list query's meta, e.g. refusals the screen shows itself (query-client.ts). */
  listMeta?: QueryMeta;
  /** The create and update mutations' meta, e.g. refusals the screen toasts itself (a full storage). */
  saveMeta?: MutationMeta;
  api: {
    /** One page of the list (decision 069). */
    page: (query: PageRequest<F>) => Promise<Page<T>>;
    create: (body: C) => Promise<T>;
    update: (id: string, body: U) => Promise<T>;
    remove: (id: string) => Promise<D>;
  };
  /** The toasts, as plain texts or as a catalog so they follow the user's language. */
  messages: ResourceMessages | MessageStore<ResourceMessages>;
  /**
   * Other caches a change makes stale, by resource key: a new project changes its client's card
   * count; a deleted client takes its measurements and projects with it.
   */
  affects?: { create?: QueryKey[]; update?: QueryKey[]; remove?: QueryKey[] };
  /**
   * The cache key of one record's own reads (any key under it too): dropped when the record is
   * deleted, so refreshing what the deletion affects does not ask for the record just deleted (a
   * 404 toasted after the success).
   */
  detailKey?: (id: string) => QueryKey;
};

function refresh(client: QueryClient, keys: QueryKey[] | undefined) {
  for (const queryKey of keys ?? []) void client.invalidateQueries({ queryKey });
}

/**
 * One resource's server data, the way every list feature uses it (clients, measurements,
 * projects, invoices, patterns): the paged list with its search and filters, and create, update
 * and remove mutations that update the loaded pages in the cache (paged-list.ts), refresh what they
 * affect elsewhere, and toast the resource's messages. Failures are toasted by the query client
 * and thrown to the form, which shows the field errors (decisions 020, 069).
 */
export function createResource<T extends RecordWithId, C, U, D = void, F extends ListFilters = ListFilters>(
  config: ResourceConfig<T, C, U, D, F>,
) {
  const { listRoute, api, affects } = config;
  const list = { route: listRoute, fetchPage: api.page, meta: config.listMeta };
  const store = isStore(config.messages) ? config.messages : fixed(config.messages);
  /**
   * Subscribing keeps the catalog loaded while a screen of the resource is open; the toast reads
   * it when it fires, so it is in the language of that moment.
   */
  const useToasts = () => {
    useSyncExternalStore(store.listen, store.get, store.get);
    return store.get;
  };

  return {
    /** The list with a search and filters (none: the whole list); each has its own pages. */
    useList: (filters?: F) => {
      const messages = useToasts()();
      return usePagedList(list, { filters, loadedMessage: messages.loaded });
    },

    useCreate: () => {
      const client = useQueryClient();
      const messages = useToasts();
      return useMutation({
        mutationFn: (body: C) => api.create(body),
        meta: config.saveMeta,
        onSuccess: (item) => {
          pagedCache.insert(client, listRoute, item);
          refresh(client, affects?.create);
          toast.success(messages().added);
        },
      });
    },

    useUpdate: () => {
      const client = useQueryClient();
      const messages = useToasts();
      return useMutation({
        mutationFn: ({ id, body }: { id: string; body: U }) => api.update(id, body),
        meta: config.saveMeta,
        onSuccess: (item) => {
          pagedCache.replace(client, listRoute, item);
          refresh(client, affects?.update);
          toast.success(messages().updated);
        },
      });
    },

    useRemove: () => {
      const client = useQueryClient();
      const messages = useToasts();
      return useMutation({
        mutationFn: (id: string) => api.remove(id),
        onSuccess: (_result, id) => {
          pagedCache.remove(client, listRoute, id);
          if (config.detailKey) client.removeQueries({ queryKey: config.detailKey(id) });
          refresh(client, affects?.remove);
          toast.success(messages().deleted);
        },
      });
    },
  };
}
