import {
  API,
  type AddProjectMaterialBody,
  type BillOfMaterials,
  type CreateLayoutBody,
  type PatternLayout,
  type ProjectMaterialLine,
  type UpdateProjectMaterialBody,
} from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, callFile } from '@/lib/api-client';
import { resourceKey, routeKey } from '@/lib/query/route-keys';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.layouts;
const bom = API.projectMaterials;

export const layoutsApi = {
  create: async (id: string, body: CreateLayoutBody) => (await call(routes.create, { params: { id }, body })).layout,
  /** The newest layouts of the pattern: the first page is plenty to reopen one. */
  list: async (id: string, signal?: AbortSignal) => (await call(routes.list, { params: { id }, query: {} }, { signal })).layouts,
  /** The drawing, fetched with the token like the versions' overlay (decision 031). */
  svg: async (id: string, layoutId: string, signal?: AbortSignal) =>
    (await callFile(routes.svg, { params: { id, layoutId } }, { signal })).blob,
};

/** GET /patterns/{id}/layouts: the pattern's layouts, newest first. */
export const layoutsQueryOptions = (patternId: string) =>
  queryOptions({
    queryKey: routeKey(routes.list, { params: { id: patternId } }),
    queryFn: ({ signal }) => layoutsApi.list(patternId, signal),
  });

export function useLayouts(patternId: string) {
  return useQuery(layoutsQueryOptions(patternId));
}

/** A layout's drawing never changes: it is kept, as a Blob for an object URL. */
export function useLayoutSvg(patternId: string, layoutId: string) {
  return useQuery({
    queryKey: ['layout-svg', patternId, layoutId],
    queryFn: ({ signal }) => layoutsApi.svg(patternId, layoutId, signal),
    staleTime: Infinity,
    meta: { quiet: true },
    retry: false,
  });
}

/** Lay out: the new layout joins the earlier ones. A fabric too narrow is shown on its field. */
export function useCreateLayout(patternId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLayoutBody) => layoutsApi.create(patternId, body),
    onSuccess: (layout) => {
      client.setQueryData(layoutsQueryOptions(patternId).queryKey, (old: PatternLayout[] | undefined) => [
        layout,
        ...(old ?? []).filter((l) => l.id !== layout.id),
      ]);
      toast.success(routeText(routes.create));
    },
  });
}

/** The line of a bill that holds a material, if any. */
const lineOf = (bill: BillOfMaterials, materialId: string) => bill.lines.find((l) => l.material.id === materialId);

/**
 * The layout's length on a project's bill of materials (decision 144): a new line. When the project
 * already has a line of that fabric (a 422 on `materialId`, one line per material), nothing is
 * changed: that line is answered as `existing`, for the person to choose what becomes of it
 * (decision 186), never replaced unasked.
 */
export async function addLayoutToProject(
  projectId: string,
  body: AddProjectMaterialBody & { layoutId: string },
): Promise<{ line: ProjectMaterialLine | undefined; existing: ProjectMaterialLine | null }> {
  const params = { id: projectId };
  try {
    const bill = (await call(bom.add, { params, body })).materials;
    return { line: lineOf(bill, body.materialId), existing: null };
  } catch (error) {
    const lineExists = error instanceof ApiError && error.statusCode === 422 && error.details.some((d) => d.field === 'materialId');
    if (!lineExists) throw error;
  }
  const existing = lineOf((await call(bom.list, { params })).materials, body.materialId);
  if (!existing) throw new ApiError({ statusCode: 404, code: 'NOT_FOUND', message: 'Material not found' });
  return { line: undefined, existing };
}

/** Add to a project's materials: a new line toasted, the project's bill fresh again where it is shown. */
export function useAddLayoutToProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, body }: { projectId: string; body: AddProjectMaterialBody & { layoutId: string } }) =>
      addLayoutToProject(projectId, body),
    onSuccess: ({ existing }) => {
      if (existing) return;
      void client.invalidateQueries({ queryKey: routeKey(bom.list) });
      toast.success(routeText(bom.add));
    },
  });
}

/** The quantity the person chose for a line the project already had, from the layout (decision 186). */
export function useChangeLayoutLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ projectId, lineId, body }: { projectId: string; lineId: string; body: UpdateProjectMaterialBody }) =>
      (await call(bom.update, { params: { id: projectId, lineId }, body })).materials,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: routeKey(bom.list) });
      toast.success(routeText(bom.update));
    },
  });
}

/**
 * Reserve now: what is left of the line is set aside. More than is available is the server's 409
 * (INSUFFICIENT_STOCK), toasted with its words by the query client; the material's figures and
 * the project's bill are fresh again.
 */
export function useReserveLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ projectId, lineId }: { projectId: string; lineId: string }) =>
      (await call(bom.reserve, { params: { id: projectId, lineId }, body: {} })).materials,
    onSuccess: () => {
      for (const queryKey of [routeKey(bom.list), resourceKey('materials')]) void client.invalidateQueries({ queryKey });
      toast.success(routeText(bom.reserve));
    },
  });
}
