import { planIncludes, STUDIO_ROLE_LABELS, TEAM_LIMITS } from '@atelier/shared';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  calendarEvents,
  clients,
  invoices,
  measurements,
  patterns,
  projects,
  storedFiles,
  users,
  workspaceInvites,
  workspaceMembers,
  workspaces,
  type UserRow,
  type WorkspaceMemberRow,
} from '../../db/schema/index.js';
import { sessionOf, type Actor } from '../../lib/actor.js';
import { recordActivity } from '../../lib/activity-log.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { RefusalKey } from '../../lib/refusals/index.js';
import { said, sayIn, type Said } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { lockStudio } from '../plans/rules.js';
import { fullName } from '../../lib/member-name.js';
import { leaveStudio } from './departure.js';
import { hashInviteSecret, requireUsable } from './invites.js';

/** The records a studio may hold, by the words the refusal uses. */
const RECORDS: [RefusalKey, PgTable & { workspaceId: PgColumn }][] = [
  ['team.held.clients', clients],
  ['team.held.measurements', measurements],
  ['team.held.projects', projects],
  ['team.held.invoices', invoices],
  ['team.held.events', calendarEvents],
  ['team.held.patterns', patterns],
];

/** What the studio holds, named: empty when it holds no record and no other person. */
async function contentsOf(tx: Db, workspaceId: string, userId: string): Promise<Said[]> {
  const held: Said[] = [];
  for (const [name, table] of RECORDS) {
    const [row] = await tx
      .select({ id: sql`1` })
      .from(table)
      .where(eq(table.workspaceId, workspaceId))
      .limit(1);
    if (row) held.push(said(name));
  }
  const [others] = await tx
    .select({ n: count() })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), ne(workspaceMembers.userId, userId)));
  if ((others?.n ?? 0) > 0) held.push(said('team.held.otherMembers'));
  return held;
}

/**
 * Leaves the studio the person is in now (decision 072). A member just leaves it. Their own studio
 * is deleted, which is why it must be empty: records are never lost by joining. A subscription
 * they pay would keep charging for a studio that is gone, so it must be cancelled first.
 */
async function leaveCurrent(tx: Db, user: UserRow, current: WorkspaceMemberRow): Promise<void> {
  if (current.role !== 'owner') {
    await leaveStudio(tx, { ...current, byUserId: user.id });
    await recordActivity(
      tx,
      { workspaceId: current.workspaceId, user },
      { entityType: 'member', entityId: user.id, action: 'deleted', subject: fullName(user) },
    );
    return;
  }
  // Locked for update: a record created meanwhile in this studio waits, then finds it gone.
  const [own] = await tx.select().from(workspaces).where(eq(workspaces.id, current.workspaceId)).for('update');
  assertWritten(own, 'studio read');
  const held = await contentsOf(tx, own.id, user.id);
  if (held.length > 0) {
    throw new AppError('STUDIO_NOT_EMPTY', said('team.ownStudioNotEmpty', { held: { each: held, joined: ', ' } }));
  }
  if (user.plan !== 'free' && (user.subscriptionStatus === 'active' || user.subscriptionStatus === 'past_due')) {
    throw new AppError('STUDIO_NOT_EMPTY', said('team.ownSubscription'));
  }
  await tx.delete(workspaces).where(eq(workspaces.id, own.id));
  // Its logo is a stored file of the person's: gone with the studio, it would only use their storage.
  if (own.logoFileId) await tx.delete(storedFiles).where(eq(storedFiles.id, own.logoFileId));
}

/**
 * POST /invites/accept: the signed-in person joins the studio with the invited role, in one
 * transaction that locks the invitation, so a link is used once however many tabs send it.
 */
export function joinService(ctx: AppContext) {
  return {
    async accept({ actor, token }: { actor: Actor; token: string }): Promise<{ user: UserRow; studioName: string }> {
      sessionOf(actor);
      const now = new Date();
      return ctx.db.transaction(async (tx) => {
        const [invite] = await tx
          .select()
          .from(workspaceInvites)
          .where(eq(workspaceInvites.tokenHash, hashInviteSecret(token)))
          .for('update');
        if (!invite) throw notFound(said('team.invitationNotFound'));
        requireUsable(invite, now);
        const [user] = await tx.select().from(users).where(eq(users.id, actor.user.id)).for('update');
        assertWritten(user, 'user read');
        if (user.email !== invite.email) {
          throw new AppError('FORBIDDEN', said('team.invitationForOther', { email: invite.email }));
        }
        const owner = await lockStudio(tx, invite.workspaceId);
        if (!planIncludes(owner, 'team', now)) {
          throw new AppError('FEATURE_NOT_AVAILABLE', said('team.studioNotEnterprise'));
        }
        const [current] = await tx.select().from(workspaceMembers).where(eq(workspaceMembers.userId, user.id)).for('update');
        if (current?.workspaceId === invite.workspaceId) throw new AppError('ALREADY_IN_STUDIO', said('team.alreadyMember'));
        const [members] = await tx
          .select({ n: count() })
          .from(workspaceMembers)
          .where(eq(workspaceMembers.workspaceId, invite.workspaceId));
        if ((members?.n ?? 0) >= TEAM_LIMITS.members) {
          const full = said('team.studioFullField');
          throw new AppError('VALIDATION_ERROR', said('team.studioFull', { max: TEAM_LIMITS.members }), {
            errors: [{ field: 'token', message: sayIn('en', full), said: full }],
          });
        }
        if (current) await leaveCurrent(tx, user, current);
        await tx.insert(workspaceMembers).values({ workspaceId: invite.workspaceId, userId: user.id, role: invite.role, lastUsedAt: now });
        await tx.update(workspaceInvites).set({ acceptedAt: now }).where(eq(workspaceInvites.id, invite.id));
        await recordActivity(
          tx,
          { workspaceId: invite.workspaceId, user },
          { entityType: 'member', entityId: user.id, action: 'created', subject: fullName(user), detail: STUDIO_ROLE_LABELS[invite.role] },
        );
        const [studio] = await tx.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, invite.workspaceId));
        return { user, studioName: studio?.name ?? '' };
      });
    },
  };
}
