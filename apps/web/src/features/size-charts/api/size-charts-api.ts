import { API, type CreateSizeChartBody, type SizeChart, type UpdateSizeChartBody } from '@atelier/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { pagedListOptions, type PageRequest } from '@/lib/query/paged-list';
import { createResource } from '@/lib/query/resource';
import { routeKey } from '@/lib/query/route-keys';
import { resourceToasts } from '@/lib/success-messages';

const routes = API.sizeCharts;
type SizeChartFilters = { search?: string; designerId?: string };

/** GET /size-charts, a page at a time (decision 069). */
const sizeChartPages = {
  route: routes.list,
  fetchPage: async (query: PageRequest<SizeChartFilters>) => {
    const { sizeCharts, nextCursor } = await call(routes.list, { query });
    return { items: sizeCharts, nextCursor: nextCursor ?? null };
  },
};

/** The one factory of the list's options (decision 120). */
const sizeChartsQueryOptions = (filters?: SizeChartFilters) => pagedListOptions(sizeChartPages, filters);

const sizeCharts = createResource<SizeChart, CreateSizeChartBody, UpdateSizeChartBody, true, SizeChartFilters>({
  listRoute: routes.list,
  listOptions: sizeChartsQueryOptions,
  api: {
    create: async (body: CreateSizeChartBody) => (await call(routes.create, { body })).sizeChart,
    update: async (id: string, body: UpdateSizeChartBody) => (await call(routes.update, { params: { id }, body })).sizeChart,
    remove: async (id: string) => (await call(routes.remove, { params: { id } })).deleted,
  },
  messages: resourceToasts(routes),
});

export const useSizeCharts = sizeCharts.useList;
export const useCreateSizeChart = sizeCharts.useCreate;
export const useUpdateSizeChart = sizeCharts.useUpdate;
export const useDeleteSizeChart = sizeCharts.useRemove;

/** GET /size-charts/:id/proposal: the size this chart proposes for a client, read again when either changes. */
export function useSizeProposal(chartId: string, clientId: string) {
  return useQuery({
    queryKey: routeKey(routes.propose, { params: { id: chartId }, query: { clientId } }),
    queryFn: () => call(routes.propose, { params: { id: chartId }, query: { clientId } }),
    enabled: clientId !== '',
  });
}
