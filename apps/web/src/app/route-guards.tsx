import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { SessionContext } from '@/lib/session-context';
import { useAuthStore } from '@/features/auth';
import { afterSignInPath } from '@/features/team';

/** Protected area: no token, no entry (also after a 401 has cleared the session). */
export function RequireAuth() {
  const token = useAuthStore((s) => s.token);
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Login and signup make no sense with a session; go straight to the app, or back to a waiting invitation. */
export function RedirectIfSignedIn() {
  const token = useAuthStore((s) => s.token);
  if (token) return <Navigate to={afterSignInPath()} replace />;
  return <Outlet />;
}

/**
 * A page open to everyone that still needs the session when there is one (the join page): the
 * same outlet context the app layout gives, with `user` null when signed out.
 */
export function WithSession() {
  const token = useAuthStore((s) => s.token);
  const user = useAuthStore((s) => s.user);
  const setUser = useAuthStore((s) => s.setUser);
  const logout = useAuthStore((s) => s.logout);
  const clearSession = useAuthStore((s) => s.clearSession);
  const session = useMemo<SessionContext>(
    () => ({ user: token ? user : null, setUser, logout, clearSession }),
    [token, user, setUser, logout, clearSession],
  );
  return <Outlet context={session} />;
}
