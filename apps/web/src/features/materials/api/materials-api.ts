import {
  API,
  type CreateMaterialBody,
  type Material,
  type MaterialKind,
  type ProjectMovementBody,
  type StockMovementBody,
  type UpdateMaterialBody,
} from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { createResource } from '@/lib/query/resource';
import { pagedCache, pagedListOptions, usePagedList, type PageRequest } from '@/lib/query/paged-list';
import { routeKey } from '@/lib/query/route-keys';
import { resourceToasts, routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.materials;
/** The list's search and filters as the query string carries them: `low` is 'true' for what runs short. */
export type MaterialFilters = { search?: string; kind?: MaterialKind; low?: 'true' };

/** GET /materials, a page at a time (decision 069): the materials screen, and later any material picker. */
export const materialPages = {
  route: routes.list,
  fetchPage: async (query: PageRequest<MaterialFilters>) => {
    const { materials, nextCursor } = await call(routes.list, { query });
    return { items: materials, nextCursor: nextCursor ?? null };
  },
};

/** The one factory of the list's options (decision 120). */
export const materialsQueryOptions = (filters?: MaterialFilters) => pagedListOptions(materialPages, filters);

/** GET /materials/{id}: one material with its sums. */
export const materialQueryOptions = (id: string) =>
  queryOptions({
    queryKey: routeKey(routes.get, { params: { id } }),
    queryFn: async () => (await call(routes.get, { params: { id } })).material,
  });

/** GET /materials/{id}/movements: the ledger, newest first, a page at a time. */
export const movementsQueryOptions = (id: string) =>
  pagedListOptions(
    {
      route: routes.movements,
      fetchPage: async (query: PageRequest<{ id?: string }>) => {
        const { id: _id, ...rest } = query;
        const { movements, nextCursor } = await call(routes.movements, { params: { id }, query: rest });
        return { items: movements, nextCursor: nextCursor ?? null };
      },
    },
    { id },
  );

export const materialsApi = {
  create: async (body: CreateMaterialBody) => (await call(routes.create, { body })).material,
  update: async (id: string, body: UpdateMaterialBody) => (await call(routes.update, { params: { id }, body })).material,
  remove: async (id: string) => (await call(routes.remove, { params: { id } })).deleted,
};

const materials = createResource<Material, CreateMaterialBody, UpdateMaterialBody, { movements: number }, MaterialFilters>({
  listRoute: routes.list,
  listOptions: materialsQueryOptions,
  api: materialsApi,
  // The routes' own messages, in the user's language (decision 138).
  messages: resourceToasts(routes),
  detailKey: (id) => routeKey(routes.get, { params: { id } }),
  affects: { update: [routeKey(routes.get)] },
});

export const useMaterials = materials.useList;
export const useCreateMaterial = materials.useCreate;
export const useUpdateMaterial = materials.useUpdate;
export const useDeleteMaterial = materials.useRemove;

/** One material, for its page; a 404 is the page's not-found state, not a toast. */
export function useMaterial(id: string) {
  return useQuery({ ...materialQueryOptions(id), enabled: !!id, meta: { quiet: true } });
}

/** The material's ledger, a page at a time. */
export function useMovements(id: string) {
  return usePagedList(movementsQueryOptions(id), { loadedMessage: routeText(routes.movements) });
}

/** A movement changes the material's sums: its record, its pages in the lists and its ledger are fresh again. */
function applyMovement(client: QueryClient, material: Material) {
  client.setQueryData(materialQueryOptions(material.id).queryKey, material);
  pagedCache.replace(client, routes.list, material);
  void client.invalidateQueries({ queryKey: routeKey(routes.movements) });
}

function useMovementMutation<B>(send: (id: string, body: B) => Promise<Material>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: B }) => send(id, body),
    onSuccess: (material) => {
      applyMovement(client, material);
      toast.success(routeText(routes.move));
    },
  });
}

/** POST /materials/{id}/movements: a delivery received or a count adjusted (managers and owners). */
export const useStockMovement = () =>
  useMovementMutation<StockMovementBody>(async (id, body) => (await call(routes.move, { params: { id }, body })).material);

/** POST /materials/{id}/project-movements: set aside for a project, given back, cut or returned (staff too). */
export const useProjectMovement = () =>
  useMovementMutation<ProjectMovementBody>(async (id, body) => (await call(routes.use, { params: { id }, body })).material);
