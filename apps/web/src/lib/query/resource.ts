import type { RouteDeclaration } from '@atelier/shared';
import { useMutation, useQueryClient, type MutationMeta, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { RequestOptions } from '../api-client';
import { cachedRecord, seenVersion } from '../offline/cached-record';
import { offlineTexts } from '../offline/offline-messages';
import { sendOrQueue } from '../offline/offline-writes';
import { toast } from '../toast';
import { pagedCache, usePagedList, type ListFilters, type PagedListOptions } from './paged-list';

export type RecordWithId = { id: string };
export type ResourceMessages = { loaded: string; added: string; updated: string; deleted: string };
/** A message catalog (`i18n(...)` from lib/i18n) whose current language can change. */
export type MessageStore<M> = { get: () => M; listen: (listener: (value: M) => void) => () => void };

const isStore = <M extends object>(m: M | MessageStore<M>): m is MessageStore<M> => typeof (m as MessageStore<M>).listen === 'function';
const fixed = <M>(m: M): MessageStore<M> => ({ get: () => m, listen: () => () => undefined });

type ResourceConfig<T, C, U, D, F extends ListFilters> = {
  /** The list's route: its key holds the pages of the whole list, and of each search and filter under it. */
  listRoute: RouteDeclaration;
  /** The list's query options with a search and filters (`pagedListOptions`), the feature's one factory of them. */
  listOptions: (filters?: F) => PagedListOptions<T>;
  /** The create and update mutations' meta, e.g. refusals the screen toasts itself (a full storage). */
  saveMeta?: MutationMeta;
  api: {
    create: (body: C, options?: RequestOptions) => Promise<T>;
    update: (id: string, body: U, options?: RequestOptions) => Promise<T>;
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
  /**
   * Writes a tailor may make without a network (decision 092): queued on the device and shown as
   * waiting until sent. `create` names the POST path, what the user did and the record shown
   * meanwhile (with the id it has until the server names it); `update` the record's path and how
   * the record shows with the change.
   */
  offline?: {
    create?: (body: C, newId: string) => { path: string; label: string; placeholder: T };
    update?: (record: T, body: U) => { path: string; label: string; shown: T };
  };
};

/** Records shown while their change waits on the device: toasted as saved on the device, not as sent. */
const queuedRecords = new WeakSet<object>();

function refresh(client: QueryClient, keys: QueryKey[] | undefined) {
  for (const queryKey of keys ?? []) void client.invalidateQueries({ queryKey });
}

/**
 * One resource's server data, the way every list feature uses it (clients, measurements,
 * projects, invoices, patterns; decision 120): the hook of its list's options factory, and create, update
 * and remove mutations that update the loaded pages in the cache (paged-list.ts), refresh what they
 * affect elsewhere, and toast the resource's messages. Failures are toasted by the query client
 * and thrown to the form, which shows the field errors (decisions 020, 069).
 */
export function createResource<T extends RecordWithId, C, U, D = void, F extends ListFilters = ListFilters>(
  config: ResourceConfig<T, C, U, D, F>,
) {
  const { listRoute, listOptions, api, affects } = config;
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
      return usePagedList(listOptions(filters), { loadedMessage: messages.loaded });
    },

    useCreate: () => {
      const client = useQueryClient();
      const messages = useToasts();
      return useMutation({
        mutationFn: async (body: C): Promise<T> => {
          const offline = config.offline?.create;
          if (!offline) return api.create(body);
          const plan = offline(body, crypto.randomUUID());
          const write = { method: 'POST' as const, path: plan.path, body: body as Record<string, unknown>, label: plan.label };
          const outcome = await sendOrQueue({ ...write, createsId: plan.placeholder.id }, (idempotencyKey) =>
            api.create(body, { idempotencyKey }),
          );
          if (!outcome.queued) return outcome.result;
          queuedRecords.add(plan.placeholder);
          return plan.placeholder;
        },
        // Queued without a network rather than paused (decision 092).
        networkMode: config.offline?.create ? 'always' : 'online',
        meta: config.saveMeta,
        onSuccess: (item) => {
          pagedCache.insert(client, listRoute, item);
          if (queuedRecords.has(item)) return void toast.success(offlineTexts().savedOnDevice);
          refresh(client, affects?.create);
          toast.success(messages().added);
        },
      });
    },

    useUpdate: () => {
      const client = useQueryClient();
      const messages = useToasts();
      return useMutation({
        mutationFn: async ({ id, body }: { id: string; body: U }): Promise<T> => {
          const offline = config.offline?.update;
          const seen = offline ? cachedRecord<T & { updatedAt: string }>(client, id) : undefined;
          if (!offline || !seen) return api.update(id, body);
          const plan = offline(seen, body);
          const version = { ifMatch: seenVersion(client, id), recordPath: plan.path };
          const write = { method: 'PATCH' as const, path: plan.path, body: body as Record<string, unknown>, label: plan.label, version };
          const outcome = await sendOrQueue(write, (idempotencyKey) => api.update(id, body, { idempotencyKey }));
          if (!outcome.queued) return outcome.result;
          queuedRecords.add(plan.shown);
          return plan.shown;
        },
        networkMode: config.offline?.update ? 'always' : 'online',
        meta: config.saveMeta,
        onSuccess: (item) => {
          pagedCache.replace(client, listRoute, item);
          if (queuedRecords.has(item)) return void toast.success(offlineTexts().savedOnDevice);
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
