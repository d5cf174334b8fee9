/**
 * Where the auth store persists the session (features/auth/stores/auth-store.ts), here so the
 * landing page's boot script can tell whether someone is signed in without loading the store
 * (decision 057).
 */
export const AUTH_STORAGE_KEY = 'auth-storage';

/** Whether this browser holds a session token; never throws (storage can be blocked). */
export function hasStoredSession(): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as { state?: { token?: unknown } } | null;
    return typeof stored?.state?.token === 'string' && stored.state.token !== '';
  } catch {
    return false;
  }
}
