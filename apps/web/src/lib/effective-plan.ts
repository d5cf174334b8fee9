import type { PlanId, User } from '@atelier/shared';

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
