import { API, type CreateGarmentTemplateBody, type GarmentTemplate, type UpdateGarmentTemplateBody } from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { planHas } from '@/features/billing';
import { garmentTemplatesQueryOptions } from '@/features/measurement-requests';
import { routeKey } from '@/lib/query/route-keys';
import { useSession } from '@/lib/session-context';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.garmentTemplates;
const EMPTY: GarmentTemplate[] = [];
export const PLAN_REFUSALS = ['FEATURE_NOT_AVAILABLE', 'SUBSCRIPTION_INACTIVE'] as const;

/** Whether the studio's plan includes its own garment templates (Premium and Enterprise, decision 078); the server decides in the end. */
function useTemplatesIncluded(): boolean {
  const { user } = useSession();
  return planHas(user, 'garmentTemplates');
}

/**
 * The studio's garment templates, by name (at most 100, one answer). Not asked on a plan without
 * them: the form then offers the built-in garments only.
 */
export function useGarmentTemplates() {
  const included = useTemplatesIncluded();
  const query = useQuery({ ...garmentTemplatesQueryOptions(), enabled: included });
  return {
    included,
    templates: query.data ?? EMPTY,
    /** Still asking: a form waits before it places a record's values under its template's names. */
    isLoading: included && query.isPending && !query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

function useTemplateMutation<V>(mutationFn: (vars: V) => Promise<unknown>, message: () => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      toast.success(message());
      return queryClient.invalidateQueries({ queryKey: garmentTemplatesQueryOptions().queryKey });
    },
  });
}

export const useCreateTemplate = () =>
  useTemplateMutation(
    async (body: CreateGarmentTemplateBody) => (await call(routes.create, { body })).template,
    () => routeText(routes.create),
  );

export const useUpdateTemplate = () =>
  useTemplateMutation(
    async ({ id, body }: { id: string; body: UpdateGarmentTemplateBody }) => (await call(routes.update, { params: { id }, body })).template,
    () => routeText(routes.update),
  );

export const useDeleteTemplate = () =>
  useTemplateMutation(
    async (id: string) => {
      await call(routes.remove, { params: { id } });
    },
    () => routeText(routes.remove),
  );

/** The history route's key; a measurement saved or deleted makes every client's history stale. */
export const HISTORY_KEY = routeKey(routes.history);

/** One client's measurements per garment, visits side by side (decision 078); nothing asked without a client. */
export const measurementHistoryQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: routeKey(routes.history, { params: { clientId } }),
    queryFn: () => call(routes.history, { params: { clientId } }),
  });

export function useMeasurementHistory(clientId: string) {
  return useQuery({ ...measurementHistoryQueryOptions(clientId), enabled: clientId !== '' });
}
