import type { AnalyticsPeriod, AnalyticsStats, AnalyticsTable, RevenueGoals, RevenueGoalsBody } from '@atelier/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { errorMessage } from '@/lib/handle-error';
import { queryKeys } from '@/lib/query/query-keys';
import { toast } from '@/lib/toast';

/** Analytics are not on the Free plan; every call of such an account answers 403 with this code. */
export const ANALYTICS_LOCK_CODE = 'FEATURE_NOT_AVAILABLE';
/**
 * The page shows the refusal as its upgrade panel (decision 031's `inlineErrorCodes`), so the
 * stats and goals queries are neither toasted nor a move to /pricing.
 */
const lockMeta = { inlineErrorCodes: [ANALYTICS_LOCK_CODE] } as const;

/** What the page shows: one of the fixed periods, or an Enterprise custom range (days of the account's zone). */
export type Selection = { kind: 'period'; period: AnalyticsPeriod } | { kind: 'custom'; from: string; to: string };

export function selectionQuery(selection: Selection): Record<string, string> {
  return selection.kind === 'period' ? { timePeriod: selection.period } : { from: selection.from, to: selection.to };
}

const selectionKey = (selection: Selection) =>
  queryKeys.analytics.period(selection.kind === 'period' ? [selection.period] : ['custom', selection.from, selection.to]);

/** The analytics calls, each unwrapping the envelope. */
export const analyticsApi = {
  stats: async (selection: Selection): Promise<AnalyticsStats> =>
    (await apiClient.get<AnalyticsStats>('/analytics/stats', { query: selectionQuery(selection) })).data,
  goals: async (): Promise<RevenueGoals> => (await apiClient.get<{ goals: RevenueGoals }>('/analytics/goals')).data.goals,
  saveGoals: async (body: RevenueGoalsBody) => {
    const res = await apiClient.put<{ goals: RevenueGoals }>('/analytics/goals', body);
    return { goals: res.data.goals, message: res.message };
  },
  /** One table as CSV, with the bearer token in a header (decision 031: never a token in a URL). */
  csv: (table: AnalyticsTable, selection: Selection) =>
    apiClient.file('/analytics/export', { query: { table, ...selectionQuery(selection) } }),
};

const statsQuery = (selection: Selection) => ({
  queryKey: selectionKey(selection),
  queryFn: () => analyticsApi.stats(selection),
  meta: lockMeta,
});

/**
 * The stats of one period or range, each its own cache entry. The previous answer stays on
 * screen while another period loads, so the page does not jump back to a spinner.
 */
export function useAnalyticsStats(selection: Selection) {
  const query = useQuery({ ...statsQuery(selection), refetchOnMount: 'always', placeholderData: (previous) => previous });
  return {
    stats: query.data,
    /** The figures shown belong to the previous selection while this one loads. */
    isStale: query.isPlaceholderData,
    isFetching: query.isFetching,
    error: query.error ? errorMessage(query.error) : null,
    errorCode: query.error instanceof ApiError ? query.error.code : null,
    refetch: query.refetch,
  };
}

/**
 * Loads a selection the user asked for and toasts it once it is there (decision 016: a load is
 * toasted only when asked for). The page's query for the same key shares this fetch; a failure
 * is toasted (or shown as the upgrade panel) by the query client, so it is not rethrown here.
 */
export async function loadSelection(client: QueryClient, selection: Selection, loadedText: string): Promise<void> {
  try {
    await client.fetchQuery({ ...statsQuery(selection), staleTime: 0 });
    toast.success(loadedText);
  } catch {
    // Shown by the query cache's error handler or by the page.
  }
}

/** The stored targets, read fresh when the goals dialog opens (they may have changed on another device). */
export function useRevenueGoals() {
  return useQuery({ queryKey: queryKeys.analytics.goals(), queryFn: analyticsApi.goals, meta: lockMeta, staleTime: 0 });
}

/** PUT /analytics/goals: toasts the server's 'Revenue goals saved' and refreshes every period's figures. */
export function useSaveRevenueGoals() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: analyticsApi.saveGoals,
    onSuccess: ({ goals, message }) => {
      client.setQueryData(queryKeys.analytics.goals(), goals);
      void client.invalidateQueries({ queryKey: queryKeys.analytics.stats });
      toast.success(message);
    },
  });
}
