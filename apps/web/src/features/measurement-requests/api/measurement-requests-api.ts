import { API, type ApproveMeasurementRequestBody, type CreateMeasurementRequestBody, type GarmentTemplate } from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { resourceKey, routeKey } from '@/lib/query/route-keys';

const routes = API.measurementRequests;

/**
 * GET /clients/{id}/measurement-requests: a client's requests to measure at home (decision 084),
 * shown on the client's card and in their measurement history.
 */
export const measurementRequestsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: routeKey(routes.list, { params: { id: clientId } }),
    queryFn: async ({ signal }) => (await call(routes.list, { params: { id: clientId } }, { signal })).requests,
  });

export function useMeasurementRequests(clientId: string) {
  return useQuery({ ...measurementRequestsQueryOptions(clientId), enabled: clientId !== '' });
}

/**
 * GET /garment-templates: the studio's own garments, by name (at most 100, one answer). Here and
 * not in the measurements feature, which uses this feature: the one factory of its options
 * (decision 120), for the templates tab, the measurement form and the garments to ask for. A
 * plan that lapsed since sign-in is answered by the screens (the tab's upgrade panel, the built-in
 * garments), not toasted nor a move to Pricing.
 */
export const garmentTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: routeKey(API.garmentTemplates.list),
    queryFn: async () => (await call(API.garmentTemplates.list)).templates,
    meta: { inlineErrorCodes: ['FEATURE_NOT_AVAILABLE', 'SUBSCRIPTION_INACTIVE'] },
  });

const EMPTY: GarmentTemplate[] = [];

/** The studio's own garments to ask for; asked only on a plan that has them. */
export function useTemplatesToAsk(enabled: boolean) {
  const query = useQuery({ ...garmentTemplatesQueryOptions(), enabled });
  return query.data ?? EMPTY;
}

/**
 * Every answer refreshes the client's list, a refusal too (a 409 means it moved on meanwhile); an
 * approval also the records and their history, which gained one.
 */
function useRequestMutation<V>(clientId: string, mutationFn: (vars: V) => Promise<unknown>, message: () => string, records = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => toast.success(message()),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: measurementRequestsQueryOptions(clientId).queryKey }),
        ...(records
          ? [
              client.invalidateQueries({ queryKey: resourceKey('measurements') }),
              client.invalidateQueries({ queryKey: routeKey(API.garmentTemplates.history) }),
            ]
          : []),
      ]);
    },
  });
}

export const useAskToMeasure = (clientId: string) =>
  useRequestMutation(
    clientId,
    async (body: CreateMeasurementRequestBody) => (await call(routes.create, { params: { id: clientId }, body })).request,
    () => routeText(routes.create),
  );

export const useApproveRequest = (clientId: string) =>
  useRequestMutation(
    clientId,
    async ({ id, body }: { id: string; body: ApproveMeasurementRequestBody }) => call(routes.approve, { params: { id }, body }),
    () => routeText(routes.approve),
    true,
  );

export const useRejectRequest = (clientId: string) =>
  useRequestMutation(
    clientId,
    async (id: string) => call(routes.reject, { params: { id } }),
    () => routeText(routes.reject),
  );

export const useCancelRequest = (clientId: string) =>
  useRequestMutation(
    clientId,
    async (id: string) => call(routes.cancel, { params: { id } }),
    () => routeText(routes.cancel),
  );
