import { API, type ProjectStatus } from '@atelier/shared';
import { call } from '@/lib/api-client';
import { routeText } from '@/lib/success-messages';
import { usePagedList, type PageRequest } from '@/lib/query/paged-list';

const routes = API.projects;
/** `assigneeId`: a member's user id, or `me` (decision 075). */
export type ProjectFilters = { search?: string; status?: ProjectStatus; clientId?: string; assigneeId?: string };

/**
 * GET /projects, the one read of the project list, a page at a time (decision 069): the projects
 * screen shows it and the invoice forms pick a client's projects from it. It lives in lib so the
 * invoices feature does not import the projects feature.
 */
export const projectPages = {
  route: routes.list,
  fetchPage: async (query: PageRequest<ProjectFilters>) => {
    const { projects, nextCursor } = await call(routes.list, { query });
    return { items: projects, nextCursor: nextCursor ?? null };
  },
};

/** One client's projects, newest first (the invoice form's project choice); every project's first page without a client. */
export function useClientProjects(clientId: string) {
  return usePagedList(projectPages, { filters: { clientId }, loadedMessage: routeText(routes.list) });
}
