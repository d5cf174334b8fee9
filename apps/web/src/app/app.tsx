import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { AppRoutes } from './routes';
import { NavigationBridge } from './navigation-bridge';

/** The routed app: everything but the landing page's first view (see root.tsx). */
export function App() {
  useEffect(() => {
    // Spec section 4: with a stored session, refresh the user once per page load.
    const { token, user, fetchCurrentUser } = useAuthStore.getState();
    if (token && user) void fetchCurrentUser();
  }, []);

  return (
    <BrowserRouter>
      <NavigationBridge />
      <AppRoutes />
    </BrowserRouter>
  );
}
