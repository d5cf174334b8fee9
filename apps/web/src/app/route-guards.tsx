import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';

/** Protected area: no token, no entry (also after a 401 has cleared the session). */
export function RequireAuth() {
  const token = useAuthStore((s) => s.token);
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Login and signup make no sense with a session; go straight to the app. */
export function RedirectIfSignedIn() {
  const token = useAuthStore((s) => s.token);
  if (token) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
