import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearUserCaches } from '../user-caches';
import { registerQueryCache, restoreLists, storeLists } from './persist-lists';
import { PERSISTED_LISTS, queryKeys } from './query-keys';

/** Spec section 3: lists are cached locally with their last-fetched time, per user. */
describe('persisted lists', () => {
  beforeEach(() => localStorage.clear());

  it('stores a fetched list under its key with the fetch time and its owner, and restores it for that owner only', async () => {
    const first = new QueryClient();
    const stop = storeLists(first, 'user-1');
    await first.fetchQuery({ queryKey: queryKeys.clients.list(), queryFn: async () => [{ id: 'c1', name: 'Grace' }] });
    stop();
    const stored = JSON.parse(localStorage.getItem('client-storage') ?? 'null');
    expect(stored).toMatchObject({ ownerId: 'user-1', data: [{ id: 'c1', name: 'Grace' }] });
    expect(stored.updatedAt).toBeGreaterThan(0);

    const sameUser = new QueryClient();
    restoreLists(sameUser, 'user-1');
    expect(sameUser.getQueryData(queryKeys.clients.list())).toEqual([{ id: 'c1', name: 'Grace' }]);
    expect(sameUser.getQueryState(queryKeys.clients.list())?.dataUpdatedAt).toBe(stored.updatedAt);

    const otherUser = new QueryClient();
    restoreLists(otherUser, 'user-2');
    expect(otherUser.getQueryData(queryKeys.clients.list())).toBeUndefined();
  });

  it('ignores a list stored by an older version of the app', () => {
    const entry = PERSISTED_LISTS.find((p) => p.storageKey === 'project-storage')!;
    localStorage.setItem('project-storage', JSON.stringify({ version: entry.version - 1, ownerId: 'u', updatedAt: 1, data: [{ id: 'p' }] }));
    const client = new QueryClient();
    restoreLists(client, 'u');
    expect(client.getQueryData(queryKeys.projects.list())).toBeUndefined();
  });

  it('is emptied, in storage and in memory, at sign-out', async () => {
    const client = new QueryClient();
    registerQueryCache(client);
    const stop = storeLists(client, 'u');
    await client.fetchQuery({ queryKey: queryKeys.measurements.list(), queryFn: async () => [{ id: 'm1' }] });
    stop();
    expect(localStorage.getItem('measurement-storage')).not.toBeNull();
    clearUserCaches();
    expect(localStorage.getItem('measurement-storage')).toBeNull();
    expect(client.getQueryData(queryKeys.measurements.list())).toBeUndefined();
  });
});
