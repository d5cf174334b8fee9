import { API } from '@atelier/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeKey } from '@/lib/query/route-keys';

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
