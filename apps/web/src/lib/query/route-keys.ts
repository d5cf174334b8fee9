import { API, type RouteDeclaration } from '@atelier/shared';
import type { QueryKey } from '@tanstack/react-query';

/**
 * Cache keys derived from the route declarations (decision 062). A key starts with the route's
 * resource, so invalidating `resourceKey('clients')` refreshes every client query, and a mutation
 * in one feature can refresh another's data without importing that feature. The route's own part
 * (`routeKey(route)`) is the prefix of every call of it with inputs (`routeKey(route, input)`).
 */
export function routeKey(route: RouteDeclaration, input?: { params?: object; query?: object }): QueryKey {
  const base = [route.resource, `${route.method} ${route.path}`];
  if (!input) return base;
  return [...base, ...(input.params ? [input.params] : []), ...(input.query ? [input.query] : [])];
}

/**
 * The key of a record read on its own from a route that answers more (a client without the counts
 * of its answer), under the key of the full read so invalidating the route refreshes both.
 */
export const recordKey = (route: RouteDeclaration, params: object): QueryKey => [...routeKey(route, { params }), 'record'];

export const resourceKey = (resource: RouteDeclaration['resource']): QueryKey => [resource];

/**
 * Lists kept in localStorage across visits, read from the declarations' `persist` (decision 020).
 * `paged`: the route answers a page at a time (its query takes a `cursor`, decision 069), so the
 * cache holds pages and only the first of them are kept.
 */
export type PersistedList = { key: QueryKey; storageKey: string; version: number; slot?: string; paged: boolean };

const isPaged = (route: RouteDeclaration) => 'cursor' in ((route.query as { shape?: object } | undefined)?.shape ?? {});

export const PERSISTED_LISTS: readonly PersistedList[] = Object.values(API)
  .flatMap((group) => Object.values(group) as RouteDeclaration[])
  .flatMap((route) =>
    route.persist
      ? [
          {
            key: routeKey(route, route.persist.query ? { query: route.persist.query } : undefined),
            storageKey: route.persist.storageKey,
            version: route.persist.version,
            paged: isPaged(route),
            ...(route.persist.slot ? { slot: route.persist.slot } : {}),
          },
        ]
      : [],
  );

/** Every storage key that holds one user's records: sign-out removes them (user-caches.ts). */
export const PERSISTED_STORAGE_KEYS: readonly string[] = [...new Set(PERSISTED_LISTS.map((list) => list.storageKey))];
