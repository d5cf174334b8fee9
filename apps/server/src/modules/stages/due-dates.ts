import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { instantField, isDay, needsZone } from '../../lib/input-times.js';
import { userSettings } from '../../lib/user-settings.js';
import { studioOwner } from '../plans/rules.js';

/**
 * A due date as stored, a project's or a production stage's (decision 077): a day at midnight UTC
 * (decision 015); a date-time is its instant, and one without an offset is read in the account's
 * zone (decision 059), so the owner is read only then. `field` names the field a 422 is on.
 */
export async function storedDueDate(
  db: Db,
  actor: Actor,
  value: string | null | undefined,
  field = 'dueDate',
): Promise<Date | null | undefined> {
  if (value === undefined || value === null) return value;
  if (isDay(value)) return new Date(`${value}T00:00:00Z`);
  const zone = needsZone(value) ? userSettings(await studioOwner(db, actor.workspaceId)).timezone : 'UTC';
  return instantField(field, value, zone);
}
