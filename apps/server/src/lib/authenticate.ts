import { and, eq, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { apiTokens, planHolderColumnsOf, sessions, users, workspaceMembers, workspaces } from '../db/schema/index.js';
import { hashTokenSecret, isTokenSecret } from './api-token-secret.js';
import { apiTokensActive, permissionsFor, teamActive, type Actor } from './actor.js';
import { unauthorized } from './errors.js';
import { said, type Said } from './said.js';
import type { Limit } from './rate-limiter.js';
import { readSessionToken } from './session-token.js';
import { SignedInCache } from './signed-in-cache.js';
import { userStudioFrom } from './user-studio.js';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** last_active_at is refreshed at most this often, so reads do not turn into writes. */
const ACTIVITY_RESOLUTION_MS = 60_000;

const owners = alias(users, 'studio_owner');

/** Why a session was ended for the user, in the words its next request answers (decision 072). */
const END_REASONS: Record<string, Said> = {
  'removed-from-studio': said('session.removedFromStudio'),
  'studio-deleted': said('session.studioDeleted'),
};

/**
 * The one query behind a signed-in user, for a session and an API token alike (decisions 072, 074):
 * what holds the credential (`holder`, with `fields` of its own), its user, the studio `studioId`
 * names, that studio's owner's plan, and the user's membership there (`member`), read on every
 * request so a role change, a removal or a downgrade counts at once. A session's studio is its
 * member's, so its membership is there whenever a row is; a token's names its studio, and a
 * member who left leaves `role` null.
 */
function signedIn<F extends SelectedFields>(
  ctx: AppContext,
  holder: typeof sessions | typeof apiTokens,
  fields: F,
  member: SQL | undefined,
  studioId: AnyPgColumn,
) {
  return ctx.db
    .select({
      ...fields,
      user: users,
      studioId: workspaces.id,
      studioName: workspaces.name,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
      ...planHolderColumnsOf(owners),
      ownerSettings: owners.settings,
    })
    .from(holder)
    .innerJoin(users, eq(users.id, holder.userId))
    .leftJoin(workspaceMembers, member)
    .innerJoin(workspaces, eq(workspaces.id, studioId))
    .innerJoin(owners, eq(owners.id, workspaces.ownerId));
}

/** The session, its user, studio, role and owner's plan, as one request reads them (decision 072). */
function sessionRow(ctx: AppContext, sessionId: string) {
  return signedIn(ctx, sessions, { session: sessions }, eq(workspaceMembers.userId, sessions.userId), workspaceMembers.workspaceId)
    .where(eq(sessions.id, sessionId))
    .limit(1)
    .then(([row]) => row);
}
type SessionRead = NonNullable<Awaited<ReturnType<typeof sessionRow>>>;

/** What each process keeps of the sessions it checked (decision 168), per app. */
const kept = new WeakMap<AppContext, SignedInCache<SessionRead>>();
function keptSessions(ctx: AppContext): SignedInCache<SessionRead> {
  let cache = kept.get(ctx);
  if (!cache) kept.set(ctx, (cache = new SignedInCache<SessionRead>(ctx.db)));
  return cache;
}

/**
 * Verifies the bearer token, that its session is still open, and finds the studio the user acts
 * in, their role there and its owner's plan, so a role change or a removal takes effect on the next
 * request (decision 072): read in one query, or kept from an earlier request while the user's
 * counter says nothing of it changed since (decision 168). Any failure is 401.
 */
export async function authenticateToken(ctx: AppContext, token: string): Promise<Actor> {
  const now = new Date();
  const cache = keptSessions(ctx);
  const claims = cache.claimsOf(token, now.getTime()) ?? (await readSessionToken(ctx.jwtKey, token));
  if (!claims) throw unauthorized(said('session.expired'));
  const row = await cache.read(token, claims, () => sessionRow(ctx, claims.sessionId));
  // The studio's inner join leaves no row without a membership: `role` is there whenever the row is.
  if (!row?.role || row.user.id !== claims.userId || row.session.expiresAt <= now) {
    throw unauthorized(said('session.ended'));
  }
  if (row.session.endedAt) throw unauthorized(END_REASONS[row.session.endReason ?? ''] ?? said('session.ended'));
  if (now.getTime() - row.session.lastActiveAt.getTime() > ACTIVITY_RESOLUTION_MS) {
    await ctx.db.update(sessions).set({ lastActiveAt: now }).where(eq(sessions.id, claims.sessionId));
    // Kept with the row: the column raises no counter (migration 0043), so the next minute's request reads it here.
    row.session.lastActiveAt = now;
  }
  const role = row.role;
  return {
    session: row.session,
    user: row.user,
    token: null,
    workspaceId: row.studioId,
    role,
    permissions: permissionsFor(role, null),
    teamActive: teamActive(role, row, now),
    // Made only when asked (GET /auth): most requests never read it (decision 168).
    get studio() {
      return userStudioFrom({ ...row, role }, now);
    },
  };
}

/**
 * Requests one API token may make (decision 074), times RATE_LIMIT_FACTOR like every limit: a
 * script's pace, counted per token so one runaway script does not slow its member's others.
 */
export const API_TOKEN_LIMIT: Limit = { max: 600, windowMs: 60_000 };

/** One sentence for an unknown and a revoked token, so which secrets once existed cannot be probed. */
const TOKEN_INVALID = said('session.tokenInvalid');

/**
 * A personal API token (decision 074): found by the SHA-256 of its secret, unrevoked and unexpired,
 * with its member's current role in the token's studio and the owner's plan, read on every request
 * so a revocation, a role change or a removal counts at once. It acts with no session, the
 * role's permissions less TOKEN_EXCLUDED, and only while the studio is on Enterprise; each token
 * has its own rate limit (429 with Retry-After).
 */
export async function authenticateApiToken(ctx: AppContext, secret: string): Promise<Actor> {
  const now = new Date();
  const member = and(eq(workspaceMembers.userId, apiTokens.userId), eq(workspaceMembers.workspaceId, apiTokens.workspaceId));
  const [row] = await signedIn(ctx, apiTokens, { token: apiTokens }, member, apiTokens.workspaceId)
    .where(eq(apiTokens.tokenHash, hashTokenSecret(secret)))
    .limit(1);
  if (!row || row.token.revokedAt) throw unauthorized(TOKEN_INVALID);
  if (row.token.expiresAt && row.token.expiresAt <= now) throw unauthorized(said('session.tokenExpired'));
  // A token made before its member last joined the studio died when they left: rejoining does not revive it.
  if (!row.role || !row.joinedAt || row.joinedAt > row.token.createdAt) {
    throw unauthorized(said('session.tokenMemberGone'));
  }
  await ctx.limiter.consume(
    `api-token:${row.token.id}`,
    API_TOKEN_LIMIT,
    'Too many requests with this API token. Please slow down and try again shortly.',
  );
  if (!row.token.lastUsedAt || now.getTime() - row.token.lastUsedAt.getTime() > ACTIVITY_RESOLUTION_MS) {
    await ctx.db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.token.id));
  }
  const token = { id: row.token.id, scope: row.token.scope };
  const role = row.role;
  return {
    session: null,
    user: row.user,
    token,
    workspaceId: row.token.workspaceId,
    role: row.role,
    permissions: permissionsFor(row.role, token),
    get studio() {
      return userStudioFrom({ ...row, role }, now);
    },
    // The owner's tokens too: API access is Enterprise's, whoever holds the token (decision 074).
    teamActive: apiTokensActive(row, now),
  };
}

/**
 * onRequest hook for protected routes: a missing or bad token is 401 UNAUTHORIZED. A bearer value
 * starting `atl_` is a personal API token (decision 074), any other a session's.
 */
export function requireAuth(ctx: AppContext) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    // Signed in already by an enclosing scope's hook: one session lookup a request.
    if (req.actor) return;
    const header = req.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized();
    req.actor = isTokenSecret(match[1]) ? await authenticateApiToken(ctx, match[1]) : await authenticateToken(ctx, match[1]);
  };
}
