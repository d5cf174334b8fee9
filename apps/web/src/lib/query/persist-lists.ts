import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { registerUserCache } from '../user-caches';
import { PERSISTED_LISTS } from './route-keys';

/** What one storage key holds: the list, when it was fetched, and whose it is. */
type Stored = { version: number; ownerId: string; updatedAt: number; data: unknown };
/** A list kept in a slot of a key shared with other lists (pattern-storage: own and public). */
type Slot = { updatedAt: number; data: unknown };
type Entry = { key: QueryKey; storageKey: string; version: number; slot?: string };
const ENTRIES: readonly Entry[] = PERSISTED_LISTS;

const slotsOf = (stored: Stored | null): Record<string, Slot> =>
  stored && stored.data && typeof stored.data === 'object' && !Array.isArray(stored.data) ? (stored.data as Record<string, Slot>) : {};

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
  for (const { key, storageKey, version, slot } of ENTRIES) {
    const stored = read(storageKey);
    if (!stored || stored.ownerId !== ownerId || stored.version !== version || client.getQueryData(key) !== undefined) continue;
    const kept: Slot | undefined = slot ? slotsOf(stored)[slot] : stored;
    if (kept && kept.data !== undefined) client.setQueryData(key, kept.data, { updatedAt: kept.updatedAt });
  }
}

/**
 * A list in a shared key replaces only its own slot; the other slots stay while they are this
 * owner's and of this version (own and public patterns share the pattern-storage key, decision 037).
 */
function writeSlot(entry: Entry & { slot: string }, ownerId: string, slot: Slot): void {
  const stored = read(entry.storageKey);
  const others = stored && stored.ownerId === ownerId && stored.version === entry.version ? slotsOf(stored) : {};
  write(entry.storageKey, { version: entry.version, ownerId, updatedAt: slot.updatedAt, data: { ...others, [entry.slot]: slot } });
}

/** Writes each persisted list after every successful fetch or cache update; returns the unsubscribe. */
export function storeLists(client: QueryClient, ownerId: string): () => void {
  const byHash = new Map(ENTRIES.map((p) => [hashKey(p.key), p]));
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const target = byHash.get(event.query.queryHash);
    if (!target) return;
    const { data, dataUpdatedAt } = event.query.state;
    if (target.slot) writeSlot({ ...target, slot: target.slot }, ownerId, { updatedAt: dataUpdatedAt, data });
    else write(target.storageKey, { version: target.version, ownerId, updatedAt: dataUpdatedAt, data });
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
