import { and, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { sessions, users, workspaceMembers, workspaces } from '../db/schema/index.js';
import { teamActive } from '../modules/workspaces/membership.js';
import { permissionsFor, type Actor } from './actor.js';
import { unauthorized } from './errors.js';
import { readSessionToken } from './session-token.js';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** last_active_at is refreshed at most this often, so reads do not turn into writes. */
const ACTIVITY_RESOLUTION_MS = 60_000;

const owners = alias(users, 'studio_owner');

/** Why a session was ended for the user, in the words its next request answers (decision 072). */
const END_REASONS: Record<string, string> = {
  'removed-from-studio': 'You were removed from the studio. Sign in again to use your own.',
  'studio-deleted': "The studio's owner deleted it. Sign in again to use a studio of your own.",
};

/**
 * Verifies the bearer token, that its session is still open, and finds the studio the user acts
 * in, their role there and its owner's plan, in one query, so a role change or a removal takes
 * effect on the next request (decision 072). Any failure is 401.
 */
export async function authenticateToken(ctx: AppContext, token: string): Promise<Actor> {
  const claims = await readSessionToken(ctx.jwtKey, token);
  if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
  const now = new Date();
  const [row] = await ctx.db
    .select({
      session: sessions,
      user: users,
      workspaceId: workspaceMembers.workspaceId,
      role: workspaceMembers.role,
      plan: owners.plan,
      subscriptionStatus: owners.subscriptionStatus,
      trialEndDate: owners.trialEndDate,
      subscriptionEndsAt: owners.subscriptionEndsAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(workspaceMembers, eq(workspaceMembers.userId, users.id))
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .innerJoin(owners, eq(owners.id, workspaces.ownerId))
    .where(and(eq(sessions.id, claims.sessionId), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row || row.user.id !== claims.userId) throw unauthorized('Your session has ended. Please sign in again.');
  if (row.session.endedAt) throw unauthorized(END_REASONS[row.session.endReason ?? ''] ?? 'Your session has ended. Please sign in again.');
  if (now.getTime() - row.session.lastActiveAt.getTime() > ACTIVITY_RESOLUTION_MS) {
    await ctx.db.update(sessions).set({ lastActiveAt: now }).where(eq(sessions.id, claims.sessionId));
  }
  return {
    session: row.session,
    user: row.user,
    token: null,
    workspaceId: row.workspaceId,
    role: row.role,
    permissions: permissionsFor(row.role, null),
    teamActive: teamActive(row.role, row, now),
  };
}

/** onRequest hook for protected routes: a missing or bad token is 401 UNAUTHORIZED. */
export function requireAuth(ctx: AppContext) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    // Signed in already by an enclosing scope's hook: one session lookup a request.
    if (req.actor) return;
    const header = req.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized();
    req.actor = await authenticateToken(ctx, match[1]);
  };
}
