import { API, PAGE_LIMITS } from '@atelier/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeKey } from '@/lib/query/route-keys';

/**
 * A party's special orders (decision 219), for the group's page: read quietly (the page does not
 * depend on them) through the special orders' own list filtered by the group, one page of the most.
 */
export function useGroupSpecialOrders(groupId: string, enabled: boolean) {
  const query = { limit: String(PAGE_LIMITS.max), groupId };
  return useQuery({
    queryKey: routeKey(API.specialOrders.list, { query }),
    queryFn: async () => (await call(API.specialOrders.list, { query })).specialOrders,
    enabled,
    retry: false,
    meta: { quiet: true },
  });
}

/** A client's own projects, so a member joins with the one she has rather than a second (decision 219). */
export function useClientProjects(clientId: string, enabled: boolean) {
  const query = { limit: '20', clientId };
  return useQuery({
    queryKey: routeKey(API.projects.list, { query }),
    queryFn: async () => (await call(API.projects.list, { query })).projects,
    enabled: enabled && clientId !== '',
    retry: false,
    meta: { quiet: true },
  });
}
