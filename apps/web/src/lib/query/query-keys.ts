import { PERSISTED_LISTS as DECLARED_PERSISTED_LISTS, type PersistedList } from './route-keys';

/**
 * Every server-data cache key, in one place (decision 020). A key's first part names the
 * resource: invalidating `['clients']` refreshes every client query, and a mutation in one feature
 * can refresh another's data without importing that feature.
 */
export const queryKeys = {
  /**
   * A pattern image as a Blob, by its versioned URL (a new image is a new URL). Not the image
   * route's key (route-keys.ts), on purpose: that one starts with the patterns resource, and every
   * pattern change refreshes that resource, which would fetch every image again for nothing.
   */
  patternImage: (url: string) => ['pattern-image', url] as const,
  user: {
    /** GET /user/storage: bytes used of the plan's allowance. */
    storage: () => ['user', 'storage'] as const,
  },
} as const;

/**
 * Lists kept in localStorage across visits (decision 020: records cached locally with their
 * last-fetched time), each under its own key and version; sign-out removes them (user-caches.ts).
 */
export const PERSISTED_LISTS: readonly PersistedList[] = [...DECLARED_PERSISTED_LISTS];
