import { API, type GeneratePatternBody, type GeneratorCheckBody, type Pattern, type PdfPaper } from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callFile } from '@/lib/api-client';
import { pagedCache } from '@/lib/query/paged-list';
import { resourceKey, routeKey } from '@/lib/query/route-keys';
import { STORAGE_LIMIT_CODE, toastStorageLimit } from '@/lib/storage-limit';
import { routeText, successText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { MEASUREMENTS_MISSING } from '../components/generator-form';

export const FIT_CORRECTION_REFUSED = 'FIT_CORRECTION_REFUSED';

const routes = API.patternGenerator;

/** The generator's calls, as declared in packages/shared. Each unwraps the envelope. */
export const generatorApi = {
  info: () => call(routes.info),
  check: (body: GeneratorCheckBody, signal?: AbortSignal) => call(routes.check, { body }, { signal }),
  generate: async (body: GeneratePatternBody): Promise<Pattern> => (await call(routes.generate, { body })).pattern,
  /** The tiled true-scale PDF on A4 or Letter, fetched with the token in a header (decision 031). */
  pdf: (id: string, paper: PdfPaper) => callFile(routes.pdf, { params: { id }, query: { paper } }),
  redraft: async (id: string, fittingId: string | null): Promise<Pattern> =>
    (await call(routes.redraft, { params: { id }, body: { fittingId } })).pattern,
  versions: async (id: string, signal?: AbortSignal) => (await call(routes.versions, { params: { id } }, { signal })).versions,
  /** The overlay SVG of two versions, fetched with the token like the PDF (decision 031). */
  compare: async (id: string, withId: string, signal?: AbortSignal) =>
    (await callFile(routes.compare, { params: { id }, query: { with: withId } }, { signal })).blob,
};

/** GET /pattern-generator: designs, which the plan allows, this month's usage and the defaults. */
export const generatorInfoQueryOptions = () => queryOptions({ queryKey: routeKey(routes.info), queryFn: generatorApi.info });

export function useGeneratorInfo() {
  return useQuery(generatorInfoQueryOptions());
}

/** Every check's key starts so: a retired correction asks them again. */
export const generatorCheckKey = routeKey(routes.check);

/**
 * POST /pattern-generator/check, a read: which measurements the design needs that the record
 * lacks. A failure is not announced: the generate call refuses with the same list (422), and the
 * form shows it then.
 */
export const generatorCheckQueryOptions = (body: GeneratorCheckBody | null) =>
  queryOptions({
    queryKey: [...generatorCheckKey, body],
    queryFn: ({ signal }) => generatorApi.check(body!, signal),
    meta: { quiet: true },
    retry: false,
  });

/** Asked as soon as the client, record and garment type are chosen, so the fields show before Generate is pressed. */
export function useGeneratorCheck(body: GeneratorCheckBody | null) {
  return useQuery({ ...generatorCheckQueryOptions(body), enabled: !!body });
}

/**
 * Generate Pattern: the new pattern joins the studio's list at the top; the month's usage, the
 * storage, the dashboard's count and the client's measurements (values asked for were saved to the
 * record) are refreshed. Missing measurements, a fit profile the design cannot take and a full
 * storage are shown by the screen; the plan
 * codes (PLAN_AI_LIMIT_REACHED, FEATURE_NOT_AVAILABLE) go through the shared handler to /pricing.
 */
export function useGeneratePattern() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: generatorApi.generate,
    meta: { inlineErrorCodes: [MEASUREMENTS_MISSING, FIT_CORRECTION_REFUSED, STORAGE_LIMIT_CODE] },
    onSuccess: (pattern) => {
      pagedCache.insert(client, API.patterns.list, pattern);
      // The check is asked again too: the values it asked for are on the record now.
      const stale = [
        generatorInfoQueryOptions().queryKey,
        generatorCheckKey,
        routeKey(API.files.storage),
        resourceKey('dashboard'),
        resourceKey('measurements'),
      ];
      for (const queryKey of stale) {
        void client.invalidateQueries({ queryKey });
      }
      // The screen has always said "Pattern created successfully", where the server's patternGenerated says "generated".
      toast.success(successText('patternCreated'));
    },
    onError: (error) => void toastStorageLimit(error),
  });
}

/** GET /pattern-generator/{id}/versions: every version of a generated pattern, newest first (decision 087). */
export const patternVersionsQueryOptions = (id: string) =>
  queryOptions({ queryKey: routeKey(routes.versions, { params: { id } }), queryFn: ({ signal }) => generatorApi.versions(id, signal) });

/** Asked when the versions are opened. */
export function usePatternVersions(id: string, enabled = true) {
  return useQuery({ ...patternVersionsQueryOptions(id), enabled });
}

/**
 * GET /pattern-generator/{id}/compare: the overlay of this version over another one, as a Blob for
 * an object URL. Versions never change, so it is kept, under a key of its own rather than the
 * patterns resource's, which every pattern change refreshes.
 */
export const compareImageQueryOptions = (id: string, withId: string | null) =>
  queryOptions({
    queryKey: ['pattern-compare', id, withId],
    queryFn: ({ signal }) => generatorApi.compare(id, withId!, signal),
    staleTime: Infinity,
    meta: { quiet: true },
    retry: false,
  });

export function useCompareImage(id: string, withId: string | null) {
  return useQuery({ ...compareImageQueryOptions(id, withId), enabled: !!withId });
}

/**
 * Re-draft with this fitting: a new version joins the list at the top and counts like a generation,
 * so the usage, storage and dashboard are refreshed, with the pattern's versions. A correction the
 * design cannot take (FIT_CORRECTION_REFUSED) is shown by the dialog, not toasted.
 */
export function useRedraftPattern() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fittingId }: { id: string; fittingId: string | null }) => generatorApi.redraft(id, fittingId),
    meta: { inlineErrorCodes: [FIT_CORRECTION_REFUSED, STORAGE_LIMIT_CODE] },
    onSuccess: (pattern) => {
      pagedCache.insert(client, API.patterns.list, pattern);
      const stale = [generatorInfoQueryOptions().queryKey, routeKey(API.files.storage), resourceKey('dashboard'), resourceKey('patterns')];
      for (const queryKey of stale) {
        void client.invalidateQueries({ queryKey });
      }
      toast.success(routeText(routes.redraft));
    },
    onError: (error) => void toastStorageLimit(error),
  });
}
