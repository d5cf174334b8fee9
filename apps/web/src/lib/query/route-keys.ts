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

export const resourceKey = (resource: RouteDeclaration['resource']): QueryKey => [resource];
