import type { PlanId, SubscriptionDetails } from '@atelier/shared';

/**
 * A checkout this tab went to. The provider sends the browser to /pricing/callback after
 * a payment, but back to /pricing when the user leaves the checkout (a declined card, a change of
 * mind): then nothing was paid, and /pricing says so with 'Payment failed, try again'.
 * Kept in sessionStorage: per tab, gone with it.
 */
const KEY = 'atelier-checkout';
/** A checkout older than this is not what the user is coming back from. */
const MAX_AGE_MS = 2 * 60 * 60 * 1000;

type Started = { planId: PlanId; at: number };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberCheckout(planId: PlanId, now = Date.now()): void {
  storage()?.setItem(KEY, JSON.stringify({ planId, at: now } satisfies Started));
}

/** The callback page reached: the result is told there. */
export function forgetCheckout(): void {
  storage()?.removeItem(KEY);
}

/** The checkout this tab went to and has not heard of since, if any (forgetCheckout once told). */
export function startedCheckout(now = Date.now()): Started | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const started = JSON.parse(raw) as Partial<Started>;
    if (typeof started.planId !== 'string' || typeof started.at !== 'number' || now - started.at > MAX_AGE_MS) return null;
    return started as Started;
  } catch {
    return null;
  }
}

/** Whether the subscription shows the checkout paid after all (its webhook came, the redirect did not). */
export function checkoutPaid(started: Started, details: Pick<SubscriptionDetails, 'planId' | 'status' | 'startDate'>): boolean {
  return (
    details.planId === started.planId &&
    details.status === 'active' &&
    !!details.startDate &&
    Date.parse(details.startDate) >= started.at - 60_000
  );
}
