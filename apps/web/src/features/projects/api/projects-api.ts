import { resourceKey } from '@/lib/query/route-keys';
import type { CreateProjectBody, Project, UpdateProjectBody } from '@atelier/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query/query-keys';
import { createResource } from '@/lib/query/resource';
import { projectMessages } from '../messages';

const path = (id: string) => `/projects/${encodeURIComponent(id)}`;

/** The project calls. The client comes populated as `clientId: { _id, id, name }`. */
export const projectsApi = {
  list: async (): Promise<Project[]> => (await apiClient.get<{ projects: Project[] }>('/projects')).data.projects,
  create: async (body: CreateProjectBody): Promise<Project> => (await apiClient.post<{ project: Project }>('/projects', body)).data.project,
  update: async (id: string, body: UpdateProjectBody): Promise<Project> =>
    (await apiClient.patch<{ project: Project }>(path(id), body)).data.project,
  remove: async (id: string): Promise<void> => {
    await apiClient.delete<Record<string, never>>(path(id));
  },
};

const projects = createResource<Project, CreateProjectBody, UpdateProjectBody>({
  listKey: queryKeys.projects.list(),
  api: projectsApi,
  // The toasts, in the user's language.
  messages: projectMessages,
  // A client's card counts its open projects and shows its last order date; the calendar shows due dates (decision 032).
  affects: {
    create: [resourceKey('clients'), queryKeys.calendar.events],
    update: [resourceKey('clients'), queryKeys.calendar.events],
    remove: [resourceKey('clients'), queryKeys.calendar.events],
  },
});

export const useProjects = projects.useList;
export const useCreateProject = projects.useCreate;
export const useUpdateProject = projects.useUpdate;
export const useDeleteProject = projects.useRemove;
