import { PLAN_IDS, type BillingInterval, type PlanId, type SubscriptionDetails } from '@atelier/shared';

/** What choosing a plan on /pricing does. */
export type PlanChoice =
  /** Refused on the page with one of `planChangeMessages`; nothing is sent. */
  | { kind: 'message'; message: PlanChangeMessage }
  /** A lower plan: takes effect at the end of the paid period, so the user confirms it first. */
  | { kind: 'downgrade'; planId: PlanId; interval: BillingInterval }
  /** A higher plan, another interval, or paying for a trial or ended plan: POST /subscriptions. */
  | { kind: 'subscribe'; planId: PlanId; interval: BillingInterval };

export type PlanChangeMessage = 'selectPlan' | 'alreadyFree' | 'alreadySubscribed';

type Current = Pick<SubscriptionDetails, 'planId' | 'effectivePlanId' | 'status' | 'interval' | 'cancelAtPeriodEnd'>;

const rank = (id: PlanId) => PLAN_IDS.indexOf(id);

/** Statuses in which the account pays for its plan (a trial has not paid; cancelled ends at the period's end). */
const PAID = new Set<Current['status']>(['active', 'past_due']);

/**
 * A plan must be chosen ('Please select a plan.'); Free while on Free says
 * "You're already on the Free plan."; the plan already paid for, at the same interval, says
 * 'You are already subscribed to this plan.' A trial of Premium is not a subscription: choosing
 * Premium then pays for it. The server checks all of this again (ALREADY_SUBSCRIBED).
 */
export function choosePlan(selected: string | null | undefined, interval: BillingInterval, current: Current | undefined): PlanChoice {
  if (!selected || !(PLAN_IDS as readonly string[]).includes(selected)) return { kind: 'message', message: 'selectPlan' };
  const planId = selected as PlanId;
  const paying = !!current && PAID.has(current.status) && current.planId !== 'free';
  if (planId === 'free') {
    // A trial ends in Free by itself; leaving it early is a downgrade like any other.
    if (!current || current.effectivePlanId === 'free' || current.cancelAtPeriodEnd) return { kind: 'message', message: 'alreadyFree' };
    return { kind: 'downgrade', planId, interval };
  }
  if (paying && current.planId === planId && current.interval === interval && !current.cancelAtPeriodEnd) {
    return { kind: 'message', message: 'alreadySubscribed' };
  }
  if (paying && rank(planId) < rank(current.planId) && !current.cancelAtPeriodEnd) return { kind: 'downgrade', planId, interval };
  return { kind: 'subscribe', planId, interval };
}
