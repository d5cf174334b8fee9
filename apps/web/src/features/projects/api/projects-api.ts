import { API, type CreateProjectBody, type Project, type UpdateProjectBody } from '@atelier/shared';
import { call } from '@/lib/api-client';
import { resourceKey, routeKey } from '@/lib/query/route-keys';
import { projectListQuery } from '@/lib/query/project-list';
import { createResource } from '@/lib/query/resource';
import { resourceToasts } from '@/lib/success-messages';

const routes = API.projects;

/** The project calls, as declared in packages/shared. The client comes populated as `clientId: { _id, id, name }`. */
export const projectsApi = {
  list: projectListQuery.queryFn,
  create: async (body: CreateProjectBody) => (await call(routes.create, { body })).project,
  update: async (id: string, body: UpdateProjectBody) => (await call(routes.update, { params: { id }, body })).project,
  remove: async (id: string): Promise<void> => {
    await call(routes.remove, { params: { id } });
  },
};

const projects = createResource<Project, CreateProjectBody, UpdateProjectBody>({
  listKey: projectListQuery.queryKey,
  api: projectsApi,
  // The routes' own messages, in the user's language (decision 067).
  messages: resourceToasts(routes),
  // A client's card counts its open projects and shows its last order date; the calendar shows due dates (decision 032).
  affects: {
    create: [resourceKey('clients'), routeKey(API.calendar.list)],
    update: [resourceKey('clients'), routeKey(API.calendar.list)],
    remove: [resourceKey('clients'), routeKey(API.calendar.list)],
  },
});

export const useProjects = projects.useList;
export const useCreateProject = projects.useCreate;
export const useUpdateProject = projects.useUpdate;
export const useDeleteProject = projects.useRemove;
