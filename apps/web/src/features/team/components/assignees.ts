import type { StudioRole, TeamMember } from '@atelier/shared';

/*
 * Assignees of projects and appointments (decision 075): the filter a list sends, and the names
 * the screens show, from the studio's members (GET /team/members).
 */

/** Every record, whoever it is assigned to. */
export const ALL_ASSIGNEES = 'all';
/** The signed-in member's own records: the server reads `me` as the caller. */
export const MINE = 'me';
/** A list's assignee choice: all, mine, or a member's user id. */
export type AssigneeChoice = string;

/** The query a list sends for the choice: nothing for all, else `assigneeId`. */
export function assigneeQuery(choice: AssigneeChoice): { assigneeId?: string } {
  return choice === ALL_ASSIGNEES || choice === '' ? {} : { assigneeId: choice };
}

/** A member as the screens name them: first and last name, else the email. */
export function memberName(member: Pick<TeamMember, 'firstName' | 'lastName' | 'email'>): string {
  return `${member.firstName} ${member.lastName}`.trim() || member.email;
}

/** The name of the member a record is assigned to; null when unassigned or no longer a member. */
export function assigneeName(members: readonly TeamMember[], assigneeId: string | null): string | null {
  const member = assigneeId ? members.find((m) => m.id === assigneeId) : undefined;
  return member ? memberName(member) : null;
}

/** Owners and managers may look at another member's records; staff choose between all and their own. */
export const mayPickMember = (role: StudioRole | undefined) => role === 'owner' || role === 'manager';

/** The filter's choices: All, Mine, then (for owners and managers) each other member by name. */
export function assigneeFilterOptions(
  members: readonly TeamMember[],
  opts: { meId: string | undefined; role: StudioRole | undefined; texts: { all: string; mine: string } },
): { value: AssigneeChoice; label: string }[] {
  const others = mayPickMember(opts.role) ? members.filter((m) => m.id !== opts.meId) : [];
  return [
    { value: ALL_ASSIGNEES, label: opts.texts.all },
    { value: MINE, label: opts.texts.mine },
    ...others.map((m) => ({ value: m.id, label: memberName(m) })),
  ];
}

/** A picker is worth showing only in a studio of several people. */
export const hasTeam = (members: readonly TeamMember[]) => members.length > 1;
