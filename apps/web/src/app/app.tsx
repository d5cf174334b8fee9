import { IsRestoringProvider, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { useAuthStore } from '@/features/auth';
import { registerQueryCache, removeOldStorage } from '@/lib/offline/persisted-cache';
import { useOfflineSession } from '@/lib/offline/use-offline-session';
import { queryClient } from '@/lib/query/query-client';
import { registerServiceWorker } from '@/lib/service-worker';
import { applyUserPreferences } from './apply-preferences';
import { PageErrorBoundary } from './page-error-boundary';
import { AppRoutes } from './routes';

// Sign-out empties the server-data cache with the other per-user caches; the lists an earlier
// version kept in localStorage leave the device (decision 117).
registerQueryCache(queryClient);
removeOldStorage();
import { NavigationBridge } from './navigation-bridge';

// The session user's settings apply to every routed page, signed in or out: now, before
// the first render (the persisted user is already read), and on every change of the user. Kept out
// of a React effect so no page renders once with the defaults first.
applyUserPreferences(useAuthStore.getState().user);
useAuthStore.subscribe((state, previous) => {
  if (state.user !== previous.user) applyUserPreferences(state.user);
});

/** The routed app: everything but the landing page's first view (see root.tsx). */
export function App({ url }: { /** Set when prerendering at build time (decision 057). */ url?: string }) {
  useEffect(() => {
    // With a stored session, refresh the user once per page load.
    const { token, user, fetchCurrentUser } = useAuthStore.getState();
    if (token && user) void fetchCurrentUser();
    // The installable app's worker, from this chunk only: the landing page's first view never loads it (decision 091).
    registerServiceWorker();
  }, []);

  const userId = useAuthStore((s) => s.user?.id);
  const studioId = useAuthStore((s) => s.user?.studio.id);
  const studioName = useAuthStore((s) => s.user?.studio.name);
  // The answers kept on the device for offline use come back before any query asks (decision 092);
  // a queued change is sent only to the studio it was made in (decision 107).
  const restoring = useOfflineSession(queryClient, userId, studioId ? { id: studioId, name: studioName ?? '' } : undefined);

  return (
    <QueryClientProvider client={queryClient}>
      <IsRestoringProvider value={restoring}>
        <Router url={url}>
          <NavigationBridge />
          <PageErrorBoundary wholeScreen>
            <AppRoutes />
          </PageErrorBoundary>
        </Router>
      </IsRestoringProvider>
    </QueryClientProvider>
  );
}

/** The browser's router, or a fixed address when the page is prerendered at build time. */
function Router({ url, children }: { url?: string; children: ReactNode }) {
  return url === undefined ? <BrowserRouter>{children}</BrowserRouter> : <StaticRouter location={url}>{children}</StaticRouter>;
}
