import type { TwoFactorChallenge, User } from '@atelier/shared';
import type { UserRow } from '../../db/schema/index.js';
import { userSettings } from '../../lib/user-settings.js';
import { isSubscriptionActive } from '../plans/rules.js';

/** The only shape a user leaves the server in: no hash, no provider ids. */
export function presentUser(row: UserRow): User {
  return {
    _id: row.id,
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    // Optional text is "" when not given, never null (decision 016).
    businessName: row.businessName ?? '',
    businessType: row.businessType ?? '',
    isEmailVerified: row.isEmailVerified,
    image: row.image ?? '',
    plan: row.plan,
    isSubActive: isSubscriptionActive(row),
    trialEndDate: row.trialEndDate ? row.trialEndDate.toISOString() : null,
    isAdmin: row.isAdmin,
    roles: [row.role],
    createdAt: row.createdAt.toISOString(),
    settings: userSettings(row),
  };
}

/** The answer of every finished sign-in: token, user, expiry. */
export function presentSession(s: { token: string; expiresAt: Date; user: UserRow }) {
  return { token: s.token, user: presentUser(s.user), expiresAt: s.expiresAt.toISOString() };
}

/** A sign-in answers a session, or with 2FA on a challenge and no token (decision 023). */
export function presentSigninResult(r: { token: string; expiresAt: Date; user: UserRow } | TwoFactorChallenge) {
  return 'twoFactorRequired' in r ? r : presentSession(r);
}
