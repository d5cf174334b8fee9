import type { Client } from '@atelier/shared';
import { apiClient } from '../api-client';
import { queryKeys } from './query-keys';

/**
 * GET /clients, the one read of the client list: the clients screen shows it, and the
 * measurement and project screens pick clients from it, from the same cache entry (decision 020: there
 * were two client caches). It lives in lib so those features do not import the clients feature.
 */
export const clientListQuery = {
  queryKey: queryKeys.clients.list(),
  queryFn: async (): Promise<Client[]> => (await apiClient.get<{ clients: Client[] }>('/clients')).data.clients,
};
