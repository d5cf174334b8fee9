import type { StudioMembership, UserSettings } from '@atelier/shared';
import { readSettings } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users, workspaceMembers, workspaces, type WorkspaceRole } from '../../db/schema/index.js';
import { permissionsFor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { planIncludes, type PlanHolder } from '../plans/rules.js';

/** The settings that are the studio's, kept on its owner's row (decision 073): every member works in them. */
export type StudioSettings = Pick<UserSettings, 'currency' | 'timezone' | 'paperSize'>;

/**
 * The user's studio as their answers show it, the plan that applies there (the owner's, decision
 * 072) and the studio's currency, time zone and paper size (decision 073).
 */
export type UserStudio = { studio: StudioMembership; planHolder: PlanHolder; settings: StudioSettings };

const owners = alias(users, 'studio_owner');

/**
 * Members other than the owner work only while the studio is on Enterprise (decision 072); the
 * owner always reaches their own studio, whatever its plan.
 */
export function teamActive(role: WorkspaceRole, planHolder: PlanHolder, now = new Date()): boolean {
  return role === 'owner' || planIncludes(planHolder, 'team', now);
}

/** A studio's API tokens work only while it is on Enterprise, the owner's included (decision 074). */
export function apiTokensActive(planHolder: PlanHolder, now = new Date()): boolean {
  return planIncludes(planHolder, 'apiTokens', now);
}

/** The one studio a person belongs to (decision 072), with their role and its owner's plan. */
export async function studioOf(db: Db, userId: string): Promise<UserStudio> {
  const [row] = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      role: workspaceMembers.role,
      plan: owners.plan,
      subscriptionStatus: owners.subscriptionStatus,
      trialEndDate: owners.trialEndDate,
      subscriptionEndsAt: owners.subscriptionEndsAt,
      ownerSettings: owners.settings,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .innerJoin(owners, eq(owners.id, workspaces.ownerId))
    .where(eq(workspaceMembers.userId, userId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  const planHolder: PlanHolder = {
    plan: row.plan,
    subscriptionStatus: row.subscriptionStatus,
    trialEndDate: row.trialEndDate,
    subscriptionEndsAt: row.subscriptionEndsAt,
  };
  const { currency, timezone, paperSize } = readSettings(row.ownerSettings);
  return {
    planHolder,
    settings: { currency, timezone, paperSize },
    studio: {
      id: row.id,
      name: row.name,
      role: row.role,
      permissions: [...permissionsFor(row.role, null)],
      active: teamActive(row.role, planHolder),
    },
  };
}
