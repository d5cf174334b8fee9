import { API, type FirstSteps } from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeKey } from '@/lib/query/route-keys';
import { toast } from '@/lib/toast';

const routes = API.dashboard;

export const firstStepsApi = {
  read: () => call(routes.firstSteps),
  dismiss: () => call(routes.dismissFirstSteps),
};

export const firstStepsQueryOptions = () => queryOptions({ queryKey: routeKey(routes.firstSteps), queryFn: firstStepsApi.read });

/**
 * A new studio's first steps (decision 211), read again each time the dashboard opens: the steps
 * are done on other pages, and the list ticks itself from what the server finds done.
 */
export function useFirstSteps(enabled: boolean) {
  return useQuery({ ...firstStepsQueryOptions(), enabled, refetchOnMount: 'always' });
}

/** Hides the checklist for the studio; its answer replaces the cached one so the card goes at once. */
export function useDismissFirstSteps(hiddenText: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: firstStepsApi.dismiss,
    onSuccess: (answer: FirstSteps) => {
      queryClient.setQueryData(firstStepsQueryOptions().queryKey, answer);
      toast.success(hiddenText);
    },
  });
}
