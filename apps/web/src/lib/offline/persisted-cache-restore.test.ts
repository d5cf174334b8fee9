// @vitest-environment jsdom
import { API } from '@atelier/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeKey } from '../query/route-keys';
import { clearUserCaches } from '../user-caches';
import { CACHE_MAX_AGE_MS, CACHE_VERSION, OLD_STORAGE_KEYS } from './kept-on-device';
import { keepCache, keptState, registerQueryCache, removeOldStorage, restoreCache } from './persisted-cache';
// Registers the device's part of sign-out, as the app does.
import './use-offline-session';

const stored = vi.hoisted(() => new Map<string, unknown>());
vi.mock('./device-store', async () => (await import('@/test/memory-device-store')).memoryDeviceStore(stored));

const onePage = (...items: object[]) => ({ pages: [{ items, nextCursor: null }], pageParams: [null] });
/** Loads a list into the cache as the screens do: pages (decision 069). */
const load = (client: QueryClient, queryKey: readonly unknown[], data: object) =>
  client.fetchQuery({ queryKey, queryFn: async () => data, staleTime: 0 });
/** Lets the grouped save run. */
const saved = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeEach(() => {
  stored.clear();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

/** One cache on the device, per user, with each answer's fetch time (decisions 020, 092, 117). */
describe('the device cache across visits', () => {
  it('stores a fetched list with its fetch time under its user, and restores it for that user only', async () => {
    const first = new QueryClient();
    const stop = keepCache(first, 'user-1');
    await load(first, routeKey(API.clients.list), onePage({ id: 'c1', name: 'Grace' }));
    await saved();
    stop();
    expect(stored.has('cache:user-1')).toBe(true);
    const fetchedAt = first.getQueryState(routeKey(API.clients.list))!.dataUpdatedAt;

    const sameUser = new QueryClient();
    await restoreCache(sameUser, 'user-1');
    expect(sameUser.getQueryData(routeKey(API.clients.list))).toEqual(onePage({ id: 'c1', name: 'Grace' }));
    expect(sameUser.getQueryState(routeKey(API.clients.list))?.dataUpdatedAt).toBe(fetchedAt);
    // Shown at once, and asked again as soon as its screen opens online.
    expect(sameUser.getQueryState(routeKey(API.clients.list))?.isInvalidated).toBe(true);

    const otherUser = new QueryClient();
    await restoreCache(otherUser, 'user-2');
    expect(otherUser.getQueryData(routeKey(API.clients.list))).toBeUndefined();
  });

  it('keeps own and public patterns, each with its fetch time, and a later refresh of one keeps the other', async () => {
    const first = new QueryClient();
    const stop = keepCache(first, 'u');
    await load(first, routeKey(API.patterns.list), onePage({ id: 'own' }));
    await load(first, routeKey(API.patterns.public), onePage({ id: 'shared' }));
    await load(first, routeKey(API.patterns.list), onePage({ id: 'own' }, { id: 'new' }));
    await saved();
    stop();
    const again = new QueryClient();
    await restoreCache(again, 'u');
    expect(again.getQueryData(routeKey(API.patterns.list))).toEqual(onePage({ id: 'own' }, { id: 'new' }));
    expect(again.getQueryData(routeKey(API.patterns.public))).toEqual(onePage({ id: 'shared' }));
    expect(again.getQueryState(routeKey(API.patterns.public))?.dataUpdatedAt).toBe(
      first.getQueryState(routeKey(API.patterns.public))?.dataUpdatedAt,
    );
  });

  it('ignores a cache kept by another version of the app', async () => {
    const old = new QueryClient();
    old.setQueryData(routeKey(API.projects.list), onePage({ id: 'p' }));
    stored.set('cache:u', { version: CACHE_VERSION - 1, savedAt: Date.now(), syncedAt: Date.now(), state: keptState(old) });
    const client = new QueryClient();
    await restoreCache(client, 'u');
    expect(client.getQueryData(routeKey(API.projects.list))).toBeUndefined();
  });

  it('leaves out answers older than 30 days, and answers no longer declared kept', async () => {
    vi.useFakeTimers({ now: new Date('2026-10-01T09:00:00Z') });
    const old = new QueryClient();
    old.setQueryData(routeKey(API.projects.list), onePage({ id: 'old' }));
    vi.setSystemTime(new Date('2026-11-25T09:00:00Z'));
    old.setQueryData(routeKey(API.clients.list), onePage({ id: 'recent' }));
    const state = keptState(old);
    const settings = { queryKey: ['settings', 'GET /settings'], queryHash: '["settings","GET /settings"]', state: state.queries[0]!.state };
    stored.set('cache:u', {
      version: CACHE_VERSION,
      savedAt: Date.now(),
      syncedAt: Date.now(),
      state: { ...state, queries: [...state.queries, settings] },
    });
    expect(Date.now() - new Date('2026-10-01T09:00:00Z').getTime()).toBeGreaterThan(CACHE_MAX_AGE_MS);
    const client = new QueryClient();
    await restoreCache(client, 'u');
    expect(client.getQueryData(routeKey(API.clients.list))).toEqual(onePage({ id: 'recent' }));
    expect(client.getQueryData(routeKey(API.projects.list))).toBeUndefined();
    expect(client.getQueryData(['settings', 'GET /settings'])).toBeUndefined();
  });

  it('is emptied, on the device and in memory, at sign-out', async () => {
    const client = new QueryClient();
    registerQueryCache(client);
    const stop = keepCache(client, 'u');
    await load(client, routeKey(API.measurements.list), onePage({ id: 'm1' }));
    await saved();
    stop();
    expect(stored.has('cache:u')).toBe(true);
    clearUserCaches();
    await vi.waitFor(() => expect(stored.has('cache:u')).toBe(false));
    expect(client.getQueryData(routeKey(API.measurements.list))).toBeUndefined();
  });

  it('removes the lists an earlier version kept in localStorage, and nothing else there', () => {
    for (const key of OLD_STORAGE_KEYS) localStorage.setItem(key, '{"version":1,"ownerId":"u","data":{}}');
    localStorage.setItem('theme', 'dark');
    removeOldStorage();
    for (const key of OLD_STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
