import { API, type PortalLink } from '@atelier/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { routeKey } from '@/lib/query/route-keys';

const routes = API.portalLinks;

/**
 * A client's private portal link (decision 082), read and changed from the client's card; it lives
 * in lib so the clients screen shows it without importing another feature.
 */
export const portalLinkKey = (clientId: string) => routeKey(routes.get, { params: { id: clientId } });

export function usePortalLink(clientId: string, enabled = true) {
  return useQuery({
    queryKey: portalLinkKey(clientId),
    queryFn: async ({ signal }) => (await call(routes.get, { params: { id: clientId } }, { signal })).link,
    enabled,
  });
}

/** A new link, optionally expiring after some days; the client's current one stops working. */
export function useCreatePortalLink(clientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays: number | null) => call(routes.create, { params: { id: clientId }, body: { expiresInDays } }),
    onSuccess: ({ link }) => {
      client.setQueryData<PortalLink | null>(portalLinkKey(clientId), link);
      toast.success(routeText(routes.create));
    },
  });
}

export function useRevokePortalLink(clientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.revoke, { params: { id: clientId } }),
    onSuccess: () => {
      client.setQueryData<PortalLink | null>(portalLinkKey(clientId), null);
      toast.success(routeText(routes.revoke));
    },
  });
}
