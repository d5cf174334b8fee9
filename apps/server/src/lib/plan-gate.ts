import { FEATURE_PLANS, getPlan, hasLapsed, planIncludes, type GatedFeature, type PlanHolder, type PlanId } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users, workspaces, type UserRow } from '../db/schema/index.js';
import type { Actor } from './actor.js';
import { AppError } from './errors.js';

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
const FEATURE_REFUSALS: Record<GatedFeature, { code: 'FEATURE_NOT_AVAILABLE' | 'PLAN_UPGRADE_REQUIRED'; message: string }> = {
  invoices: { code: 'FEATURE_NOT_AVAILABLE', message: 'Invoices are included in the Premium and Enterprise plans. Upgrade to use them.' },
  calendar: { code: 'PLAN_UPGRADE_REQUIRED', message: 'You need to upgrade to a higher plan to use this feature...' },
  analytics: {
    code: 'FEATURE_NOT_AVAILABLE',
    message: 'Analytics are included in the Premium and Enterprise plans. Upgrade to see your studio’s numbers.',
  },
  advancedAnalytics: {
    code: 'FEATURE_NOT_AVAILABLE',
    message: 'Custom date ranges and CSV downloads are part of advanced analytics on the Enterprise plan.',
  },
  timeline: {
    code: 'FEATURE_NOT_AVAILABLE',
    message: 'Production stages are included in the Premium and Enterprise plans. Upgrade to follow each order stage by stage.',
  },
  garmentTemplates: {
    code: 'FEATURE_NOT_AVAILABLE',
    message: 'Your own garment templates are included in the Premium and Enterprise plans. Upgrade to create them.',
  },
  team: { code: 'FEATURE_NOT_AVAILABLE', message: 'Teams are part of the Enterprise plan. Upgrade to invite people to your studio.' },
  branding: {
    code: 'FEATURE_NOT_AVAILABLE',
    message: 'Custom branding is part of the Enterprise plan. Upgrade to put your logo and colour on documents.',
  },
  apiTokens: { code: 'FEATURE_NOT_AVAILABLE', message: 'API access is part of the Enterprise plan. Upgrade to create API tokens.' },
  bookings: {
    code: 'FEATURE_NOT_AVAILABLE',
    message: 'Online booking is included in the Premium and Enterprise plans. Upgrade to let clients book and pay a deposit.',
  },
  quotes: { code: 'FEATURE_NOT_AVAILABLE', message: 'Quotes are included in the Premium and Enterprise plans. Upgrade to send them.' },
  contracts: {
    code: 'FEATURE_NOT_AVAILABLE',
    message: 'Signed contracts are included in the Premium and Enterprise plans. Upgrade to have clients sign them.',
  },
  groups: {
    code: 'FEATURE_NOT_AVAILABLE',
    message: 'Groups such as wedding parties are included in the Premium and Enterprise plans. Upgrade to dress a whole party.',
  },
  clientPortal: {
    code: 'FEATURE_NOT_AVAILABLE',
    message: 'The client portal is included in the Premium and Enterprise plans. Upgrade to share a private link with your clients.',
  },
  materials: {
    code: 'FEATURE_NOT_AVAILABLE',
    message: 'Fabric and material stock is included in the Premium and Enterprise plans. Upgrade to keep your stock in Atelier.',
  },
  messagesToClients: {
    code: 'FEATURE_NOT_AVAILABLE',
    message:
      'Sending messages to clients by email or SMS is part of the Premium and Enterprise plans. Upgrade to send them; Share on WhatsApp works on every plan.',
  },
};

/** The studio's plan holder: its owner, until subscriptions move to the studio (decision 019). */
export async function studioOwner(db: Db, workspaceId: string): Promise<UserRow> {
  const [row] = await db
    .select({ user: users })
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
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
  const refusal = FEATURE_REFUSALS[feature];
  if (
    refusal.code === 'FEATURE_NOT_AVAILABLE' &&
    hasLapsed(holder) &&
    (FEATURE_PLANS[feature] as readonly PlanId[]).includes(holder.plan)
  ) {
    throw new AppError(
      'SUBSCRIPTION_INACTIVE',
      `Your ${getPlan(holder.plan).name} subscription is not active. Renew it on the Pricing page to use this again.`,
    );
  }
  throw new AppError(refusal.code, refusal.message);
}
