import { FEATURE_PLANS, type GatedFeature, type PlanId, type User } from '@atelier/shared';
import { useOutletContext } from 'react-router';
import type { SessionContext } from '@/lib/session-context';

/**
 * The plan whose features the server grants now, as far as the web can tell from the session
 * user: Premium and Enterprise while paid or in trial (`isSubActive`), otherwise Free (decision
 * 013). It only decides which controls to offer; the server stays the authority and answers 403
 * to anything the plan does not include.
 */
export function effectivePlanOf(user: Pick<User, 'plan' | 'isSubActive'> | null | undefined): PlanId {
  if (!user || user.plan === 'free' || !user.isSubActive) return 'free';
  return user.plan;
}

/** Whether the session user's effective plan includes a gated feature (FEATURE_PLANS). */
export function planHas(user: Pick<User, 'plan' | 'isSubActive'> | null | undefined, feature: GatedFeature): boolean {
  return (FEATURE_PLANS[feature] as readonly PlanId[]).includes(effectivePlanOf(user));
}

/**
 * The same for a component inside the app layout. Outside it (no session context: a test, a
 * public page) nothing is locked: the server still decides.
 */
export function usePlanHas(feature: GatedFeature): boolean {
  const user = useOutletContext<SessionContext | null>()?.user;
  return !user || planHas(user, feature);
}
