import { API, type GarmentByCode } from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { resourceKey, routeKey } from '@/lib/query/route-keys';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.garments;

/** The refusals the scan screen tells in its own words (decision 152), rather than the shared toast. */
export const SCAN_INLINE_CODES = ['NOT_FOUND', 'GARMENT_MOVED_ON', 'GARMENT_WITHOUT_STAGES'] as const;

/** GET /garments/by-code/:code: the one factory of its options (decision 120). */
export const garmentQueryOptions = (code: string) =>
  queryOptions({
    queryKey: routeKey(routes.byCode, { params: { code } }),
    queryFn: async ({ signal }) => (await call(routes.byCode, { params: { code } }, { signal })).garment,
  });

/** The garment of a code scanned or typed; nothing is asked until there is a code. */
export function useGarment(code: string | null) {
  return useQuery({
    ...garmentQueryOptions(code ?? ''),
    enabled: code !== null,
    retry: false,
    meta: { inlineErrorCodes: SCAN_INLINE_CODES },
  });
}

/**
 * Moves the garment on (POST …/advance): the answer replaces the garment shown, and the projects'
 * lists and boards, the tickets and the calendar read again.
 */
export function useAdvanceGarment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, stageId }: { code: string; stageId: string }) =>
      (await call(routes.advance, { params: { code }, body: { stageId } })).garment,
    meta: { inlineErrorCodes: SCAN_INLINE_CODES },
    onSuccess: (garment: GarmentByCode, { code }) => {
      client.setQueryData(garmentQueryOptions(code).queryKey, garment);
      for (const key of [resourceKey('projects'), resourceKey('tickets'), routeKey(API.calendar.list)])
        void client.invalidateQueries({ queryKey: key });
      toast.success(routeText(routes.advance));
    },
  });
}
