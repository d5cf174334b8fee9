import { API, type RouteDeclaration } from '@atelier/shared';
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { deviceKey, hasDeviceStore, readDevice, writeDevice } from './device-store';
import { markSynced } from './sync-status';

/**
 * The query cache kept on the device per user (decision 092), so the screens a tailor needs at a
 * fitting open without a network: what the user viewed in the last 30 days. TanStack Query's own
 * dehydrate and hydrate do the work; hydrate never replaces data newer than what it restores.
 */
export const CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Bumped when a kept answer's shape changes: a cache of another shape is dropped, not shown. */
const CACHE_VERSION = 1;
/** Saves are grouped: a screen's queries arrive together. Short, as a page may be left at once. */
const SAVE_DELAY_MS = 250;

/**
 * The resources a tailor reads at a fitting. The user, settings, billing and analytics are not
 * kept: they are read fresh, and a settings form must never start from a kept copy.
 */
const KEPT_RESOURCES = new Set(['clients', 'measurements', 'projects', 'calendar', 'fittings', 'garment-templates', 'workflows', 'team']);

/**
 * At most this many answers are kept, the newest: every search typed is an answer of its own, and
 * a month of them must not fill the device (a page of a list is at most 50 records).
 */
export const MAX_KEPT_ANSWERS = 400;

type Kept = { version: number; savedAt: number; syncedAt: number; state: DehydratedState };

/**
 * The kept resources' answers stay in memory for the session instead of TanStack Query's 5 minutes
 * without a screen: each save writes what the cache holds, so an answer dropped from memory would
 * be dropped from the device at the next save, and a client viewed this morning would be gone by
 * the afternoon's fitting (decision 092). Infinity, not 30 days: a timer past 2^31 ms fires at once.
 */
export function keepInMemory(client: QueryClient): void {
  for (const resource of KEPT_RESOURCES) client.setQueryDefaults([resource], { gcTime: Infinity });
}

/** What is saved: the kept answers, the newest MAX_KEPT_ANSWERS of them. */
export function keptState(client: QueryClient): DehydratedState {
  const state = dehydrate(client, { shouldDehydrateQuery: isKeptQuery, shouldDehydrateMutation: () => false });
  const newest = [...state.queries].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt).slice(0, MAX_KEPT_ANSWERS);
  return { ...state, queries: newest };
}

/**
 * The reads whose answer is a secret (the calendar feed's address): never written to the device,
 * and dropped from a cache kept before this rule (decision 107). A query's key names its route as
 * 'GET /path' (route-keys.ts).
 */
const SECRET_READS = new Set(
  Object.values(API)
    .flatMap((group) => Object.values(group as Record<string, RouteDeclaration>))
    .filter((route) => route.method === 'GET' && route.secretAnswer)
    .map((route) => `${route.method} ${route.path}`),
);

export const isSecretQuery = (queryKey: readonly unknown[]): boolean => typeof queryKey[1] === 'string' && SECRET_READS.has(queryKey[1]);

export function isKeptQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const [resource] = query.queryKey;
  return (
    typeof resource === 'string' &&
    KEPT_RESOURCES.has(resource) &&
    !isSecretQuery(query.queryKey) &&
    query.state.status === 'success' &&
    Date.now() - query.state.dataUpdatedAt < CACHE_MAX_AGE_MS
  );
}

/** Puts the user's kept answers into the cache; answers older than 30 days are left out. */
export async function restoreCache(client: QueryClient, userId: string): Promise<void> {
  if (!hasDeviceStore()) return;
  const kept = await readDevice<Kept>(deviceKey('cache', userId)).catch(() => undefined);
  if (!kept || kept.version !== CACHE_VERSION) return;
  const fresh = kept.state.queries.filter((q) => Date.now() - q.state.dataUpdatedAt < CACHE_MAX_AGE_MS && !isSecretQuery(q.queryKey));
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
  // What is already in the cache counts too: the lists kept in localStorage show before this starts.
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
