import { API } from '@atelier/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeKey } from '@/lib/query/route-keys';

/**
 * A bride's special orders (decision 216), for her page: a few, read quietly (the page does not
 * depend on them), through the special orders' own list filtered by the client. Not the special
 * orders feature's `useSpecialOrdersOf`: that feature uses the pieces, which use the tickets, which
 * use the clients, so importing it here would close a cycle of features (decision 119).
 */
export function useClientSpecialOrders(clientId: string, enabled: boolean) {
  const query = { limit: '20', clientId };
  return useQuery({
    queryKey: routeKey(API.specialOrders.list, { query }),
    queryFn: async () => (await call(API.specialOrders.list, { query })).specialOrders,
    enabled,
    retry: false,
    meta: { quiet: true },
  });
}
