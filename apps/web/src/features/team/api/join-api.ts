import { API, type User } from '@atelier/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session-context';
import { successText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { clearUserCaches } from '@/lib/user-caches';
import { isDeadLink } from '../components/join-text';
import { forgetInviteToken } from '../pending-invite';

/**
 * The join page's two calls (decision 072): what an invitation offers, readable before sign-in,
 * and joining. The secret travels in the body, never in an address.
 */
export const joinApi = {
  lookup: async (token: string) => (await call(API.team.lookupInvite, { body: { token } }, { ignoreUnauthorized: true })).invite,
  accept: async (token: string) => (await call(API.team.acceptInvite, { body: { token, leaveCurrentStudio: true } })).user,
};

export const useInviteLookup = (token: string | null) =>
  useQuery({
    queryKey: ['invite-lookup', token],
    queryFn: async () => {
      try {
        return await joinApi.lookup(token ?? '');
      } catch (err) {
        // A dead link no longer brings sign-in back here; the page still says why.
        if (isDeadLink(err)) forgetInviteToken();
        throw err;
      }
    },
    enabled: !!token,
    retry: false,
    meta: { quiet: true },
  });

/**
 * The user now works in another studio (joined or left): the records cached were the old
 * studio's, so they go before the session takes the new user and the dashboard opens.
 */
export function useEnterStudio() {
  const queryClient = useQueryClient();
  const { setUser } = useSession();
  const navigate = useNavigate();
  return (user: User, message: string) => {
    clearUserCaches();
    queryClient.clear();
    setUser(user);
    toast.success(message);
    void navigate('/dashboard', { replace: true });
  };
}

export function useAcceptInvite(token: string | null) {
  const enter = useEnterStudio();
  return useMutation({
    mutationFn: () => joinApi.accept(token ?? ''),
    meta: { quiet: true },
    onSuccess: (joined) => {
      forgetInviteToken();
      enter(joined, successText('inviteAccepted', { studio: joined.studio.name }));
    },
  });
}
