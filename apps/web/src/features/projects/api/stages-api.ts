import {
  API,
  movedStages,
  routePath,
  stageProgress,
  type CreateStageBody,
  type Project,
  type RouteDeclaration,
  type UpdateStageBody,
} from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, type RequestOptions } from '@/lib/api-client';
import { cachedRecord, seenVersion } from '@/lib/offline/cached-record';
import { offlineTexts } from '@/lib/offline/offline-messages';
import { sendOrQueue } from '@/lib/offline/offline-writes';
import { queryClient } from '@/lib/query/query-client';
import { pagedCache } from '@/lib/query/paged-list';
import { resourceKey, routeKey } from '@/lib/query/route-keys';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { projectSummaryQueryOptions } from './projects-api';

const routes = API.stages;

/** A project's own read (GET /projects/:id): the details opened from a link (/projects?project=…). */
export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: routeKey(API.projects.get, { params: { id } }),
    queryFn: async () => (await call(API.projects.get, { params: { id } })).project,
  });

/** The stage calls (decision 077): each answers the whole project, its progress and status recomputed. */
export const stagesApi = {
  add: async ({ projectId, body }: { projectId: string; body: CreateStageBody }) =>
    (await call(routes.add, { params: { id: projectId }, body })).project,
  update: async ({ projectId, stageId, body }: StageChange, options?: RequestOptions) =>
    (await call(routes.update, { params: { id: projectId, stageId }, body }, options)).project,
  remove: async ({ projectId, stageId }: { projectId: string; stageId: string }) =>
    (await call(routes.remove, { params: { id: projectId, stageId } })).project,
  reorder: async ({ projectId, stageIds }: { projectId: string; stageIds: string[] }) =>
    (await call(routes.reorder, { params: { id: projectId }, body: { stageIds } })).project,
  setCurrent: async ({ projectId, stageId }: StageMove, options?: RequestOptions) =>
    (await call(routes.setCurrent, { params: { id: projectId }, body: { stageId } }, options)).project,
};

type StageChange = { projectId: string; stageId: string; body: UpdateStageBody };
type StageMove = { projectId: string; stageId: string | null };

/**
 * A stage's status or a move on the board made without signal is kept on the device and sent
 * later on the version the tailor saw (decision 092); the project shows the change meanwhile.
 */
function offlineStageWrite<V extends { projectId: string }>(
  route: RouteDeclaration,
  params: (vars: V) => Record<string, string>,
  body: (vars: V) => Record<string, unknown>,
  shown: (project: Project, vars: V) => Project,
  send: (vars: V, options: RequestOptions) => Promise<Project>,
) {
  return async (vars: V): Promise<Project> => {
    const client = queryClient;
    const seen = cachedRecord<Project>(client, vars.projectId);
    if (!seen) return send(vars, {});
    const version = { ifMatch: seenVersion(client, vars.projectId), recordPath: routePath(API.projects.get.path, { id: vars.projectId }) };
    const write = { method: route.method as 'PATCH' | 'PUT', path: routePath(route.path, params(vars)), body: body(vars), version };
    const outcome = await sendOrQueue({ ...write, label: offlineTexts().projectChange({ name: seen.name }) }, (idempotencyKey) =>
      send(vars, { idempotencyKey }),
    );
    if (!outcome.queued) return outcome.result;
    const project = shown(seen, vars);
    queuedProjects.add(project);
    return project;
  };
}

/** Projects shown with a change still on the device: toasted as saved there, not as done. */
const queuedProjects = new WeakSet<Project>();

const updateStageOffline = offlineStageWrite<StageChange>(
  routes.update,
  (v) => ({ id: v.projectId, stageId: v.stageId }),
  (v) => v.body as Record<string, unknown>,
  (project, v) => ({ ...project, stages: project.stages.map((st) => (st.id === v.stageId ? { ...st, ...v.body } : st)) }) as Project,
  stagesApi.update,
);
const setCurrentOffline = offlineStageWrite<StageMove>(
  routes.setCurrent,
  (v) => ({ id: v.projectId }),
  (v) => ({ stageId: v.stageId }),
  // The card goes to its new column at once, as the server will move it (decision 107).
  (project, v) => {
    const stages = movedStages(project.stages, v.stageId);
    return { ...project, stages, progress: stageProgress(stages) } as Project;
  },
  stagesApi.setCurrent,
);

/**
 * The answered project replaces the one in every loaded page and in its own read; what its stages
 * feed elsewhere asks again: the summary cards (progress and status), the calendar's stage
 * deadlines and the dashboard's upcoming deadlines and activity.
 */
function applyProject(client: QueryClient, project: Project) {
  pagedCache.replace(client, API.projects.list, project);
  client.setQueryData(projectQueryOptions(project.id).queryKey, project);
  for (const key of [projectSummaryQueryOptions().queryKey, routeKey(API.calendar.list), resourceKey('dashboard')]) {
    void client.invalidateQueries({ queryKey: key });
  }
}

function useProjectChange<V>(change: (vars: V) => Promise<Project>, route: Pick<RouteDeclaration, 'message'>, queueable = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    networkMode: queueable ? 'always' : 'online',
    onSuccess: (project) => {
      applyProject(client, project);
      toast.success(queuedProjects.has(project) ? offlineTexts().savedOnDevice : routeText(route));
    },
  });
}

export const useAddStage = () => useProjectChange(stagesApi.add, routes.add);
export const useUpdateStage = () => useProjectChange(updateStageOffline, routes.update, true);
export const useRemoveStage = () => useProjectChange(stagesApi.remove, routes.remove);
export const useReorderStages = () => useProjectChange(stagesApi.reorder, routes.reorder);
/** The board's move: 'Project moved'. */
export const useSetCurrentStage = () => useProjectChange(setCurrentOffline, routes.setCurrent, true);

/** One project by id, for the details a link opens when it is not in the loaded pages. */
export function useProjectRecord(id: string | null, enabled: boolean) {
  return useQuery({ ...projectQueryOptions(id ?? ''), enabled: !!id && enabled }).data;
}
