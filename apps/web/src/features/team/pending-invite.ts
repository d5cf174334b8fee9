/**
 * An invitation link is `APP_URL/join#token=<secret>` (decision 072): the secret rides in the
 * fragment, which no server, log or Referer ever sees. The join page keeps it in this tab's
 * sessionStorage so it survives signing up (a mailed code, a reload) or signing in, and sign-in
 * comes back to /join while one waits. Storage may be blocked: every call here never throws.
 */
const STORAGE_KEY = 'atelier.invite-token';
/** The join page's path, where sign-in returns while an invitation waits. */
export const JOIN_PATH = '/join';

/** The secret of a `#token=…` fragment, or null when the fragment holds none. */
export function inviteTokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token ? token : null;
}

export function rememberInviteToken(token: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, token);
  } catch {
    // Without storage the link still works in this page load; only a detour through sign-up loses it.
  }
}

export function pendingInviteToken(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function forgetInviteToken(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** Where a fresh sign-in lands: back on the join page while an invitation waits, else the dashboard. */
export function afterSignInPath(): string {
  return pendingInviteToken() ? JOIN_PATH : '/dashboard';
}
