import type { ActiveSession, UserProfile } from '@atelier/shared';
import type { SessionRow, UserRow } from '../../db/schema/index.js';
import { presentUser } from '../auth/presenter.js';
import type { UserStudio } from '../../lib/actor.js';

/**
 * One signed-in device. `location` is the network address the session signed in from: we hold
 * no geolocation database (decision 024); "" when the address is unknown (decision 017).
 */
function presentActiveSession(row: SessionRow, currentSessionId: string): ActiveSession {
  return {
    id: row.id,
    device: row.device,
    location: row.ip ?? '',
    lastActive: row.lastActiveAt.toISOString(),
    current: row.id === currentSessionId,
  };
}

/** GET /user/profile (decision 024): the user, the profile fields and the open sessions. */
export function presentProfile(row: UserRow, studio: UserStudio, sessions: SessionRow[], currentSessionId: string): UserProfile {
  return {
    ...presentUser(row, studio),
    phone: row.phone ?? '',
    address: row.address ?? '',
    bio: row.bio ?? '',
    website: row.website ?? '',
    pendingEmail: row.pendingEmail ?? '',
    is2FAEnabled: row.twoFactorEnabled,
    hasPassword: row.passwordHash !== null,
    activeSessions: sessions.map((s) => presentActiveSession(s, currentSessionId)),
  };
}
