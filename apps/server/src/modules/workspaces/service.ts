import type { Db } from '../../db/client.js';
import { workspaceMembers, workspaces, type UserRow } from '../../db/schema/index.js';
import { assertWritten } from '../../lib/sql-rows.js';

/** The studio's name until settings let the user change it: the business name, else "Ada's studio". */
function defaultStudioName(user: Pick<UserRow, 'businessName' | 'firstName'>): string {
  return user.businessName?.trim() || `${user.firstName}'s studio`;
}

/**
 * Every account gets its own studio when it is created, in the same transaction, with the
 * account as owner and only member (decision 019).
 */
export async function createStudioFor(tx: Db, user: UserRow): Promise<string> {
  const [studio] = await tx
    .insert(workspaces)
    .values({ name: defaultStudioName(user), ownerId: user.id })
    .returning({ id: workspaces.id });
  assertWritten(studio, 'workspace insert');
  await tx.insert(workspaceMembers).values({ workspaceId: studio.id, userId: user.id, role: 'owner' });
  return studio.id;
}
