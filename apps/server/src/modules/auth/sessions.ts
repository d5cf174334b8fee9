import { and, eq, gt, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { AppContext } from '../../context.js';
import { sessions, users, type SessionRow, type UserRow } from '../../db/schema/index.js';
import { unauthorized } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { describeDevice } from './device.js';

const HOUR = 3600_000;
/** "Remember me" unticked: 12 hours; ticked: 30 days (foundation issue, section 3). */
export const SESSION_TTL = { short: 12 * HOUR, remembered: 30 * 24 * HOUR };
/** last_active_at is refreshed at most this often, so reads do not turn into writes. */
const ACTIVITY_RESOLUTION_MS = 60_000;

export type SessionMeta = { userAgent?: string; ip?: string; rememberMe?: boolean };
export type Authenticated = { user: UserRow; session: SessionRow };

export async function createSession(ctx: AppContext, userId: string, meta: SessionMeta) {
  const expiresAt = new Date(Date.now() + (meta.rememberMe ? SESSION_TTL.remembered : SESSION_TTL.short));
  const [session] = await ctx.db
    .insert(sessions)
    .values({ userId, device: describeDevice(meta.userAgent), ip: meta.ip ?? null, expiresAt })
    .returning();
  if (!session) throw new Error('session insert returned nothing');
  const token = await new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(ctx.jwtKey);
  return { token, expiresAt };
}

/** Verifies the bearer token and that its session is still open; any failure is 401. */
export async function authenticateToken(ctx: AppContext, token: string): Promise<Authenticated> {
  let sid: unknown;
  let sub: string | undefined;
  try {
    const { payload } = await jwtVerify(token, ctx.jwtKey, { algorithms: ['HS256'] });
    sid = payload.sid;
    sub = payload.sub;
  } catch {
    throw unauthorized('Your session has expired. Please sign in again.');
  }
  if (typeof sid !== 'string' || !isUuid(sid) || !sub) throw unauthorized('Your session has expired. Please sign in again.');
  const now = new Date();
  const [row] = await ctx.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sid), isNull(sessions.endedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row || row.user.id !== sub) throw unauthorized('Your session has ended. Please sign in again.');
  if (now.getTime() - row.session.lastActiveAt.getTime() > ACTIVITY_RESOLUTION_MS) {
    await ctx.db.update(sessions).set({ lastActiveAt: now }).where(eq(sessions.id, sid));
  }
  return row;
}

export async function endSession(ctx: AppContext, sessionId: string) {
  await ctx.db.update(sessions).set({ endedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

export async function endAllSessions(ctx: AppContext, userId: string) {
  await ctx.db.update(sessions).set({ endedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
}
