import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { sessions } from '../../db/schema/index.js';
import { signSessionToken } from '../../lib/session-token.js';
import { describeDevice } from './device.js';
import { assertWritten } from '../../lib/sql-rows.js';

const HOUR = 3600_000;
/** "Remember me" unticked: 12 hours; ticked: 30 days (decision 003). */
const SESSION_TTL = { short: 12 * HOUR, remembered: 30 * 24 * HOUR };
/**
 * Open sessions per account (decision 070): past it a new sign-in ends the least recently used, so
 * the sessions list in the profile stays bounded however many networks sign in. A person has a few
 * devices; 100 is what Google keeps per account and client.
 */
export const MAX_OPEN_SESSIONS = 100;

export type SessionMeta = { userAgent?: string; ip?: string; rememberMe?: boolean };
/** Where a signed-out call came from: the client's address (per-network limits) and its browser (the sessions list). */
export type Origin = { ip: string; userAgent?: string };

export async function createSession(ctx: AppContext, userId: string, meta: SessionMeta) {
  const expiresAt = new Date(Date.now() + (meta.rememberMe ? SESSION_TTL.remembered : SESSION_TTL.short));
  const [session] = await ctx.db
    .insert(sessions)
    .values({ userId, device: describeDevice(meta.userAgent), ip: meta.ip ?? null, expiresAt })
    .returning();
  assertWritten(session, 'session insert');
  await endSessionsPast(ctx, userId, session.createdAt);
  const token = await signSessionToken(ctx.jwtKey, { sessionId: session.id, userId, expiresAt });
  return { token, expiresAt };
}

/** Ends the account's open sessions after the newest MAX_OPEN_SESSIONS (by last use). */
async function endSessionsPast(ctx: AppContext, userId: string, now: Date) {
  const older = ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastActiveAt), desc(sessions.createdAt))
    .offset(MAX_OPEN_SESSIONS);
  await ctx.db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(inArray(sessions.id, older), isNull(sessions.endedAt)));
}

export async function endSession(ctx: AppContext, sessionId: string) {
  await ctx.db
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

export async function endAllSessions(ctx: AppContext, userId: string) {
  await ctx.db
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
}
