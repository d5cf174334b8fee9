import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, workspaces } from '../../db/schema/index.js';
import { can, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { userSettings } from '../../lib/user-settings.js';
import { studioOwner } from '../plans/rules.js';

/** The preferences that are the studio's, on its owner's row (decision 073). */
const STUDIO_KEYS = ['currency', 'timezone', 'paperSize'] as const;

/**
 * PATCH /user/preferences from a member other than the owner: currency, time zone and paper size
 * are the studio's. A key sent unchanged is dropped (the settings form sends every preference with
 * the member's theme); a change is written on the owner's row for a manager (studio.write), and 403
 * for staff. Answers what remains to store on the member's own row. The owner's own keys are the
 * studio's already and pass through.
 */
export async function applyStudioPreferences(db: Db, actor: Actor, patch: Record<string, unknown>): Promise<Record<string, unknown>> {
  if (actor.role === 'owner' || !STUDIO_KEYS.some((k) => k in patch)) return patch;
  const owner = await studioOwner(db, actor.workspaceId);
  const current = userSettings(owner);
  const changed = Object.fromEntries(STUDIO_KEYS.filter((k) => k in patch && patch[k] !== current[k]).map((k) => [k, patch[k]]));
  if (Object.keys(changed).length > 0) {
    if (!can(actor, 'studio.write')) {
      throw new AppError('FORBIDDEN', said('studio.preferencesByManager'));
    }
    await db
      .update(users)
      .set({ settings: sql`${users.settings} || ${JSON.stringify(changed)}::jsonb`, updatedAt: new Date() })
      .where(eq(users.id, owner.id));
    await db.update(workspaces).set({ updatedAt: new Date() }).where(eq(workspaces.id, actor.workspaceId));
  }
  return Object.fromEntries(Object.entries(patch).filter(([k]) => !(STUDIO_KEYS as readonly string[]).includes(k)));
}
