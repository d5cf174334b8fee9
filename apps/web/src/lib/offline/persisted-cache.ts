import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { registerUserCache } from '../user-caches';
import { deviceKey, hasDeviceStore, readDevice, writeDevice } from './device-store';
import {
  CACHE_MAX_AGE_MS,
  CACHE_VERSION,
  isDeclaredKept,
  isKeptQuery,
  isSecretQuery,
  KEPT_ANSWERS,
  KEPT_RESOURCES,
  keptData,
  MAX_KEPT_ANSWERS,
  OLD_STORAGE_KEYS,
} from './kept-on-device';
import { markSynced } from './sync-status';

/**
 * The one offline read cache (decisions 092, 117): the query cache kept on the device per user,
 * what kept-on-device.ts declares, so the screens open without a network with what the user viewed
 * in the last 30 days. TanStack Query's own dehydrate and hydrate do the work; hydrate never
 * replaces data newer than what it restores.
 */
/** Saves are grouped: a screen's queries arrive together. Short, as a page may be left at once. */
const SAVE_DELAY_MS = 250;

type Kept = { version: number; savedAt: number; syncedAt: number; state: DehydratedState };

/**
 * The kept answers stay in memory for the session instead of TanStack Query's 5 minutes without a
 * screen: each save writes what the cache holds, so an answer dropped from memory would be dropped
 * from the device at the next save, and a client viewed this morning would be gone by the
 * afternoon's fitting (decision 101). Infinity, not 30 days: a timer past 2^31 ms fires at once.
 */
export function keepInMemory(client: QueryClient): void {
  for (const resource of KEPT_RESOURCES) client.setQueryDefaults([resource], { gcTime: Infinity });
  for (const key of KEPT_ANSWERS) client.setQueryDefaults(key, { gcTime: Infinity });
}

/** What is saved: the kept answers, the newest MAX_KEPT_ANSWERS of them, each paged list within its bounds. */
export function keptState(client: QueryClient): DehydratedState {
  const state = dehydrate(client, { shouldDehydrateQuery: isKeptQuery, shouldDehydrateMutation: () => false });
  const bounded = state.queries.flatMap((query) => {
    const data = keptData(query.state.data);
    return data === undefined ? [] : [{ ...query, state: { ...query.state, data } }];
  });
  const newest = bounded.sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt).slice(0, MAX_KEPT_ANSWERS);
  return { ...state, queries: newest };
}

/** Sign-out empties the in-memory cache too; the device's copy is removed by use-offline-session.ts. */
export function registerQueryCache(client: QueryClient): void {
  registerUserCache(() => client.clear());
}

/**
 * The lists an earlier version kept in localStorage leave the device (decision 117): this cache
 * holds what they held, and nothing stale of anyone stays in the old place.
 */
export function removeOldStorage(): void {
  if (typeof localStorage === 'undefined') return; // Prerendering at build time.
  for (const key of OLD_STORAGE_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage unavailable (private mode): nothing was kept there.
    }
  }
}

/** Puts the user's kept answers into the cache; answers older than 30 days are left out. */
export async function restoreCache(client: QueryClient, userId: string): Promise<void> {
  if (!hasDeviceStore()) return;
  const kept = await readDevice<Kept>(deviceKey('cache', userId)).catch(() => undefined);
  if (!kept || kept.version !== CACHE_VERSION) return;
  // What is no longer declared kept, or too old, is not shown (isDeclaredKept leaves secrets out).
  const fresh = kept.state.queries.filter((q) => Date.now() - q.state.dataUpdatedAt < CACHE_MAX_AGE_MS && isDeclaredKept(q));
  // A secret kept by an earlier version leaves the device now, not at the next save (decision 107).
  if (fresh.length < kept.state.queries.length && kept.state.queries.some((q) => isSecretQuery(q.queryKey)))
    await writeDevice(deviceKey('cache', userId), { ...kept, state: { ...kept.state, queries: fresh } } satisfies Kept).catch(
      () => undefined,
    );
  hydrate(client, { mutations: [], queries: fresh });
  // A restored answer is shown, never trusted as fresh: each is asked again when its screen opens
  // online, whatever the query's staleTime (a team list kept from before a member joined).
  for (const restored of fresh) {
    const query = client.getQueryCache().get(restored.queryHash);
    if (query && query.state.dataUpdatedAt === restored.state.dataUpdatedAt) query.invalidate();
  }
  markSynced(kept.syncedAt);
}

/** Saves the kept answers shortly after the cache changed, and at once when the page is hidden or left; returns the stop. */
export function keepCache(client: QueryClient, userId: string): () => void {
  if (!hasDeviceStore()) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // What is already in the cache counts too (answers fetched before the user's cache started).
  let syncedAt = Math.max(
    0,
    ...client
      .getQueryCache()
      .getAll()
      .filter(isKeptQuery)
      .map((q) => q.state.dataUpdatedAt),
  );
  markSynced(syncedAt);
  const save = () => {
    timer = undefined;
    const state = keptState(client);
    void writeDevice(deviceKey('cache', userId), { version: CACHE_VERSION, savedAt: Date.now(), syncedAt, state } satisfies Kept).catch(
      () => undefined, // A full or blocked store: the cache is simply not kept.
    );
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isKeptQuery(event.query)) return;
    // What the app wrote itself (a change shown while it waits to be sent) is not news from the server.
    if (!event.action.manual) {
      syncedAt = Math.max(syncedAt, event.query.state.dataUpdatedAt);
      markSynced(syncedAt);
    }
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  const saveNow = () => {
    if (!timer) return;
    clearTimeout(timer);
    save();
  };
  const onHidden = () => document.visibilityState === 'hidden' && saveNow();
  window.addEventListener('pagehide', saveNow);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', saveNow);
    document.removeEventListener('visibilitychange', onHidden);
    if (timer) clearTimeout(timer);
  };
}
