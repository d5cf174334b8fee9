import {
  API,
  type AddProjectMaterialBody,
  type BillOfMaterials,
  type ProjectMaterialMoveBody,
  type RouteDeclaration,
  type UpdateProjectMaterialBody,
} from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { resourceKey, routeKey } from '@/lib/query/route-keys';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.projectMaterials;

/** GET /projects/{id}/materials: the one factory of the bill's options (decision 120). */
export const billQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: routeKey(routes.list, { params: { id: projectId } }),
    queryFn: async ({ signal }) => (await call(routes.list, { params: { id: projectId } }, { signal })).materials,
  });

/** The project's bill; not asked for where the plan or the role has no materials (the server would refuse). */
export function useBillOfMaterials(projectId: string, enabled = true) {
  return useQuery({ ...billQueryOptions(projectId), enabled: enabled && projectId !== '' });
}

type LineVars<B> = { lineId: string; body: B };

/**
 * Every change answers the whole bill (decision 144): it replaces the cached one. A reservation or
 * a cut moves the material's stock, so the materials' pages and lists and the dashboard's low
 * stock are read again.
 */
function useBillChange<V>(projectId: string, route: Pick<RouteDeclaration, 'message'>, send: (vars: V) => Promise<BillOfMaterials>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (bill) => {
      client.setQueryData(billQueryOptions(projectId).queryKey, bill);
      toast.success(routeText(route));
      await Promise.all([
        client.invalidateQueries({ queryKey: resourceKey('materials') }),
        client.invalidateQueries({ queryKey: resourceKey('dashboard') }),
      ]);
    },
  });
}

export const useAddProjectMaterial = (projectId: string) =>
  useBillChange(
    projectId,
    routes.add,
    async (body: AddProjectMaterialBody) => (await call(routes.add, { params: { id: projectId }, body })).materials,
  );

export const useUpdateProjectMaterial = (projectId: string) =>
  useBillChange(
    projectId,
    routes.update,
    async ({ lineId, body }: LineVars<UpdateProjectMaterialBody>) =>
      (await call(routes.update, { params: { id: projectId, lineId }, body })).materials,
  );

export const useRemoveProjectMaterial = (projectId: string) =>
  useBillChange(
    projectId,
    routes.remove,
    async (lineId: string) => (await call(routes.remove, { params: { id: projectId, lineId } })).materials,
  );

/** Reserve or cut: without a quantity the server takes what is left to reserve, or what is reserved. */
export const useMoveProjectMaterial = (projectId: string, kind: 'reserve' | 'cut') =>
  useBillChange(
    projectId,
    routes[kind],
    async ({ lineId, body }: LineVars<ProjectMaterialMoveBody>) =>
      (await call(routes[kind], { params: { id: projectId, lineId }, body })).materials,
  );
