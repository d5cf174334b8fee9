import { API, type CreateInviteBody, type InvitableRole } from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeKey } from '@/lib/query/route-keys';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { useEnterStudio } from './join-api';

const routes = API.team;
import { teamMembersQueryOptions } from './team-members';

/** The Team tab's calls (decision 072): the owner's list of members and invitations. */
export const teamApi = {
  invites: async () => (await call(routes.invites)).invites,
  invite: async (body: CreateInviteBody) => (await call(routes.invite, { body })).invite,
  resend: async (id: string) => (await call(routes.resendInvite, { params: { id } })).invite,
  revoke: async (id: string) => (await call(routes.revokeInvite, { params: { id } })).invite,
  changeRole: async ({ id, role }: { id: string; role: InvitableRole }) =>
    (await call(routes.changeRole, { params: { id }, body: { role } })).member,
  remove: async (id: string) => (await call(routes.removeMember, { params: { id } })).member,
  leave: async () => (await call(routes.leave)).user,
};

/** GET /team/invites: the one factory of its options (decision 120). */
export const teamInvitesQueryOptions = () => queryOptions({ queryKey: routeKey(routes.invites), queryFn: teamApi.invites });

/** The Team tab's list of members (the assignee pickers use `useTeamMembers` of team-members.ts, quiet). */
export const useTeamMembers = () => useQuery(teamMembersQueryOptions());
/** Pending invitations only: accepted ones are members, revoked and expired ones are gone. */
export const useTeamInvites = () =>
  useQuery({ ...teamInvitesQueryOptions(), select: (invites) => invites.filter((i) => i.status === 'pending') });

/** Every team change reads both lists again: an accepted invitation turns into a member. */
function useTeamMutation<V, R>(send: (vars: V) => Promise<R>, message: (result: R) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      toast.success(message(result));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamMembersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: teamInvitesQueryOptions().queryKey }),
      ]);
    },
  });
}

export const useInvite = () => useTeamMutation(teamApi.invite, (invite) => routeText(routes.invite, { email: invite.email }));
export const useResendInvite = () => useTeamMutation(teamApi.resend, (invite) => routeText(routes.resendInvite, { email: invite.email }));
export const useRevokeInvite = () => useTeamMutation(teamApi.revoke, () => routeText(routes.revokeInvite));
export const useChangeRole = () => useTeamMutation(teamApi.changeRole, () => routeText(routes.changeRole));
export const useRemoveMember = () => useTeamMutation(teamApi.remove, () => routeText(routes.removeMember));

/** A member other than the owner leaves for a studio of their own (decision 072). */
export function useLeaveStudio() {
  const enter = useEnterStudio();
  return useMutation({ mutationFn: teamApi.leave, onSuccess: (own) => enter(own, routeText(routes.leave)) });
}
