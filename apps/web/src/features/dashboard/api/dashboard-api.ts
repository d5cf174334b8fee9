import type { DashboardStats } from '@atelier/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '@/lib/api-client';
import { errorMessage } from '@/lib/handle-error';
import { textsOf } from '@/lib/i18n/i18n';
import { queryKeys } from '@/lib/query/query-keys';
import { toast } from '@/lib/toast';
import { dashboardMessages } from '../messages';

const texts = textsOf(dashboardMessages);

/** GET /dashboard/stats answers the stats as the envelope's `data`. */
export const dashboardApi = {
  stats: async (): Promise<DashboardStats> => (await apiClient.get<DashboardStats>('/dashboard/stats')).data,
};

/**
 * The dashboard's stats, kept in localStorage with the lists (decision 020):
 * the last figures show at once and are refreshed every time the screen opens, quietly. Refresh,
 * Retry and Fetch Data are asked for, so they toast 'Dashboard data refreshed!' (decision 016).
 */
export function useDashboardStats() {
  const query = useQuery({ queryKey: queryKeys.dashboard.stats(), queryFn: dashboardApi.stats, refetchOnMount: 'always' });
  const { refetch } = query;
  const refresh = useCallback(() => {
    void refetch().then((r) => {
      if (r.isSuccess) toast.success(texts().refreshed);
    });
  }, [refetch]);
  return {
    stats: query.data,
    isFetching: query.isFetching,
    error: query.error ? errorMessage(query.error) : null,
    refresh,
  };
}
