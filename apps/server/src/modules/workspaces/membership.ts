import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { planHolderColumnsOf, users, workspaceMembers, workspaces } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import type { UserStudio } from '../../lib/actor.js';
import { userStudioFrom } from '../../lib/user-studio.js';

const owners = alias(users, 'studio_owner');

/** The one studio a person belongs to (decision 072), with their role and its owner's plan. */
export async function studioOf(db: Db, userId: string): Promise<UserStudio> {
  const [row] = await db
    .select({
      studioId: workspaces.id,
      studioName: workspaces.name,
      role: workspaceMembers.role,
      ...planHolderColumnsOf(owners),
      ownerSettings: owners.settings,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .innerJoin(owners, eq(owners.id, workspaces.ownerId))
    .where(eq(workspaceMembers.userId, userId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', said('session.ended'));
  return userStudioFrom(row);
}
