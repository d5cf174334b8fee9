import {
  API,
  type AnalyticsPeriod,
  type AnalyticsStats,
  type AnalyticsTable,
  type RevenueGoals,
  type RevenueGoalsBody,
} from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, call, callFile } from '@/lib/api-client';
import { errorMessage } from '@/lib/handle-error';
import { routeKey } from '@/lib/query/route-keys';
import { routeText } from '@/lib/success-messages';
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

export function selectionQuery(selection: Selection): { timePeriod: AnalyticsPeriod } | { from: string; to: string } {
  return selection.kind === 'period' ? { timePeriod: selection.period } : { from: selection.from, to: selection.to };
}

const routes = API.analytics;
/** Every loaded period: a change of the goals invalidates them all. */
const statsKey = routeKey(routes.stats);

/** The analytics calls, as declared in packages/shared; each unwraps the envelope. */
export const analyticsApi = {
  stats: (selection: Selection): Promise<AnalyticsStats> => call(routes.stats, { query: selectionQuery(selection) }),
  goals: async (): Promise<RevenueGoals> => (await call(routes.goals)).goals,
  saveGoals: async (body: RevenueGoalsBody): Promise<RevenueGoals> => (await call(routes.saveGoals, { body })).goals,
  /** One table as CSV, with the bearer token in a header (decision 031: never a token in a URL). */
  csv: (table: AnalyticsTable, selection: Selection) => callFile(routes.export, { query: { table, ...selectionQuery(selection) } }),
};

/**
 * GET /analytics for one period or one custom range, each its own entry (the default period's is
 * the one kept in storage, `persist`): the one factory of its options (decision 120).
 */
export const analyticsStatsQueryOptions = (selection: Selection) =>
  queryOptions({
    queryKey: routeKey(routes.stats, { query: selectionQuery(selection) }),
    queryFn: () => analyticsApi.stats(selection),
    meta: lockMeta,
  });

/** GET /analytics/goals: the stored revenue targets. */
export const revenueGoalsQueryOptions = () =>
  queryOptions({ queryKey: routeKey(routes.goals), queryFn: analyticsApi.goals, meta: lockMeta });

/**
 * The stats of one period or range, each its own cache entry. The previous answer stays on
 * screen while another period loads, so the page does not jump back to a spinner.
 */
export function useAnalyticsStats(selection: Selection) {
  const query = useQuery({ ...analyticsStatsQueryOptions(selection), refetchOnMount: 'always', placeholderData: (previous) => previous });
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

/** The stats route's message for a period ('Analytics data for Last 6 Months loaded successfully!'), in the user's language. */
export const loadedText = (period: string): string => routeText(routes.stats, { period });

/**
 * Loads a selection the user asked for and toasts it once it is there (decision 016: a load is
 * toasted only when asked for). The page's query for the same key shares this fetch; a failure
 * is toasted (or shown as the upgrade panel) by the query client, so it is not rethrown here.
 */
async function loadSelection(client: QueryClient, selection: Selection, loadedText: string): Promise<void> {
  try {
    await client.fetchQuery({ ...analyticsStatsQueryOptions(selection), staleTime: 0 });
    toast.success(loadedText);
  } catch {
    // Shown by the query cache's error handler or by the page.
  }
}

/** `loadSelection` on the screen's query client. */
export function useLoadSelection(): (selection: Selection, loadedText: string) => Promise<void> {
  const client = useQueryClient();
  return useCallback((selection, loadedText) => loadSelection(client, selection, loadedText), [client]);
}

/** The stored targets, read fresh when the goals dialog opens (they may have changed on another device). */
export function useRevenueGoals() {
  return useQuery({ ...revenueGoalsQueryOptions(), staleTime: 0 });
}

/** PUT /analytics/goals: toasts 'Revenue goals saved' and refreshes every period's figures. */
export function useSaveRevenueGoals() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: analyticsApi.saveGoals,
    onSuccess: (goals) => {
      client.setQueryData(revenueGoalsQueryOptions().queryKey, goals);
      void client.invalidateQueries({ queryKey: statsKey });
      toast.success(routeText(routes.saveGoals));
    },
  });
}
