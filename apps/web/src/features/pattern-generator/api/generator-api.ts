import {
  API,
  type GeneratePatternBody,
  type GeneratorCheck,
  type GeneratorCheckBody,
  type GeneratorInfo,
  type Measurement,
  type Pattern,
  type PdfPaper,
} from '@atelier/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { textsOf } from '@/lib/i18n/i18n';
import { queryKeys } from '@/lib/query/query-keys';
import { routeKey } from '@/lib/query/route-keys';
import { STORAGE_LIMIT_CODE, toastStorageLimit } from '@/lib/storage-limit';
import { toast } from '@/lib/toast';
import { MEASUREMENTS_MISSING } from '../components/generator-form';
import { generatorMessages } from '../messages';

const texts = textsOf(generatorMessages);

/** The generator's calls (the contract is packages/shared/src/pattern-generator.ts). Each unwraps the envelope. */
export const generatorApi = {
  info: async (): Promise<GeneratorInfo> => (await apiClient.get<GeneratorInfo>('/patterns/generator')).data,
  check: async (body: GeneratorCheckBody, signal?: AbortSignal): Promise<GeneratorCheck> =>
    (await apiClient.post<GeneratorCheck>('/patterns/generate/check', body, { signal })).data,
  generate: async (body: GeneratePatternBody): Promise<Pattern> =>
    (await apiClient.post<{ pattern: Pattern }>('/patterns/generate', body)).data.pattern,
  /** The tiled true-scale PDF on A4 or Letter, fetched with the token in a header (decision 031). */
  pdf: (id: string, paper: PdfPaper) => apiClient.file(`/patterns/${encodeURIComponent(id)}/pdf`, { query: { paper } }),
  clientMeasurements: async (clientId: string): Promise<Measurement[]> =>
    (await apiClient.get<{ measurements: Measurement[] }>(`/clients/${encodeURIComponent(clientId)}/measurements`)).data.measurements,
};

/** Designs, which the plan allows, this month's usage and the defaults. */
export function useGeneratorInfo() {
  return useQuery({ queryKey: queryKeys.patterns.generator(), queryFn: generatorApi.info });
}

/** The chosen client's measurement records, newest first as the server lists them. */
export function useClientMeasurements(clientId: string) {
  return useQuery({
    queryKey: queryKeys.measurements.byClient(clientId),
    queryFn: () => generatorApi.clientMeasurements(clientId),
    enabled: !!clientId,
  });
}

/**
 * Which measurements the design needs that the record lacks, asked as soon as the client, record
 * and garment type are chosen, so the fields show before Generate is pressed. A failure is not
 * announced: the generate call refuses with the same list (422), and the form shows it then.
 */
export function useGeneratorCheck(body: GeneratorCheckBody | null) {
  return useQuery({
    queryKey: queryKeys.patterns.generatorCheck(body ? [body.clientId, body.measurementId ?? '', body.garmentType, body.design ?? ''] : []),
    queryFn: ({ signal }) => generatorApi.check(body!, signal),
    enabled: !!body,
    meta: { quiet: true },
    retry: false,
  });
}

/**
 * Generate Pattern: the new pattern joins the studio's list at the top; the month's usage, the
 * storage, the dashboard's count and the client's measurements (values asked for were saved to the
 * record) are refreshed. Missing measurements and a full storage are shown by the screen; the plan
 * codes (PLAN_AI_LIMIT_REACHED, FEATURE_NOT_AVAILABLE) go through the shared handler to /pricing.
 */
export function useGeneratePattern() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: generatorApi.generate,
    meta: { inlineErrorCodes: [MEASUREMENTS_MISSING, STORAGE_LIMIT_CODE] },
    onSuccess: (pattern) => {
      client.setQueryData<Pattern[]>(queryKeys.patterns.list(), (items) =>
        items ? [pattern, ...items.filter((p) => p.id !== pattern.id)] : items,
      );
      for (const queryKey of [
        queryKeys.patterns.generator(),
        routeKey(API.files.storage),
        queryKeys.dashboard.all,
        queryKeys.measurements.all,
      ]) {
        void client.invalidateQueries({ queryKey });
      }
      toast.success(texts().generated);
    },
    onError: (error) => void toastStorageLimit(error),
  });
}
