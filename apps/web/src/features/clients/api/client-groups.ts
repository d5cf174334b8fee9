import { API } from '@atelier/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeKey } from '@/lib/query/route-keys';

/**
 * The groups a client is a member of (decision 160), for their page: a few, read quietly (the page
 * does not depend on them), through the groups' own list filtered by the client.
 */
export function useClientGroups(clientId: string, enabled: boolean) {
  const query = { limit: '20', clientId };
  return useQuery({
    queryKey: routeKey(API.groups.list, { query }),
    queryFn: async () => (await call(API.groups.list, { query })).groups,
    enabled,
    retry: false,
    meta: { quiet: true },
  });
}
