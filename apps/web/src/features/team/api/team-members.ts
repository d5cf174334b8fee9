import { API, type TeamMember } from '@atelier/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { assigneeName } from '../components/assignees';
import { routeKey } from '@/lib/query/route-keys';

const EMPTY: TeamMember[] = [];
const route = API.team.members;

/**
 * GET /team/members, read by the projects and calendar screens for their assignee pickers and
 * names (decision 075). A failure (a studio without the team, a role without team.read) is not an
 * error to the user: the screens then leave the pickers out. It lives in lib so those features
 * do not import the team feature, and shares its cache key.
 */
export function useTeamMembers(): TeamMember[] {
  const query = useQuery({
    queryKey: routeKey(route),
    queryFn: async () => (await call(route)).members,
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
