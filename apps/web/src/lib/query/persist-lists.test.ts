// @vitest-environment jsdom
import { API } from '@atelier/shared';
import { routeKey } from './route-keys';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearUserCaches } from '../user-caches';
import { registerQueryCache, restoreLists, STORED_LIST_BOUNDS, storeLists } from './persist-lists';
import { PERSISTED_LISTS } from './route-keys';

type Page = { items: object[]; nextCursor: string | null };
const pagesOf = (...pages: Page[]) => ({ pages, pageParams: pages.map((_, i) => (i === 0 ? null : `cursor-${i}`)) });
const onePage = (...items: object[]) => pagesOf({ items, nextCursor: null });
/** Loads a list into the cache as the screens do: pages (decision 069). */
const load = (client: QueryClient, queryKey: readonly unknown[], data: object) =>
  client.fetchQuery({ queryKey, queryFn: async () => data, staleTime: 0 });

/** Lists are cached locally with their last-fetched time, per user (decision 020). */
describe('persisted lists', () => {
  beforeEach(() => localStorage.clear());

  it('stores a fetched list under its key with the fetch time and its owner, and restores it for that owner only', async () => {
    const first = new QueryClient();
    const stop = storeLists(first, 'user-1');
    await load(first, routeKey(API.clients.list), onePage({ id: 'c1', name: 'Grace' }));
    stop();
    const stored = JSON.parse(localStorage.getItem('client-storage') ?? 'null');
    expect(stored).toMatchObject({ ownerId: 'user-1', data: onePage({ id: 'c1', name: 'Grace' }) });
    expect(stored.updatedAt).toBeGreaterThan(0);

    const sameUser = new QueryClient();
    restoreLists(sameUser, 'user-1');
    expect(sameUser.getQueryData(routeKey(API.clients.list))).toEqual(onePage({ id: 'c1', name: 'Grace' }));
    expect(sameUser.getQueryState(routeKey(API.clients.list))?.dataUpdatedAt).toBe(stored.updatedAt);

    const otherUser = new QueryClient();
    restoreLists(otherUser, 'user-2');
    expect(otherUser.getQueryData(routeKey(API.clients.list))).toBeUndefined();
  });

  it('ignores a list stored by an older version of the app', () => {
    const entry = PERSISTED_LISTS.find((p) => p.storageKey === 'project-storage')!;
    localStorage.setItem(
      'project-storage',
      JSON.stringify({ version: entry.version - 1, ownerId: 'u', updatedAt: 1, data: onePage({ id: 'p' }) }),
    );
    const client = new QueryClient();
    restoreLists(client, 'u');
    expect(client.getQueryData(routeKey(API.projects.list))).toBeUndefined();
  });

  it('ignores a list stored whole, before lists came in pages', () => {
    const entry = PERSISTED_LISTS.find((p) => p.storageKey === 'project-storage')!;
    localStorage.setItem('project-storage', JSON.stringify({ version: entry.version, ownerId: 'u', updatedAt: 1, data: [{ id: 'p' }] }));
    const client = new QueryClient();
    restoreLists(client, 'u');
    expect(client.getQueryData(routeKey(API.projects.list))).toBeUndefined();
  });

  it('keeps only the first pages loaded, within the bounds of records and size (decision 069)', async () => {
    const client = new QueryClient();
    const stop = storeLists(client, 'u');
    const page = (from: number, count: number, nextCursor: string | null): Page => ({
      items: Array.from({ length: count }, (_, i) => ({ id: `c${from + i}`, name: `Client ${from + i}` })),
      nextCursor,
    });
    // Three pages loaded: the first two are kept, with the cursors that asked for them.
    await load(client, routeKey(API.clients.list), pagesOf(page(0, 50, 'a'), page(50, 50, 'b'), page(100, 50, null)));
    let stored = JSON.parse(localStorage.getItem('client-storage') ?? 'null');
    expect(stored.data.pages).toHaveLength(STORED_LIST_BOUNDS.pages);
    expect(stored.data.pageParams).toEqual([null, 'cursor-1']);
    expect(stored.data.pages[1].nextCursor).toBe('b');

    // Two pages of 100 and 150 records: over 200 records, so only the first is kept.
    await load(client, routeKey(API.clients.list), pagesOf(page(0, 100, 'a'), page(100, 150, null)));
    stored = JSON.parse(localStorage.getItem('client-storage') ?? 'null');
    expect(stored.data.pages.map((p: Page) => p.items.length)).toEqual([100]);

    // One page larger than the size bound: nothing is kept, not even an older copy.
    const huge = { id: 'big', notes: 'x'.repeat(STORED_LIST_BOUNDS.chars) };
    await load(client, routeKey(API.clients.list), onePage(huge));
    expect(localStorage.getItem('client-storage')).toBeNull();
    stop();
  });

  it('is emptied, in storage and in memory, at sign-out', async () => {
    const client = new QueryClient();
    registerQueryCache(client);
    const stop = storeLists(client, 'u');
    await load(client, routeKey(API.measurements.list), onePage({ id: 'm1' }));
    stop();
    expect(localStorage.getItem('measurement-storage')).not.toBeNull();
    clearUserCaches();
    expect(localStorage.getItem('measurement-storage')).toBeNull();
    expect(client.getQueryData(routeKey(API.measurements.list))).toBeUndefined();
  });

  it('keeps own and public patterns under pattern-storage version 1, each list in its slot with its fetch time', async () => {
    const first = new QueryClient();
    const stop = storeLists(first, 'u');
    await load(first, routeKey(API.patterns.list), onePage({ id: 'own' }));
    await load(first, routeKey(API.patterns.public), onePage({ id: 'shared' }));
    // A later refresh of one list keeps the other.
    await load(first, routeKey(API.patterns.list), onePage({ id: 'own' }, { id: 'new' }));
    stop();
    const stored = JSON.parse(localStorage.getItem('pattern-storage') ?? 'null');
    expect(stored).toMatchObject({
      version: 1,
      ownerId: 'u',
      data: { patterns: { data: onePage({ id: 'own' }, { id: 'new' }) }, publicPatterns: { data: onePage({ id: 'shared' }) } },
    });
    expect(stored.data.publicPatterns.updatedAt).toBe(first.getQueryState(routeKey(API.patterns.public))?.dataUpdatedAt);

    const again = new QueryClient();
    restoreLists(again, 'u');
    expect(again.getQueryData(routeKey(API.patterns.list))).toEqual(onePage({ id: 'own' }, { id: 'new' }));
    expect(again.getQueryData(routeKey(API.patterns.public))).toEqual(onePage({ id: 'shared' }));
    const someoneElse = new QueryClient();
    restoreLists(someoneElse, 'other');
    expect(someoneElse.getQueryData(routeKey(API.patterns.public))).toBeUndefined();
  });

  it("a list stored for another owner is not merged into a new owner's pattern-storage", async () => {
    localStorage.setItem(
      'pattern-storage',
      JSON.stringify({ version: 1, ownerId: 'old', updatedAt: 1, data: { publicPatterns: { updatedAt: 1, data: onePage({ id: 'x' }) } } }),
    );
    const client = new QueryClient();
    const stop = storeLists(client, 'new');
    await load(client, routeKey(API.patterns.list), onePage({ id: 'mine' }));
    stop();
    const stored = JSON.parse(localStorage.getItem('pattern-storage') ?? 'null');
    expect(stored.ownerId).toBe('new');
    expect(Object.keys(stored.data)).toEqual(['patterns']);
  });
});
