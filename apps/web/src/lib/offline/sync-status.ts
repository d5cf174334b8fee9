import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * When the data on screen last came from the server (decision 092): the offline banner says
 * "Showing data last synced …". Kept with the cache, so it survives a reload offline.
 */
let lastSyncedAt: number | null = null;
const listeners = new Set<() => void>();

export function markSynced(at: number): void {
  if (!at || (lastSyncedAt !== null && at <= lastSyncedAt)) return;
  lastSyncedAt = at;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The last sync, as the banner shows it. */
export const lastSynced = (): number | null => lastSyncedAt;

export const useLastSynced = (): number | null => useSyncExternalStore(subscribe, lastSynced, () => null);

/** Whether the browser has a network, as TanStack Query sees it (it pauses queries without one). */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
