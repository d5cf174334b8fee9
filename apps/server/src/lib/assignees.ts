import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { workspaceMembers } from '../db/schema/index.js';
import { requireRecordId } from './access.js';
import type { Actor } from './actor.js';
import { missingReference } from './errors.js';
import { said } from './said.js';

/*
 * Who a project or an event may be assigned to (decision 075): a current member of the actor's
 * studio. Anyone else, a member of another studio or a malformed id is the same 404 on the field,
 * so ids of other studios' people cannot be probed.
 */

const FIELD = 'assigneeId';
const WHAT = 'Member';
const MEMBER_NOT_FOUND = said('record.memberNotFound');

async function requireMember(db: Db, actor: Actor, userId: string): Promise<string> {
  requireRecordId(userId, WHAT, FIELD);
  const [row] = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, actor.workspaceId), eq(workspaceMembers.userId, userId)))
    .limit(1);
  if (!row) throw missingReference(FIELD, MEMBER_NOT_FOUND);
  return userId;
}

/** A body's `assigneeId` as stored: unchanged when absent, null to unassign, else a checked member. */
export async function checkedAssignee(db: Db, actor: Actor, value: string | null | undefined): Promise<string | null | undefined> {
  if (value === undefined || value === null) return value;
  return requireMember(db, actor, value);
}

/** A list's `assigneeId` filter: `me` is the caller (whoever they are in the studio), else a checked member. */
export async function assigneeFilter(db: Db, actor: Actor, value: string | undefined): Promise<string | undefined> {
  if (value === undefined) return undefined;
  if (value === 'me') return actor.user.id;
  return requireMember(db, actor, value);
}
