import { readSettings, type PlanHolder, type StudioMembership, type UserSettings } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { planHolderColumnsOf, users, workspaceMembers, workspaces } from '../../db/schema/index.js';
import { permissionsFor, teamActive } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';

/** The settings that are the studio's, kept on its owner's row (decision 073): every member works in them. */
export type StudioSettings = Pick<UserSettings, 'currency' | 'timezone' | 'paperSize' | 'conventionsConfirmedAt'>;

/**
 * The user's studio as their answers show it, the plan that applies there (the owner's, decision
 * 072) and the studio's currency, time zone and paper size (decision 073).
 */
export type UserStudio = { studio: StudioMembership; planHolder: PlanHolder; settings: StudioSettings };

const owners = alias(users, 'studio_owner');

/** The one studio a person belongs to (decision 072), with their role and its owner's plan. */
export async function studioOf(db: Db, userId: string): Promise<UserStudio> {
  const [row] = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      role: workspaceMembers.role,
      ...planHolderColumnsOf(owners),
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
  const { currency, timezone, paperSize, conventionsConfirmedAt } = readSettings(row.ownerSettings);
  return {
    planHolder,
    // Whether the conventions were confirmed is the studio's too: asked once per studio (decision 129).
    settings: { currency, timezone, paperSize, conventionsConfirmedAt },
    studio: {
      id: row.id,
      name: row.name,
      role: row.role,
      permissions: [...permissionsFor(row.role, null)],
      active: teamActive(row.role, planHolder),
    },
  };
}
