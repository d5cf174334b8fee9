import { useOutletContext } from 'react-router';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { assigneeFilterOptions, hasTeam, type AssigneeChoice } from './assignees';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { useTeamMembers } from '../api/team-members';
import type { SessionContext } from '@/lib/session-context';
import { assigneeMessages } from './assignee-messages';

/**
 * 'Everyone' / 'Mine' / each member (owners and managers): the lists' assignee filter (decision
 * 075). A studio of one, or one whose members cannot be read, has nothing to filter: it is left out.
 */
export function AssigneeFilter({
  id,
  value,
  onChange,
  className,
}: {
  id: string;
  value: AssigneeChoice;
  onChange: (choice: AssigneeChoice) => void;
  className?: string;
}) {
  const t = useMessages(assigneeMessages);
  const members = useTeamMembers();
  // Read without failing where a screen is shown outside the signed-in layout (its tests), or for a
  // user stored before studios existed, until the profile is read again.
  const user = useOutletContext<SessionContext | undefined>()?.user;
  if (!hasTeam(members)) return null;
  const options = assigneeFilterOptions(members, { meId: user?.id, role: user?.studio?.role, texts: { all: t.all, mine: t.mine } });
  return (
    <>
      <Label htmlFor={id} className="sr-only">
        {t.filterLabel}
      </Label>
      <Select id={id} value={value} onValueChange={onChange} options={options} className={cn('h-11', className)} />
    </>
  );
}
