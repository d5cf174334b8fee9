import { getPlan, type PlanDefinition, type PlanId } from './plans.js';
import type { SubscriptionStatus } from './subscriptions.js';

/**
 * Which plan applies to a studio now and what it includes (decisions 013 and 043), judged from its
 * plan holder's subscription alone: the server's access checks read it on every request, the
 * authentication included, so it is written once here.
 */

/** The subscription fields that decide a plan: the studio owner's account row (decision 072). */
export type PlanHolder = {
  plan: PlanId;
  subscriptionStatus: SubscriptionStatus;
  trialEndDate: Date | null;
  subscriptionEndsAt: Date | null;
};

/**
 * A subscription counts as active when paid, while a trial has not ended, and while a cancelled or
 * past-due subscription is inside its paid period or grace (decision 043): judged by time, so
 * access ends on the minute even before the billing worker has run.
 */
export function isSubscriptionActive(
  row: Pick<PlanHolder, 'subscriptionStatus' | 'trialEndDate' | 'subscriptionEndsAt'>,
  now = new Date(),
): boolean {
  switch (row.subscriptionStatus) {
    case 'active':
      return true;
    case 'trialing':
      return !!row.trialEndDate && row.trialEndDate > now;
    case 'past_due':
    case 'cancelled':
      return !!row.subscriptionEndsAt && row.subscriptionEndsAt > now;
    default:
      return false;
  }
}

/**
 * A paid plan chosen whose trial or subscription has ended (decision 043): its paid features answer
 * SUBSCRIPTION_INACTIVE ("renew"), where an account on Free answers FEATURE_NOT_AVAILABLE ("upgrade").
 */
export function hasLapsed(holder: PlanHolder, now = new Date()): boolean {
  return holder.plan !== 'free' && !isSubscriptionActive(holder, now);
}

/**
 * The plan whose rules apply now: Premium and Enterprise while paid or in trial, otherwise
 * Free, because a lapsed trial or ended subscription falls back to Free (decision 013).
 */
export function effectivePlan(holder: PlanHolder, now = new Date()): PlanDefinition {
  const id: PlanId = holder.plan !== 'free' && isSubscriptionActive(holder, now) ? holder.plan : 'free';
  return getPlan(id);
}

/** Features not on every plan: the plans that include each one. */
export const FEATURE_PLANS = {
  invoices: ['premium', 'enterprise'],
  calendar: ['premium', 'enterprise'],
  analytics: ['premium', 'enterprise'],
  /** Custom ranges and CSV downloads (Enterprise's advanced analytics). */
  advancedAnalytics: ['enterprise'],
  /** Members besides the owner, branding and API tokens (decisions 072-074). */
  team: ['enterprise'],
  branding: ['enterprise'],
  apiTokens: ['enterprise'],
  /** Production stages and workflows (timeline management, decision 077). */
  timeline: ['premium', 'enterprise'],
  /** The studio's own garment types (advanced measurement templates, decision 078). */
  garmentTemplates: ['premium', 'enterprise'],
  /** Private links for clients (decision 082). */
  clientPortal: ['premium', 'enterprise'],
  /** Email and SMS to clients sent by Atelier (decision 083); WhatsApp links work on every plan. */
  messagesToClients: ['premium', 'enterprise'],
  /** Fabric and notion stock, and the yardage of a client's pattern (decision 142). */
  materials: ['premium', 'enterprise'],
  /** Front of house (decisions 156-160): online booking, quotes, signed contracts and groups. */
  bookings: ['premium', 'enterprise'],
  quotes: ['premium', 'enterprise'],
  contracts: ['premium', 'enterprise'],
  groups: ['premium', 'enterprise'],
} as const satisfies Record<string, readonly PlanId[]>;
export type GatedFeature = keyof typeof FEATURE_PLANS;

/** True when the holder's effective plan (a lapsed trial is Free) includes the feature. */
export function planIncludes(holder: PlanHolder, feature: GatedFeature, now = new Date()): boolean {
  return (FEATURE_PLANS[feature] as readonly PlanId[]).includes(effectivePlan(holder, now).id);
}
