import { useState } from 'react';
import { inviteTokenFromHash, pendingInviteToken, rememberInviteToken } from '../pending-invite';

/**
 * The invitation's secret for the join page: from the link's `#token=` on arrival, then kept for
 * this tab (lib/pending-invite.ts) and taken off the address, so it is not left in the history or
 * shown over someone's shoulder; after a detour through sign-in, from the tab's storage.
 */
export function useInviteToken(): string | null {
  const [token] = useState(() => {
    const fromLink = inviteTokenFromHash(window.location.hash);
    if (!fromLink) return pendingInviteToken();
    rememberInviteToken(fromLink);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    return fromLink;
  });
  return token;
}
