import type { RouteDeclaration } from '@atelier/shared';
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
