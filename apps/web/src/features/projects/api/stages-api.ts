import { API, type CreateStageBody, type Project, type RouteDeclaration, type UpdateStageBody } from '@atelier/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { pagedCache } from '@/lib/query/paged-list';
import { resourceKey, routeKey } from '@/lib/query/route-keys';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.stages;

/** A project's own read (GET /projects/:id): the details opened from a link (/projects?project=…). */
export const projectKey = (id: string) => routeKey(API.projects.get, { params: { id } });

/** The stage calls (decision 077): each answers the whole project, its progress and status recomputed. */
export const stagesApi = {
  add: async ({ projectId, body }: { projectId: string; body: CreateStageBody }) =>
    (await call(routes.add, { params: { id: projectId }, body })).project,
  update: async ({ projectId, stageId, body }: { projectId: string; stageId: string; body: UpdateStageBody }) =>
    (await call(routes.update, { params: { id: projectId, stageId }, body })).project,
  remove: async ({ projectId, stageId }: { projectId: string; stageId: string }) =>
    (await call(routes.remove, { params: { id: projectId, stageId } })).project,
  reorder: async ({ projectId, stageIds }: { projectId: string; stageIds: string[] }) =>
    (await call(routes.reorder, { params: { id: projectId }, body: { stageIds } })).project,
  setCurrent: async ({ projectId, stageId }: { projectId: string; stageId: string | null }) =>
    (await call(routes.setCurrent, { params: { id: projectId }, body: { stageId } })).project,
};

/**
 * The answered project replaces the one in every loaded page and in its own read; what its stages
 * feed elsewhere asks again: the summary cards (progress and status), the calendar's stage
 * deadlines and the dashboard's upcoming deadlines and activity.
 */
function applyProject(client: QueryClient, project: Project) {
  pagedCache.replace(client, API.projects.list, project);
  client.setQueryData(projectKey(project.id), project);
  for (const key of [routeKey(API.projects.summary), routeKey(API.calendar.list), resourceKey('dashboard')]) {
    void client.invalidateQueries({ queryKey: key });
  }
}

function useProjectChange<V>(change: (vars: V) => Promise<Project>, route: Pick<RouteDeclaration, 'message'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (project) => {
      applyProject(client, project);
      toast.success(routeText(route));
    },
  });
}

export const useAddStage = () => useProjectChange(stagesApi.add, routes.add);
export const useUpdateStage = () => useProjectChange(stagesApi.update, routes.update);
export const useRemoveStage = () => useProjectChange(stagesApi.remove, routes.remove);
export const useReorderStages = () => useProjectChange(stagesApi.reorder, routes.reorder);
/** The board's move: 'Project moved'. */
export const useSetCurrentStage = () => useProjectChange(stagesApi.setCurrent, routes.setCurrent);

/** One project by id, for the details a link opens when it is not in the loaded pages. */
export function useProjectRecord(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: projectKey(id ?? ''),
    queryFn: async () => (await call(API.projects.get, { params: { id: id ?? '' } })).project,
    enabled: !!id && enabled,
  }).data;
}
