import { PERSISTED_STORAGE_KEYS } from './query/route-keys';

/**
 * Every localStorage key that holds one signed-in user's records (local
 * persistence, decision 020). Signing out removes them all, so a shared workshop computer keeps no client
 * data of the last person. The keys are the declared routes' `persist` (decision 062). Calendar ranges and
 * the calendar feed address live only in the query cache, which sign-out empties (persist-lists.ts).
 */
export const USER_CACHE_KEYS: readonly string[] = PERSISTED_STORAGE_KEYS;

/**
 * `keepUnsent`: the session ended without the user asking (it expired, or the server ended it):
 * changes made offline and not sent yet stay on the device for that user's next sign-in
 * (decision 098). A sign-out the user chose removes them too, after asking.
 */
export type ClearOptions = { keepUnsent?: boolean };

const inMemory = new Set<(options: ClearOptions) => void>();

/** Loaded stores register how to empty themselves; stores never loaded only live in storage. */
export function registerUserCache(clear: (options: ClearOptions) => void): void {
  inMemory.add(clear);
}

export function clearUserCaches(options: ClearOptions = {}): void {
  for (const clear of inMemory) clear(options);
  for (const key of USER_CACHE_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage can be unavailable (private mode); nothing was cached then.
    }
  }
}
