import { API } from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { routeKey } from '@/lib/query/route-keys';

const routes = API.portalLinks;

/**
 * GET /clients/{id}/portal-link: a client's private portal link (decision 082), read and changed
 * from the client's card; the one factory of its options (decision 120).
 */
export const portalLinkQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: routeKey(routes.get, { params: { id: clientId } }),
    queryFn: async ({ signal }) => (await call(routes.get, { params: { id: clientId } }, { signal })).link,
  });

export function usePortalLink(clientId: string, enabled = true) {
  return useQuery({ ...portalLinkQueryOptions(clientId), enabled });
}

/** A new link, optionally expiring after some days; the client's current one stops working. */
export function useCreatePortalLink(clientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays: number | null) => call(routes.create, { params: { id: clientId }, body: { expiresInDays } }),
    onSuccess: ({ link }) => {
      client.setQueryData(portalLinkQueryOptions(clientId).queryKey, link);
      toast.success(routeText(routes.create));
    },
  });
}

export function useRevokePortalLink(clientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.revoke, { params: { id: clientId } }),
    onSuccess: () => {
      client.setQueryData(portalLinkQueryOptions(clientId).queryKey, null);
      toast.success(routeText(routes.revoke));
    },
  });
}
