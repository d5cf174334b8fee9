import type { TeamInvite, TeamMember } from '@atelier/shared';
import type { UserRow, WorkspaceInviteRow, WorkspaceMemberRow } from '../../db/schema/index.js';
import { fullName } from '../../lib/member-name.js';

/** A member as the team list reads them: the user's public fields and their place in the studio. */
export type MemberRecord = {
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'image'>;
  membership: Pick<WorkspaceMemberRow, 'role' | 'createdAt'>;
};

/** An invitation with the name of who sent it ("" when that account is gone). */
export type InviteRecord = { invite: WorkspaceInviteRow; invitedBy: string };

export function presentMember({ user, membership }: MemberRecord): TeamMember {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    image: user.image ?? '',
    role: membership.role,
    joinedAt: membership.createdAt.toISOString(),
  };
}

/** Accepted and revoked come first: an expired link is one nobody used in time (decision 072). */
export function inviteStatus(invite: WorkspaceInviteRow, now = new Date()): TeamInvite['status'] {
  if (invite.acceptedAt) return 'accepted';
  if (invite.revokedAt) return 'revoked';
  return invite.expiresAt <= now ? 'expired' : 'pending';
}

export function presentInvite({ invite, invitedBy }: InviteRecord): TeamInvite {
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role,
    status: inviteStatus(invite),
    invitedBy,
    expiresAt: invite.expiresAt.toISOString(),
    sentAt: invite.sentAt.toISOString(),
    createdAt: invite.createdAt.toISOString(),
  };
}

/** The name of a user row read beside another (a left join): "" when there is none. */
export const nameOf = (u: Pick<UserRow, 'firstName' | 'lastName'> | null) => (u ? fullName(u) : '');
