import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { hasTeam, memberName } from './assignees';
import { useMessages } from '@/lib/i18n/i18n';
import { useTeamMembers } from '../api/team-members';
import { assigneeMessages } from './assignee-messages';

/** Radix forbids '' as an item's value: 'Unassigned' is this one, and '' in the form. */
const NONE = 'unassigned';

/**
 * 'Assigned to' in the project and event forms (decision 075): the studio's members, or
 * 'Unassigned'. Left out in a studio of one, or when the members cannot be read, and the form
 * then sends no assignee.
 */
export function AssigneeField({
  value,
  onChange,
  error,
  className,
}: {
  /** The member's user id, '' for nobody. */
  value: string;
  onChange: (assigneeId: string) => void;
  error?: string;
  className?: string;
}) {
  const t = useMessages(assigneeMessages);
  const members = useTeamMembers();
  if (!hasTeam(members)) return null;
  const options = [{ value: NONE, label: t.unassigned }, ...members.map((m) => ({ value: m.id, label: memberName(m) }))];
  // An assignee no longer in the studio shows as unassigned; saving as is leaves it untouched.
  const shown = members.some((m) => m.id === value) ? value : NONE;
  return (
    <Field label={t.assignedTo} optional error={error} className={className}>
      {(p) => <Select {...p} value={shown} onValueChange={(v) => onChange(v === NONE ? '' : v)} options={options} />}
    </Field>
  );
}
