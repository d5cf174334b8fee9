import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { registerUserCache } from '../user-caches';
import { PERSISTED_LISTS } from './query-keys';

/** What one storage key holds: the list, when it was fetched, and whose it is. */
type Stored = { version: number; ownerId: string; updatedAt: number; data: unknown };

function read(storageKey: string): Stored | null {
  try {
    const raw = localStorage.getItem(storageKey);
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

function write(storageKey: string, value: Stored): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(value));
  } catch {
    // Storage full or unavailable (private mode): the cache simply is not kept.
  }
}

/**
 * Puts the user's stored lists into the query cache, when they are that user's and of the
 * current version, so cached records show at once while the lists refresh (decision 020).
 */
export function restoreLists(client: QueryClient, ownerId: string): void {
  for (const { key, storageKey, version } of PERSISTED_LISTS) {
    const stored = read(storageKey);
    if (stored && stored.ownerId === ownerId && stored.version === version && client.getQueryData(key) === undefined) {
      client.setQueryData(key as QueryKey, stored.data, { updatedAt: stored.updatedAt });
    }
  }
}

/** Writes each persisted list after every successful fetch or cache update; returns the unsubscribe. */
export function storeLists(client: QueryClient, ownerId: string): () => void {
  const byHash = new Map(PERSISTED_LISTS.map((p) => [hashKey(p.key), p]));
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const target = byHash.get(event.query.queryHash);
    if (!target) return;
    const { data, dataUpdatedAt } = event.query.state;
    write(target.storageKey, { version: target.version, ownerId, updatedAt: dataUpdatedAt, data });
  });
}

/** Sign-out empties the in-memory cache too (the storage keys are removed by user-caches.ts). */
export function registerQueryCache(client: QueryClient): void {
  registerUserCache(() => client.clear());
}

/**
 * For the signed-in layout: restores the user's cached lists before the first page renders, and
 * keeps storing them while the user is signed in.
 */
export function usePersistedLists(ownerId: string | undefined): void {
  const client = useQueryClient();
  // Restored during the first render (not in an effect), so cached records show on it.
  useState(() => ownerId && restoreLists(client, ownerId));
  useEffect(() => {
    if (!ownerId) return undefined;
    restoreLists(client, ownerId);
    return storeLists(client, ownerId);
  }, [client, ownerId]);
}
