import { readSettings, type PlanHolder } from '@atelier/shared';
import type { WorkspaceRole } from '../db/schema/index.js';
import { permissionsFor, teamActive, type UserStudio } from './actor.js';

/** What a query joining a member, their studio and its owner reads to make their UserStudio. */
export type UserStudioRow = PlanHolder & { studioId: string; studioName: string; role: WorkspaceRole; ownerSettings: unknown };

/** The one reading of a member's studio (decisions 072, 073, 129), by the sign-in check and by studioOf alike. */
export function userStudioFrom(row: UserStudioRow, now = new Date()): UserStudio {
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
      id: row.studioId,
      name: row.studioName,
      role: row.role,
      permissions: [...permissionsFor(row.role, null)],
      active: teamActive(row.role, planHolder, now),
    },
  };
}
