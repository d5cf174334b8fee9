import { and, desc, eq, inArray, max, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activityEntries, apiTokens, users, workspaceMembers, type ApiTokenRow, type WorkspaceRole } from '../../db/schema/index.js';

/** A token with the member it acts as: their name, their role now, and since when if it changed after the token was made (decision 106). */
export type TokenRecord = {
  row: ApiTokenRow;
  member: { id: string; name: string; role: WorkspaceRole };
  roleChangedAt: Date | null;
};

/**
 * When each member's role last changed, from the activity entries a role change writes in the
 * same transaction (team/members.ts, `member`/`status-changed`): no column of its own to keep.
 */
async function roleChanges(db: Db, workspaceId: string, userIds: string[]): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: activityEntries.entityId, at: max(activityEntries.createdAt) })
    .from(activityEntries)
    .where(
      and(
        eq(activityEntries.workspaceId, workspaceId),
        eq(activityEntries.entityType, 'member'),
        eq(activityEntries.action, 'status-changed'),
        inArray(activityEntries.entityId, userIds),
      ),
    )
    .groupBy(activityEntries.entityId);
  return new Map(rows.flatMap((r) => (r.at ? [[r.userId, r.at] as const] : [])));
}

/** The studio's tokens matching `where`, newest first, each with its member and the role it acts with now. */
export async function tokensWithMembers(db: Db, workspaceId: string, where: SQL | undefined, limit: number): Promise<TokenRecord[]> {
  const rows = await db
    .select({ row: apiTokens, firstName: users.firstName, lastName: users.lastName, role: workspaceMembers.role })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .innerJoin(
      workspaceMembers,
      and(eq(workspaceMembers.userId, apiTokens.userId), eq(workspaceMembers.workspaceId, apiTokens.workspaceId)),
    )
    .where(and(eq(apiTokens.workspaceId, workspaceId), where))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(limit);
  const changes = await roleChanges(db, workspaceId, [...new Set(rows.map((r) => r.row.userId))]);
  return rows.map(({ row, firstName, lastName, role }) => {
    const changed = changes.get(row.userId);
    return {
      row,
      member: { id: row.userId, name: `${firstName} ${lastName}`.trim(), role },
      roleChangedAt: changed && changed > row.createdAt ? changed : null,
    };
  });
}
