import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { registerUserCache } from '../user-caches';
import { hasDeviceStore } from './device-store';
import { clearOfflineData, startOffline, type OfflineStudio } from './offline-writes';

/** A device store that does not answer (a blocked upgrade) must not hold the screens back for long. */
const RESTORE_TIMEOUT_MS = 2000;

// Sign-out removes every answer and unsent change kept on the device (decision 092).
registerUserCache(clearOfflineData);

/**
 * Keeps the signed-in user's data on the device and sends their queued changes (decision 092).
 * Answers whether the kept answers are still being restored: until then queries wait (TanStack
 * Query's IsRestoringProvider), so no screen starts from, or overwrites, a half-restored cache.
 */
export function useOfflineSession(client: QueryClient, userId: string | undefined, studio: OfflineStudio | undefined): boolean {
  const studioId = studio?.id;
  const studioName = studio?.name;
  const [restoring, setRestoring] = useState(() => !!userId && hasDeviceStore());
  useEffect(() => {
    if (!userId) return void setRestoring(false);
    setRestoring(true);
    const { restored, stop } = startOffline(client, userId, studioId ? { id: studioId, name: studioName ?? '' } : null);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      setRestoring(false);
    };
    void restored.finally(finish);
    const timeout = setTimeout(finish, RESTORE_TIMEOUT_MS);
    return () => {
      done = true;
      clearTimeout(timeout);
      stop();
    };
  }, [client, userId, studioId, studioName]);
  return restoring;
}
