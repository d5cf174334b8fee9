import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverVersion } from '@/lib/offline/outbox-actions';
import type { QueuedChange } from '@/lib/offline/outbox';

/**
 * The record as the server has it now, for a change made offline that it refused (412, decision
 * 090): read at the change's own path, whichever route that is, so its key names the change, not a
 * route (decision 120).
 */
export const serverVersionQueryOptions = (change: QueuedChange) =>
  queryOptions({ queryKey: ['offline-conflict', change.id], queryFn: () => serverVersion(change), meta: { quiet: true } });

/** The other version beside the user's; quiet: the dialog shows what it could not read. */
export function useServerVersion(change: QueuedChange) {
  return useQuery(serverVersionQueryOptions(change));
}
