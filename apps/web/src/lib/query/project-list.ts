import { API } from '@atelier/shared';
import { call } from '../api-client';
import { routeKey } from './route-keys';

/**
 * GET /projects, the one read of the project list: the projects screen shows it and the invoice
 * forms pick projects from it, from the same cache entry. It lives in lib so the invoices feature
 * does not import the projects feature.
 */
export const projectListQuery = {
  queryKey: routeKey(API.projects.list),
  queryFn: async () => (await call(API.projects.list)).projects,
};
