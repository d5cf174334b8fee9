import type { CreateProjectBody, Project, UpdateProjectBody } from '@atelier/shared';
import { createListStore } from '@/lib/create-list-store';
import { projectsApi } from '../api/projects-api';

export const PROJECTS_STORAGE_KEY = 'project-storage';

/** Projects, cached in localStorage with their last-fetched time (spec section 3). */
export const useProjectsStore = createListStore<Project, CreateProjectBody, UpdateProjectBody>({
  name: PROJECTS_STORAGE_KEY,
  api: projectsApi,
  messages: {
    loaded: 'Projects loaded successfully!',
    added: 'Project added successfully!',
    updated: 'Project updated successfully!',
    deleted: 'Project deleted successfully!',
  },
});
