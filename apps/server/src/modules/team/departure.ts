import { mailLanguage } from '../../lib/mail-language.js';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  apiTokens,
  calendarEvents,
  calendarFeeds,
  projects,
  sessions,
  users,
  workspaceMembers,
  workspaces,
} from '../../db/schema/index.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { revokeLinksRevealedTo } from '../portal/reveals.js';
import { createStudioFor } from '../workspaces/service.js';

/**
 * A person leaving a studio, whichever way they go (decision 072): removed by its owner, leaving
 * by themselves, joining another studio, or the studio deleted with its owner's account. What they
 * made stays the studio's; what was theirs in it goes with them.
 */

/** Why a member's sessions were ended for them: the next request's 401 says so (lib/authenticate.ts). */
export type EndReason = 'removed-from-studio' | 'studio-deleted';

/**
 * Takes the person out of the studio: their place, their API tokens there (a token works in one
 * studio, decision 074), their calendar feed of its calendar, and their name on its projects and
 * appointments, which stay the studio's, unassigned. Every live portal link whose address they
 * were handed is revoked, logged as done by `byUserId` (decision 102): they keep no way in.
 */
export async function leaveStudio(
  tx: Db,
  { userId, workspaceId, byUserId }: { userId: string; workspaceId: string; byUserId: string },
): Promise<void> {
  await revokeLinksRevealedTo(tx, { userId, workspaceId, byUserId });
  await tx.delete(workspaceMembers).where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.workspaceId, workspaceId)));
  await tx.delete(apiTokens).where(and(eq(apiTokens.userId, userId), eq(apiTokens.workspaceId, workspaceId)));
  await tx.delete(calendarFeeds).where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.workspaceId, workspaceId)));
  await tx
    .update(projects)
    .set({ assigneeId: null })
    .where(and(eq(projects.workspaceId, workspaceId), eq(projects.assigneeId, userId)));
  await tx
    .update(calendarEvents)
    .set({ assigneeId: null })
    .where(and(eq(calendarEvents.workspaceId, workspaceId), eq(calendarEvents.assigneeId, userId)));
}

/** Ends every open session of the person, with the reason their next request is told. */
export async function endSessions(tx: Db, userId: string, reason: EndReason): Promise<void> {
  await tx
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
}

/** A fresh, empty studio of their own, so the account keeps working once they sign in again. */
export async function giveOwnStudio(tx: Db, userId: string): Promise<string> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  assertWritten(user, 'member read');
  return createStudioFor(tx, user, mailLanguage(user));
}

/**
 * Before an owner's account is deleted, and its studio with it (the user row cascades): each other
 * member gets a studio of their own and is signed out, told why at their next request. The studio's
 * records go with the studio, as the owner asked.
 */
export async function releaseMembersOf(tx: Db, ownerId: string): Promise<void> {
  const others = await tx
    .select({ userId: workspaceMembers.userId, workspaceId: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaces.ownerId, ownerId), ne(workspaceMembers.userId, ownerId)));
  for (const member of others) {
    await leaveStudio(tx, { ...member, byUserId: ownerId });
    await endSessions(tx, member.userId, 'studio-deleted');
    await giveOwnStudio(tx, member.userId);
  }
}
