import { API } from '@atelier/shared';
import { call } from '../api-client';
import { routeKey } from './route-keys';

/**
 * GET /clients, the one read of the client list: the clients screen shows it, and the
 * measurement and project screens pick clients from it, from the same cache entry (there were
 * once two client caches). It lives in lib so those features do not import the clients feature.
 */
export const clientListQuery = {
  queryKey: routeKey(API.clients.list),
  queryFn: async () => (await call(API.clients.list)).clients,
};
