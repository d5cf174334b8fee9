import { API } from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeKey } from '@/lib/query/route-keys';

const routes = API.notifications;

/** The bell shows the latest notices; older ones are in the data export. */
export const BELL_LIMIT = 20;
/** How often the bell asks again while the app is open: a client's message is seen within a minute. */
const POLL_MS = 60_000;
const listQuery = { limit: String(BELL_LIMIT) };

/** GET /notifications, the bell's latest notices: the one factory of its options (decision 120). */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: routeKey(routes.list, { query: listQuery }),
    queryFn: async ({ signal }) => call(routes.list, { query: listQuery }, { signal }),
  });

/** The studio's latest notices and its unread count (decision 082); a failed poll is not toasted. */
export function useNotifications() {
  return useQuery({ ...notificationsQueryOptions(), refetchInterval: POLL_MS, meta: { quiet: true } });
}

/** Marks the named notices read, or all of them; the bell reads the list again. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => call(routes.markRead, { body: ids ? { ids } : {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: routeKey(routes.list) }),
  });
}
