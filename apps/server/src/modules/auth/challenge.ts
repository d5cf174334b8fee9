import { createHmac, randomBytes } from 'node:crypto';
import type { TwoFactorChallenge } from '@atelier/shared';
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { twoFactorChallenges, type UserRow } from '../../db/schema/index.js';
import { describeDevice } from './device.js';

/**
 * A sign-in whose first factor passed on an account with 2FA on waits here for its second factor
 * (decision 023). Sign-in starts it; modules/two-factor completes it. It lives in auth so the
 * dependency runs one way only: two-factor builds on auth, auth imports nothing of two-factor.
 */

export type SigninMethod = 'password' | 'google' | 'facebook';

/** A waiting sign-in lives 5 minutes and survives 5 wrong codes (decision 023). */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_ATTEMPTS = 5;

/** Only the hash of the token is stored, so a copy of the table opens no sign-in. */
export function hashChallengeToken(key: Buffer, token: string): string {
  return createHmac('sha256', key).update(`challenge:${token}`).digest('base64url');
}

/** Starts the second step of a sign-in whose first factor passed: no session yet. */
export async function createChallenge(
  ctx: AppContext,
  opts: { user: UserRow; ip: string; userAgent?: string; rememberMe?: boolean; method: SigninMethod },
): Promise<TwoFactorChallenge & { twoFactorRequired: true }> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const expiresAt = new Date(now + CHALLENGE_TTL_MS);
  // Dead challenges of the account go, so the table stays small.
  await ctx.db
    .delete(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.userId, opts.user.id), lt(twoFactorChallenges.expiresAt, new Date(now))));
  await ctx.db.insert(twoFactorChallenges).values({
    userId: opts.user.id,
    tokenHash: hashChallengeToken(ctx.totpKey, token),
    method: opts.method,
    rememberMe: opts.rememberMe ?? false,
    device: describeDevice(opts.userAgent),
    ip: opts.ip,
    expiresAt,
  });
  return { twoFactorRequired: true, challengeToken: token, expiresAt: expiresAt.toISOString() };
}
