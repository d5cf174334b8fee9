import { API, routePath, type CreateProjectBody, type Project, type UpdateProjectBody } from '@atelier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, type RequestOptions } from '@/lib/api-client';
import { offlineTexts } from '@/lib/offline/offline-messages';
import { resourceKey, routeKey } from '@/lib/query/route-keys';
import { projectsQueryOptions, type ProjectFilters } from '@/features/project-list';
import { createResource } from '@/lib/query/resource';
import { resourceToasts } from '@/lib/success-messages';

const routes = API.projects;

/** The project calls, as declared in packages/shared. The client comes populated as `clientId: { _id, id, name }`. */
export const projectsApi = {
  summary: async () => (await call(routes.summary)).summary,
  create: async (body: CreateProjectBody) => (await call(routes.create, { body })).project,
  update: async (id: string, body: UpdateProjectBody, options?: RequestOptions) =>
    (await call(routes.update, { params: { id }, body }, options)).project,
  remove: async (id: string): Promise<void> => {
    await call(routes.remove, { params: { id } });
  },
};

export function projectSummaryQueryOptions() {
  return queryOptions({ queryKey: routeKey(routes.summary), queryFn: projectsApi.summary });
}

const projects = createResource<Project, CreateProjectBody, UpdateProjectBody, void, ProjectFilters>({
  listRoute: routes.list,
  listOptions: projectsQueryOptions,
  api: projectsApi,
  // The routes' own messages, in the user's language (decision 067).
  messages: resourceToasts(routes),
  // A client's card counts its open projects and shows its last order date; the calendar shows due
  // dates (decision 032); the summary cards count every project (decision 069).
  affects: {
    create: [resourceKey('clients'), routeKey(API.calendar.list), projectSummaryQueryOptions().queryKey],
    // Completed or cancelled, a project gives back the stock it set aside (decisions 144, 181): its bill and the materials are read again.
    update: [
      resourceKey('clients'),
      routeKey(API.calendar.list),
      projectSummaryQueryOptions().queryKey,
      routeKey(API.projectMaterials.list),
      resourceKey('materials'),
    ],
    remove: [resourceKey('clients'), routeKey(API.calendar.list), projectSummaryQueryOptions().queryKey],
  },
  // A status changed at a fitting without signal is kept on the device and sent later, on the
  // version the tailor saw (decision 092).
  offline: {
    update: (project, body) => ({
      path: routePath(routes.update.path, { id: project.id }),
      label: offlineTexts().projectChange({ name: project.name }),
      shown: { ...project, ...shownChange(body) },
    }),
  },
});

/** The fields of an edit that show on the project as it is (the client stays the populated one). */
function shownChange(body: UpdateProjectBody): Partial<Project> {
  const { clientId: _client, ...rest } = body;
  return rest as Partial<Project>;
}

export const useProjects = projects.useList;
export const useCreateProject = projects.useCreate;
export const useUpdateProject = projects.useUpdate;
export const useDeleteProject = projects.useRemove;

/** GET /projects/summary: the four cards, counted by the server over every project of the studio, not over the loaded pages. */
export function useProjectSummary() {
  return useQuery({ ...projectSummaryQueryOptions(), refetchOnMount: 'always' }).data;
}
