import { and, eq } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { users, workspaceMembers, type UserRow, type WorkspaceRole } from '../../db/schema/index.js';
import { teamActive } from '../../lib/actor.js';

/*
 * Who gets the studio's side of a reminder (an appointment's, a project's due date): the member
 * the record is assigned to, else the owner (decision 075). Read when the mail goes out, so a
 * member removed since, or a studio no longer on Enterprise, falls back to the owner: a person
 * outside the studio is never mailed its clients' names.
 */

/** The assigned person, joined only while they are a member of the record's studio. */
export const assignees = alias(users, 'assignee');
const assigneeMembers = alias(workspaceMembers, 'assignee_member');

/**
 * The two left joins a worker's query adds: the assignee's membership in the record's studio,
 * then the assignee through it (so a former member joins as null).
 */
export function assigneeJoins(workspaceId: PgColumn, assigneeId: PgColumn) {
  return {
    membership: assigneeMembers,
    membershipOn: and(eq(assigneeMembers.workspaceId, workspaceId), eq(assigneeMembers.userId, assigneeId)),
    assignee: assignees,
    assigneeOn: eq(assignees.id, assigneeMembers.userId),
    role: assigneeMembers.role,
  };
}

/** The assignee while they may work in the studio (its plan includes the team, or they own it), else the owner. */
export function staffRecipient(found: { owner: UserRow; assignee: UserRow | null; role: WorkspaceRole | null }, now: Date): UserRow {
  const { owner, assignee, role } = found;
  if (!assignee || !role) return owner;
  return teamActive(role, owner, now) ? assignee : owner;
}
