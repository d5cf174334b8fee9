import { API, type ProjectStatus } from '@atelier/shared';
import { call } from '@/lib/api-client';
import { routeText } from '@/lib/success-messages';
import { pagedListOptions, usePagedList, type PageRequest } from '@/lib/query/paged-list';

const routes = API.projects;
/** `assigneeId`: a member's user id, or `me` (decision 075). */
export type ProjectFilters = { search?: string; status?: ProjectStatus; clientId?: string; assigneeId?: string };

/**
 * GET /projects, the one read of the project list, a page at a time (decision 069): the projects
 * screen shows it and the invoice forms pick a client's projects from it.
 */
export const projectPages = {
  route: routes.list,
  fetchPage: async (query: PageRequest<ProjectFilters>) => {
    const { projects, nextCursor } = await call(routes.list, { query });
    return { items: projects, nextCursor: nextCursor ?? null };
  },
};

/** GET /projects with a search and filters (none: every project), a page at a time: the one factory of its options (decision 120). */
export const projectsQueryOptions = (filters?: ProjectFilters) => pagedListOptions(projectPages, filters);

/** One client's projects, newest first (the invoice form's project choice); every project's first page without a client. */
export function useClientProjects(clientId: string) {
  return usePagedList(projectsQueryOptions({ clientId }), { loadedMessage: routeText(routes.list) });
}
