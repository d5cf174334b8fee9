import { getPlan, type PlanDefinition, type PlanId } from '@atelier/shared';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clients, projects, users, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { isSubscriptionActive } from '../auth/presenter.js';

/**
 * The plan rules of spec section 6, in one place: later issues add their resources and
 * features here (AI generations, calendar, invoices), so no route decides plans by itself.
 */

type PlanHolder = Pick<UserRow, 'plan' | 'subscriptionStatus' | 'trialEndDate'>;

/**
 * The plan whose rules apply now: Premium and Enterprise while paid or in trial, otherwise
 * Free, because a lapsed trial or ended subscription falls back to Free (decision 013).
 */
export function effectivePlan(user: PlanHolder, now = new Date()): PlanDefinition {
  const id: PlanId = user.plan !== 'free' && isSubscriptionActive(user, now) ? user.plan : 'free';
  return getPlan(id);
}

const COUNTED = {
  clients: { table: clients, code: 'PLAN_CLIENT_LIMIT_REACHED' },
  projects: { table: projects, code: 'PLAN_PROJECT_LIMIT_REACHED' },
} as const;
export type CountedResource = keyof typeof COUNTED;

function limitReached(user: PlanHolder, plan: PlanDefinition, resource: CountedResource, limit: number): AppError {
  const message =
    user.plan === plan.id
      ? `The ${plan.name} plan includes up to ${limit} ${resource}. Upgrade to Premium for unlimited ${resource}.`
      : `Your ${getPlan(user.plan).name} subscription is not active, so the ${plan.name} plan's limit of ${limit} ${resource} applies. Renew or upgrade to add more ${resource}.`;
  return new AppError(403, COUNTED[resource].code, message);
}

/**
 * Runs `create` only if the user's plan allows one more record of `resource`, atomically:
 * the user's row is locked first, so concurrent creates by the same user queue behind each
 * other and the count they see always includes the others' inserts (never limit + 1).
 */
export async function createWithinPlanLimit<T>(db: Db, userId: string, resource: CountedResource, create: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ plan: users.plan, subscriptionStatus: users.subscriptionStatus, trialEndDate: users.trialEndDate })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Your session has ended. Please sign in again.');
    const plan = effectivePlan(user);
    const limit = plan.limits[resource];
    if (limit !== null) {
      const { table } = COUNTED[resource];
      const [row] = await tx.select({ n: count() }).from(table).where(eq(table.userId, userId));
      if ((row?.n ?? 0) >= limit) throw limitReached(user, plan, resource, limit);
    }
    return create(tx);
  });
}
