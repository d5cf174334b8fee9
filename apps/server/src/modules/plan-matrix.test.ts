import { ALL_ROUTES, PLAN_IDS, planIncludes, type PlanId, type RouteDeclaration } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, type UserRow } from '../db/schema/index.js';
import { codeOf, name, sendTo } from '../test/declared-walk.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';

/**
 * The plan × route matrix (decision 193), generated from the declarations beside the role matrix:
 * every route that names a plan feature is called by the owner of a paid studio on each plan. A
 * plan without the feature gets the plan's refusal before anything else is read (the record, the
 * body); a plan with it is never refused for its plan. Nothing here lists a route.
 */
const PLAN_REFUSALS = ['FEATURE_NOT_AVAILABLE', 'PLAN_UPGRADE_REQUIRED', 'SUBSCRIPTION_INACTIVE'];
const gated = ALL_ROUTES.filter(
  (route): route is RouteDeclaration & { feature: NonNullable<RouteDeclaration['feature']> } => !!route.feature,
);

let t: TestApp;
const owners = new Map<PlanId, { token: string; row: UserRow }>();
beforeAll(async () => {
  t = await createTestApp();
  for (const plan of PLAN_IDS) {
    const person = await createVerifiedUser(t, { plan });
    const [row] = await t.ctx.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, person.user.id)).returning();
    owners.set(plan, { token: person.token, row: row! });
  }
});
afterAll(async () => t.close());

describe('the plan matrix (decision 193)', () => {
  it('finds the routes that declare a plan feature', () => {
    expect(gated.length).toBeGreaterThan(10);
  });

  it.each(gated.map((route) => [name(route), route] as const))(
    '%s: refused by a plan without its feature, never by one with it',
    async (_n, route) => {
      for (const plan of PLAN_IDS) {
        const { token, row } = owners.get(plan)!;
        const res = await sendTo(
          t,
          route,
          token,
          route.body && route.body !== 'multipart' && route.body !== 'raw' ? { payload: '{}' } : {},
        );
        if (planIncludes(row, route.feature)) expect(PLAN_REFUSALS, `${plan}: ${res.body}`).not.toContain(codeOf(res));
        else {
          expect(res.statusCode, `${plan}: ${res.body}`).toBe(403);
          expect(PLAN_REFUSALS, `${plan}: ${res.body}`).toContain(codeOf(res));
        }
      }
    },
  );
});
