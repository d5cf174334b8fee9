import { API } from '@atelier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeKey } from '@/lib/query/route-keys';

/**
 * A client's measurement records, newest first as the server lists them: the generator drafts from
 * them and a fitting's correction names their measurements (decision 086). Kept offline with the
 * other measurements (decision 092).
 */
export const clientMeasurementsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: routeKey(API.measurements.forClient, { params: { clientId } }),
    queryFn: async ({ signal }) => (await call(API.measurements.forClient, { params: { clientId } }, { signal })).measurements,
  });

export function useClientMeasurements(clientId: string) {
  return useQuery({ ...clientMeasurementsQueryOptions(clientId), enabled: !!clientId });
}

/** The names of the client's recorded measurements, each once, in the order first met (newest record first). */
export function measurementNamesOf(records: readonly { measurements: readonly { name: string }[] }[] | undefined): string[] {
  return [...new Set((records ?? []).flatMap((r) => r.measurements.map((m) => m.name)))];
}
