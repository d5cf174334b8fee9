import { API, type ProjectType, type RouteDeclaration, type Workflow } from '@atelier/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { workflowsQueryOptions } from './workflows';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.workflows;

/** The studio's workflow per project type (decision 077): the stages its new projects start with. */
export const workflowApi = {
  update: async ({ projectType, stages }: { projectType: ProjectType; stages: string[] }) =>
    (await call(routes.update, { params: { projectType }, body: { stages } })).workflow,
  reset: async (projectType: ProjectType) => (await call(routes.reset, { params: { projectType } })).workflow,
};

/** A saved or reset workflow: GET /workflows asks again, for its board columns too (workflows.ts). */
function useWorkflowChange<V>(change: (vars: V) => Promise<Workflow>, route: Pick<RouteDeclaration, 'message'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      toast.success(routeText(route));
      await client.invalidateQueries({ queryKey: workflowsQueryOptions().queryKey });
    },
  });
}

export const useUpdateWorkflow = () => useWorkflowChange(workflowApi.update, routes.update);
export const useResetWorkflow = () => useWorkflowChange(workflowApi.reset, routes.reset);
