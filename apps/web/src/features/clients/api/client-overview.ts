import { API } from '@atelier/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '@/lib/api-client';
import { routeKey } from '@/lib/query/route-keys';

const route = API.clients.overview;

/**
 * GET /clients/{id}/overview (decision 126): the client page's one read. A missing client is the
 * page's own not-found state, not a toast.
 */
export const clientOverviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: routeKey(route, { params: { id } }),
    queryFn: async () => (await call(route, { params: { id } })).overview,
    meta: { inlineErrorCodes: ['NOT_FOUND'] },
  });

/** The client page's answer, read again each time the page opens (the records change on other screens). */
export function useClientOverview(id: string) {
  return useQuery({ ...clientOverviewQueryOptions(id), refetchOnMount: 'always' });
}

/** Reads the page again after a change made in a dialog of another feature (the portal link, photos). */
export function useRefreshClientOverview(id: string) {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: clientOverviewQueryOptions(id).queryKey }), [client, id]);
}
