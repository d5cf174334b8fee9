import { DEFAULT_ALTERATION_DAYS } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { specialOrderSettings } from '../../db/schema/index.js';
import { userSettings } from '../../lib/user-settings.js';
import { todayIn } from '../invoices/queries.js';
import { studioOwner } from '../plans/rules.js';

/** The studio's alteration time: its own, or eight weeks (decision 216). */
export async function alterationDaysOf(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db.select().from(specialOrderSettings).where(eq(specialOrderSettings.workspaceId, workspaceId));
  return row?.alterationDays ?? DEFAULT_ALTERATION_DAYS;
}

/** Sets the studio's alteration time; answers it as saved. */
export async function saveAlterationDays(db: Db, workspaceId: string, alterationDays: number): Promise<number> {
  await db
    .insert(specialOrderSettings)
    .values({ workspaceId, alterationDays })
    .onConflictDoUpdate({ target: specialOrderSettings.workspaceId, set: { alterationDays, updatedAt: new Date() } });
  return alterationDays;
}

/** What the bride's road is read against: the studio's today (in its time zone) and its alteration time. */
export type RoadContext = { today: string; alterationDays: number };

export async function roadContextOf(db: Db, workspaceId: string, now: Date): Promise<RoadContext> {
  const owner = await studioOwner(db, workspaceId);
  return { today: todayIn(userSettings(owner).timezone, now), alterationDays: await alterationDaysOf(db, workspaceId) };
}
