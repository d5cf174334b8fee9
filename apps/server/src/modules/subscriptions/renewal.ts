import { planPriceCents } from '@atelier/shared';
import type { SubscriptionRow } from '../../db/schema/index.js';
import type { PaymentMetadata } from './providers/provider.js';
import { addInterval } from './state-machine.js';

/**
 * What a renewal charges (decision 043), for the billing clock's renewal and for a new card that
 * settles a failed one alike: the plan and the interval waiting for the period's end (a move to
 * Free charges the plan in force, which then ends), for the period after the current one.
 */
export function renewalCharge(sub: SubscriptionRow, customerId: string): { metadata: PaymentMetadata; amountCents: number } {
  const planId = sub.pendingPlan && sub.pendingPlan !== 'free' ? sub.pendingPlan : sub.plan;
  const interval = sub.pendingInterval ?? sub.interval;
  const metadata: PaymentMetadata = {
    userId: sub.userId,
    customerId,
    planId,
    interval,
    purpose: 'renewal',
    periodStart: sub.currentPeriodEnd.toISOString(),
    periodEnd: addInterval(sub.currentPeriodEnd, interval).toISOString(),
    fromPlan: '',
  };
  return { metadata, amountCents: planPriceCents(planId, interval) };
}
