import { FEATURE_PLANS, hasLapsed, planIncludes, type GatedFeature, type PlanHolder, type PlanId } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users, workspaces, type UserRow } from '../db/schema/index.js';
import type { Actor } from './actor.js';
import { AppError } from './errors.js';
import { said, type Said } from './said.js';

/*
 * The plan's gate on a feature (decisions 013, 193): a route declares the feature it needs and
 * handle() asks here, before the record and the handler; the plans module re-exports it for the
 * calls that do not come through a route. A lib file, so lib/declared-routes.ts can read it
 * without a module importing it back.
 */

/**
 * What a plan without the feature answers. The calendar keeps its own code and message
 * (its page shows an overlay on PLAN_UPGRADE_REQUIRED rather than leaving).
 */
const CALENDAR_CODE = 'PLAN_UPGRADE_REQUIRED';

/** The refusal of a feature, by key: its words are in every language's catalogue (lib/refusals, decision 200). */
const featureRefusal = (feature: GatedFeature): Said => said(`plan.${feature}`);

/** The studio's plan holder: its owner, until subscriptions move to the studio (decision 019). */
export async function studioOwner(db: Db, workspaceId: string): Promise<UserRow> {
  const [row] = await db
    .select({ user: users })
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', said('session.ended'));
  return row.user;
}

/**
 * 403 FEATURE_NOT_AVAILABLE unless the studio's plan includes the feature. Reads of records made
 * while on a paid plan stay allowed (downgrade keeps data, read-only: decision 043), so only writes call this.
 * Answers the owner, whose settings (currency, zone) the caller may need.
 */
export async function requireFeature(db: Db, actor: Actor, feature: GatedFeature): Promise<UserRow> {
  const owner = await studioOwner(db, actor.workspaceId);
  requireIncluded(owner, feature);
  return owner;
}

/**
 * The same refusal for a plan holder already read (a second feature checked in one call). A lapsed
 * paid plan that includes the feature answers SUBSCRIPTION_INACTIVE (decision 043); the calendar
 * keeps its own code, which its page shows as an overlay rather than leaving.
 */
export function requireIncluded(holder: PlanHolder, feature: GatedFeature): void {
  if (planIncludes(holder, feature)) return;
  const code = feature === 'calendar' ? CALENDAR_CODE : 'FEATURE_NOT_AVAILABLE';
  if (code === 'FEATURE_NOT_AVAILABLE' && hasLapsed(holder) && (FEATURE_PLANS[feature] as readonly PlanId[]).includes(holder.plan)) {
    throw new AppError('SUBSCRIPTION_INACTIVE', said('plan.lapsed', { plan: { plan: holder.plan } }));
  }
  throw new AppError(code, featureRefusal(feature));
}
