import { API } from '@atelier/shared';
import { routeKey } from './route-keys';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearUserCaches } from '../user-caches';
import { registerQueryCache, restoreLists, storeLists } from './persist-lists';
import { PERSISTED_LISTS } from './route-keys';

/** Lists are cached locally with their last-fetched time, per user (decision 020). */
describe('persisted lists', () => {
  beforeEach(() => localStorage.clear());

  it('stores a fetched list under its key with the fetch time and its owner, and restores it for that owner only', async () => {
    const first = new QueryClient();
    const stop = storeLists(first, 'user-1');
    await first.fetchQuery({ queryKey: routeKey(API.clients.list), queryFn: async () => [{ id: 'c1', name: 'Grace' }] });
    stop();
    const stored = JSON.parse(localStorage.getItem('client-storage') ?? 'null');
    expect(stored).toMatchObject({ ownerId: 'user-1', data: [{ id: 'c1', name: 'Grace' }] });
    expect(stored.updatedAt).toBeGreaterThan(0);

    const sameUser = new QueryClient();
    restoreLists(sameUser, 'user-1');
    expect(sameUser.getQueryData(routeKey(API.clients.list))).toEqual([{ id: 'c1', name: 'Grace' }]);
    expect(sameUser.getQueryState(routeKey(API.clients.list))?.dataUpdatedAt).toBe(stored.updatedAt);

    const otherUser = new QueryClient();
    restoreLists(otherUser, 'user-2');
    expect(otherUser.getQueryData(routeKey(API.clients.list))).toBeUndefined();
  });

  it('ignores a list stored by an older version of the app', () => {
    const entry = PERSISTED_LISTS.find((p) => p.storageKey === 'project-storage')!;
    localStorage.setItem(
      'project-storage',
      JSON.stringify({ version: entry.version - 1, ownerId: 'u', updatedAt: 1, data: [{ id: 'p' }] }),
    );
    const client = new QueryClient();
    restoreLists(client, 'u');
    expect(client.getQueryData(routeKey(API.projects.list))).toBeUndefined();
  });

  it('is emptied, in storage and in memory, at sign-out', async () => {
    const client = new QueryClient();
    registerQueryCache(client);
    const stop = storeLists(client, 'u');
    await client.fetchQuery({ queryKey: routeKey(API.measurements.list), queryFn: async () => [{ id: 'm1' }] });
    stop();
    expect(localStorage.getItem('measurement-storage')).not.toBeNull();
    clearUserCaches();
    expect(localStorage.getItem('measurement-storage')).toBeNull();
    expect(client.getQueryData(routeKey(API.measurements.list))).toBeUndefined();
  });

  it('keeps own and public patterns under pattern-storage version 1, each list in its slot with its fetch time', async () => {
    const first = new QueryClient();
    const stop = storeLists(first, 'u');
    await first.fetchQuery({ queryKey: routeKey(API.patterns.list), queryFn: async () => [{ id: 'own' }] });
    await first.fetchQuery({ queryKey: routeKey(API.patterns.public), queryFn: async () => [{ id: 'shared' }] });
    // A later refresh of one list keeps the other.
    await first.fetchQuery({ queryKey: routeKey(API.patterns.list), queryFn: async () => [{ id: 'own' }, { id: 'new' }], staleTime: 0 });
    stop();
    const stored = JSON.parse(localStorage.getItem('pattern-storage') ?? 'null');
    expect(stored).toMatchObject({
      version: 1,
      ownerId: 'u',
      data: { patterns: { data: [{ id: 'own' }, { id: 'new' }] }, publicPatterns: { data: [{ id: 'shared' }] } },
    });
    expect(stored.data.publicPatterns.updatedAt).toBe(first.getQueryState(routeKey(API.patterns.public))?.dataUpdatedAt);

    const again = new QueryClient();
    restoreLists(again, 'u');
    expect(again.getQueryData(routeKey(API.patterns.list))).toEqual([{ id: 'own' }, { id: 'new' }]);
    expect(again.getQueryData(routeKey(API.patterns.public))).toEqual([{ id: 'shared' }]);
    const someoneElse = new QueryClient();
    restoreLists(someoneElse, 'other');
    expect(someoneElse.getQueryData(routeKey(API.patterns.public))).toBeUndefined();
  });

  it("a list stored for another owner is not merged into a new owner's pattern-storage", async () => {
    localStorage.setItem(
      'pattern-storage',
      JSON.stringify({ version: 1, ownerId: 'old', updatedAt: 1, data: { publicPatterns: { updatedAt: 1, data: [{ id: 'x' }] } } }),
    );
    const client = new QueryClient();
    const stop = storeLists(client, 'new');
    await client.fetchQuery({ queryKey: routeKey(API.patterns.list), queryFn: async () => [{ id: 'mine' }] });
    stop();
    const stored = JSON.parse(localStorage.getItem('pattern-storage') ?? 'null');
    expect(stored.ownerId).toBe('new');
    expect(Object.keys(stored.data)).toEqual(['patterns']);
  });
});
