import { API } from '@atelier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '@/lib/api-client';
import { errorMessage } from '@/lib/handle-error';
import { routeKey } from '@/lib/query/route-keys';
import { successText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const route = API.dashboard.stats;

/** GET /dashboard/stats answers the stats as the envelope's `data`. */
export const dashboardApi = {
  stats: () => call(route),
};

/** GET /dashboard/stats: the one factory of its options (decision 120). */
export const dashboardStatsQueryOptions = () => queryOptions({ queryKey: routeKey(route), queryFn: dashboardApi.stats });

/**
 * The dashboard's stats, kept on the device with the lists (decision 117):
 * the last figures show at once and are refreshed every time the screen opens, quietly. Refresh,
 * Retry and Fetch Data are asked for, so they toast 'Dashboard data refreshed!' (decision 016).
 */
export function useDashboardStats() {
  const query = useQuery({ ...dashboardStatsQueryOptions(), refetchOnMount: 'always' });
  const { refetch } = query;
  const refresh = useCallback(() => {
    void refetch().then((r) => {
      if (r.isSuccess) toast.success(successText('dashboardRefreshed'));
    });
  }, [refetch]);
  return {
    stats: query.data,
    isFetching: query.isFetching,
    error: query.error ? errorMessage(query.error) : null,
    refresh,
  };
}
