import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

/** How often a screen that follows other devices' work reads again while it is in view (decision 152). */
export const LIVE_REFRESH_MS = 15_000;

/**
 * Reads the named queries again every `ms` while the page is visible, and at once when it comes
 * back into view: the board and the ticket list show a garment moved on another device within
 * seconds, and a hidden tab asks nothing (decision 152). `keys` empty: nothing is refreshed.
 */
export function useLiveRefresh(keys: readonly QueryKey[], ms = LIVE_REFRESH_MS): void {
  const client = useQueryClient();
  const signature = JSON.stringify(keys);
  useEffect(() => {
    const named = JSON.parse(signature) as QueryKey[];
    if (named.length === 0) return;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      for (const queryKey of named) void client.invalidateQueries({ queryKey });
    };
    const timer = window.setInterval(refresh, ms);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [client, signature, ms]);
}
