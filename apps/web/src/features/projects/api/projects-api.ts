import type { CreateProjectBody, Project, UpdateProjectBody } from '@atelier/shared';
import { apiClient } from '@/lib/api-client';

/** Spec section 7, Projects. The client comes populated as `clientId: { _id, id, name }`. */
export const projectsApi = {
  list: async (): Promise<Project[]> => (await apiClient.get<{ projects: Project[] }>('/projects')).data.projects,
  create: async (body: CreateProjectBody): Promise<Project> => (await apiClient.post<{ project: Project }>('/projects', body)).data.project,
  update: async (id: string, body: UpdateProjectBody): Promise<Project> =>
    (await apiClient.patch<{ project: Project }>(`/projects/${encodeURIComponent(id)}`, body)).data.project,
  remove: async (id: string): Promise<void> => {
    await apiClient.delete<Record<string, never>>(`/projects/${encodeURIComponent(id)}`);
  },
};
