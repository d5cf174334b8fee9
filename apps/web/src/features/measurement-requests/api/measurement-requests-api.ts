import { API, type ApproveMeasurementRequestBody, type CreateMeasurementRequestBody, type GarmentTemplate } from '@atelier/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { resourceKey, routeKey } from '@/lib/query/route-keys';

const routes = API.measurementRequests;

/**
 * A client's requests to measure at home (decision 084), shown on the client's card and in their
 * measurement history; they live in lib so neither feature imports the other.
 */
export const requestListKey = (clientId: string) => routeKey(routes.list, { params: { id: clientId } });

export function useMeasurementRequests(clientId: string) {
  return useQuery({
    queryKey: requestListKey(clientId),
    queryFn: async ({ signal }) => (await call(routes.list, { params: { id: clientId } }, { signal })).requests,
    enabled: clientId !== '',
  });
}

const EMPTY: GarmentTemplate[] = [];

/**
 * The studio's own garments to ask for, under the templates list's own key (the measurements
 * screen reads the same cache). Asked only on a plan that has them.
 */
export function useTemplatesToAsk(enabled: boolean) {
  const query = useQuery({
    queryKey: routeKey(API.garmentTemplates.list),
    queryFn: async () => (await call(API.garmentTemplates.list)).templates,
    enabled,
    meta: { inlineErrorCodes: ['FEATURE_NOT_AVAILABLE', 'SUBSCRIPTION_INACTIVE'] },
  });
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
        client.invalidateQueries({ queryKey: requestListKey(clientId) }),
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
