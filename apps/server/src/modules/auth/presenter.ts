import { isSubscriptionActive, type TwoFactorChallenge, type User } from '@atelier/shared';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { userSettings } from '../../lib/user-settings.js';
import type { UserStudio } from '../../lib/actor.js';
import { studioOf } from '../workspaces/membership.js';

/**
 * The only shape a user leaves the server in: no hash, no provider ids. The plan is the studio's,
 * its owner's (decision 072), so a member of an Enterprise studio sees the Enterprise screens; so are
 * the currency, time zone and paper size (decision 073).
 */
export function presentUser(row: UserRow, { studio, planHolder, settings }: UserStudio): User {
  return {
    _id: row.id,
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    // Optional text is "" when not given, never null (decision 017).
    businessName: row.businessName ?? '',
    businessType: row.businessType ?? '',
    isEmailVerified: row.isEmailVerified,
    image: row.image ?? '',
    plan: planHolder.plan,
    isSubActive: isSubscriptionActive(planHolder),
    trialEndDate: planHolder.trialEndDate ? planHolder.trialEndDate.toISOString() : null,
    isAdmin: row.isAdmin,
    roles: [row.role],
    createdAt: row.createdAt.toISOString(),
    // Money, dates and paper are the studio's on every screen; theme, language and the rest stay the member's (decision 073).
    settings: { ...userSettings(row), ...settings },
    studio,
  };
}

/** The user with their studio read fresh: every answer that carries the user. */
export async function userAnswer(db: Db, row: UserRow): Promise<User> {
  return presentUser(row, await studioOf(db, row.id));
}

/** The answer of every finished sign-in: token, user, expiry. */
export async function presentSession(db: Db, s: { token: string; expiresAt: Date; user: UserRow }) {
  return { token: s.token, user: await userAnswer(db, s.user), expiresAt: s.expiresAt.toISOString() };
}

/** A sign-in answers a session, or with 2FA on a challenge and no token (decision 023). */
export async function presentSigninResult(db: Db, r: { token: string; expiresAt: Date; user: UserRow } | TwoFactorChallenge) {
  return 'twoFactorRequired' in r ? r : presentSession(db, r);
}
