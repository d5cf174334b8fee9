import type { User } from '@atelier/shared';
import { useOutletContext } from 'react-router';

/**
 * What protected pages may know about the signed-in session. The app layout provides it through
 * the router's outlet context, so features read the user without importing the auth feature.
 */
export type SessionContext = {
  user: User | null;
  /** Replace the stored user, e.g. after a profile or plan change. */
  setUser: (user: User) => void;
  logout: () => Promise<void>;
  /** Ends the session in this browser only, without calling the API (after the account is deleted). */
  clearSession?: () => void;
};

export function useSession(): SessionContext {
  return useOutletContext<SessionContext>();
}
