import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { registerUserCache } from '../user-caches';
import { isPages, type Pages } from './paged-list';
import { PERSISTED_LISTS, type PersistedList } from './route-keys';

/**
 * What one list may keep in localStorage (decision 069): its first pages as loaded, at most this
 * many pages and records, and at most this many characters of JSON, so a studio with 3,000 clients
 * does not fill the browser's storage (about 5 MB for the whole origin) with one list.
 */
export const STORED_LIST_BOUNDS = { pages: 2, records: 200, chars: 512 * 1024 } as const;

/** What one storage key holds: the list, when it was fetched, and whose it is. */
type Stored = { version: number; ownerId: string; updatedAt: number; data: unknown };
/** A list kept in a slot of a key shared with other lists (pattern-storage: own and public). */
type Slot = { updatedAt: number; data: unknown };
type Entry = PersistedList;
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

function remove(storageKey: string): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Storage unavailable: nothing was kept.
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
 * The first pages of a list, within the bounds: whole pages only, so each kept page's cursor
 * still leads to the next one. Nothing is kept when even the first page is over the bounds.
 */
export function boundedPages(data: unknown): Pages<unknown> | undefined {
  if (!isPages(data)) return undefined;
  let pages = data.pages.slice(0, STORED_LIST_BOUNDS.pages);
  while (pages.length > 0 && pages.reduce((n, p) => n + p.items.length, 0) > STORED_LIST_BOUNDS.records) pages = pages.slice(0, -1);
  while (pages.length > 0 && JSON.stringify(pages).length > STORED_LIST_BOUNDS.chars) pages = pages.slice(0, -1);
  return pages.length > 0 ? { pages, pageParams: data.pageParams.slice(0, pages.length) } : undefined;
}

/**
 * Puts the user's stored lists into the query cache, when they are that user's and of the
 * current version, so cached records show at once while the lists refresh (decision 020).
 */
export function restoreLists(client: QueryClient, ownerId: string): void {
  for (const { key, storageKey, version, slot, paged } of ENTRIES) {
    const stored = read(storageKey);
    if (!stored || stored.ownerId !== ownerId || stored.version !== version || client.getQueryData(key) !== undefined) continue;
    const kept: Slot | undefined = slot ? slotsOf(stored)[slot] : stored;
    // A list stored whole by an earlier version of the app is not pages: it is left to the refresh.
    const usable = kept && kept.data !== undefined && (!paged || isPages(kept.data));
    if (usable) client.setQueryData(key, kept.data, { updatedAt: kept.updatedAt });
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

/** A list now over its bounds is not kept: the stored one would be out of date. */
function forget(entry: Entry, ownerId: string): void {
  if (!entry.slot) return void remove(entry.storageKey);
  const stored = read(entry.storageKey);
  if (!stored || stored.ownerId !== ownerId || stored.version !== entry.version) return;
  const { [entry.slot]: _dropped, ...others } = slotsOf(stored);
  write(entry.storageKey, { ...stored, data: others });
}

/** Writes each persisted list, within its bounds, after every successful fetch or cache update; returns the unsubscribe. */
export function storeLists(client: QueryClient, ownerId: string): () => void {
  const byHash = new Map(ENTRIES.map((p) => [hashKey(p.key), p]));
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const target = byHash.get(event.query.queryHash);
    if (!target) return;
    const { dataUpdatedAt } = event.query.state;
    const data = target.paged ? boundedPages(event.query.state.data) : event.query.state.data;
    if (data === undefined) return void forget(target, ownerId);
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
