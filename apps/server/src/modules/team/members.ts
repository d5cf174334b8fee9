import { ROLE_PERMISSIONS, STUDIO_ROLE_LABELS, type InvitableRole } from '@atelier/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { users, workspaceMembers, type UserRow } from '../../db/schema/index.js';
import { requireRecordId } from '../../lib/access.js';
import { requirePermission, sessionOf, type Actor } from '../../lib/actor.js';
import { recordActivity } from '../../lib/activity-log.js';
import { AppError, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { revokeLinksRevealedTo } from '../portal/reveals.js';
import { fullName } from '../../lib/member-name.js';
import { endSessions, giveOwnStudio, leaveStudio } from './departure.js';
import type { MemberRecord } from './presenter.js';

/**
 * The studio's members (decision 072): who is in it, their roles, removal and leaving. A member is
 * named by their user id; another studio's member is a 404 like any record of another studio.
 */
export function memberService(ctx: AppContext) {
  /** A member of the actor's studio, locked, that the actor may change: never the owner, never themselves. */
  async function changeable(
    tx: Db,
    actor: Actor,
    id: string,
    doing: 'change the role of' | 'remove',
  ): Promise<MemberRecord & { user: UserRow }> {
    requirePermission(actor, 'team.manage');
    requireRecordId(id, 'Member');
    const [row] = await tx
      .select({ user: users, membership: workspaceMembers })
      .from(workspaceMembers)
      .innerJoin(users, eq(users.id, workspaceMembers.userId))
      .where(and(eq(workspaceMembers.workspaceId, actor.workspaceId), eq(workspaceMembers.userId, id)))
      .for('update', { of: workspaceMembers });
    if (!row) throw notFound(said('team.memberNotFound'));
    const removing = doing === 'remove';
    if (row.user.id === actor.user.id) {
      throw new AppError('FORBIDDEN', said(removing ? 'team.cannotRemoveSelf' : 'team.cannotChangeOwnRole'));
    }
    if (row.membership.role === 'owner')
      throw new AppError('FORBIDDEN', said(removing ? 'team.cannotRemoveOwner' : 'team.cannotChangeOwnerRole'));
    return row;
  }

  return {
    /** Everyone in the studio, the owner first, then by when they joined. */
    async list({ actor }: { actor: Actor }): Promise<MemberRecord[]> {
      requirePermission(actor, 'team.read');
      return ctx.db
        .select({ user: users, membership: workspaceMembers })
        .from(workspaceMembers)
        .innerJoin(users, eq(users.id, workspaceMembers.userId))
        .where(eq(workspaceMembers.workspaceId, actor.workspaceId))
        .orderBy(sql`${workspaceMembers.role} = 'owner' desc`, asc(workspaceMembers.createdAt), asc(workspaceMembers.userId));
    },

    /** A new role, read by the member's next request (lib/authenticate.ts reads the role each time). */
    async changeRole({ actor, id, role }: { actor: Actor; id: string; role: InvitableRole }): Promise<MemberRecord> {
      return ctx.db.transaction(async (tx) => {
        const found = await changeable(tx, actor, id, 'change the role of');
        if (found.membership.role === role) return found;
        const [membership] = await tx
          .update(workspaceMembers)
          .set({ role })
          .where(and(eq(workspaceMembers.workspaceId, actor.workspaceId), eq(workspaceMembers.userId, id)))
          .returning();
        assertWritten(membership, 'member update');
        // A role without portal.manage keeps no link it was shown (decision 102).
        if (!ROLE_PERMISSIONS[role].has('portal.manage')) {
          await revokeLinksRevealedTo(tx, { userId: id, workspaceId: actor.workspaceId, byUserId: actor.user.id });
        }
        await recordActivity(tx, actor, {
          entityType: 'member',
          entityId: id,
          action: 'status-changed',
          subject: fullName(found.user),
          detail: STUDIO_ROLE_LABELS[role],
        });
        return { user: found.user, membership };
      });
    },

    /**
     * Takes the member out at once: their sessions end (their next request is told why), their API
     * tokens of the studio go, their projects and appointments stay the studio's, unassigned, and
     * they get an empty studio of their own for when they sign in again.
     */
    async remove({ actor, id }: { actor: Actor; id: string }): Promise<MemberRecord> {
      return ctx.db.transaction(async (tx) => {
        const found = await changeable(tx, actor, id, 'remove');
        await leaveStudio(tx, { userId: id, workspaceId: actor.workspaceId, byUserId: actor.user.id });
        await endSessions(tx, id, 'removed-from-studio');
        await giveOwnStudio(tx, id);
        await recordActivity(tx, actor, { entityType: 'member', entityId: id, action: 'deleted', subject: fullName(found.user) });
        return found;
      });
    },

    /** A member other than the owner leaves for an empty studio of their own; they stay signed in. */
    async leave({ actor }: { actor: Actor }): Promise<UserRow> {
      sessionOf(actor);
      await ctx.db.transaction(async (tx) => {
        // Read again under a lock: a removal or a role change may have come since this request began.
        const [place] = await tx
          .select()
          .from(workspaceMembers)
          .where(and(eq(workspaceMembers.userId, actor.user.id), eq(workspaceMembers.workspaceId, actor.workspaceId)))
          .for('update');
        if (!place) throw new AppError('FORBIDDEN', said('team.noLongerMember'));
        if (place.role === 'owner') {
          throw new AppError('FORBIDDEN', said('team.ownerCannotLeave'));
        }
        await leaveStudio(tx, { userId: actor.user.id, workspaceId: actor.workspaceId, byUserId: actor.user.id });
        await giveOwnStudio(tx, actor.user.id);
        await recordActivity(tx, actor, {
          entityType: 'member',
          entityId: actor.user.id,
          action: 'deleted',
          subject: fullName(actor.user),
        });
      });
      return actor.user;
    },
  };
}
