import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { sessions, users, workspaceMembers } from '../db/schema/index.js';
import type { Actor } from './actor.js';
import { unauthorized } from './errors.js';
import { readSessionToken } from './session-token.js';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** last_active_at is refreshed at most this often, so reads do not turn into writes. */
const ACTIVITY_RESOLUTION_MS = 60_000;

/**
 * Verifies the bearer token, that its session is still open, and finds the studio the user acts
 * in, in one query. Any failure is 401.
 */
export async function authenticateToken(ctx: AppContext, token: string): Promise<Actor> {
  const claims = await readSessionToken(ctx.jwtKey, token);
  if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
  const now = new Date();
  const [row] = await ctx.db
    .select({ session: sessions, user: users, workspaceId: workspaceMembers.workspaceId, role: workspaceMembers.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(workspaceMembers, eq(workspaceMembers.userId, users.id))
    .where(and(eq(sessions.id, claims.sessionId), isNull(sessions.endedAt), gt(sessions.expiresAt, now)))
    // One studio per account today; with several, the one used last (teams, to come).
    .orderBy(sql`${workspaceMembers.lastUsedAt} desc nulls last`, asc(workspaceMembers.createdAt))
    .limit(1);
  if (!row || row.user.id !== claims.userId) throw unauthorized('Your session has ended. Please sign in again.');
  if (now.getTime() - row.session.lastActiveAt.getTime() > ACTIVITY_RESOLUTION_MS) {
    await ctx.db.update(sessions).set({ lastActiveAt: now }).where(eq(sessions.id, claims.sessionId));
  }
  return row;
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
