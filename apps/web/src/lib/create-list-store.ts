import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { handleError } from './handle-error';
import { toast } from './toast';
import { registerUserCache, type UserCacheKey } from './user-caches';

/**
 * The pattern every business resource (clients, measurements, projects, and later invoices,
 * events...) follows: a zustand store persisted to localStorage with the list and its
 * last-fetched time (spec section 3), loading and error flags kept out of storage, every failed
 * call passed through the shared error handler, kept as `error`, and raised again so forms can
 * show field errors and stay open.
 */
export type RecordWithId = { id: string };

export type ListApi<T, C, U, D> = {
  list: () => Promise<T[]>;
  create: (body: C) => Promise<T>;
  update: (id: string, body: U) => Promise<T>;
  remove: (id: string) => Promise<D>;
};

export type ListMessages = { loaded: string; added: string; updated: string; deleted: string };

export type ListState<T, C, U, D> = {
  items: T[];
  /** ISO time of the last successful list fetch; null when never fetched. */
  lastFetched: string | null;
  /** Whose records the cache holds, so one browser shared by two accounts never mixes them. */
  ownerId: string | null;
  isLoading: boolean;
  isSaving: boolean;
  error: string | null;
  /**
   * Loads the whole list. Its success toast ('Clients loaded successfully!') shows only when
   * `requested`: the user asked for the load (Retry, refresh, Fetch Data), not when a screen
   * opened (issue 6, decision 016).
   */
  fetchAll: (ownerId: string, options?: { requested?: boolean }) => Promise<void>;
  create: (body: C) => Promise<T>;
  update: (id: string, body: U) => Promise<T>;
  remove: (id: string) => Promise<D>;
  clearError: () => void;
  clear: () => void;
};

type Persisted<T> = Pick<ListState<T, never, never, never>, 'items' | 'lastFetched' | 'ownerId'>;

export function createListStore<T extends RecordWithId, C, U, D = void>(config: {
  /** localStorage key, e.g. 'client-storage'; listed in USER_CACHE_KEYS so sign-out removes it. */
  name: UserCacheKey;
  version?: number;
  api: ListApi<T, C, U, D>;
  messages: ListMessages;
}) {
  const { api, messages } = config;
  const store = create<ListState<T, C, U, D>>()(
    persist(
      (set, get) => {
        /** A failed call: toast (and /pricing for plan codes), keep the message, raise again. */
        const fail = (err: unknown, flag: 'isLoading' | 'isSaving'): never => {
          const { message } = handleError(err);
          set({ [flag]: false, error: message } as Partial<ListState<T, C, U, D>>);
          throw err;
        };

        return {
          items: [],
          lastFetched: null,
          ownerId: null,
          isLoading: false,
          isSaving: false,
          error: null,

          fetchAll: async (ownerId, options = {}) => {
            // Another account's cache is dropped before anything of it can be shown.
            if (get().ownerId !== ownerId) set({ items: [], lastFetched: null, ownerId });
            set({ isLoading: true, error: null });
            try {
              const items = await api.list();
              set({ items, lastFetched: new Date().toISOString(), isLoading: false, error: null });
              if (options.requested) toast.success(messages.loaded);
            } catch (err) {
              fail(err, 'isLoading');
            }
          },

          create: async (body) => {
            set({ isSaving: true, error: null });
            try {
              const item = await api.create(body);
              // Newest first, as the server lists them.
              set((s) => ({ items: [item, ...s.items.filter((i) => i.id !== item.id)], isSaving: false }));
              toast.success(messages.added);
              return item;
            } catch (err) {
              return fail(err, 'isSaving');
            }
          },

          update: async (id, body) => {
            set({ isSaving: true, error: null });
            try {
              const item = await api.update(id, body);
              set((s) => ({ items: s.items.map((i) => (i.id === id ? item : i)), isSaving: false }));
              toast.success(messages.updated);
              return item;
            } catch (err) {
              return fail(err, 'isSaving');
            }
          },

          remove: async (id) => {
            set({ isSaving: true, error: null });
            try {
              const result = await api.remove(id);
              set((s) => ({ items: s.items.filter((i) => i.id !== id), isSaving: false }));
              toast.success(messages.deleted);
              return result;
            } catch (err) {
              return fail(err, 'isSaving');
            }
          },

          clearError: () => set({ error: null }),
          clear: () => set({ items: [], lastFetched: null, ownerId: null, error: null }),
        };
      },
      {
        name: config.name,
        version: config.version ?? 1,
        storage: createJSONStorage(() => localStorage),
        partialize: (s): Persisted<T> => ({ items: s.items, lastFetched: s.lastFetched, ownerId: s.ownerId }),
      },
    ),
  );
  registerUserCache(() => store.getState().clear());
  return store;
}

/** The cached items, but only when they belong to the signed-in user. */
export function ownedItems<T>(state: { items: T[]; ownerId: string | null }, userId: string | undefined): T[] {
  return userId && state.ownerId === userId ? state.items : EMPTY;
}
const EMPTY: never[] = [];
