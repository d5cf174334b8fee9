import { API, type TeamMember } from '@atelier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { assigneeName } from '../components/assignees';
import { routeKey } from '@/lib/query/route-keys';

const EMPTY: TeamMember[] = [];
const route = API.team.members;

/** GET /team/members: the one factory of its options (decision 120), for the Team tab and the assignee pickers. */
export const teamMembersQueryOptions = () => queryOptions({ queryKey: routeKey(route), queryFn: async () => (await call(route)).members });

/**
 * The members, read by the projects and calendar screens for their assignee pickers and names
 * (decision 075). A failure (a studio without the team, a role without team.read) is not an error
 * to the user: the screens then leave the pickers out.
 */
export function useTeamMembers(): TeamMember[] {
  const query = useQuery({
    ...teamMembersQueryOptions(),
    meta: { quiet: true },
    // Members change rarely; the two pickers and every card of a page read one answer.
    staleTime: 60_000,
  });
  return query.data ?? EMPTY;
}

/** The name of the member a record is assigned to; null when unassigned or not a member any more. */
export function useAssigneeName(assigneeId: string | null): string | null {
  return assigneeName(useTeamMembers(), assigneeId);
}
