import { useCallback, useEffect } from 'react';

type FetchAll = (ownerId: string, options?: { requested?: boolean }) => Promise<void>;

/**
 * Loads a list screen's records each time the screen opens, without a success toast, and returns
 * the Retry action, whose load the user asked for and so is toasted (issue 6, decision 016).
 * Failures are toasted and kept as the store's error by the store itself.
 */
export function useListLoad(fetchAll: FetchAll, userId: string | undefined): () => void {
  const load = useCallback(
    (requested: boolean) => {
      if (userId) fetchAll(userId, { requested }).catch(() => {});
    },
    [userId, fetchAll],
  );
  useEffect(() => load(false), [load]);
  return useCallback(() => load(true), [load]);
}
