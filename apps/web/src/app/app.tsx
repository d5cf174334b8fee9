import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { registerQueryCache } from '@/lib/query/persist-lists';
import { queryClient } from '@/lib/query/query-client';
import { AppRoutes } from './routes';

// Sign-out empties the server-data cache with the other per-user caches.
registerQueryCache(queryClient);
import { NavigationBridge } from './navigation-bridge';

/** The routed app: everything but the landing page's first view (see root.tsx). */
export function App() {
  useEffect(() => {
    // Spec section 4: with a stored session, refresh the user once per page load.
    const { token, user, fetchCurrentUser } = useAuthStore.getState();
    if (token && user) void fetchCurrentUser();
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <NavigationBridge />
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
