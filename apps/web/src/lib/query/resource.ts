import { useMutation, useQueryClient, type MutationMeta, type QueryClient, type QueryKey, type QueryMeta } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { toast } from '../toast';
import { useListQuery } from './use-list-query';

export type RecordWithId = { id: string };
export type ResourceMessages = { loaded: string; added: string; updated: string; deleted: string };
/** A message catalog (`i18n(...)` from lib/i18n) whose current language can change. */
export type MessageStore<M> = { get: () => M; listen: (listener: (value: M) => void) => () => void };

const isStore = <M extends object>(m: M | MessageStore<M>): m is MessageStore<M> => typeof (m as MessageStore<M>).listen === 'function';
const fixed = <M>(m: M): MessageStore<M> => ({ get: () => m, listen: () => () => undefined });

type ResourceConfig<T, C, U, D> = {
  listKey: QueryKey;
  /** The list query's meta, e.g. refusals the screen shows itself (query-client.ts). */
  listMeta?: QueryMeta;
  /** The create and update mutations' meta, e.g. refusals the screen toasts itself (a full storage). */
  saveMeta?: MutationMeta;
  api: {
    list: () => Promise<T[]>;
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
   * The cache key of one record's own read: dropped when the record is deleted, so refreshing what
   * the deletion affects does not ask for the record just deleted (a 404 toasted after the success).
   */
  detailKey?: (id: string) => QueryKey;
};

function refresh(client: QueryClient, keys: QueryKey[] | undefined) {
  for (const queryKey of keys ?? []) void client.invalidateQueries({ queryKey });
}

/**
 * One resource's server data, the way every list feature uses it (clients, measurements,
 * projects, and invoices, events, patterns to come): the list query, and create, update and
 * remove mutations that update the list in the cache, refresh what they affect elsewhere, and
 * toast the resource's messages. Failures are toasted by the query client and thrown to the form,
 * which shows the field errors (decision 020).
 */
export function createResource<T extends RecordWithId, C, U, D = void>(config: ResourceConfig<T, C, U, D>) {
  const { listKey, api, affects } = config;
  const store = isStore(config.messages) ? config.messages : fixed(config.messages);
  /**
   * Subscribing keeps the catalog loaded while a screen of the resource is open; the toast reads
   * it when it fires, so it is in the language of that moment.
   */
  const useToasts = () => {
    useSyncExternalStore(store.listen, store.get, store.get);
    return store.get;
  };
  const setList = (client: QueryClient, change: (items: T[]) => T[]) =>
    client.setQueryData<T[]>(listKey, (items) => (items ? change(items) : items));

  return {
    useList: () => {
      const messages = useToasts()();
      return useListQuery({ queryKey: listKey, queryFn: api.list, loadedMessage: messages.loaded, meta: config.listMeta });
    },

    useCreate: () => {
      const client = useQueryClient();
      const messages = useToasts();
      return useMutation({
        mutationFn: (body: C) => api.create(body),
        meta: config.saveMeta,
        onSuccess: (item) => {
          // Newest first, as the server lists them.
          setList(client, (items) => [item, ...items.filter((i) => i.id !== item.id)]);
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
          setList(client, (items) => items.map((i) => (i.id === item.id ? item : i)));
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
          setList(client, (items) => items.filter((i) => i.id !== id));
          if (config.detailKey) client.removeQueries({ queryKey: config.detailKey(id), exact: true });
          refresh(client, affects?.remove);
          toast.success(messages().deleted);
        },
      });
    },
  };
}
